/**
 * The fuzzer's seeded random source: a small counter-free generator (mulberry32 mixing of a 32-bit
 * state) so one seed always yields the same sequence on every platform. Campaign seeds derive each
 * program's seed by hashing (campaign seed, index), so program i is reproducible on its own.
 */
/** A deterministic pseudo-random sequence. */
export class Rng {
    state;
    constructor(seed) {
        this.state = seed >>> 0;
    }
    /** The next 32 random bits as an unsigned integer. */
    bits() {
        this.state = (this.state + 0x6d2b79f5) >>> 0;
        let t = this.state;
        t = Math.imul(t ^ (t >>> 15), t | 1);
        t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
        return (t ^ (t >>> 14)) >>> 0;
    }
    /** An integer in [0, n). */
    int(n) {
        return Math.floor((this.bits() / 0x1_0000_0000) * n);
    }
    /** An integer in [lo, hi]. */
    range(lo, hi) {
        return lo + this.int(hi - lo + 1);
    }
    /** true with probability p. */
    chance(p) {
        return this.bits() / 0x1_0000_0000 < p;
    }
    /** A uniformly chosen element of a non-empty list. */
    pick(items) {
        return items[this.int(items.length)];
    }
}
/** The seed of program `index` of a campaign started with `seed` (a 32-bit integer hash). */
export function programSeed(seed, index) {
    let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
    h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
    return (h ^ (h >>> 16)) >>> 0;
}
//# sourceMappingURL=rng.js.map