/**
 * The machinery shared by the descriptor field tables (image-descriptor.ts): a field row format,
 * reading and writing named fields of descriptor dwords with range and reserved-value checks, and the
 * typed DescriptorError that names the descriptor, field and value.
 */
import { OberonError } from '../../util/errors.js';
/** A descriptor field holds a reserved or impossible value. */
export class DescriptorError extends OberonError {
    descriptor;
    field;
    value;
    reason;
    constructor(descriptor, field, value, reason) {
        super('E_DESCRIPTOR', `${descriptor} field ${field} = ${value}: ${reason}`);
        this.descriptor = descriptor;
        this.field = field;
        this.value = value;
        this.reason = reason;
    }
}
/** Field descriptions from rows. */
export function fields(rows) {
    return rows.map(([name, dword, lo, hi, values, about]) => ({
        name,
        dword,
        shift: lo,
        width: hi - lo + 1,
        ...(values ? { values } : {}),
        ...(about ? { about } : {}),
    }));
}
/** Fields by name. */
export function byName(table) {
    return new Map(table.map((f) => [f.name, f]));
}
/** Reads every field of a descriptor, refusing reserved enumeration values. */
export function readFields(kind, table, words, dwords, check) {
    if (words.length < dwords)
        throw new DescriptorError(kind, 'words', words.length, `needs ${dwords} dwords`);
    const out = {};
    for (const f of table) {
        const word = words[f.dword] >>> 0;
        const value = f.width === 32 ? word : (word >>> f.shift) & ((1 << f.width) - 1);
        if (check && f.values && f.values[value] === undefined) {
            throw new DescriptorError(kind, f.name, value, 'reserved value');
        }
        out[f.name] = value;
    }
    return out;
}
/** Writes named field values into zeroed dwords; refuses values that do not fit their field. */
export function writeFields(kind, index, dwords, values) {
    const out = new Array(dwords).fill(0);
    for (const [name, value] of Object.entries(values)) {
        const f = index.get(name);
        if (!f)
            throw new DescriptorError(kind, name, value, 'no such field');
        const max = f.width === 32 ? 0xffffffff : (1 << f.width) - 1;
        if (!Number.isInteger(value) || value < 0 || value > max) {
            throw new DescriptorError(kind, name, value, `does not fit ${f.width} bits`);
        }
        const mask = f.width === 32 ? 0xffffffff : ((1 << f.width) - 1) << f.shift;
        out[f.dword] = ((out[f.dword] & ~mask) | (value << f.shift)) >>> 0;
    }
    return out;
}
/** Fixed point (unsigned, `frac` fraction bits) to a number. */
export function fixed(value, frac) {
    return value / 2 ** frac;
}
/** The value an enumeration gives `name`; refuses unknown names. */
export function codeOf(table, name, field, kind) {
    for (const [code, n] of Object.entries(table))
        if (n === name)
            return Number(code);
    throw new DescriptorError(kind, field, Number.NaN, `no value named ${name}`);
}
//# sourceMappingURL=descriptor-fields.js.map