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
export declare const OUTPUT_BASE = 1048576;
/** First and last VGPR of the pool. */
export declare const VGPR_POOL_FIRST = 1;
export declare const VGPR_POOL_LAST = 12;
/** Sink registers: two 32-bit ones and one 64-bit pair. */
export declare const SINK32: readonly [19, 20];
export declare const SINK64 = 21;
/** SGPR pool. */
export declare const SGPR_POOL_FIRST = 8;
export declare const SGPR_POOL_LAST = 13;
/** User SGPR inputs and the workgroup id. */
export declare const USER_INPUTS: readonly [2, 3, 4, 5];
export declare const GROUP_ID_SGPR = 6;
/** The mask register. */
export declare const MASK_SGPR = 16;
/** Deepest nesting of if/else and loops. */
export declare const MAX_DEPTH = 3;
/** Words of LDS each lane owns (slots). */
export declare const LDS_SLOTS = 4;
/** Scalar register base of the construct at nesting depth `depth`. */
export declare function constructSgpr(depth: number): number;
/** VGPR trip counter of a divergent loop at nesting depth `depth`. */
export declare function tripVgpr(depth: number): number;
/** One output slot: the register whose final value each thread stores. */
export interface OutputSlot {
    /** Register text as the report shows it (`v4`, `s9`, `vcc_lo`). */
    readonly name: string;
    readonly file: 'vgpr' | 'sgpr';
    /** Register index (sgpr: operand code). */
    readonly index: number;
}
/** The record every thread stores, in order. */
export declare function outputSlots(wave64: boolean): OutputSlot[];
