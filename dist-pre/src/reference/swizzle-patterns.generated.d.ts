/**
 * gfx10.1 swizzle patterns: bit i of a byte offset inside a block is the XOR of the coordinate bits
 * listed at position i (X, Y in elements, Z slice, S sample; `0`: always 0).
 */
/** Distinct 20-bit patterns, space-separated bit terms, bit 0 first. */
export declare const SWIZZLE_PATTERNS: readonly string[];
/** Pattern set -> 35 indices into SWIZZLE_PATTERNS: row = 5 * log2(pipes) + log2(element bytes). */
export declare const SWIZZLE_PATTERN_SETS: Readonly<Record<string, readonly number[]>>;
