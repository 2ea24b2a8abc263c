/**
 * Typed reads of registers for the decoders: by name, with the field layout from the register
 * database, and a refusal ({@link AgcStateError}) when a register the decoder needs was never written.
 */
import { AgcStateError } from '../errors.js';
import { decodeFields, requireRegister } from '../registers/index.js';
/** The value of register `name`, or undefined when unwritten. */
export function readOptional(regs, name) {
    return regs.get(requireRegister(name).address);
}
/** The value of register `name`; refuses with "is not set" when unwritten. */
export function readRequired(regs, name, why) {
    const value = readOptional(regs, name);
    if (value === undefined)
        throw new AgcStateError(name, undefined, `is not set, and ${why}`);
    return value;
}
/** The fields of register `name` decoded from its value (all zero when unwritten). */
export function fieldsOf(regs, name) {
    return decodeFields(requireRegister(name), readOptional(regs, name) ?? 0);
}
/** The fields of a required register. */
export function requiredFields(regs, name, why) {
    return decodeFields(requireRegister(name), readRequired(regs, name, why));
}
/** A 32-bit register value as an IEEE float. */
export function asFloat(bits) {
    const view = new DataView(new ArrayBuffer(4));
    view.setUint32(0, bits >>> 0, true);
    return view.getFloat32(0, true);
}
//# sourceMappingURL=read.js.map