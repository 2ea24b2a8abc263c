import { VCC_LO } from '../wave.js';
import { vop } from './valu-core.js';
import { arith, expField, FP16, FP32, FP64, fused, fusedExact, ldexp, med3, minMax, signOf, } from './valu-fp.js';
function fpOf(t) {
    return t === 'f16' ? FP16 : t === 'f32' ? FP32 : FP64;
}
function bin(t, op) {
    return vop({ srcs: [t, t], dst: t, fn: arith(fpOf(t), op) });
}
function fma(t) {
    return vop({
        srcs: [t, t, t],
        dst: t,
        fn: (s, env) => fused(fpOf(t), s[0], s[1], s[2], env.mode),
    });
}
/** dst = src0 * src1 + dst, fused. */
function fmac(t) {
    return vop({
        srcs: [t, t],
        dst: t,
        fn: (s, env) => fused(fpOf(t), s[0], s[1], env.old, env.mode),
    });
}
/** A mode with f32 denormals flushed: v_mad_f32/v_mac_f32 never keep f32 denormals. */
function flushing(mode) {
    return { ...mode, f32Denormals: false };
}
/** Unfused f32 multiply-add: round(round(a * b) + c), denormals flushed. */
function mad32(a, b, c, mode) {
    const m = flushing(mode);
    const prod = arith(FP32, (x, y) => x * y)([a, b], { mode: m });
    return arith(FP32, (x, y) => x + y)([prod, c], { mode: m });
}
/** Legacy multiply: a zero operand gives +0 even against infinity or NaN. */
function mulLegacy(a, b, mode) {
    const x = FP32.flush(a, mode);
    const y = FP32.flush(b, mode);
    if ((x & 0x7fffffff) === 0 || (y & 0x7fffffff) === 0)
        return 0;
    return arith(FP32, (p, q) => p * q)([x, y], { mode });
}
function minmaxRule(t, max) {
    return vop({
        srcs: [t, t],
        dst: t,
        fn: (s, env) => minMax(fpOf(t), s[0], s[1], max, env.mode),
    });
}
function minmax3Rule(t, max) {
    const fp = fpOf(t);
    return vop({
        srcs: [t, t, t],
        dst: t,
        fn: (s, env) => minMax(fp, minMax(fp, s[0], s[1], max, env.mode), s[2], max, env.mode),
    });
}
function isZero(fp, v) {
    return fp.num(v) === 0;
}
function isInf(fp, v) {
    const x = fp.num(v);
    return x === Number.POSITIVE_INFINITY || x === Number.NEGATIVE_INFINITY;
}
const FIXUP_NAN = {
    f16: 0xfe00,
    f32: 0xffc00000,
    f64: 0xfff8000000000000n,
};
/** v_div_fixup: special cases of a quotient S0 of numerator S2 by denominator S1. */
function divFixup(fp, q, d, n) {
    const signOut = signOf(fp, d) !== signOf(fp, n);
    const signed = (mag) => fp.bits(signOut ? -mag : mag);
    if (fp.isNaN(n))
        return fp.quiet(n);
    if (fp.isNaN(d))
        return fp.quiet(d);
    if (isZero(fp, d) && isZero(fp, n))
        return FIXUP_NAN[fp.t];
    if (isInf(fp, d) && isInf(fp, n))
        return FIXUP_NAN[fp.t];
    if (isZero(fp, d) || isInf(fp, n))
        return signed(Number.POSITIVE_INFINITY);
    if (isInf(fp, d) || isZero(fp, n))
        return signed(0);
    const bias = fp.t === 'f64' ? 1075 : fp.t === 'f32' ? 150 : 25;
    if (expField(fp, n) - expField(fp, d) < -bias)
        return signed(0);
    const mag = Math.abs(fp.num(q));
    return fp.isNaN(q) ? signed(Number.POSITIVE_INFINITY) : signed(mag);
}
/**
 * v_div_scale per format: the exponent gap that asks for post-scaling, the pre-scale exponent, the
 * smallest denominator exponent field whose reciprocal is subnormal (2 * bias - 1), the largest
 * numerator exponent field counted as tiny, and the NaN a zero operand gives.
 */
