/**
 * The register file: context, SH, uconfig and config registers as written by PM4 packets, keyed by
 * byte address (0x8000..0x40000). Unwritten registers read as undefined, never as a guessed default.
 */
import { hex, RegisterError } from '../errors.js';
import { registerByAddress, requireRegister } from '../registers/index.js';
const FIRST = 0x8000;
const END = 0x40000;
const SLOTS = (END - FIRST) / 4;
/** A mutable register file. */
export class RegisterFile {
    values = new Uint32Array(SLOTS);
    written = new Uint8Array(SLOTS);
    slot(byteAddress) {
        if (byteAddress < FIRST || byteAddress >= END || byteAddress % 4 !== 0) {
            throw new RegisterError(`register address ${hex(byteAddress)} is outside the register spaces`);
        }
        return (byteAddress - FIRST) / 4;
    }
    get(byteAddress) {
        const s = this.slot(byteAddress);
        return this.written[s] ? this.values[s] : undefined;
    }
    set(byteAddress, value) {
        if (!Number.isInteger(value) || value < -0x80000000 || value > 0xffffffff) {
            throw new RegisterError(`register ${hex(byteAddress)}: ${value} is not a 32-bit value`);
        }
        const s = this.slot(byteAddress);
        this.values[s] = value >>> 0;
        this.written[s] = 1;
    }
    /** Writes consecutive registers from `byteAddress`. */
    setRange(byteAddress, values) {
        const s = this.slot(byteAddress);
        if (s + values.length > SLOTS)
            throw new RegisterError(`register range from ${hex(byteAddress)} is too long`);
        for (let i = 0; i < values.length; i++) {
            this.values[s + i] = values[i] >>> 0;
            this.written[s + i] = 1;
        }
    }
    /** Forgets every register of [first, end) (e.g. CLEAR_STATE of the context space). */
    clearRange(first, end) {
        this.written.fill(0, this.slot(first), (end - FIRST) / 4);
    }
    /** The value of a register by name, or undefined when unwritten. */
    getByName(name) {
        return this.get(requireRegister(name).address);
    }
    /** Sets a register by name. */
    setByName(name, value) {
        this.set(requireRegister(name).address, value);
    }
    /** Every written register as [byte address, value], in address order. */
    *entries() {
        for (let s = 0; s < SLOTS; s++)
            if (this.written[s])
                yield [FIRST + s * 4, this.values[s]];
    }
    /** An independent copy. */
    clone() {
        const copy = new RegisterFile();
        copy.values.set(this.values);
        copy.written.set(this.written);
        return copy;
    }
    /** Builds a file from register names to values; throws {@link RegisterError} on an unknown name. */
    static fromNames(regs) {
        const file = new RegisterFile();
        for (const [name, value] of Object.entries(regs))
            file.setByName(name, value);
        return file;
    }
    /** Written registers as name -> value (unknown addresses as hex text), for reports. */
    toNames() {
        const out = {};
        for (const [address, value] of this.entries())
            out[registerByAddress(address)?.name ?? hex(address)] = value;
        return out;
    }
}
//# sourceMappingURL=register-file.js.map