/**
 * A SPIR-V module builder driven by the generated grammar tables: any instruction is encoded by
 * `emit(section, 'OpName', operands)`, with operands checked against the instruction's operand kinds
 * (ids, literals, strings, enumerants by name with their extra operands, bit masks from `A|B` names).
 * Types and constants are interned so each is declared once, as SPIR-V requires.
 */
import { InternalError } from '../util/errors.js';
import { COMPOSITES, ENUMS, INSTRUCTIONS, KIND_CATEGORY, MAGIC } from './grammar.generated.js';
const SECTIONS = [
    'capabilities',
    'extensions',
    'imports',
    'memoryModel',
    'entryPoints',
    'executionModes',
    'debug',
    'annotations',
    'globals',
    'functions',
];
function encodeString(s, out) {
    const bytes = Buffer.from(`${s}\0`, 'utf8');
    for (let i = 0; i < bytes.length; i += 4) {
        out.push(((bytes[i] ?? 0) |
            ((bytes[i + 1] ?? 0) << 8) |
            ((bytes[i + 2] ?? 0) << 16) |
            ((bytes[i + 3] ?? 0) << 24)) >>>
            0);
    }
}
/** A SPIR-V module under construction. */
export class SpirvBuilder {
    version;
    nextId = 1;
    sections = new Map(SECTIONS.map((s) => [s, []]));
    interned = new Map();
    capabilitySet = new Set();
    extensionSet = new Set();
    constructor(version = { major: 1, minor: 3 }) {
        this.version = version;
    }
    /** A fresh result id. */
    id() {
        return this.nextId++;
    }
    /** Encodes `op` with `operands` into `section`. @throws InternalError on operands the grammar rejects. */
    emit(section, op, operands) {
        const entry = INSTRUCTIONS[op];
        if (!entry)
            throw new InternalError(`unknown SPIR-V instruction ${op}`);
        const [opcode, kinds] = entry;
        const words = [0];
        const queue = [...operands];
        const take = (kind, optional) => {
            if (queue.length === 0) {
                if (optional)
                    return false;
                throw new InternalError(`${op}: missing ${kind} operand`);
            }
            this.encodeOperand(op, kind, queue, words);
            return true;
        };
        for (const spec of kinds.split(' ').filter((k) => k.length > 0)) {
            const quant = spec.endsWith('?') || spec.endsWith('*') ? spec.slice(-1) : '';
            const kind = quant ? spec.slice(0, -1) : spec;
            if (quant === '*')
                while (queue.length > 0)
                    take(kind, true);
            else
                take(kind, quant === '?');
        }
        if (queue.length > 0)
            throw new InternalError(`${op}: ${queue.length} operands too many`);
        words[0] = ((words.length << 16) | opcode) >>> 0;
        this.sections.get(section).push(...words);
    }
    encodeOperand(op, kind, queue, out) {
        const value = queue.shift();
        const category = KIND_CATEGORY[kind];
        if (category === 'Composite') {
            queue.unshift(value);
            for (const base of COMPOSITES[kind] ?? [])
                this.encodeOperand(op, base, queue, out);
            return;
        }
        if (kind === 'LiteralString') {
            if (typeof value !== 'string')
                throw new InternalError(`${op}: expected a string`);
            encodeString(value, out);
            return;
        }
        if (category === 'ValueEnum' || category === 'BitEnum') {
            const table = ENUMS[kind] ?? {};
            const names = typeof value === 'string' ? value.split('|').filter((n) => n.length > 0) : [];
            let word = typeof value === 'number' ? value : 0;
            const params = [];
            for (const name of names) {
                const e = table[name];
                if (!e)
                    throw new InternalError(`${op}: '${name}' is not a ${kind}`);
                word |= e[0];
                params.push(...e[1].split(' ').filter((p) => p.length > 0));
            }
            if (typeof value === 'number') {
                const e = Object.values(table).find(([v]) => v === value);
                if (e && category === 'ValueEnum')
                    params.push(...e[1].split(' ').filter((p) => p.length > 0));
            }
            out.push(word >>> 0);
            for (const p of params)
                this.encodeOperand(op, p.replace(/[?*]$/, ''), queue, out);
            return;
        }
        if (typeof value === 'bigint') {
            out.push(Number(value & 0xffffffffn), Number((value >> 32n) & 0xffffffffn));
            return;
        }
        if (typeof value !== 'number')
            throw new InternalError(`${op}: expected a number for ${kind}`);
        out.push(value >>> 0);
    }
    /** Declares a capability once. */
    capability(name) {
        if (this.capabilitySet.has(name))
            return;
        this.capabilitySet.add(name);
        this.emit('capabilities', 'OpCapability', [name]);
    }
    /** Declares an extension once. */
    extension(name) {
        if (this.extensionSet.has(name))
            return;
        this.extensionSet.add(name);
        this.emit('extensions', 'OpExtension', [name]);
    }
    /**
     * Interns a declaration in the globals section (types, constants): the same op and operands give the
     * same id. `op` must take a result id as its first or second operand (types: first; constants:
     * second, after the result type).
     */
    intern(op, operands) {
        const key = `${op} ${operands.map(String).join(' ')}`;
        const known = this.interned.get(key);
        if (known !== undefined)
            return known;
        const id = this.id();
        const [, kinds] = INSTRUCTIONS[op] ?? [0, ''];
        const resultFirst = kinds.startsWith('IdResult ') || kinds === 'IdResult';
        this.emit('globals', op, resultFirst ? [id, ...operands] : [operands[0], id, ...operands.slice(1)]);
        this.interned.set(key, id);
        return id;
    }
    /** The module's words. */
    words() {
        const body = SECTIONS.flatMap((s) => this.sections.get(s));
        const header = [MAGIC, (this.version.major << 16) | (this.version.minor << 8), 0, this.nextId, 0];
        return Uint32Array.from([...header, ...body]);
    }
}
//# sourceMappingURL=builder.js.map