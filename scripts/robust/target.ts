/**
 * The contract of a robustness target: a name, a default input count, and `run`, which draws one
 * input from its generator and drives the library with it. `run` returns what the input was (words,
 * text, a file) for the failure report; it throws only through the library calls it makes.
 */
import type { Random } from './random.js';

/** One input's record: a short description that reproduces it (hex words, text, a file path). */
export interface InputRecord {
  describe(): string;
}

/** A fuzz target. */
export interface RobustTarget {
  readonly name: string;
  /** Inputs of a full run (`npm run fuzz:robust` without counts). */
  readonly defaultCount: number;
  /** Most milliseconds one input may take. */
  readonly timeBoundMs: number;
  /**
   * Runs one input. `record` is set before the library is called, so a throw is reported with the
   * input that caused it.
   */
  run(random: Random, record: (input: InputRecord) => void): void;
}

/** Hex text of words, for reproducers. */
export function hexWords(words: ArrayLike<number>): string {
  return Array.from(words, (w) => (w >>> 0).toString(16).padStart(8, '0')).join(' ');
}
