/**
 * Bit-exact IEEE-754 helpers for the reference executor: conversions between the bit patterns of
 * f16/f32/f64 and JavaScript numbers, exact rounding of a value m * 2^e to any of the three formats in
 * any of the four rounding directions, the exact fused multiply-add, NaN quieting and the wave's
 * floating-point MODE.
 *
 * Invariants: f16 and f32 bit patterns are unsigned numbers, f64 bit patterns are unsigned bigints.
 * JavaScript numbers are IEEE binary64 with round-to-nearest-even, so every f16/f32 value is exact as
 * a number, and f32 add/sub/mul/div/sqrt computed in binary64 and then rounded once to f32 are
 * correctly rounded (binary64 has more than 2p+2 bits for p = 24, so the double rounding is harmless).
 */
const BUF = new ArrayBuffer(8);
const F64 = new Float64Array(BUF);
const F32 = new Float32Array(BUF);
const U32 = new Uint32Array(BUF);
const U64 = new BigUint64Array(BUF);
export const F16 = { width: 16, mantBits: 10, expBits: 5 };
export const F32_FORMAT = { width: 32, mantBits: 23, expBits: 8 };
export const F64_FORMAT = { width: 64, mantBits: 52, expBits: 11 };
/** The f32 value of a bit pattern. */
export function f32(bits) {
    U32[0] = bits;
    return F32[0];
}
/** The f32 bit pattern of `x` rounded to nearest even (NaN: the canonical quiet NaN 0x7fc00000). */
export function f32Bits(x) {
    if (Number.isNaN(x))
        return 0x7fc00000;
    F32[0] = x;
    return U32[0];
}
/** The f64 value of a bit pattern. */
export function f64(bits) {
    U64[0] = bits;
    return F64[0];
}
/** The f64 bit pattern of `x` (NaN: the canonical quiet NaN). */
export function f64Bits(x) {
    if (Number.isNaN(x))
        return 0x7ff8000000000000n;
    F64[0] = x;
    return U64[0];
}
/** The value of an f16 bit pattern (exact). */
export function f16(bits) {
    const sign = bits & 0x8000 ? -1 : 1;
    const exp = (bits >>> 10) & 0x1f;
    const mant = bits & 0x3ff;
    if (exp === 0x1f)
        return mant === 0 ? sign * Number.POSITIVE_INFINITY : Number.NaN;
    if (exp === 0)
        return sign * mant * 2 ** -24;
    return sign * (1024 + mant) * 2 ** (exp - 25);
}
function bitLength(m) {
    return m === 0n ? 0 : m.toString(2).length;
}
/**
 * The bit pattern of sign * m * 2^e (m >= 0, exact) rounded to `fmt` in direction `mode`. Overflow
 * gives infinity or the largest finite value as the direction demands; zero keeps the sign.
 */
