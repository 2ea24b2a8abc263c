/**
 * VALU conversions: between f16/f32/f64 (round to nearest even, NaN payloads kept and quieted),
 * float to integer (toward zero, or floor / round-half-up for the legacy cvt_flr/cvt_rpi forms,
 * saturating, NaN -> 0), integer to float, the byte and 4-bit conversions, normalized 16-bit
 * conversions and the packing conversions (cvt_pkrtz with round toward zero, cvt_pknorm, cvt_pk_*,
 * v_pack_b32_f16).
 */
import { f16Bits } from '../float.js';
import { vop } from './valu-core.js';
import { FP16, FP32, FP64 } from './valu-fp.js';
function fpOf(t) {
    return t === 'f16' ? FP16 : t === 'f32' ? FP32 : FP64;
}
/** Round half to even. */
function roundEven(x) {
    let r = Math.round(x);
    if (r - x === 0.5 && r % 2 !== 0)
        r -= 1;
    return r;
}
/** Float to integer: `round` picks the direction; out-of-range values saturate; NaN gives 0. */
function toInt(t, lo, hi, round, dst) {
    const fp = fpOf(t);
    const mask = dst === 'u16' ? 0xffff : 0xffffffff;
    return vop({
        srcs: [t],
        dst,
        fn: (s, env) => {
            const v = fp.flush(s[0], env.mode);
            if (fp.isNaN(v))
                return 0;
            const r = round(fp.num(v));
            const c = r < lo ? lo : Math.min(r, hi);
            return dst === 'u16' ? c & mask : c >>> 0;
        },
    });
}
/** Integer (as a number) to float `t`, rounded to nearest even. */
function fromInt(t, src, value) {
    const fp = fpOf(t);
    return vop({ srcs: [src], dst: t, fn: (s, env) => fp.flush(fp.bits(value(s[0])), env.mode) });
}
/** Float to float: NaNs keep their top payload bits and are quieted; otherwise round to nearest even. */
function floatToFloat(from, to) {
    const src = fpOf(from);
    const dst = fpOf(to);
    return vop({
        srcs: [from],
        dst: to,
        fn: (s, env) => {
            const v = src.flush(s[0], env.mode);
            if (src.isNaN(v))
                return nanConvert(src, dst, v);
            return dst.flush(dst.bits(src.num(v)), env.mode);
        },
    });
}
const MANT_BITS = { f16: 10, f32: 23, f64: 52 };
/** A quiet NaN of `to` with the sign and the top payload bits of NaN `v`. */
function nanConvert(from, to, v) {
    const bits = BigInt(v);
    const w = from.fmt.width;
    const sign = (bits >> BigInt(w - 1)) & 1n;
    const payload = bits & ((1n << BigInt(MANT_BITS[from.t])) - 1n);
    const shift = MANT_BITS[from.t] - MANT_BITS[to.t];
    const p = shift >= 0 ? payload >> BigInt(shift) : payload << BigInt(-shift);
    const quietBit = 1n << BigInt(MANT_BITS[to.t] - 1);
    const expAll = ((1n << BigInt(to.fmt.expBits)) - 1n) << BigInt(MANT_BITS[to.t]);
    const r = (sign << BigInt(to.fmt.width - 1)) | expAll | quietBit | p;
    return to.t === 'f64' ? r : Number(r);
}
/** f32 to f16 in round-toward-zero (v_cvt_pkrtz); NaN quieted with its payload. */
function f32ToF16Rtz(v, env) {
    const x = FP32.flush(v, env.mode);
    if (FP32.isNaN(x))
        return nanConvert(FP32, FP16, x);
    return FP16.flush(f16Bits(FP32.num(x), 'rtz'), env.mode);
}
/** Float to a normalized integer: clamp to [-1, 1] or [0, 1], scale, round to nearest even. */
function norm(fp, v, signed, env) {
    const x0 = fp.flush(v, env.mode);
    if (fp.isNaN(x0))
        return 0;
    const x = fp.num(x0);
    const c = signed ? Math.max(-1, Math.min(1, x)) : Math.max(0, Math.min(1, x));
    return roundEven(c * (signed ? 32767 : 65535)) & 0xffff;
}
function pknorm(t, signed) {
    return vop({
        srcs: [t, t],
        dst: 'u32',
        fn: (s, env) => (norm(fpOf(t), s[0], signed, env) | (norm(fpOf(t), s[1], signed, env) << 16)) >>> 0,
    });
}
function cvtNorm(signed) {
    return vop({ srcs: ['f16'], dst: 'u16', fn: (s, env) => norm(FP16, s[0], signed, env) });
}
const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;
const U32_MAX = 2 ** 32 - 1;
/** Conversion rules by mnemonic. */
export const VALU_CONVERT = {
    v_cvt_i32_f32: toInt('f32', I32_MIN, I32_MAX, Math.trunc, 'u32'),
    v_cvt_u32_f32: toInt('f32', 0, U32_MAX, Math.trunc, 'u32'),
    v_cvt_i32_f64: toInt('f64', I32_MIN, I32_MAX, Math.trunc, 'u32'),
    v_cvt_u32_f64: toInt('f64', 0, U32_MAX, Math.trunc, 'u32'),
    v_cvt_flr_i32_f32: toInt('f32', I32_MIN, I32_MAX, Math.floor, 'u32'),
    v_cvt_rpi_i32_f32: toInt('f32', I32_MIN, I32_MAX, (x) => Math.floor(x + 0.5), 'u32'),
    v_cvt_i16_f16: toInt('f16', -32768, 32767, Math.trunc, 'u16'),
    v_cvt_u16_f16: toInt('f16', 0, 65535, Math.trunc, 'u16'),
    v_cvt_f32_i32: fromInt('f32', 'u32', (r) => r | 0),
    v_cvt_f32_u32: fromInt('f32', 'u32', (r) => r >>> 0),
    v_cvt_f64_i32: fromInt('f64', 'u32', (r) => r | 0),
    v_cvt_f64_u32: fromInt('f64', 'u32', (r) => r >>> 0),
    v_cvt_f16_i16: fromInt('f16', 'u16', (r) => (r << 16) >> 16),
    v_cvt_f16_u16: fromInt('f16', 'u16', (r) => r),
    v_cvt_f32_ubyte0: fromInt('f32', 'u32', (r) => r & 0xff),
    v_cvt_f32_ubyte1: fromInt('f32', 'u32', (r) => (r >>> 8) & 0xff),
    v_cvt_f32_ubyte2: fromInt('f32', 'u32', (r) => (r >>> 16) & 0xff),
    v_cvt_f32_ubyte3: fromInt('f32', 'u32', (r) => r >>> 24),
    v_cvt_off_f32_i4: fromInt('f32', 'u32', (r) => (((r & 0xf) << 28) >> 28) / 16),
    v_cvt_f16_f32: floatToFloat('f32', 'f16'),
    v_cvt_f32_f16: floatToFloat('f16', 'f32'),
    v_cvt_f32_f64: floatToFloat('f64', 'f32'),
    v_cvt_f64_f32: floatToFloat('f32', 'f64'),
    v_cvt_norm_i16_f16: cvtNorm(true),
    v_cvt_norm_u16_f16: cvtNorm(false),
    v_cvt_pkrtz_f16_f32: vop({
        srcs: ['f32', 'f32'],
        dst: 'u32',
        fn: (s, env) => (f32ToF16Rtz(s[0], env) | (f32ToF16Rtz(s[1], env) << 16)) >>> 0,
    }),
    v_cvt_pknorm_i16_f32: pknorm('f32', true),
    v_cvt_pknorm_u16_f32: pknorm('f32', false),
    v_cvt_pknorm_i16_f16: pknorm('f16', true),
    v_cvt_pknorm_u16_f16: pknorm('f16', false),
    v_cvt_pk_u16_u32: vop({
        srcs: ['u32', 'u32'],
        dst: 'u32',
        fn: (s) => (Math.min(s[0], 0xffff) | (Math.min(s[1], 0xffff) << 16)) >>> 0,
    }),
    v_cvt_pk_i16_i32: vop({
        srcs: ['u32', 'u32'],
        dst: 'u32',
        fn: (s) => {
            const c = (x) => Math.max(-32768, Math.min(32767, x | 0)) & 0xffff;
            return (c(s[0]) | (c(s[1]) << 16)) >>> 0;
        },
    }),
    v_cvt_pk_u8_f32: vop({
        srcs: ['f32', 'u32', 'u32'],
        dst: 'u32',
        fn: (s, env) => {
            const v = FP32.flush(s[0], env.mode);
            const x = FP32.isNaN(v) ? 0 : Math.max(0, Math.min(255, roundEven(FP32.num(v))));
            const shift = (s[1] & 3) * 8;
            return ((s[2] & ~(0xff << shift)) | (x << shift)) >>> 0;
        },
    }),
    v_pack_b32_f16: vop({
        srcs: ['f16', 'f16'],
        dst: 'u32',
        fn: (s) => (s[0] | (s[1] << 16)) >>> 0,
    }),
};
//# sourceMappingURL=valu-convert.js.map