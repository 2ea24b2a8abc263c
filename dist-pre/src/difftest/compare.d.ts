/** A float format a bound is measured in. */
export type UlpFormat = 'f16' | 'f32' | 'f64';
/** An error bound: `ulp` units of `format`. */
export interface Tolerance {
    readonly ulp: number;
    readonly format: UlpFormat;
}
/** The error bound of the instruction `mnemonic` (undefined: exact). */
export declare function toleranceOf(mnemonic: string): Tolerance | undefined;
/**
 * Distance in ULPs between two floats of `width` bits given as raw bits (Infinity when exactly one is a
 * NaN; two NaNs are 0 apart, whatever their payloads).
 */
export declare function ulpDistance(a: bigint, b: bigint, width: 16 | 32 | 64): number;
/**
 * Whether `reference` and `other` (u32 words; `pair` holds the partner words when the format is f64,
 * low word first) agree within `tolerance` (bitwise when undefined).
 */
export declare function wordsAgree(reference: number, other: number, tolerance: Tolerance | undefined, pair?: {
    readonly reference: readonly [number, number];
    readonly other: readonly [number, number];
}): boolean;
/** Indices of the dwords that differ between two equally long byte arrays. */
export declare function differingWords(a: Uint8Array, b: Uint8Array): number[];
/** The u32 at dword `word` of `bytes`. */
export declare function wordAt(bytes: Uint8Array, word: number): number;
