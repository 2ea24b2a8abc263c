/**
 * RecompileError: a guest instruction (or program shape) that Oberon does not translate exactly, named
 * by pc, the instruction's text and the reason. Raised by every layer of the recompiler.
 */
import { OberonError } from '../util/errors.js';
/** The program cannot be translated exactly at `pc`. */
export declare class RecompileError extends OberonError {
    readonly pc: number;
    readonly instruction: string;
    readonly reason: string;
    constructor(pc: number, instruction: string, reason: string);
}
