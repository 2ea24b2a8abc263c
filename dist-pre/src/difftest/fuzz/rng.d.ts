/**
 * The fuzzer's seeded random source: a small counter-free generator (mulberry32 mixing of a 32-bit
 * state) so one seed always yields the same sequence on every platform. Campaign seeds derive each
 * program's seed by hashing (campaign seed, index), so program i is reproducible on its own.
 */
/** A deterministic pseudo-random sequence. */
export declare class Rng {
    private state;
    constructor(seed: number);
    /** The next 32 random bits as an unsigned integer. */
    bits(): number;
    /** An integer in [0, n). */
    int(n: number): number;
    /** An integer in [lo, hi]. */
    range(lo: number, hi: number): number;
    /** true with probability p. */
    chance(p: number): boolean;
    /** A uniformly chosen element of a non-empty list. */
    pick<T>(items: readonly T[]): T;
}
/** The seed of program `index` of a campaign started with `seed` (a 32-bit integer hash). */
export declare function programSeed(seed: number, index: number): number;
