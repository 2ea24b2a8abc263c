/**
 * The fused multiply-add of v_div_fmas: (a * b + c) * 2^k with k = 0 or +-64 (f32) / +-128 (f64),
 * rounded once to nearest even; the scale applies to the exact sum, so nothing overflows, underflows
 * or rounds before the single rounding. Infinite results are not scaled; NaN results are left to the
 * caller's NaN rule.
 *
 * - f32 (scaledFma32): in f64 the product of two f32 values is exact and the sum's rounding error is
 *   exact too (TwoSum); the sum rounded to odd (an inexact sum with an even last bit moves one unit
 *   toward the exact value) and scaled by 2^k (exact in f64) rounds to f32 correctly, since f64 keeps
 *   more than two bits beyond f32's 24 (the round-to-odd property).
 * - f64 (scaledFma64): integer arithmetic on the significands: the 106-bit product and the addend are
 *   aligned in a 128-bit frame (pairs of i64; bits shifted out become a sticky bit, which never reaches
 *   the rounding position), added or subtracted by sign, normalized, and rounded once at the position
 *   the scaled result needs (53 bits, or the subnormal quantum 2^-1074), overflow giving infinity.
 */
import type { ValueId } from '../../ir/function.js';
import type { TranslationContext } from '../context.js';
import { type FpFormat } from './valu-fp.js';
/**
 * fma(a, b, c) rounded once, without relying on a fused host fma for f16 and f32 (Vulkan gives
 * GLSL.std.450 Fma the precision of a multiply then an add): the round-to-odd f64 sum rounds to the
 * narrow format correctly (f64 keeps more than twice f32's and f16's precision plus two bits). f64
 * stays the host's fma (exact only where the host fuses it: docs/debt.md). NaN results are the
 * caller's NaN rule.
 */
export declare function exactFma(t: TranslationContext, fp: FpFormat, a: ValueId, b: ValueId, c: ValueId): ValueId;
/** The guest's fma (v_fma_*, fmac, fmamk/fmaak, v_pk_fma): inputs and result flushed by MODE, the NaN rule. */
export declare function fusedFma(t: TranslationContext, fp: FpFormat, a: ValueId, b: ValueId, c: ValueId): ValueId;
/** round_f32((a * b + c) * 2^scale) for f32 a, b, c and an i32 scale of 0 or +-64. */
export declare function scaledFma32(t: TranslationContext, a: ValueId, b: ValueId, c: ValueId, scale: ValueId): ValueId;
/**
 * round_f64((a * b + c) * 2^scale) for f64 a, b, c and an i32 scale of 0 or +-128; infinite or NaN
 * operands and the all-zero sum go through the host fma unscaled (exact for them).
 */
export declare function scaledFma64(t: TranslationContext, a: ValueId, b: ValueId, c: ValueId, scale: ValueId): ValueId;
