/**
 * System SGPRs the hardware loads for a compute wave after its user SGPRs, in this order when enabled
 * (COMPUTE_PGM_RSRC2): the workgroup ids x, y, z (TGID_*_EN), then the thread-group information
 * (TG_SIZE_EN). The reference executor and the translator both build the launch from these facts.
 */

/** TG_SIZE bits [5:0]: waves in the workgroup. */
export const TG_SIZE_WAVE_COUNT_BITS = 6;
/** TG_SIZE bits [11:6]: this wave's index in its workgroup (ACO reads it with s_bfe_u32 ..., 0x60006). */
export const TG_SIZE_WAVE_ID_SHIFT = 6;

/**
 * The TG_SIZE SGPR of wave `waveId` of a workgroup of `waveCount` waves. The higher bits (ordered-append
 * flags) are 0: no ordered append is modelled.
 */
export function tgSizeValue(waveId: number, waveCount: number): number {
  return ((waveId << TG_SIZE_WAVE_ID_SHIFT) | waveCount) >>> 0;
}

/**
 * NGG (GFX10 merged GS stage) system SGPRs, s2..s7 between USER_DATA_ADDR (s0, s1) and the user data
 * (from s8): gs_tg_info, merged_wave_info, the off-chip ring offset, the scratch offset and two unused.
 * Field positions as the AMD compilers unpack them.
 */
export const NGG_SYSTEM_SGPRS = { first: 2, userData: 8 } as const;

/** gs_tg_info: ordered id [11:0], vertices in the subgroup [20:12], primitives in the subgroup [30:22]. */
export function ngGsTgInfo(vertices: number, primitives: number, orderedId = 0): number {
  return ((orderedId & 0xfff) | ((vertices & 0x1ff) << 12) | ((primitives & 0x1ff) << 22)) >>> 0;
}

/**
 * merged_wave_info: vertex (ES) threads of the wave [7:0], primitive (GS) threads [15:8], the wave's
 * index in its subgroup [27:24], waves in the subgroup [31:28].
 */
export function mergedWaveInfo(vertices: number, primitives: number, waveId: number, waves: number): number {
  return (
    ((vertices & 0xff) | ((primitives & 0xff) << 8) | ((waveId & 0xf) << 24) | ((waves & 0xf) << 28)) >>> 0
  );
}

/** The GS_ALLOC_REQ message payload in M0: vertices [10:0], primitives [22:12]. */
export const GS_ALLOC_REQ_FIELDS = { vertices: [0, 11], primitives: [12, 11] } as const;
