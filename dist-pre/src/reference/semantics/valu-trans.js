/**
 * VALU float rules of one source: rounding to integral values (floor, ceil, trunc, rndne), fract,
 * frexp, v_trig_preop_f64, and the transcendental ops rcp/rsq/sqrt/exp/log/sin/cos.
 *
 * The hardware's transcendental results are not specified bit-exactly; the executor returns the
 * correctly rounded value of the exact function (so any result within the ISA's stated bound is
 * acceptable to a comparison) and exports the bounds in ULP_BOUNDS. The f32 transcendentals do not
 * handle denormals: denormal inputs read as signed zero and denormal results are flushed, in every
 * MODE (as LLVM's lowering of them assumes).
 */
import { F64_FORMAT, roundToFormat } from '../float.js';
import { vop } from './valu-core.js';
import { arith, expField, FP16, FP32, FP64, firstNaN, signOf } from './valu-fp.js';
/**
 * Maximum error, in units in the last place, that the ISA allows each inexact VALU operation; the
 * executor itself is correctly rounded, so a differential harness compares other implementations
 * against it with these bounds. Every other VALU operation is exact (bound 0).
 */
export const ULP_BOUNDS = {
    v_rcp_f32: 1,
    v_rcp_iflag_f32: 1,
    v_rsq_f32: 1,
    v_sqrt_f32: 1,
    v_exp_f32: 1,
    v_log_f32: 1,
    v_sin_f32: 1,
    v_cos_f32: 1,
    v_rcp_f16: 1,
    v_rsq_f16: 1,
    v_sqrt_f16: 1,
    v_exp_f16: 1,
    v_log_f16: 1,
    v_sin_f16: 1,
    v_cos_f16: 1,
    v_rcp_f64: 2 ** 29,
    v_rsq_f64: 2 ** 29,
    v_sqrt_f64: 2 ** 29,
};
function fpOf(t) {
    return t === 'f16' ? FP16 : t === 'f32' ? FP32 : FP64;
}
/** Round half to even, keeping the sign of zero. */
export function rndne(x) {
    if (!Number.isFinite(x))
        return x;
    let r = Math.round(x);
    if (r - x === 0.5 && r % 2 !== 0)
        r -= 1;
    return r === 0 ? (x < 0 || Object.is(x, -0) ? -0 : 0) : r;
}
function unary(t, op) {
    return vop({ srcs: [t], dst: t, fn: arith(fpOf(t), op) });
}
/** fract: x - floor(x), below 1.0 (the largest value under 1 where rounding would reach 1); inf: NaN. */
function fract(t) {
    const fp = fpOf(t);
    const belowOne = t === 'f64' ? 1 - 2 ** -53 : t === 'f32' ? 1 - 2 ** -24 : 1 - 2 ** -11;
    return vop({
        srcs: [t],
        dst: t,
        fn: arith(fp, (x) => {
            if (!Number.isFinite(x))
                return Number.NaN;
            const r = fp.num(fp.bits(x - Math.floor(x)));
            return Math.min(r, belowOne);
        }),
    });
}
/** frexp mantissa: in [0.5, 1) with the sign; inf and NaN pass (NaN quieted); zero stays. */
function frexpMant(t) {
    const fp = fpOf(t);
    return vop({
        srcs: [t],
        dst: t,
        fn: (s, env) => {
            const v = fp.flush(s[0], env.mode);
            if (fp.isNaN(v))
                return fp.quiet(v);
            const x = fp.num(v);
            if (x === 0 || !Number.isFinite(x))
                return v;
            return fp.bits(scaleBy(x, -frexpExp(x)));
        },
    });
}
/**
 * x * 2^k, exact while the result is normal: two power-of-two factors, each representable (2^k alone
 * overflows to infinity for k = 1024 and underflows to 0 below -1074).
 */
function scaleBy(x, k) {
    const half = Math.trunc(k / 2);
    return x * 2 ** half * 2 ** (k - half);
}
/** The exponent e with |x| = m * 2^e, m in [0.5, 1). */
function frexpExp(x) {
    let e = Math.floor(Math.log2(Math.abs(x))) + 1;
    const m = Math.abs(scaleBy(x, -e));
    if (m >= 1)
        e += 1;
    else if (m < 0.5)
        e -= 1;
    return e;
}
function frexpExpRule(t) {
    const fp = fpOf(t);
    const dst = t === 'f16' ? 'u16' : 'u32';
    return vop({
        srcs: [t],
        dst,
        fn: (s, env) => {
            const v = fp.flush(s[0], env.mode);
            const x = fp.num(v);
            if (fp.isNaN(v) || x === 0 || !Number.isFinite(x))
                return 0;
            const e = frexpExp(x);
            return t === 'f16' ? e & 0xffff : e >>> 0;
        },
    });
}
/**
 * A transcendental op with the ISA's special cases handled on bits: `f` on numbers, rounded once.
 * `denorms` false: denormal inputs read as signed zero and denormal results flush to signed zero.
 */
