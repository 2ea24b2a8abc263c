const SLOTS = new Set(['D', 'd', 'M', 'S', 'R', 'T', 'Kx', 'Kb', 'Kh', 'Kv', 'L']);
const TYPES = new Set(['b32', 'i32', 'u32', 'b64', 'i64', 'u64', 'i16', 'u16']);
/** Parses an operand spec string. Throws RangeError on a malformed table entry. */
export function parseSlots(spec) {
    if (spec === '')
        return [];
    return spec.split(' ').map((part) => {
        const [slot, type] = part.split(':');
        if (!SLOTS.has(slot) || !TYPES.has(type))
            throw new RangeError(`bad operand spec '${part}'`);
        return { slot: slot, type: type, dwords: type.endsWith('64') ? 2 : 1 };
    });
}
/** Parses an implicit spec string. Throws RangeError on a malformed table entry. */
export function parseImplicit(spec) {
    if (spec === '')
        return [];
    return spec.split(' ').map((part) => {
        const [rw, reg] = part.split(':');
        if (!['r', 'w', 'rw'].includes(rw) || !['scc', 'exec', 'vcc', 'm0'].includes(reg)) {
            throw new RangeError(`bad implicit spec '${part}'`);
        }
        return { read: rw.includes('r'), write: rw.includes('w'), reg: reg };
    });
}
//# sourceMappingURL=scalar-spec.js.map