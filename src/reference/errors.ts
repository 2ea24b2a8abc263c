/**
 * Typed errors of the reference executor: a guest program did something the executor cannot run
 * exactly (an unmapped address, an unimplemented instruction, a runaway loop), named with the pc and
 * the instruction's text.
 */
import { OberonError } from '../util/errors.js';

/** A guest program cannot be executed exactly at `pc`. */
export class ExecError extends OberonError {
  constructor(
    readonly pc: number,
    readonly instruction: string,
    readonly reason: string,
  ) {
    super('E_EXEC', `exec error at pc 0x${pc.toString(16)} (${instruction}): ${reason}`);
  }
}

/** An access to guest memory no region maps. */
export class MemoryFault extends OberonError {
  constructor(
    readonly address: number,
    readonly size: number,
    readonly write: boolean,
  ) {
    super(
      'E_MEMORY',
      `${write ? 'write' : 'read'} of ${size} bytes at 0x${address.toString(16)} is outside guest memory`,
    );
  }
}