const SCALE_PARAMS = {
    f32: { gap: 96, scale: 64, bigDenominator: 253, tinyNumerator: 24, nan: 0xffc00000 },
    f64: { gap: 768, scale: 128, bigDenominator: 2045, tinyNumerator: 53, nan: 0xfff8000000000000n },
};
/**
 * v_div_scale: S0 (the numerator or the denominator) pre-scaled for the division macro, and the
 * lane's VCC bit that tells v_div_fmas to post-scale. The published pseudocode decides with computed
 * quotients (`1/S1 == DENORM`, `S2/S1 == DENORM`) and, when both are subnormal, scales the
 * denominator UP, which overflows for a denominator near the format's maximum (1/FLT_MAX would give
 * +inf through LLVM's correctly rounded fdiv). Hardware decides on exponent fields instead, as AMD's
 * rocjitsu emulator states after checking the rules on gfx1100/gfx1201 (ROCm/rocm-systems,
 * emulation/rocjitsu/.../amdgpu/shared/division.h): with de, ne the exponent fields of S1 and S2,
 * - ne - de >= gap: VCC = 1, the denominator scaled up (quotient near the maximum);
 * - de == 0 (subnormal denominator): both operands scaled up, VCC = 0;
 * - de >= 2 * bias - 1 (subnormal reciprocal): the denominator scaled DOWN; if also ne - de <= -gap
 *   (tiny quotient) VCC = 1 and the numerator is kept, else the numerator is scaled down too;
 * - ne - de <= -gap: VCC = 1, the numerator scaled up;
 * - ne <= 24 (f64: 53), a tiny numerator: both scaled up.
 * Every scaled quotient then meets v_div_fmas's rule (|S2| >= 2: x 2^scale, else x 2^-scale). gfx1013
 * is assumed to behave like the RDNA3/RDNA4 parts measured (docs/debt.md). A zero S1 or S2 gives the
 * negative default NaN; VCC is still set by the rules above. Inputs and the result follow MODE's
 * denormal flushing.
 */
function divScale(fp, s0, s1, s2, env) {
    const p = SCALE_PARAMS[fp.t];
    const v = fp.flush(s0, env.mode);
    const d = fp.flush(s1, env.mode);
    const n = fp.flush(s2, env.mode);
    const de = expField(fp, d);
    const ne = expField(fp, n);
    const gap = ne - de;
    const isDenominator = v === d;
    let adjust = 0;
    let post = false;
    if (gap >= p.gap) {
        post = true;
        adjust = isDenominator ? p.scale : 0;
    }
    else if (de === 0) {
        adjust = p.scale;
    }
    else if (de >= p.bigDenominator) {
        post = gap <= -p.gap;
        adjust = post && !isDenominator ? 0 : -p.scale;
    }
    else if (gap <= -p.gap) {
        post = true;
        adjust = isDenominator ? 0 : p.scale;
    }
    else if (ne <= p.tinyNumerator) {
        adjust = p.scale;
    }
    env.maskOut = post;
    if (isZero(fp, d) || isZero(fp, n))
        return p.nan;
    if (fp.isNaN(v))
        return fp.quiet(v);
    if (isInf(fp, v))
        return v;
    return fp.flush(ldexp(fp, v, adjust), env.mode);
}
/**
 * v_div_fmas: fma(S0, S1, S2), post-scaled when the lane's VCC bit is set, with one rounding of the
 * exact scaled result. Input denormals are never flushed (ISA note); the result follows MODE.
 */
