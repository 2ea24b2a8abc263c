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
 *
 * Each thread stores one record of OUTPUT_SLOTS (pool, sinks, SGPR pool, VCC, the mask) at
 * (workgroup * threads + local id) * record bytes from the output base.
 */
/** Guest address of the output buffer. */
export const OUTPUT_BASE = 0x10_0000;
/** First and last VGPR of the pool. */
export const VGPR_POOL_FIRST = 1;
export const VGPR_POOL_LAST = 12;
/** Sink registers: two 32-bit ones and one 64-bit pair. */
export const SINK32 = [19, 20];
export const SINK64 = 21;
/** SGPR pool. */
export const SGPR_POOL_FIRST = 8;
export const SGPR_POOL_LAST = 13;
/** User SGPR inputs and the workgroup id. */
export const USER_INPUTS = [2, 3, 4, 5];
export const GROUP_ID_SGPR = 6;
/** The mask register. */
export const MASK_SGPR = 16;
/** Deepest nesting of if/else and loops. */
export const MAX_DEPTH = 3;
/** Words of LDS each lane owns (slots). */
export const LDS_SLOTS = 4;
/** Scalar register base of the construct at nesting depth `depth`. */
export function constructSgpr(depth) {
    return 20 + 4 * depth;
}
/** VGPR trip counter of a divergent loop at nesting depth `depth`. */
export function tripVgpr(depth) {
    return 16 + depth;
}
/** The record every thread stores, in order. */
export function outputSlots(wave64) {
    const slots = [];
    for (let v = VGPR_POOL_FIRST; v <= VGPR_POOL_LAST; v++)
        slots.push({ name: `v${v}`, file: 'vgpr', index: v });
    for (const v of [...SINK32, SINK64, SINK64 + 1])
        slots.push({ name: `v${v}`, file: 'vgpr', index: v });
    for (let s = SGPR_POOL_FIRST; s <= SGPR_POOL_LAST; s++)
        slots.push({ name: `s${s}`, file: 'sgpr', index: s });
    slots.push({ name: 'vcc_lo', file: 'sgpr', index: 106 });
    if (wave64)
        slots.push({ name: 'vcc_hi', file: 'sgpr', index: 107 });
    slots.push({ name: `s${MASK_SGPR}`, file: 'sgpr', index: MASK_SGPR });
    if (wave64)
        slots.push({ name: `s${MASK_SGPR + 1}`, file: 'sgpr', index: MASK_SGPR + 1 });
    return slots;
}
//# sourceMappingURL=layout.js.map