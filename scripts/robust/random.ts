/**
 * The robustness fuzzer's random source: a small seeded generator (mulberry32) and the draws the
 * targets share. Every input gets its own generator from (seed, target, index), so one failing input
 * is reproduced alone with `--only TARGET --from INDEX --count 1`, whatever ran before it.
 */

/** A deterministic random source. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The generator of input `index` of target `target` under run seed `seed`. */
  static forInput(seed: number, target: string, index: number): Random {
    let h = (seed ^ 0x9e3779b9) >>> 0;
    for (let i = 0; i < target.length; i++) h = Math.imul(h ^ target.charCodeAt(i), 0x01000193) >>> 0;
    h = Math.imul(h ^ index, 0x85ebca6b) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
    return new Random(h ^ (h >>> 16));
  }

  /** A uniform float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  }

  /** An integer in [0, n). */
  below(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** A uniformly random 32-bit word. */
  word(): number {
    return ((this.below(0x10000) << 16) | this.below(0x10000)) >>> 0;
  }

  /** true with probability `p`. */
  chance(p: number): boolean {
    return this.next() < p;
  }

  /** One element of a non-empty list. */
  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }
}
