/**
 * Per-format float arithmetic for VALU rules (f16, f32, f64 over their bit patterns): denormal
 * flushing by MODE, NaN propagation (a NaN operand gives that NaN quieted, the first one in operand
 * order; an invalid operation gives the default quiet NaN), correctly rounded results in
 * round-to-nearest-even, and the IEEE-mode min/max rules.
 *
 * Results are exact: f16 and f32 operations run in binary64 and round once (exact for add/sub/mul of
 * f16, and correctly rounded for f32 since binary64 holds more than 2p+2 bits); fused operations use
 * the exact big-integer path of float.ts.
 */
import { type FloatFormat, type FloatMode } from '../float.js';
import type { LaneEnv, Val } from './valu-core.js';
/** One float format's operations on bit patterns. */
export interface Fp {
    readonly t: 'f16' | 'f32' | 'f64';
    readonly fmt: FloatFormat;
    num(v: Val): number;
    /** The pattern of `x` rounded to nearest even (NaN: the default NaN). */
    bits(x: number): Val;
    isNaN(v: Val): boolean;
    isSignaling(v: Val): boolean;
    quiet(v: Val): Val;
    /** The default quiet NaN. */
    readonly nan: Val;
    /** Whether denormals are kept in `mode`. */
    keep(mode: FloatMode): boolean;
    /** The pattern flushed to a signed zero when it is a denormal and `mode` flushes. */
    flush(v: Val, mode: FloatMode): Val;
    /** The pattern of sign bit | magnitude bits (for copysign-like results). */
    readonly signBit: Val;
}
export declare const FP32: Fp;
export declare const FP16: Fp;
export declare const FP64: Fp;
/** The quieted first NaN among `vals`, or undefined. */
export declare function firstNaN(fp: Fp, vals: readonly Val[]): Val | undefined;
/** Whether a pattern's sign bit is set. */
export declare function signOf(fp: Fp, v: Val): boolean;
/**
 * A rule function for an arithmetic operation on `fp` values: inputs flushed per MODE, NaNs
 * propagated, `op` computed on numbers and rounded, the result flushed per MODE.
 */
export declare function arith(fp: Fp, op: (...x: number[]) => number): (s: Val[], env: LaneEnv) => Val;
/**
 * Fused a * b + c on `fp` patterns with no denormal flushing, rounded once after the exact result is
 * scaled by 2^scale (v_div_fmas: the scale never touches the operands, so nothing overflows or loses
 * bits early). NaNs propagate (the first, quieted); an invalid operation gives the default NaN.
 */
export declare function fusedExact(fp: Fp, a: Val, b: Val, c: Val, scale?: number): Val;
/** Fused a * b + c on `fp` patterns (one rounding), inputs and result flushed per MODE. */
export declare function fused(fp: Fp, a: Val, b: Val, c: Val, mode: FloatMode): Val;
/**
 * v_min/v_max by MODE.IEEE (RDNA3.5 ISA pseudocode, which spells out both modes; the RDNA1 manual
 * only calls the ops IEEE compliant). IEEE on: a signaling NaN operand gives it quieted (src0 first),
 * then a quiet NaN in src1 gives src0 and one in src0 gives src1. IEEE off: a NaN (of either kind) in
 * src1 gives src0 and one in src0 gives src1, never quieted. So two NaNs give src0 (quieted only by the
 * IEEE signaling rule). -0 orders below +0.
 */
export declare function minMax(fp: Fp, a: Val, b: Val, max: boolean, mode: FloatMode): Val;
/** v_med3 per the ISA: any NaN gives min3; otherwise the median by max3 comparison. */
export declare function med3(fp: Fp, a: Val, b: Val, c: Val, mode: FloatMode): Val;
/** The unbiased exponent field of a pattern (the raw field value). */
export declare function expField(fp: Fp, v: Val): number;
/** The pattern of `v * 2^n` rounded once to `fp` (exact except at the subnormal and overflow edges). */
export declare function ldexp(fp: Fp, v: Val, n: number): Val;
