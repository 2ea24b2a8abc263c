/**
 * Independent float arithmetic for the kernel expectations: bit patterns through DataView, exact
 * rounding of m * 2^e (BigInt) to f16/f32/f64 with round-to-nearest-even, an exact fused multiply-add,
 * and f16 encode/decode. Nothing here comes from the executor: it is the test's own oracle code.
 */
export const HALF = { mant: 10, exp: 5 };
export const SINGLE = { mant: 23, exp: 8 };
export const DOUBLE = { mant: 52, exp: 11 };
const view = new DataView(new ArrayBuffer(8));
/** The f32 bit pattern of a number (rounded to f32 first). */
export function f32ToBits(x) {
    view.setFloat32(0, x, true);
    return view.getUint32(0, true);
}
/** The f32 value of a bit pattern. */
export function bitsToF32(bits) {
    view.setUint32(0, bits >>> 0, true);
    return view.getFloat32(0, true);
}
/** The f64 bit pattern of a number. */
export function f64ToBits(x) {
    view.setFloat64(0, x, true);
    return view.getBigUint64(0, true);
}
/** The f64 value of a bit pattern. */
export function bitsToF64(bits) {
    view.setBigUint64(0, BigInt.asUintN(64, bits), true);
    return view.getFloat64(0, true);
}
/** The value of an f16 bit pattern (exact in a double). */
export function f16ToNumber(bits) {
    const sign = bits & 0x8000 ? -1 : 1;
    const e = (bits >>> 10) & 0x1f;
    const m = bits & 0x3ff;
    if (e === 0x1f)
        return m === 0 ? sign * Number.POSITIVE_INFINITY : Number.NaN;
    if (e === 0)
        return sign * m * 2 ** -24;
    return sign * (1024 + m) * 2 ** (e - 25);
}
/** Exact decomposition of a finite double. */
export function exactOf(x) {
    const bits = f64ToBits(x);
    const neg = bits >> 63n === 1n;
    const be = Number((bits >> 52n) & 0x7ffn);
    const frac = bits & ((1n << 52n) - 1n);
    if (be === 0)
        return { neg, m: frac, e: -1074 };
    return { neg, m: frac | (1n << 52n), e: be - 1075 };
}
function bitLength(m) {
    return m.toString(2).length;
}
/**
 * Rounds sign * m * 2^e (m >= 0) to `fmt` with round-to-nearest-even; returns the bit pattern
 * (overflow gives infinity, zero keeps the sign).
 */
export function roundExact(neg, m, e, fmt) {
    const signBit = neg ? 1n << BigInt(fmt.mant + fmt.exp) : 0n;
    if (m === 0n)
        return signBit;
    const bias = 2 ** (fmt.exp - 1) - 1;
    const minExp = 1 - bias;
    const top = bitLength(m) - 1 + e;
    let q = Math.max(top, minExp) - fmt.mant;
    let n;
    if (e >= q) {
        n = m << BigInt(e - q);
    }
    else {
        const shift = BigInt(q - e);
        n = m >> shift;
        const rem = m & ((1n << shift) - 1n);
        const half = 1n << (shift - 1n);
        if (rem > half || (rem === half && (n & 1n) === 1n))
            n += 1n;
    }
    if (n >= 1n << BigInt(fmt.mant + 1)) {
        n >>= 1n;
        q += 1;
    }
    const hidden = 1n << BigInt(fmt.mant);
    if (n < hidden)
        return signBit | n;
    const biased = q + fmt.mant + bias;
    const maxBiased = 2 ** fmt.exp - 1;
    if (biased >= maxBiased)
        return signBit | (BigInt(maxBiased) << BigInt(fmt.mant));
    return signBit | (BigInt(biased) << BigInt(fmt.mant)) | (n - hidden);
}
function infBits(neg, fmt) {
    const signBit = neg ? 1n << BigInt(fmt.mant + fmt.exp) : 0n;
    return signBit | (BigInt(2 ** fmt.exp - 1) << BigInt(fmt.mant));
}
/** Rounds a double to `fmt` once (NaN gives the format's default quiet NaN). */
export function roundNumber(x, fmt) {
    if (Number.isNaN(x))
        return (BigInt(2 ** fmt.exp - 1) << BigInt(fmt.mant)) | (1n << BigInt(fmt.mant - 1));
    if (!Number.isFinite(x))
        return infBits(x < 0, fmt);
    const d = exactOf(x);
    return roundExact(d.neg, d.m, d.e, fmt);
}
/** The f16 bit pattern nearest to `x` (RNE). */
export function numberToF16(x) {
    return Number(roundNumber(x, HALF));
}
/** Rounds to f16 and back: the f16 value of `x`. */
export function roundF16(x) {
    return f16ToNumber(numberToF16(x));
}
/**
 * fma(a, b, c) computed exactly and rounded once to `fmt` (inputs are values of that format, passed
 * as doubles). NaN and infinities follow IEEE 754; the result of a NaN is returned as NaN.
 */
export function fmaExact(a, b, c, fmt) {
    if (Number.isNaN(a) || Number.isNaN(b) || Number.isNaN(c))
        return Number.NaN;
    if (!Number.isFinite(a) || !Number.isFinite(b) || !Number.isFinite(c))
        return a * b + c;
    const prodNeg = (a < 0 || Object.is(a, -0)) !== (b < 0 || Object.is(b, -0));
    const cNeg = c < 0 || Object.is(c, -0);
    let pm = 0n;
    let pe = 0;
    if (a !== 0 && b !== 0) {
        const da = exactOf(a);
        const db = exactOf(b);
        pm = da.m * db.m;
        pe = da.e + db.e;
    }
    let cm = 0n;
    let ce = 0;
    if (c !== 0) {
        const dc = exactOf(c);
        cm = dc.m;
        ce = dc.e;
    }
    if (pm === 0n && cm === 0n) {
        // Exact zero: -0 only when both addends are -0.
        return prodNeg && cNeg ? -0 : 0;
    }
    const e = pm === 0n ? ce : cm === 0n ? pe : Math.min(pe, ce);
    const p = pm === 0n ? 0n : (prodNeg ? -pm : pm) << BigInt(pe - e);
    const q = cm === 0n ? 0n : (cNeg ? -cm : cm) << BigInt(ce - e);
    const sum = p + q;
    if (sum === 0n)
        return 0;
    const bits = roundExact(sum < 0n, sum < 0n ? -sum : sum, e, fmt);
    return fromBits(bits, fmt);
}
/** The value of a bit pattern of `fmt`. */
export function fromBits(bits, fmt) {
    if (fmt === HALF)
        return f16ToNumber(Number(bits));
    if (fmt === SINGLE)
        return bitsToF32(Number(bits));
    return bitsToF64(bits);
}
/** Rounds an exact integer (BigInt) to `fmt` once. */
export function intToFormat(v, fmt) {
    const neg = v < 0n;
    return fromBits(roundExact(neg, neg ? -v : v, 0, fmt), fmt);
}
/** Distance in units of the last place between two f32 patterns (same sign assumed for finite). */
export function ulpDistanceF32(a, b) {
    const key = (bits) => (bits & 0x80000000 ? -(bits & 0x7fffffff) : bits & 0x7fffffff);
    return Math.abs(key(a >>> 0) - key(b >>> 0));
}
//# sourceMappingURL=fp.js.map