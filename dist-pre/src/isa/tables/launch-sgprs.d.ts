/**
 * System SGPRs the hardware loads for a compute wave after its user SGPRs, in this order when enabled
 * (COMPUTE_PGM_RSRC2): the workgroup ids x, y, z (TGID_*_EN), then the thread-group information
 * (TG_SIZE_EN). The reference executor and the translator both build the launch from these facts.
 */
/** TG_SIZE bits [5:0]: waves in the workgroup. */
export declare const TG_SIZE_WAVE_COUNT_BITS = 6;
/** TG_SIZE bits [11:6]: this wave's index in its workgroup (ACO reads it with s_bfe_u32 ..., 0x60006). */
export declare const TG_SIZE_WAVE_ID_SHIFT = 6;
/**
 * The TG_SIZE SGPR of wave `waveId` of a workgroup of `waveCount` waves. The higher bits (ordered-append
 * flags) are 0: no ordered append is modelled.
 */
export declare function tgSizeValue(waveId: number, waveCount: number): number;