export function roundToFormat(neg, m, e, fmt, mode) {
    const signBit = neg ? 1n << BigInt(fmt.width - 1) : 0n;
    if (m === 0n)
        return signBit;
    const bias = (1 << (fmt.expBits - 1)) - 1;
    const emin = 1 - bias;
    const lead = e + bitLength(m) - 1;
    const q = Math.max(lead, emin) - fmt.mantBits;
    let mant;
    const shift = q - e;
    if (shift <= 0) {
        mant = m << BigInt(-shift);
    }
    else {
        const s = BigInt(shift);
        mant = m >> s;
        const rem = m & ((1n << s) - 1n);
        if (rem !== 0n) {
            const half = 1n << (s - 1n);
            let up = false;
            if (mode === 'rne')
                up = rem > half || (rem === half && (mant & 1n) === 1n);
            else if (mode === 'rtp')
                up = !neg;
            else if (mode === 'rtn')
                up = neg;
            if (up)
                mant += 1n;
        }
    }
    let exp = q;
    const hidden = 1n << BigInt(fmt.mantBits);
    if (mant >= hidden << 1n) {
        mant >>= 1n;
        exp += 1;
    }
    const maxField = (1 << fmt.expBits) - 1;
    if (mant < hidden)
        return signBit | mant; // subnormal (or rounded into the smallest normal below)
    const field = exp + fmt.mantBits + bias;
    if (field >= maxField) {
        const toInf = mode === 'rne' || (mode === 'rtp' && !neg) || (mode === 'rtn' && neg);
        const infBits = BigInt(maxField) << BigInt(fmt.mantBits);
        return signBit | (toInf ? infBits : infBits - 1n);
    }
    return signBit | (BigInt(field) << BigInt(fmt.mantBits)) | (mant - hidden);
}
/** A finite number as sign, integer significand and exponent (value = +-m * 2^e). */
export function decomposeNumber(x) {
    const bits = f64Bits(x);
    const neg = bits >> 63n === 1n;
    const field = Number((bits >> 52n) & 0x7ffn);
    const frac = bits & 0xfffffffffffffn;
    if (field === 0)
        return { neg, m: frac, e: -1074 };
    return { neg, m: frac | (1n << 52n), e: field - 1075 };
}
/** Rounds a finite or infinite number to `fmt` in `mode` (NaN gives undefined). */
export function roundNumber(x, fmt, mode) {
    if (Number.isNaN(x))
        return undefined;
    if (!Number.isFinite(x)) {
        const inf = BigInt((1 << fmt.expBits) - 1) << BigInt(fmt.mantBits);
        return x < 0 ? inf | (1n << BigInt(fmt.width - 1)) : inf;
    }
    const d = decomposeNumber(x);
    return roundToFormat(d.neg, d.m, d.e, fmt, mode);
}
/** The f16 bit pattern of `x` rounded in `mode` (NaN: 0x7e00). */
export function f16Bits(x, mode = 'rne') {
    const r = roundNumber(x, F16, mode);
    return r === undefined ? 0x7e00 : Number(r);
}
/** The f32 bit pattern of `x` rounded in `mode`. */
export function f32BitsRounded(x, mode) {
    if (mode === 'rne')
        return f32Bits(x);
    const r = roundNumber(x, F32_FORMAT, mode);
    return r === undefined ? 0x7fc00000 : Number(r);
}
/** The number of a bit pattern in `fmt` (f64 patterns as bigint). */
export function toNumber(bits, fmt) {
    if (fmt.width === 64)
        return f64(BigInt(bits));
    return fmt.width === 32 ? f32(Number(bits)) : f16(Number(bits));
}
/**
 * The exact fused multiply-add (a * b + c) * 2^scale of three finite or infinite numbers, rounded once
 * to `fmt` (NaN inputs and invalid operations give undefined; the caller supplies the NaN rule). The
 * scale applies to the exact sum, so neither the operands nor an intermediate value can overflow or
 * lose bits before the single rounding (v_div_fmas post-scales this way).
 */
export function fmaRounded(a, b, c, fmt, mode = 'rne', scale = 0) {
    if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(c))
        return undefined;
    const prodInf = !Number.isFinite(a) || !Number.isFinite(b);
    if (!prodInf && !Number.isFinite(c))
        return roundNumber(c, fmt, mode); // finite product + inf
    if (prodInf) {
        const p = a * b; // inf or NaN (0 * inf)
        const r = p + c;
        return Number.isNaN(r) ? undefined : roundNumber(r, fmt, mode);
    }
    const da = decomposeNumber(a);
    const db = decomposeNumber(b);
    const dc = decomposeNumber(c);
    const pNeg = da.neg !== db.neg;
    const pm = da.m * db.m;
    const pe = da.e + db.e;
    if (pm === 0n && dc.m === 0n) {
        const neg = pNeg === dc.neg ? pNeg : mode === 'rtn';
        return roundToFormat(neg, 0n, 0, fmt, mode);
    }
    const e = Math.min(pe, dc.e);
    const ps = (pNeg ? -pm : pm) << BigInt(pe - e);
    const cs = (dc.neg ? -dc.m : dc.m) << BigInt(dc.e - e);
    const sum = ps + cs;
    if (sum === 0n)
        return roundToFormat(mode === 'rtn', 0n, 0, fmt, mode);
    return roundToFormat(sum < 0n, sum < 0n ? -sum : sum, e + scale, fmt, mode);
}
/** Whether an f16/f32 pattern (by width) is a NaN. */
export function isNaNBits(bits, width) {
    return width === 32 ? (bits & 0x7fffffff) > 0x7f800000 : (bits & 0x7fff) > 0x7c00;
}
/** Whether an f16/f32 pattern is a signaling NaN. */
export function isSignalingBits(bits, width) {
    return isNaNBits(bits, width) && (bits & (width === 32 ? 0x400000 : 0x200)) === 0;
}
/** The quiet version of an f16/f32 NaN pattern (payload kept). */
export function quietBits(bits, width) {
    return (bits | (width === 32 ? 0x400000 : 0x200)) >>> 0;
}
/** Whether an f64 pattern is a NaN. */
export function isNaN64(bits) {
    return (bits & 0x7fffffffffffffffn) > 0x7ff0000000000000n;
}
/** Whether an f64 pattern is a signaling NaN. */
export function isSignaling64(bits) {
    return isNaN64(bits) && (bits & 0x8000000000000n) === 0n;
}
/** The quiet version of an f64 NaN pattern. */
export function quiet64(bits) {
    return bits | 0x8000000000000n;
}
/** Whether a pattern is a subnormal (nonzero with a zero exponent field). */
export function isDenormBits(bits, width) {
    return width === 32
        ? (bits & 0x7f800000) === 0 && (bits & 0x7fffff) !== 0
        : (bits & 0x7c00) === 0 && (bits & 0x3ff) !== 0;
}
/**
 * COMPUTE_PGM_RSRC1 fields that set a compute wave's initial MODE (gfx10 register database, as in
 * Mesa's register JSON and src/agc/registers/gfx10.generated.ts): FLOAT_MODE [19:12] is MODE[7:0]
 * (FP_ROUND [3:0]: f32 [1:0], f16/f64 [3:2]; FP_DENORM [7:4]: f32 [5:4], f16/f64 [7:6], 3 = keep
 * denormals), DX10_CLAMP [21], IEEE_MODE [23].
 */
