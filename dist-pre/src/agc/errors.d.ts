/**
 * Typed errors of the agc layer. Each names where the problem is (command buffer and dword offset,
 * register, capture file and chunk), the value and the reason, and carries a stable code.
 */
import { OberonError } from '../util/errors.js';
/** Hex text of a 32-bit value, `0x` prefixed, lower case. */
export declare function hex(value: number): string;
/** Hex text of a guest address (up to 2^53), `0x` prefixed, lower case. */
export declare function hexAddress(address: number): string;
/** A PM4 packet stream is malformed or uses something Oberon does not decode. */
export declare class Pm4Error extends OberonError {
    /** Name of the command buffer (capture submission and buffer index, or a caller's label). */
    readonly buffer: string;
    /** Dword offset of the packet header inside that buffer. */
    readonly offset: number;
    /** The packet's opcode, or undefined when the header itself is at fault. */
    readonly opcode: number | undefined;
    readonly reason: string;
    constructor(buffer: string, offset: number, opcode: number | undefined, reason: string);
}
/** A register or field name (or address) is not in the register database. */
export declare class RegisterError extends OberonError {
    constructor(message: string);
}
/**
 * Draw or fixed-function state that Oberon refuses: the message names the register, its value and the
 * reason, e.g. `VGT_SHADER_STAGES_EN=0x2135: unsupported tessellation and geometry routing`.
 */
export declare class AgcStateError extends OberonError {
    /** The register whose value is refused (or the missing one). */
    readonly register: string;
    /** Its value, or undefined when the register was never written. */
    readonly value: number | undefined;
    readonly reason: string;
    constructor(register: string, value: number | undefined, reason: string);
}
/** A capture file is malformed, truncated or of an unknown version. */
export declare class CaptureError extends OberonError {
    constructor(file: string, reason: string);
}
