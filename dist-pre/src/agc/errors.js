/**
 * Typed errors of the agc layer. Each names where the problem is (command buffer and dword offset,
 * register, capture file and chunk), the value and the reason, and carries a stable code.
 */
import { OberonError } from '../util/errors.js';
/** Hex text of a 32-bit value, `0x` prefixed, lower case. */
export function hex(value) {
    return `0x${(value >>> 0).toString(16)}`;
}
/** Hex text of a guest address (up to 2^53), `0x` prefixed, lower case. */
export function hexAddress(address) {
    return `0x${address.toString(16)}`;
}
/** A PM4 packet stream is malformed or uses something Oberon does not decode. */
export class Pm4Error extends OberonError {
    /** Name of the command buffer (capture submission and buffer index, or a caller's label). */
    buffer;
    /** Dword offset of the packet header inside that buffer. */
    offset;
    /** The packet's opcode, or undefined when the header itself is at fault. */
    opcode;
    reason;
    constructor(buffer, offset, opcode, reason) {
        const op = opcode === undefined ? '' : ` opcode ${hex(opcode)}`;
        super('E_PM4', `${buffer} dword ${offset}${op}: ${reason}`);
        this.buffer = buffer;
        this.offset = offset;
        this.opcode = opcode;
        this.reason = reason;
    }
}
/** A register or field name (or address) is not in the register database. */
export class RegisterError extends OberonError {
    constructor(message) {
        super('E_REGISTER', message);
    }
}
/**
 * Draw or fixed-function state that Oberon refuses: the message names the register, its value and the
 * reason, e.g. `VGT_SHADER_STAGES_EN=0x2135: unsupported tessellation and geometry routing`.
 */
export class AgcStateError extends OberonError {
    /** The register whose value is refused (or the missing one). */
    register;
    /** Its value, or undefined when the register was never written. */
    value;
    reason;
    constructor(register, value, reason) {
        super('E_AGC_STATE', `${register}=${value === undefined ? 'unset' : hex(value)}: ${reason}`);
        this.register = register;
        this.value = value;
        this.reason = reason;
    }
}
/** A capture file is malformed, truncated or of an unknown version. */
export class CaptureError extends OberonError {
    constructor(file, reason) {
        super('E_CAPTURE', `${file}: ${reason}`);
    }
}
//# sourceMappingURL=errors.js.map