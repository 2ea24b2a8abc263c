/**
 * Where output words come from: re-runs a case in the reference executor with a step hook and records,
 * for every word of an output region, the store that last wrote it (pc, workgroup, wave, and for
 * FLAT/GLOBAL stores the lane and the data VGPR), and for that VGPR in that lane the instruction that
 * last changed it. The harness uses this to name the guest instruction behind a mismatch and to pick
 * the ULP bound of inexact operations. Tracing diffs a shadow copy of each wave's VGPRs after every
 * instruction, so it is slow and only runs when outputs differ.
 */
import type { DiffCase } from './case.js';
/** The history of one output word. */
export interface WordOrigin {
    readonly storePc: number;
    readonly group: number;
    readonly wave: number;
    /** The lane whose store wrote the word (FLAT/GLOBAL stores; undefined otherwise). */
    readonly lane: number | undefined;
    /** The VGPR the lane stored there. */
    readonly dataVgpr: number | undefined;
    /** pc of the last instruction that changed that VGPR in that lane before the store. */
    readonly writerPc: number | undefined;
    /**
     * When that writer copied a scalar register (v_mov_b32 vN, sM), the scalar's name and the pc of
     * the last instruction that wrote it.
     */
    readonly scalar: {
        readonly name: string;
        readonly writerPc: number | undefined;
    } | undefined;
}
/** An executed instruction, by pc. */
export interface TracedInstruction {
    readonly text: string;
    readonly mnemonic: string;
}
/** The result of {@link traceWriters}. */
export interface WriterTrace {
    origin(region: number, word: number): WordOrigin | undefined;
    instruction(pc: number): TracedInstruction | undefined;
}
/** Traces `c` in the executor (see the file overview). */
export declare function traceWriters(c: DiffCase): WriterTrace;
