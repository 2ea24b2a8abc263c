/**
 * The mismatch report: names the first differing lane and output word, the value on each side (hex,
 * and as f32), the distance in ULPs against the bound when the producing instruction has one, the
 * store that wrote the word and the guest instruction that produced the stored value; then how many
 * more words differ and in which lanes.
 */
import type { DiffCase } from './case.js';
import type { WordMismatch } from './harness.js';
import type { WriterTrace } from './trace.js';
/** A u32 as hex with its f32 reading. */
export declare function showWord(v: number): string;
/** The report of `side`'s mismatches on case `c` (sorted as compareContents returns them). */
export declare function formatMismatchReport(c: DiffCase, side: string, mismatches: readonly WordMismatch[], trace: WriterTrace | undefined): string;
