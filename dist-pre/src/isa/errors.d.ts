/**
 * Typed errors of the isa layer. Decoding never throws anything else: a truncated instruction, an
 * unknown opcode or a reserved bit pattern is a {@link DecodeError} naming the pc, the words and why.
 */
import { OberonError } from '../util/errors.js';
/** An instruction word sequence that is not a valid instruction for the target. */
export declare class DecodeError extends OberonError {
    /** Byte offset of the instruction's first word. */
    readonly pc: number;
    /** The words examined (the first word, and the following ones the encoding needed). */
    readonly words: readonly number[];
    /** Why the words are not an instruction, e.g. `unknown SOP1 opcode 77`. */
    readonly reason: string;
    constructor(pc: number, words: readonly number[], reason: string);
}
/** Assembly text that is not a valid instruction for the target. */
export declare class AsmError extends OberonError {
    /** 1-based line of the offending statement (0 when assembling a single string). */
    readonly line: number;
    /** The offending statement text. */
    readonly text: string;
    readonly reason: string;
    constructor(line: number, text: string, reason: string);
}
