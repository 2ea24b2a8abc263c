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
import { decomposeNumber, F16, F32_FORMAT, F64_FORMAT, f16, f16Bits, f32, f32Bits, f64, f64Bits, fmaRounded, isNaN64, isNaNBits, isSignaling64, isSignalingBits, quiet64, quietBits, roundToFormat, } from '../float.js';
function flush32(v, keep, width) {
    if (keep)
        return v;
    const n = v;
    const expMask = width === 32 ? 0x7f800000 : 0x7c00;
    return (n & expMask) === 0 ? (n & (width === 32 ? 0x80000000 : 0x8000)) >>> 0 : n;
}
export const FP32 = {
    t: 'f32',
    fmt: F32_FORMAT,
    num: (v) => f32(v),
    bits: (x) => f32Bits(x),
    isNaN: (v) => isNaNBits(v, 32),
    isSignaling: (v) => isSignalingBits(v, 32),
    quiet: (v) => quietBits(v, 32),
    nan: 0x7fc00000,
    keep: (m) => m.f32Denormals,
    flush: (v, m) => flush32(v, m.f32Denormals, 32),
    signBit: 0x80000000,
};
export const FP16 = {
    t: 'f16',
    fmt: F16,
    num: (v) => f16(v),
    bits: (x) => f16Bits(x),
    isNaN: (v) => isNaNBits(v, 16),
    isSignaling: (v) => isSignalingBits(v, 16),
    quiet: (v) => quietBits(v, 16),
    nan: 0x7e00,
    keep: (m) => m.f16f64Denormals,
    flush: (v, m) => flush32(v, m.f16f64Denormals, 16),
    signBit: 0x8000,
};
export const FP64 = {
    t: 'f64',
    fmt: F64_FORMAT,
    num: (v) => f64(v),
    bits: (x) => f64Bits(x),
    isNaN: (v) => isNaN64(v),
    isSignaling: (v) => isSignaling64(v),
    quiet: (v) => quiet64(v),
    nan: 0x7ff8000000000000n,
    keep: (m) => m.f16f64Denormals,
    flush: (v, m) => {
        if (m.f16f64Denormals)
            return v;
        const b = v;
        return (b & 0x7ff0000000000000n) === 0n ? b & 0x8000000000000000n : b;
    },
    signBit: 0x8000000000000000n,
};
/** The quieted first NaN among `vals`, or undefined. */
export function firstNaN(fp, vals) {
    for (const v of vals)
        if (fp.isNaN(v))
            return fp.quiet(v);
    return undefined;
}
/** Whether a pattern's sign bit is set. */
export function signOf(fp, v) {
    return fp.t === 'f64' ? v >> 63n === 1n : (v & fp.signBit) !== 0;
}
/**
 * A rule function for an arithmetic operation on `fp` values: inputs flushed per MODE, NaNs
 * propagated, `op` computed on numbers and rounded, the result flushed per MODE.
 */
export function arith(fp, op) {
    return (s, env) => {
        const v = s.map((x) => fp.flush(x, env.mode));
        const nan = firstNaN(fp, v);
        if (nan !== undefined)
            return nan;
        const r = op(...v.map((x) => fp.num(x)));
        return Number.isNaN(r) ? fp.nan : fp.flush(fp.bits(r), env.mode);
    };
}
/**
 * Fused a * b + c on `fp` patterns with no denormal flushing, rounded once after the exact result is
 * scaled by 2^scale (v_div_fmas: the scale never touches the operands, so nothing overflows or loses
 * bits early). NaNs propagate (the first, quieted); an invalid operation gives the default NaN.
 */
export function fusedExact(fp, a, b, c, scale = 0) {
    const nan = firstNaN(fp, [a, b, c]);
    if (nan !== undefined)
        return nan;
    const r = fmaRounded(fp.num(a), fp.num(b), fp.num(c), fp.fmt, 'rne', scale);
    if (r === undefined)
        return fp.nan;
    return fp.t === 'f64' ? r : Number(r);
}
/** Fused a * b + c on `fp` patterns (one rounding), inputs and result flushed per MODE. */
export function fused(fp, a, b, c, mode) {
    const r = fusedExact(fp, fp.flush(a, mode), fp.flush(b, mode), fp.flush(c, mode));
    return fp.flush(r, mode);
}
/** Whether a < b in the ordering min/max use (-0 below +0); both non-NaN. */
function less(fp, a, b) {
    const x = fp.num(a);
    const y = fp.num(b);
    if (x === y)
        return signOf(fp, a) && !signOf(fp, b);
    return x < y;
}
/**
 * v_min/v_max by MODE.IEEE (RDNA3.5 ISA pseudocode, which spells out both modes; the RDNA1 manual
 * only calls the ops IEEE compliant). IEEE on: a signaling NaN operand gives it quieted (src0 first),
 * then a quiet NaN in src1 gives src0 and one in src0 gives src1. IEEE off: a NaN (of either kind) in
 * src1 gives src0 and one in src0 gives src1, never quieted. So two NaNs give src0 (quieted only by the
 * IEEE signaling rule). -0 orders below +0.
 */
export function minMax(fp, a, b, max, mode) {
    const x = fp.flush(a, mode);
    const y = fp.flush(b, mode);
    if (mode.ieee) {
        if (fp.isSignaling(x))
            return fp.quiet(x);
        if (fp.isSignaling(y))
            return fp.quiet(y);
    }
    if (fp.isNaN(y))
        return x;
    if (fp.isNaN(x))
        return y;
    return less(fp, x, y) !== max ? x : y;
}
/** v_med3 per the ISA: any NaN gives min3; otherwise the median by max3 comparison. */
export function med3(fp, a, b, c, mode) {
    const mn = (x, y) => minMax(fp, x, y, false, mode);
    const mx = (x, y) => minMax(fp, x, y, true, mode);
    if (fp.isNaN(a) || fp.isNaN(b) || fp.isNaN(c))
        return mn(mn(a, b), c);
    const m3 = mx(mx(a, b), c);
    if (fp.num(m3) === fp.num(a))
        return mx(b, c);
    if (fp.num(m3) === fp.num(b))
        return mx(a, c);
    return mx(a, b);
}
/** The unbiased exponent field of a pattern (the raw field value). */
export function expField(fp, v) {
    if (fp.t === 'f64')
        return Number((v >> 52n) & 0x7ffn);
    return fp.t === 'f32' ? (v >>> 23) & 0xff : (v >>> 10) & 0x1f;
}
/** The pattern of `v * 2^n` rounded once to `fp` (exact except at the subnormal and overflow edges). */
export function ldexp(fp, v, n) {
    if (fp.isNaN(v))
        return fp.quiet(v);
    const x = fp.num(v);
    if (x === 0 || !Number.isFinite(x))
        return v;
    const d = decomposeNumber(x);
    const r = roundToFormat(d.neg, d.m, d.e + Math.max(-4000, Math.min(4000, n)), fp.fmt, 'rne');
    return fp.t === 'f64' ? r : Number(r);
}
//# sourceMappingURL=valu-fp.js.map