/**
 * The register database: names, byte addresses, spaces and fields of the GFX10 registers the driver
 * reads, built from the generated table `gfx10.generated.ts` (Mesa's register JSON). PM4 decode, draw
 * decode and every message use it; nothing else in Oberon spells a register's address or field bits.
 *
 * Invariants: addresses are byte addresses (`0x28B54`, not dword offsets); a field's value is
 * `(value >>> shift) & ((1 << width) - 1)`; names are Mesa's.
 */
import { hex, RegisterError } from '../errors.js';
import { ENUMS, FIELD_TYPES, REGISTERS } from './gfx10.generated.js';
/** Space of a byte address, or undefined when it lies outside the four spaces. */
export function spaceOf(byteAddress) {
    if (byteAddress >= 0x8000 && byteAddress < 0xb000)
        return 'config';
    if (byteAddress >= 0xb000 && byteAddress < 0xc000)
        return 'sh';
    if (byteAddress >= 0x28000 && byteAddress < 0x30000)
        return 'context';
    if (byteAddress >= 0x30000 && byteAddress < 0x40000)
        return 'uconfig';
    return undefined;
}
const enumCache = new Map();
function enumValues(name) {
    if (!name)
        return undefined;
    let values = enumCache.get(name);
    if (!values) {
        const record = {};
        for (const [value, symbol] of ENUMS[name] ?? [])
            record[value] = symbol;
        values = Object.freeze(record);
        enumCache.set(name, values);
    }
    return values;
}
function buildFields(type) {
    if (!type)
        return [];
    return (FIELD_TYPES[type] ?? [])
        .map(([name, shift, width, enumName]) => {
        const values = enumValues(enumName);
        return values ? { name, shift, width, values } : { name, shift, width };
    })
        .sort((a, b) => a.shift - b.shift);
}
let byName;
let byAddress;
function tables() {
    if (!byName || !byAddress) {
        byName = new Map();
        byAddress = new Map();
        for (const [name, address, type, gfx103Only] of REGISTERS) {
            const space = spaceOf(address);
            if (!space)
                continue;
            const info = Object.freeze({
                name,
                address,
                space,
                fields: buildFields(type),
                gfx103Only,
            });
            byName.set(name, info);
            const prior = byAddress.get(address);
            if (!prior || (prior.gfx103Only && !gfx103Only))
                byAddress.set(address, info);
        }
    }
    return { byName, byAddress };
}
/** The register called `name` (Mesa's spelling), or undefined. */
export function registerByName(name) {
    return tables().byName.get(name);
}
/** The register at a byte address (a gfx10 register wins over a gfx10.3-only one), or undefined. */
export function registerByAddress(byteAddress) {
    return tables().byAddress.get(byteAddress);
}
/** Every register of the database, in address order. */
export function allRegisters() {
    return [...tables().byName.values()].sort((a, b) => a.address - b.address || a.name.localeCompare(b.name));
}
/** The register called `name`; throws {@link RegisterError} when there is none. */
export function requireRegister(name) {
    const reg = registerByName(name);
    if (!reg)
        throw new RegisterError(`unknown register ${name}`);
    return reg;
}
/** Mask of a field's bits, unshifted. */
function fieldMask(width) {
    return width >= 32 ? 0xffffffff : 2 ** width - 1;
}
/** Extracts one field from a register value. */
export function extractField(f, value) {
    return ((value >>> f.shift) & fieldMask(f.width)) >>> 0;
}
/** Every field of `reg` decoded from `value`, by field name. */
export function decodeFields(reg, value) {
    const out = {};
    for (const f of reg.fields)
        out[f.name] = extractField(f, value);
    return out;
}
/** The field `fieldName` of register `regName`; throws {@link RegisterError} for an unknown name. */
export function fieldInfo(regName, fieldName) {
    const reg = requireRegister(regName);
    const f = reg.fields.find((x) => x.name === fieldName);
    if (!f)
        throw new RegisterError(`register ${regName} has no field ${fieldName}`);
    return f;
}
/** The value of field `fieldName` in `value` of register `regName`; throws on unknown names. */
export function field(regName, fieldName, value) {
    return extractField(fieldInfo(regName, fieldName), value);
}
/**
 * Builds a register value from field values (fields not named are 0); throws {@link RegisterError}
 * for an unknown field or a value wider than its field.
 */
export function encodeFields(regName, fields) {
    let value = 0;
    for (const [name, v] of Object.entries(fields)) {
        const f = fieldInfo(regName, name);
        if (v < 0 || v > fieldMask(f.width) || !Number.isInteger(v)) {
            throw new RegisterError(`${regName}.${name}=${v} does not fit in ${f.width} bits`);
        }
        value |= v << f.shift;
    }
    return value >>> 0;
}
/** `NAME=0xvalue` followed by the non-zero fields, with enumeration symbols, for messages. */
export function formatRegister(reg, value) {
    const parts = [];
    for (const f of reg.fields) {
        const v = extractField(f, value);
        if (v === 0)
            continue;
        const symbol = f.values?.[v];
        parts.push(symbol ? `${f.name}=${v}(${symbol})` : `${f.name}=${v}`);
    }
    const head = `${reg.name}=${hex(value)}`;
    return parts.length ? `${head} [${parts.join(' ')}]` : head;
}
//# sourceMappingURL=index.js.map