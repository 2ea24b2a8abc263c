import { DecodeError } from './errors.js';
import type { Instruction } from './instruction.js';
import { type Target } from './target.js';
/**
 * Decodes the instruction whose first dword is at byte offset `pc` of `words`.
 * @throws DecodeError when the words are not a valid instruction for `target`.
 */
export declare function decode(words: ArrayLike<number>, pc?: number, target?: Target): Instruction;
/** One element of a decoded stream: an instruction, or a dword that decodes to nothing. */
export type StreamItem = {
    readonly ok: true;
    readonly inst: Instruction;
} | {
    readonly ok: false;
    readonly pc: number;
    readonly word: number;
    readonly error: DecodeError;
};
/**
 * Decodes `words` from start to end as llvm-mc does: after an undecodable dword, decoding resumes at
 * the next dword. `basePc` is the byte address of `words[0]`.
 */
export declare function decodeStream(words: ArrayLike<number>, target?: Target, basePc?: number): Generator<StreamItem>;