function trans(t, f, denorms) {
    const fp = fpOf(t);
    return vop({
        srcs: [t],
        dst: t,
        fn: (s) => {
            let v = s[0];
            if (!denorms && expField(fp, v) === 0)
                v = signOf(fp, v) ? fp.signBit : fp.t === 'f64' ? 0n : 0;
            const nan = firstNaN(fp, [v]);
            if (nan !== undefined)
                return nan;
            const r = f(fp.num(v));
            if (Number.isNaN(r))
                return fp.nan;
            const bits = fp.bits(r);
            if (!denorms && expField(fp, bits) === 0)
                return signOf(fp, bits) ? fp.signBit : fp.t === 'f64' ? 0n : 0;
            return bits;
        },
    });
}
const rcp = (x) => 1 / x;
const rsq = (x) => (Object.is(x, -0) ? Number.NEGATIVE_INFINITY : 1 / Math.sqrt(x));
const sqrt = (x) => Math.sqrt(x);
const exp2 = (x) => 2 ** x;
const log2 = (x) => (x === 0 ? Number.NEGATIVE_INFINITY : Math.log2(x));
/**
 * sin/cos of an angle in revolutions (1.0 = 2 pi): reduced exactly to an eighth of a revolution by
 * the symmetries of sin and cos (x - round(x), 0.5 - a and 0.25 - a are exact), so the roots are
 * exact zeros and the host function only sees |angle| <= pi/4, where it is accurate.
 */
function revolutions(kind) {
    return (x) => {
        if (!Number.isFinite(x))
            return Number.NaN;
        const r = x - Math.round(x);
        let a = Math.abs(r);
        let negate = kind === 'sin' && r < 0;
        if (a > 0.25) {
            a = 0.5 - a; // sin(pi - t) = sin t; cos(pi - t) = -cos t
            if (kind === 'cos')
                negate = !negate;
        }
        // sin(2 pi a) = cos(2 pi (1/4 - a)) and back.
        const useSin = (kind === 'sin') !== a > 0.125;
        const b = a > 0.125 ? 0.25 - a : a;
        const y = useSin ? Math.sin(2 * Math.PI * b) : Math.cos(2 * Math.PI * b);
        // A zero sine carries the argument's sign (sin of whole and half revolutions).
        if (y === 0)
            return kind === 'sin' && (x < 0 || Object.is(x, -0)) ? -0 : 0;
        return negate ? -y : y;
    };
}
/** floor(2^1201 * 2 / pi): the bits of 2/pi that v_trig_preop_f64 slices. */
const TWO_OVER_PI = (() => {
    const bits = 1201n + 64n;
    const one = 1n << bits;
    const atanInv = (k) => {
        let sum = 0n;
        let term = one / k;
        const k2 = k * k;
        for (let n = 0n; term !== 0n; n++) {
            sum += (n % 2n === 0n ? term : -term) / (2n * n + 1n);
            term /= k2;
        }
        return sum;
    };
    const pi = 16n * atanInv(5n) - 4n * atanInv(239n);
    return ((2n * one * one) / pi) >> 64n;
})();
/** v_trig_preop_f64: 53 bits of 2/pi chosen by src1 and the exponent of src0, scaled into place. */
function trigPreop(s0, s1) {
    const exp = Number((s0 >> 52n) & 0x7ffn);
    let shift = (s1 & 31) * 53;
    if (exp > 1077)
        shift += exp - 1077;
    const down = 1201 - 53 - shift;
    const seg = (down >= 0 ? TWO_OVER_PI >> BigInt(down) : TWO_OVER_PI << BigInt(-down)) & ((1n << 53n) - 1n);
    let scale = -53 - shift;
    if (exp >= 1968)
        scale += 128;
    return roundToFormat(false, seg, scale, F64_FORMAT, 'rne');
}
/** One-source float rules by mnemonic. */
export const VALU_TRANS = {
    v_floor_f32: unary('f32', Math.floor),
    v_ceil_f32: unary('f32', Math.ceil),
    v_trunc_f32: unary('f32', Math.trunc),
    v_rndne_f32: unary('f32', rndne),
    v_floor_f16: unary('f16', Math.floor),
    v_ceil_f16: unary('f16', Math.ceil),
    v_trunc_f16: unary('f16', Math.trunc),
    v_rndne_f16: unary('f16', rndne),
    v_floor_f64: unary('f64', Math.floor),
    v_ceil_f64: unary('f64', Math.ceil),
    v_trunc_f64: unary('f64', Math.trunc),
    v_rndne_f64: unary('f64', rndne),
    v_fract_f32: fract('f32'),
    v_fract_f16: fract('f16'),
    v_fract_f64: fract('f64'),
    v_frexp_mant_f32: frexpMant('f32'),
    v_frexp_mant_f16: frexpMant('f16'),
    v_frexp_mant_f64: frexpMant('f64'),
    v_frexp_exp_i32_f32: frexpExpRule('f32'),
    v_frexp_exp_i16_f16: frexpExpRule('f16'),
    v_frexp_exp_i32_f64: frexpExpRule('f64'),
    v_rcp_f32: trans('f32', rcp, false),
    v_rcp_iflag_f32: trans('f32', rcp, false),
    v_rsq_f32: trans('f32', rsq, false),
    v_sqrt_f32: trans('f32', sqrt, false),
    v_exp_f32: trans('f32', exp2, false),
    v_log_f32: trans('f32', log2, false),
    v_sin_f32: trans('f32', revolutions('sin'), false),
    v_cos_f32: trans('f32', revolutions('cos'), false),
    v_rcp_f16: trans('f16', rcp, true),
    v_rsq_f16: trans('f16', rsq, true),
    v_sqrt_f16: trans('f16', sqrt, true),
    v_exp_f16: trans('f16', exp2, true),
    v_log_f16: trans('f16', log2, true),
    v_sin_f16: trans('f16', revolutions('sin'), true),
    v_cos_f16: trans('f16', revolutions('cos'), true),
    v_rcp_f64: trans('f64', rcp, true),
    v_rsq_f64: trans('f64', rsq, true),
    v_sqrt_f64: trans('f64', sqrt, true),
    v_trig_preop_f64: vop({
        srcs: ['f64', 'u32'],
        dst: 'f64',
        fn: (s) => trigPreop(s[0], s[1]),
    }),
};
//# sourceMappingURL=valu-trans.js.map