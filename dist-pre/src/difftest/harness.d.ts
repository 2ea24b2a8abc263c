/**
 * The differential harness: runs one case (case.ts) in the reference executor and on other sides (a
 * recompiled pipeline on lavapipe or a GPU, vulkan-side.ts; or the executor again), and compares every
 * output word bitwise, with the ULP bound of the producing instruction where it has one (compare.ts).
 * Words are traced back to their store and producing instruction (trace.ts) only when they differ.
 */
import type { DiffCase, RegionContents } from './case.js';
import { type Tolerance } from './compare.js';
import { type WordOrigin, type WriterTrace } from './trace.js';
/** What a side did with a case. */
export type SideRun = {
    readonly kind: 'ran';
    readonly contents: RegionContents;
} | {
    readonly kind: 'refused';
    readonly reason: string;
};
/** Something that runs cases: a device, or the executor. */
export interface Side {
    readonly name: string;
    run(c: DiffCase): SideRun;
}
/** One output word on which a side disagrees with the reference. */
export interface WordMismatch {
    readonly region: number;
    readonly word: number;
    readonly reference: number;
    readonly other: number;
    readonly origin: WordOrigin | undefined;
    readonly tolerance: Tolerance | undefined;
}
/** The outcome of one side on one case. */
export type SideOutcome = {
    readonly side: string;
    readonly kind: 'match';
} | {
    readonly side: string;
    readonly kind: 'refused';
    readonly reason: string;
} | {
    readonly side: string;
    readonly kind: 'mismatch';
    readonly mismatches: readonly WordMismatch[];
};
/** The outcomes of a case and what is needed to report them. */
export interface DiffResult {
    readonly reference: RegionContents;
    readonly outcomes: readonly SideOutcome[];
    /** The writer trace, when some side differed (computed once per case). */
    readonly trace: WriterTrace | undefined;
}
/**
 * Compares `other` with `reference` over the case's output regions; `trace` is called (once) when
 * some word differs. Returns the words that differ beyond their bound.
 */
export declare function compareContents(c: DiffCase, reference: RegionContents, other: RegionContents, trace: () => WriterTrace): WordMismatch[];
/** Runs `c` on the reference and on every side, and compares. ExecError/MemoryFault propagate. */
export declare function runDifferential(c: DiffCase, sides: readonly Side[]): DiffResult;
/** A side that runs the reference executor again (the determinism check of `reference-only`). */
export declare const REFERENCE_AGAIN: Side;