export const PGM_RSRC1_FIELDS = Object.freeze({
    floatModeShift: 12,
    dx10ClampBit: 21,
    ieeeModeBit: 23,
});
/**
 * The float fields of COMPUTE_PGM_RSRC1 that llc-19 emits for an `amdgpu_cs` function without
 * denormal attributes (e.g. 0x602F0002 in .AMDGPU.config, `; FloatMode: 240`, `; IeeeMode: 0`):
 * FLOAT_MODE 0xF0 (round to nearest even, f32 and f16/f64 denormals kept), DX10_CLAMP 1, IEEE_MODE 0.
 * LLVM turns IEEE mode on only for non-shader (HSA kernel) calling conventions.
 */
export const LLVM_CS_RSRC1_FLOAT_BITS = ((0xf0 << 12) | (1 << 21)) >>> 0;
/**
 * The MODE a wave starts with when a dispatch names no COMPUTE_PGM_RSRC1: the one llc-19 sets for
 * `amdgpu_cs` code (LLVM_CS_RSRC1_FLOAT_BITS): IEEE mode off, DX10_CLAMP on, denormals kept, round to
 * nearest even.
 */
export const DEFAULT_FLOAT_MODE = Object.freeze({
    ieee: false,
    dx10Clamp: true,
    f32Denormals: true,
    f16f64Denormals: true,
});
/**
 * The initial MODE a COMPUTE_PGM_RSRC1 value gives, or the reason it cannot be modelled: the VALU
 * rules round to nearest even and flush denormals on both input and output or on neither, so another
 * FP_ROUND or a one-sided FP_DENORM (flush input only / output only) is refused.
 */
export function floatModeOfRsrc1(rsrc1) {
    const floatMode = (rsrc1 >>> PGM_RSRC1_FIELDS.floatModeShift) & 0xff;
    if ((floatMode & 0xf) !== 0) {
        return `COMPUTE_PGM_RSRC1 FLOAT_MODE 0x${floatMode.toString(16)} rounds other than to nearest even`;
    }
    const denorm = (bits) => (bits === 3 ? true : bits === 0 ? false : undefined);
    const f32 = denorm((floatMode >>> 4) & 3);
    const f16f64 = denorm((floatMode >>> 6) & 3);
    if (f32 === undefined || f16f64 === undefined) {
        return `COMPUTE_PGM_RSRC1 FLOAT_MODE 0x${floatMode.toString(16)} flushes denormals on input or output only`;
    }
    return Object.freeze({
        ieee: ((rsrc1 >>> PGM_RSRC1_FIELDS.ieeeModeBit) & 1) === 1,
        dx10Clamp: ((rsrc1 >>> PGM_RSRC1_FIELDS.dx10ClampBit) & 1) === 1,
        f32Denormals: f32,
        f16f64Denormals: f16f64,
    });
}
const MODES = new WeakMap();
/** The MODE of a wave (DEFAULT_FLOAT_MODE until set). */
export function floatModeOf(wave) {
    return MODES.get(wave) ?? DEFAULT_FLOAT_MODE;
}
/** Sets a wave's MODE (for dispatches whose COMPUTE_PGM_RSRC1 FLOAT_MODE differs, or s_setreg). */
export function setFloatMode(wave, mode) {
    MODES.set(wave, mode);
}
//# sourceMappingURL=float.js.map