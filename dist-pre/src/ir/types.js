/**
 * IR types, interned: every distinct type has one `TypeId`, so type equality is number equality.
 * Scalars (i1, i8, i16, i32, i64, f16, f32, f64), vectors of scalars, pointers into an address space,
 * and void. The table is global and append-only, so ids are stable for the process.
 */
export const ADDRESS_SPACES = [
    'function',
    'workgroup',
    'storage',
    'physical',
    'uniform',
    'push',
    'input',
    'output',
];
const descs = [];
const keys = new Map();
function keyOf(d) {
    switch (d.kind) {
        case 'void':
            return 'void';
        case 'int':
            return `i${d.bits}`;
        case 'float':
            return `f${d.bits}`;
        case 'vec':
            return `vec${d.count}<${d.elem}>`;
        case 'ptr':
            return `ptr<${d.space},${d.pointee}>`;
    }
}
/** The id of `desc`, interning it on first use. */
export function intern(desc) {
    const key = keyOf(desc);
    let id = keys.get(key);
    if (id === undefined) {
        id = descs.length;
        descs.push(Object.freeze({ ...desc }));
        keys.set(key, id);
    }
    return id;
}
/** The structure of an interned type. */
export function typeDesc(id) {
    const d = descs[id];
    if (d === undefined)
        throw new RangeError(`unknown type id ${id}`);
    return d;
}
export const VOID = intern({ kind: 'void' });
export const I1 = intern({ kind: 'int', bits: 1 });
export const I8 = intern({ kind: 'int', bits: 8 });
export const I16 = intern({ kind: 'int', bits: 16 });
export const I32 = intern({ kind: 'int', bits: 32 });
export const I64 = intern({ kind: 'int', bits: 64 });
export const F16 = intern({ kind: 'float', bits: 16 });
export const F32 = intern({ kind: 'float', bits: 32 });
export const F64 = intern({ kind: 'float', bits: 64 });
/** Vector type of `count` elements. */
export function vec(elem, count) {
    return intern({ kind: 'vec', elem, count });
}
/** Pointer type. */
export function ptr(space, pointee) {
    return intern({ kind: 'ptr', space, pointee });
}
/** Bit width of a scalar or vector type (sum over elements); 0 for void and pointers. */
export function bitWidth(id) {
    const d = typeDesc(id);
    if (d.kind === 'int' || d.kind === 'float')
        return d.bits;
    if (d.kind === 'vec')
        return bitWidth(d.elem) * d.count;
    return 0;
}
export const isInt = (id) => typeDesc(id).kind === 'int';
export const isFloat = (id) => typeDesc(id).kind === 'float';
export const isVec = (id) => typeDesc(id).kind === 'vec';
export const isPtr = (id) => typeDesc(id).kind === 'ptr';
/** Element type of a vector, or the type itself for scalars. */
export function scalarOf(id) {
    const d = typeDesc(id);
    return d.kind === 'vec' ? d.elem : id;
}
/** Text of a type: `i32`, `f16`, `vec4<f32>`, `ptr<storage, i32>`, `void`. */
export function printType(id) {
    const d = typeDesc(id);
    switch (d.kind) {
        case 'void':
            return 'void';
        case 'int':
            return `i${d.bits}`;
        case 'float':
            return `f${d.bits}`;
        case 'vec':
            return `vec${d.count}<${printType(d.elem)}>`;
        case 'ptr':
            return `ptr<${d.space}, ${printType(d.pointee)}>`;
    }
}
/** Parses the text {@link printType} produces; returns the type and the characters consumed, or undefined. */
export function parseType(text, start = 0) {
    const rest = text.slice(start);
    let m = /^(void|i1|i8|i16|i32|i64|f16|f32|f64)\b/.exec(rest);
    if (m) {
        const name = m[1];
        const t = name === 'void'
            ? VOID
            : name[0] === 'i'
                ? intern({ kind: 'int', bits: Number(name.slice(1)) })
                : intern({ kind: 'float', bits: Number(name.slice(1)) });
        return { type: t, end: start + name.length };
    }
    m = /^vec(\d+)</.exec(rest);
    if (m) {
        const inner = parseType(text, start + m[0].length);
        if (!inner || text[inner.end] !== '>')
            return undefined;
        return { type: vec(inner.type, Number(m[1])), end: inner.end + 1 };
    }
    m = /^ptr<(\w+), /.exec(rest);
    if (m && ADDRESS_SPACES.includes(m[1])) {
        const inner = parseType(text, start + m[0].length);
        if (!inner || text[inner.end] !== '>')
            return undefined;
        return { type: ptr(m[1], inner.type), end: inner.end + 1 };
    }
    return undefined;
}
//# sourceMappingURL=types.js.map