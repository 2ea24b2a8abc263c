/**
 * Float building blocks for the VALU rules, expressed exactly in IR over f16/f32/f64 values: the
 * guest's NaN rules (a NaN operand gives that NaN quieted, the first in operand order; an invalid
 * operation gives the default quiet NaN), min/max by MODE.IEEE (-0 below +0), explicit denormal
 * flushing, output modifiers (omod, clamp by MODE.DX10_CLAMP), exact ldexp and the exponent/class
 * helpers. The wave's MODE is the launch's (TranslationContext.floatMode, from COMPUTE_PGM_RSRC1):
 * IEEE and DX10_CLAMP as it says, round to nearest even, and f32 / f16+f64 denormals kept or flushed
 * on input and output. A flushing MODE is made explicit (flushIf) at the shared helpers that mirror
 * the reference executor's (arith, minMax, the fused fma of valu-fma-scaled.ts) and in the rules that
 * flush on their own; a MODE that keeps denormals emits no flush at all.
 *
 * The host's own arithmetic (fadd, fmul, fma, conversions) is relied on to be IEEE with denormals
 * preserved and RNE (explicit flushing is exact whether or not the host keeps them); docs/debt.md
 * lists that requirement on the emitter.
 */
import type { ValueId } from '../../ir/function.js';
import { type TypeId } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
/** One float format: its IR types and field layout. */
export interface FpFormat {
    readonly name: 'f16' | 'f32' | 'f64';
    readonly ft: TypeId;
    readonly it: TypeId;
    readonly width: 16 | 32 | 64;
    readonly mant: number;
    readonly bias: number;
    readonly signBit: bigint;
    readonly expMask: bigint;
    readonly quietBit: bigint;
    readonly defaultNaN: bigint;
}
export declare const FP16: FpFormat;
export declare const FP32: FpFormat;
export declare const FP64: FpFormat;
/** Formats by VT name. */
export declare const FP_BY_TYPE: Readonly<Record<'f16' | 'f32' | 'f64', FpFormat>>;
/** Bit pattern of a JS number in `fp` (exact values only: the constants the rules use). */
export declare function floatBits(fp: FpFormat, x: number): bigint;
/** A float constant of `fp`. */
export declare function fconst(t: TranslationContext, fp: FpFormat, x: number): ValueId;
export declare function toBits(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
export declare function fromBits(t: TranslationContext, fp: FpFormat, i: ValueId): ValueId;
export declare function isNan(t: TranslationContext, x: ValueId): ValueId;
/** NaN `x` with its quiet bit set (payload kept). */
export declare function quiet(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
export declare function isSignaling(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** The raw exponent field as i32. */
export declare function expField(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** Whether `x` has a zero exponent field (zero or denormal). */
export declare function expZero(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** Sign bit set (i1). */
export declare function signOf(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/**
 * Denormals flushed to a signed zero (the guest's flush, made explicit). Computed on the bit pattern,
 * taken from the integer `x` was cast from when there is one: a flushed constant then stays an integer
 * constant the constant analysis sees (so the host compiler sees a flushed constant as the constant it is).
 */
export declare function flush(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** Whether the launch's MODE keeps `fp`'s denormals (FP_DENORM f32, or the f16/f64 field). */
export declare function keepsDenormals(t: TranslationContext, fp: FpFormat): boolean;
/** `x` flushed unless denormals are kept (`keep`: by default the MODE's setting for `fp`); no IR when kept. */
export declare function flushIf(t: TranslationContext, fp: FpFormat, x: ValueId, keep?: boolean): ValueId;
/** Whether the bit pattern `bits` (of `fp`'s integer type) is a NaN: decided without a float compare. */
export declare function isNanBits(t: TranslationContext, fp: FpFormat, bits: ValueId): ValueId;
/** The guest's NaN rule around a computed result: first NaN input quieted, else a NaN result becomes the default NaN. */
export declare function nanProp(t: TranslationContext, fp: FpFormat, inputs: readonly ValueId[], result: ValueId): ValueId;
/**
 * An arithmetic op on `fp` values (an IR op name, or a function of the flushed inputs) with the guest's
 * rules: inputs flushed unless `keep`, the NaN rule, the result flushed unless `keep`. `keep` defaults
 * to the MODE's setting; v_mad_f32 and its kin pass false (they flush f32 denormals in every MODE).
 */
export declare function arith(t: TranslationContext, fp: FpFormat, op: string | ((x: ValueId[]) => ValueId), inputs: readonly ValueId[], keep?: boolean): ValueId;
/**
 * v_min/v_max by MODE.IEEE, -0 ordered below +0. IEEE on: a signaling NaN operand gives it quieted
 * (src0 checked first); otherwise a NaN in src1 gives src0 and a NaN in src0 gives src1. IEEE off:
 * the same two NaN rules with nothing quieted. Two NaNs therefore give src0. Both operands are
 * flushed first by MODE, so the result is flushed too.
 */
export declare function minMax(t: TranslationContext, fp: FpFormat, x: ValueId, y: ValueId, max: boolean): ValueId;
/**
 * The bits of x * 2^k for k in {1, 2, -1}, rounded to nearest even, computed on the bit pattern: a
 * host multiply flushes denormal inputs and results where the host cannot preserve them (NVIDIA f32),
 * and omod applies after the guest's flush, so it can make or read a denormal. NaN and infinity pass.
 */
export declare function scaleBits(t: TranslationContext, fp: FpFormat, bits: ValueId, k: 1 | 2 | -1): ValueId;
/**
 * omod (x2, x4, /2; NaN passes) then clamp to [0, 1]: -0 gives +0; a NaN gives +0 when MODE.DX10_CLAMP
 * is set and passes unchanged when it is not.
 */
export declare function applyOutputModifiers(t: TranslationContext, fp: FpFormat, value: ValueId, omod: number, clamp: boolean): ValueId;
/**
 * x * 2^n rounded once (exact ldexp): the exponent is adjusted in the bit pattern while the result is
 * normal; a subnormal result is made by one multiply by a normal power of two. NaN is quieted; zero
 * and infinity pass.
 */
export declare function ldexpExact(t: TranslationContext, fp: FpFormat, x: ValueId, n: ValueId): ValueId;
/**
 * Whether x is zero (either sign), on the bits: a denormal is not zero unless a rule flushes it
 * (flushIf), and a host that flushes f32 denormals (NVIDIA) would compare one equal to 0.
 */
export declare function isZero(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** Whether x is an infinity. */
export declare function isInf(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** Whether x is a denormal (nonzero with a zero exponent field). */
export declare function isDenorm(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId;
/** |x| with the sign of `s` as a bit (i1). */
export declare function withSign(t: TranslationContext, fp: FpFormat, x: ValueId, negative: ValueId): ValueId;
