/**
 * Independent float arithmetic for the kernel expectations: bit patterns through DataView, exact
 * rounding of m * 2^e (BigInt) to f16/f32/f64 with round-to-nearest-even, an exact fused multiply-add,
 * and f16 encode/decode. Nothing here comes from the executor: it is the test's own oracle code.
 */
/** An IEEE binary format: mantissa bits (without the hidden bit), exponent bits. */
export interface Format {
    readonly mant: number;
    readonly exp: number;
}
export declare const HALF: Format;
export declare const SINGLE: Format;
export declare const DOUBLE: Format;
/** The f32 bit pattern of a number (rounded to f32 first). */
export declare function f32ToBits(x: number): number;
/** The f32 value of a bit pattern. */
export declare function bitsToF32(bits: number): number;
/** The f64 bit pattern of a number. */
export declare function f64ToBits(x: number): bigint;
/** The f64 value of a bit pattern. */
export declare function bitsToF64(bits: bigint): number;
/** The value of an f16 bit pattern (exact in a double). */
export declare function f16ToNumber(bits: number): number;
/** A finite, nonzero magnitude as m * 2^e with an integer m. */
interface Exact {
    readonly neg: boolean;
    readonly m: bigint;
    readonly e: number;
}
/** Exact decomposition of a finite double. */
export declare function exactOf(x: number): Exact;
/**
 * Rounds sign * m * 2^e (m >= 0) to `fmt` with round-to-nearest-even; returns the bit pattern
 * (overflow gives infinity, zero keeps the sign).
 */
export declare function roundExact(neg: boolean, m: bigint, e: number, fmt: Format): bigint;
/** Rounds a double to `fmt` once (NaN gives the format's default quiet NaN). */
export declare function roundNumber(x: number, fmt: Format): bigint;
/** The f16 bit pattern nearest to `x` (RNE). */
export declare function numberToF16(x: number): number;
/** Rounds to f16 and back: the f16 value of `x`. */
export declare function roundF16(x: number): number;
/**
 * fma(a, b, c) computed exactly and rounded once to `fmt` (inputs are values of that format, passed
 * as doubles). NaN and infinities follow IEEE 754; the result of a NaN is returned as NaN.
 */
export declare function fmaExact(a: number, b: number, c: number, fmt: Format): number;
/** The value of a bit pattern of `fmt`. */
export declare function fromBits(bits: bigint, fmt: Format): number;
/** Rounds an exact integer (BigInt) to `fmt` once. */
export declare function intToFormat(v: bigint, fmt: Format): number;
/** Distance in units of the last place between two f32 patterns (same sign assumed for finite). */
export declare function ulpDistanceF32(a: number, b: number): number;
export {};
