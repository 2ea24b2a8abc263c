/**
 * Typed errors of the reference executor: a guest program did something the executor cannot run
 * exactly (an unmapped address, an unimplemented instruction, a runaway loop), named with the pc and
 * the instruction's text.
 */
import { OberonError } from '../util/errors.js';
/** A guest program cannot be executed exactly at `pc`. */
export class ExecError extends OberonError {
    pc;
    instruction;
    reason;
    constructor(pc, instruction, reason) {
        super('E_EXEC', `exec error at pc 0x${pc.toString(16)} (${instruction}): ${reason}`);
        this.pc = pc;
        this.instruction = instruction;
        this.reason = reason;
    }
}
/** An access to guest memory no region maps. */
export class MemoryFault extends OberonError {
    address;
    size;
    write;
    constructor(address, size, write) {
        super('E_MEMORY', `${write ? 'write' : 'read'} of ${size} bytes at 0x${address.toString(16)} is outside guest memory`);
        this.address = address;
        this.size = size;
        this.write = write;
    }
}
//# sourceMappingURL=errors.js.map