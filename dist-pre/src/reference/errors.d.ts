/**
 * Typed errors of the reference executor: a guest program did something the executor cannot run
 * exactly (an unmapped address, an unimplemented instruction, a runaway loop), named with the pc and
 * the instruction's text.
 */
import { OberonError } from '../util/errors.js';
/** A guest program cannot be executed exactly at `pc`. */
export declare class ExecError extends OberonError {
    readonly pc: number;
    readonly instruction: string;
    readonly reason: string;
    constructor(pc: number, instruction: string, reason: string);
}
/** An access to guest memory no region maps. */
export declare class MemoryFault extends OberonError {
    readonly address: number;
    readonly size: number;
    readonly write: boolean;
    constructor(address: number, size: number, write: boolean);
}