function divFmas(fp, s, env) {
    const [a, b, c] = s;
    return fp.flush(fusedExact(fp, a, b, c, fmasScale(fp, c, env)), env.mode);
}
function ldexpRule(t) {
    const fp = fpOf(t);
    const srcs = [t, t === 'f16' ? 'u16' : 'u32'];
    return vop({
        srcs,
        dst: t,
        fn: (s, env) => {
            const raw = s[1];
            const n = t === 'f16' ? (raw << 16) >> 16 : raw | 0;
            return fp.flush(ldexp(fp, fp.flush(s[0], env.mode), n), env.mode);
        },
    });
}
/** The cube-map face helpers: face id, s and t coordinates, and twice the major axis. */
function cube(which) {
    return vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s) => {
            const [x, y, z] = s.map((v) => FP32.num(v));
            const ax = Math.abs(x);
            const ay = Math.abs(y);
            const az = Math.abs(z);
            const zMajor = az >= ax && az >= ay;
            const yMajor = !zMajor && ay >= ax;
            const neg = (v) => (v ^ 0x80000000) >>> 0;
            const [sx, sy, sz] = s;
            switch (which) {
                case 'id':
                    return FP32.bits(zMajor ? (z < 0 ? 5 : 4) : yMajor ? (y < 0 ? 3 : 2) : x < 0 ? 1 : 0);
                case 'sc':
                    return zMajor ? (z < 0 ? neg(sx) : sx) : yMajor ? sx : x < 0 ? sz : neg(sz);
                case 'tc':
                    return zMajor ? neg(sy) : yMajor ? (y < 0 ? neg(sz) : sz) : neg(sy);
                case 'ma':
                    return FP32.bits(2 * (zMajor ? z : yMajor ? y : x));
            }
        },
    });
}
/** Float arithmetic rules by mnemonic. */
export const VALU_FLOAT = {
    v_add_f32: bin('f32', (a, b) => a + b),
    v_sub_f32: bin('f32', (a, b) => a - b),
    v_subrev_f32: bin('f32', (a, b) => b - a),
    v_mul_f32: bin('f32', (a, b) => a * b),
    v_add_f16: bin('f16', (a, b) => a + b),
    v_sub_f16: bin('f16', (a, b) => a - b),
    v_subrev_f16: bin('f16', (a, b) => b - a),
    v_mul_f16: bin('f16', (a, b) => a * b),
    v_add_f64: bin('f64', (a, b) => a + b),
    v_mul_f64: bin('f64', (a, b) => a * b),
    v_mul_legacy_f32: vop({
        srcs: ['f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => mulLegacy(s[0], s[1], env.mode),
    }),
    v_min_f32: minmaxRule('f32', false),
    v_max_f32: minmaxRule('f32', true),
    v_min_f16: minmaxRule('f16', false),
    v_max_f16: minmaxRule('f16', true),
    v_min_f64: minmaxRule('f64', false),
    v_max_f64: minmaxRule('f64', true),
    v_min3_f32: minmax3Rule('f32', false),
    v_max3_f32: minmax3Rule('f32', true),
    v_min3_f16: minmax3Rule('f16', false),
    v_max3_f16: minmax3Rule('f16', true),
    v_med3_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => med3(FP32, s[0], s[1], s[2], env.mode),
    }),
    v_med3_f16: vop({
        srcs: ['f16', 'f16', 'f16'],
        dst: 'f16',
        fn: (s, env) => med3(FP16, s[0], s[1], s[2], env.mode),
    }),
    v_fma_f32: fma('f32'),
    v_fma_f16: fma('f16'),
    v_fma_f64: fma('f64'),
    v_fmac_f32: fmac('f32'),
    v_fmac_f16: fmac('f16'),
    v_fmamk_f32: fma('f32'),
    v_fmaak_f32: fma('f32'),
    v_fmamk_f16: fma('f16'),
    v_fmaak_f16: fma('f16'),
    v_mad_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => mad32(s[0], s[1], s[2], env.mode),
    }),
    v_madmk_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => mad32(s[0], s[1], s[2], env.mode),
    }),
    v_madak_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => mad32(s[0], s[1], s[2], env.mode),
    }),
    v_mac_f32: vop({
        srcs: ['f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => mad32(s[0], s[1], env.old, env.mode),
    }),
    v_mad_legacy_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => arith(FP32, (p, c) => p + c)([mulLegacy(s[0], s[1], flushing(env.mode)), s[2]], {
            mode: flushing(env.mode),
        }),
    }),
    v_mac_legacy_f32: vop({
        srcs: ['f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => arith(FP32, (p, c) => p + c)([mulLegacy(s[0], s[1], flushing(env.mode)), env.old], {
            mode: flushing(env.mode),
        }),
    }),
    v_fma_legacy_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => isLegacyZero(s[0], s[1])
            ? FP32.flush(addZero(s[2]), env.mode)
            : fused(FP32, s[0], s[1], s[2], env.mode),
    }),
    v_fmac_legacy_f32: vop({
        srcs: ['f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => isLegacyZero(s[0], s[1])
            ? FP32.flush(addZero(env.old), env.mode)
            : fused(FP32, s[0], s[1], env.old, env.mode),
    }),
    v_ldexp_f32: ldexpRule('f32'),
    v_ldexp_f16: ldexpRule('f16'),
    v_ldexp_f64: ldexpRule('f64'),
    v_div_fixup_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s) => divFixup(FP32, s[0], s[1], s[2]),
    }),
    v_div_fixup_f16: vop({
        srcs: ['f16', 'f16', 'f16'],
        dst: 'f16',
        fn: (s) => divFixup(FP16, s[0], s[1], s[2]),
    }),
    v_div_fixup_f64: vop({
        srcs: ['f64', 'f64', 'f64'],
        dst: 'f64',
        fn: (s) => divFixup(FP64, s[0], s[1], s[2]),
    }),
    v_div_fmas_f32: vop({ srcs: ['f32', 'f32', 'f32'], dst: 'f32', fn: (s, env) => divFmas(FP32, s, env) }),
    v_div_fmas_f64: vop({ srcs: ['f64', 'f64', 'f64'], dst: 'f64', fn: (s, env) => divFmas(FP64, s, env) }),
    v_div_scale_f32: vop({
        srcs: ['f32', 'f32', 'f32'],
        dst: 'f32',
        fn: (s, env) => divScale(FP32, s[0], s[1], s[2], env),
    }),
    v_div_scale_f64: vop({
        srcs: ['f64', 'f64', 'f64'],
        dst: 'f64',
        fn: (s, env) => divScale(FP64, s[0], s[1], s[2], env),
    }),
    v_cubeid_f32: cube('id'),
    v_cubesc_f32: cube('sc'),
    v_cubetc_f32: cube('tc'),
    v_cubema_f32: cube('ma'),
};
/**
 * The post-scale exponent of v_div_fmas: none without the lane's VCC bit; otherwise 2^scale when the
 * addend S2 (the scaled quotient) has an exponent field above the bias (|S2| >= 2: the denominator
 * was scaled up) and 2^-scale below it (the numerator was scaled up or the denominator down). The
 * published pseudocode's fixed factor (2^32 / 2^64) does not match hardware; this S2 selector is the
 * one rocjitsu checked on gfx1100/gfx1201 (see divScale).
 */
function fmasScale(fp, addend, env) {
    if (!vccBit(env))
        return 0;
    const k = fp.t === 'f64' ? 128 : 64;
    return Math.abs(fp.num(addend)) >= 2 ? k : -k;
}
/** The lane's VCC bit (v_div_fmas reads VCC implicitly in every encoding). */
function vccBit(env) {
    return ((env.wave.readMask(VCC_LO) >> BigInt(env.lane)) & 1n) === 1n;
}
function isLegacyZero(a, b) {
    return (a & 0x7fffffff) === 0 || (b & 0x7fffffff) === 0;
}
/** c + (+0): the legacy product is +0, so -0 becomes +0 and NaNs are quieted. */
function addZero(c) {
    if (FP32.isNaN(c))
        return FP32.quiet(c);
    return (c & 0x7fffffff) === 0 ? 0 : c;
}
//# sourceMappingURL=valu-float.js.map