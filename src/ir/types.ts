/**
 * IR types, interned: every distinct type has one `TypeId`, so type equality is number equality.
 * Scalars (i1, i8, i16, i32, i64, f16, f32, f64), vectors of scalars, pointers into an address space,
 * and void. The table is global and append-only, so ids are stable for the process.
 */

/** An interned type. */
export type TypeId = number & { readonly __brand: 'TypeId' };

/** Where a pointer points. */
export type AddressSpace =
  | 'function' // private per-invocation variables
  | 'workgroup' // LDS
  | 'storage' // storage buffers bound as descriptors
  | 'physical' // guest memory by 64-bit address (buffer device address)
  | 'uniform' // uniform buffers
  | 'push' // push constants
  | 'input'
  | 'output'
  | 'image'; // storage images (GlobalVar.image says their shape; the pointee is the raw texel)

export const ADDRESS_SPACES: readonly AddressSpace[] = [
  'function',
  'workgroup',
  'storage',
  'physical',
  'uniform',
  'push',
  'input',
  'output',
  'image',
];

/** The structure of a type. */
export type TypeDesc =
  | { readonly kind: 'void' }
  | { readonly kind: 'int'; readonly bits: 1 | 8 | 16 | 32 | 64 }
  | { readonly kind: 'float'; readonly bits: 16 | 32 | 64 }
  | { readonly kind: 'vec'; readonly elem: TypeId; readonly count: number }
  | { readonly kind: 'ptr'; readonly space: AddressSpace; readonly pointee: TypeId };

const descs: TypeDesc[] = [];
const keys = new Map<string, TypeId>();
/** The vector and pointer types by their parts, as numbers (the translator asks for them per instruction). */
const vecs = new Map<number, TypeId>();
const ptrs = new Map<number, TypeId>();

function keyOf(d: TypeDesc): string {
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
export function intern(desc: TypeDesc): TypeId {
  const key = keyOf(desc);
  let id = keys.get(key);
  if (id === undefined) {
    id = descs.length as TypeId;
    descs.push(Object.freeze({ ...desc }));
    keys.set(key, id);
  }
  return id;
}

/** The structure of an interned type. */
export function typeDesc(id: TypeId): TypeDesc {
  const d = descs[id];
  if (d === undefined) throw new RangeError(`unknown type id ${id}`);
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
export function vec(elem: TypeId, count: number): TypeId {
  // Counts below 2^16 (a vector is at most 16 wide) give every (elem, count) its own key.
  if (count >= 65536) return intern({ kind: 'vec', elem, count });
  const key = elem * 65536 + count;
  let id = vecs.get(key);
  if (id === undefined) {
    id = intern({ kind: 'vec', elem, count });
    vecs.set(key, id);
  }
  return id;
}

/** Pointer type. */
export function ptr(space: AddressSpace, pointee: TypeId): TypeId {
  const key = pointee * 16 + ADDRESS_SPACES.indexOf(space);
  let id = ptrs.get(key);
  if (id === undefined) {
    id = intern({ kind: 'ptr', space, pointee });
    ptrs.set(key, id);
  }
  return id;
}

/** Bit width of a scalar or vector type (sum over elements); 0 for void and pointers. */
export function bitWidth(id: TypeId): number {
  const d = typeDesc(id);
  if (d.kind === 'int' || d.kind === 'float') return d.bits;
  if (d.kind === 'vec') return bitWidth(d.elem) * d.count;
  return 0;
}

export const isInt = (id: TypeId): boolean => typeDesc(id).kind === 'int';
export const isFloat = (id: TypeId): boolean => typeDesc(id).kind === 'float';
export const isVec = (id: TypeId): boolean => typeDesc(id).kind === 'vec';
export const isPtr = (id: TypeId): boolean => typeDesc(id).kind === 'ptr';
/** An integer or float scalar: what a `const` holds and the folds fold. */
export const isScalar = (id: TypeId): boolean => isInt(id) || isFloat(id);

/** Element type of a vector, or the type itself for scalars. */
export function scalarOf(id: TypeId): TypeId {
  const d = typeDesc(id);
  return d.kind === 'vec' ? d.elem : id;
}

/** Text of a type: `i32`, `f16`, `vec4<f32>`, `ptr<storage, i32>`, `void`. */
export function printType(id: TypeId): string {
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
export function parseType(text: string, start = 0): { type: TypeId; end: number } | undefined {
  const rest = text.slice(start);
  let m = /^(void|i1|i8|i16|i32|i64|f16|f32|f64)\b/.exec(rest);
  if (m) {
    const name = m[1] as string;
    const t =
      name === 'void'
        ? VOID
        : name[0] === 'i'
          ? intern({ kind: 'int', bits: Number(name.slice(1)) as 1 | 8 | 16 | 32 | 64 })
          : intern({ kind: 'float', bits: Number(name.slice(1)) as 16 | 32 | 64 });
    return { type: t, end: start + name.length };
  }
  m = /^vec(\d+)</.exec(rest);
  if (m) {
    const inner = parseType(text, start + m[0].length);
    if (!inner || text[inner.end] !== '>') return undefined;
    return { type: vec(inner.type, Number(m[1])), end: inner.end + 1 };
  }
  m = /^ptr<(\w+), /.exec(rest);
  if (m && (ADDRESS_SPACES as readonly string[]).includes(m[1] as string)) {
    const inner = parseType(text, start + m[0].length);
    if (!inner || text[inner.end] !== '>') return undefined;
    return { type: ptr(m[1] as AddressSpace, inner.type), end: inner.end + 1 };
  }
  return undefined;
}
