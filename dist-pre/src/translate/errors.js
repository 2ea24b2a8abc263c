/**
 * RecompileError: a guest instruction (or program shape) that Oberon does not translate exactly, named
 * by pc, the instruction's text and the reason. Raised by every layer of the recompiler.
 */
import { OberonError } from '../util/errors.js';
/** The program cannot be translated exactly at `pc`. */
export class RecompileError extends OberonError {
    pc;
    instruction;
    reason;
    constructor(pc, instruction, reason) {
        super('E_RECOMPILE', `recompile error at pc 0x${pc.toString(16)} (${instruction}): ${reason}`);
        this.pc = pc;
        this.instruction = instruction;
        this.reason = reason;
    }
}
//# sourceMappingURL=errors.js.map