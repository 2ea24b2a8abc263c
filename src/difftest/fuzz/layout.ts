/**
 * The register and memory layout every fuzzed program follows, so that generation, rendering,
 * shrinking and reporting agree on it:
 *
 *   s[0:1]  output buffer address (user SGPRs)    v0       local id x (read only)
 *   s2..s5  random user SGPR inputs (read only)   v1..v12  the VGPR pool (ALU sources/results)
 *   s6      workgroup id x (TGID_X_EN)            v13      output record address (epilogue)
 *   s8..s13 the SGPR pool                         v14      LDS read address / store temporary
 *   s16     a lane mask (s[16:17] in wave64)      v15      this lane's LDS address
 *   s20+4d  EXEC saves and loop counters of the   v16+d    per-lane trip counters of divergent loops
 *           construct at nesting depth d          v19..v22 sinks: inexact results, never read
 *   s[40:43] the output V# (epilogue)             v19, v20 also an image node's coordinates
 *   s[44:51] an image node's T# (program.ts)       v21      a sampling node's third address dword
 *   s[52:55] a sampling node's S#
 *
 * Each thread stores one record of OUTPUT_SLOTS (pool, sinks, SGPR pool, VCC, the mask) at
 * (workgroup * threads + local id) * record bytes from the output base.
 */

/** Guest address of the output buffer. */
export const OUTPUT_BASE = 0x10_0000;
/** Guest address of the descriptor table holding the output's V# (output paths through a V#). */
export const DESCRIPTOR_TABLE = 0x20_0000;
/** Guest address of the descriptor table holding the input image's T# (image nodes). */
export const IMAGE_TABLE = 0x28_0000;
/** Guest address of the input image's texels, and its width and height (a linear 2D image). */
export const IMAGE_BASE = 0x30_0000;
export const IMAGE_SIZE = 8;
/** DST_SEL of the input image by component count: the components it has, then 0 and 1. */
export const DST_SELS: Readonly<Record<number, [number, number, number, number]>> = {
  1: [4, 0, 1, 4],
  2: [5, 4, 0, 1],
  4: [6, 5, 4, 7],
};
/** Where sampling image nodes put their S# (a recompile-time constant, s_mov_b32 of each dword). */
export const IMAGE_SSHARP_SGPR = 52;
/** Where image nodes load the T# (free: above the output V#). */
export const IMAGE_TSHARP_SGPR = 44;
/** Where the epilogue loads the output V# (free at the epilogue: above every construct's SGPRs). */
export const OUTPUT_VSHARP_SGPR = 40;
/** V# dword 3 of a raw buffer: DST_SEL xyzw, FORMAT 32_FLOAT, RESOURCE_LEVEL 1, OOB_SELECT 3. */
export const RAW_BUFFER_WORD3 = 0x31016fac;
/** First and last VGPR of the pool. */
export const VGPR_POOL_FIRST = 1;
export const VGPR_POOL_LAST = 12;
/** Sink registers: two 32-bit ones and one 64-bit pair. */
export const SINK32 = [19, 20] as const;
export const SINK64 = 21;
/** SGPR pool. */
export const SGPR_POOL_FIRST = 8;
export const SGPR_POOL_LAST = 13;
/** User SGPR inputs and the workgroup id. */
export const USER_INPUTS = [2, 3, 4, 5] as const;
export const GROUP_ID_SGPR = 6;
/** The mask register. */
export const MASK_SGPR = 16;
/** Deepest nesting of if/else and loops. */
export const MAX_DEPTH = 3;
/** Words of LDS each lane owns (slots). */
export const LDS_SLOTS = 4;

/** Scalar register base of the construct at nesting depth `depth`. */
export function constructSgpr(depth: number): number {
  return 20 + 4 * depth;
}

/** VGPR trip counter of a divergent loop at nesting depth `depth`. */
export function tripVgpr(depth: number): number {
  return 16 + depth;
}

/** One output slot: the register whose final value each thread stores. */
export interface OutputSlot {
  /** Register text as the report shows it (`v4`, `s9`, `vcc_lo`). */
  readonly name: string;
  readonly file: 'vgpr' | 'sgpr';
  /** Register index (sgpr: operand code). */
  readonly index: number;
}

/** The record every thread stores, in order. */
export function outputSlots(wave64: boolean): OutputSlot[] {
  const slots: OutputSlot[] = [];
  for (let v = VGPR_POOL_FIRST; v <= VGPR_POOL_LAST; v++)
    slots.push({ name: `v${v}`, file: 'vgpr', index: v });
  for (const v of [...SINK32, SINK64, SINK64 + 1]) slots.push({ name: `v${v}`, file: 'vgpr', index: v });
  for (let s = SGPR_POOL_FIRST; s <= SGPR_POOL_LAST; s++)
    slots.push({ name: `s${s}`, file: 'sgpr', index: s });
  slots.push({ name: 'vcc_lo', file: 'sgpr', index: 106 });
  if (wave64) slots.push({ name: 'vcc_hi', file: 'sgpr', index: 107 });
  slots.push({ name: `s${MASK_SGPR}`, file: 'sgpr', index: MASK_SGPR });
  if (wave64) slots.push({ name: `s${MASK_SGPR + 1}`, file: 'sgpr', index: MASK_SGPR + 1 });
  return slots;
}
