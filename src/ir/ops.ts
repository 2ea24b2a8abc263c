/**
 * The IR's operation table: the one place that says what each operation takes, yields and does. The
 * builder, printer, parser and verifier read it; semantics are documented in src/ir/README.md.
 *
 * An operation may have a *variant* (a sub-operation chosen by its first immediate, printed as a
 * suffix: `icmp.ult`, `atomic.add`, `builtin.local_invocation_id`) and further integer immediates
 * (printed in brackets: `extract [2]`).
 */
import {
  bitWidth,
  F32,
  I1,
  I32,
  I64,
  isFloat,
  isInt,
  isPtr,
  isScalar,
  isVec,
  scalarOf,
  type TypeId,
  typeDesc,
  VOID,
  vec,
} from './types.js';

/** What the verifier knows of one instruction when it checks typing. */
export interface TypingContext {
  readonly result: TypeId;
  readonly operands: readonly TypeId[];
  readonly imms: readonly number[];
}

/** One operation of the IR. */
export interface OpInfo {
  readonly name: string;
  /** Operand count, or -1 for variadic. */
  readonly arity: number;
  /** Names of the sub-operations selected by imms[0], if the op has variants. */
  readonly variants?: readonly string[];
  /** Number of immediates besides the variant. */
  readonly extraImms: number;
  /** true when the op must stay even if its result is unused (stores, barriers, atomics...). */
  readonly effects: boolean;
  /** true for block terminators. */
  readonly terminator: boolean;
  /** true for ops a pass turns into others before emission (the backend has no form for them). */
  readonly lowered?: boolean;
  /** Returns an error message when the types do not fit the op, else undefined. */
  readonly check: (t: TypingContext) => string | undefined;
  /** The op's position in the table: tables per op (a pass's, the emitter's) index arrays by it. */
  readonly index: number;
}

const same = (t: TypingContext): string | undefined =>
  t.operands.every((o) => o === t.result) ? undefined : 'operands and result must have one type';
const intSame = (t: TypingContext): string | undefined =>
  isInt(scalarOf(t.result)) ? same(t) : 'integer operation on a non-integer type';
const floatSame = (t: TypingContext): string | undefined =>
  isFloat(scalarOf(t.result)) ? same(t) : 'float operation on a non-float type';
const shift = (t: TypingContext): string | undefined =>
  isInt(scalarOf(t.result)) && t.operands[0] === t.result && isInt(scalarOf(t.operands[1] as TypeId))
    ? undefined
    : 'shift needs an integer value and integer amount';
const resultIs =
  (type: TypeId) =>
  (t: TypingContext): string | undefined =>
    t.result === type ? undefined : 'wrong result type';
const noCheck = (): undefined => undefined;
const convert =
  (from: (x: TypeId) => boolean, to: (x: TypeId) => boolean, widthRule: 'wider' | 'narrower' | 'any') =>
  (t: TypingContext): string | undefined => {
    const src = t.operands[0] as TypeId;
    if (!from(scalarOf(src)) || !to(scalarOf(t.result))) return 'conversion between the wrong kinds of type';
    const a = bitWidth(scalarOf(src));
    const b = bitWidth(scalarOf(t.result));
    if (widthRule === 'wider' && !(b > a)) return 'result must be wider than the operand';
    if (widthRule === 'narrower' && !(b < a)) return 'result must be narrower than the operand';
    return undefined;
  };

/** Integer comparison predicates (variant of `icmp`). */
export const ICMP = ['eq', 'ne', 'ult', 'ule', 'ugt', 'uge', 'slt', 'sle', 'sgt', 'sge'] as const;
/** Float comparison predicates (variant of `fcmp`): ordered `o*`, unordered `u*`, plus `ord`/`uno`. */
export const FCMP = [
  'oeq',
  'one',
  'olt',
  'ole',
  'ogt',
  'oge',
  'ord',
  'ueq',
  'une',
  'ult',
  'ule',
  'ugt',
  'uge',
  'uno',
] as const;
/** Atomic read-modify-write operations (variant of `atomic`). */
export const ATOMIC = [
  'add',
  'sub',
  'xchg',
  'and',
  'or',
  'xor',
  'umin',
  'umax',
  'smin',
  'smax',
  'inc',
  'dec',
] as const;
/** Builtins of the graphics stages only (the stage prologues of translate/launch.ts read them). */
export const GRAPHICS_BUILTINS = [
  'vertex_index',
  'instance_index',
  /** vec4<f32>: the pixel's window position (x, y at the pixel centre), depth and 1/w. */
  'frag_coord',
  /** i1: whether this pixel invocation is a helper (not covered, run for derivatives). */
  'helper_invocation',
  /** i1: whether the pixel's primitive is front-facing. */
  'front_facing',
] as const;
/** Invocation and workgroup inputs (variant of `builtin`). */
export const BUILTINS = [
  'local_invocation_id',
  'workgroup_id',
  'local_invocation_index',
  'num_workgroups',
  'subgroup_invocation_id',
  'subgroup_id',
  'wave_index',
  ...GRAPHICS_BUILTINS,
] as const;

/**
 * Launch registers the hardware loads that have no host equivalent as a plain value: `launch_value [k]`
 * names one of these. They are only meaningful to patterns the passes prove (barycentrics feeding a
 * v_interp pair, the NGG primitive feeding `exp prim`); one left for the emitter is refused by name.
 */
export const LAUNCH_VALUES = [
  'the NGG primitive (packed vertex indices, v0)',
  'NGG vertex offsets (v1)',
  'the NGG primitive id (v2)',
  'the NGG instance id of a geometry shader (v3)',
  'NGG vertex offsets (v4)',
  'a vertex user VGPR (v6)',
  'the vertex primitive id (v7)',
  'the pixel primitive mask (the parameter offset for interpolation)',
  'PERSP_SAMPLE i',
  'PERSP_SAMPLE j',
  'PERSP_CENTER i',
  'PERSP_CENTER j',
  'PERSP_CENTROID i',
  'PERSP_CENTROID j',
  'PERSP_PULL_MODEL',
  'LINEAR_SAMPLE i',
  'LINEAR_SAMPLE j',
  'LINEAR_CENTER i',
  'LINEAR_CENTER j',
  'LINEAR_CENTROID i',
  'LINEAR_CENTROID j',
  'LINE_STIPPLE_TEX',
  'POS_W_FLOAT',
  'ANCILLARY',
  'SAMPLE_COVERAGE',
  'POS_FIXED_PT',
] as const;
export type LaunchValue = (typeof LAUNCH_VALUES)[number];
/** Float unary operations (variant of `funary`), each with the semantics README.md gives. */
export const FUNARY = [
  'neg',
  'abs',
  'floor',
  'ceil',
  'trunc',
  'round_even',
  'fract',
  'sqrt',
  'rsq',
  'rcp',
  'exp2',
  'log2',
  'sin',
  'cos',
] as const;
/** Integer unary operations (variant of `iunary`). */
export const IUNARY = ['not', 'neg', 'bitcount', 'bitreverse', 'find_lsb', 'find_umsb', 'find_smsb'] as const;

/**
 * Image ops: three i32 coordinates, or four on a multisampled image (the sample last), so the operand
 * count less `rest` says which; then the result type and any further operand types.
 */
function imageCheck(t: TypingContext, result: TypeId, ...rest: TypeId[]): string | undefined {
  if (t.result !== result) return 'wrong result type';
  const coords = t.operands.length - rest.length;
  if (coords !== 3 && coords !== 4) return 'image ops take 3 coordinates, or 4 with a sample';
  for (let i = 0; i < coords; i++) if (t.operands[i] !== I32) return 'image coordinates are i32';
  return rest.every((r, i) => t.operands[coords + i] === r) ? undefined : 'image operand types';
}

/** Image atomics: i32 coordinates (3, or 4 with a sample) and `data` i32 operands, i32 result. */
function imageAtomicCheck(t: TypingContext, data: number): string | undefined {
  if (data === 1) {
    const name = ATOMIC[t.imms[0] as number];
    if (name === 'inc' || name === 'dec') return `image_atomic.${name} has no host form`;
  }
  const n = t.operands.length - data;
  return t.result === I32 && (n === 3 || n === 4) && t.operands.every((o) => o === I32)
    ? undefined
    : 'image atomic types';
}

/** Ops made so far: the table below makes them in its order, so this is each one's index. */
let opsMade = 0;

function op<N extends string>(
  name: N,
  arity: number,
  check: OpInfo['check'],
  extra: Partial<Omit<OpInfo, 'name' | 'arity' | 'check' | 'index'>> = {},
): OpInfo & { readonly name: N } {
  return { name, arity, check, extraImms: 0, effects: false, terminator: false, ...extra, index: opsMade++ };
}

/**
 * The largest alignment `ptr_from_aligned_addr` may state. A guest address that is a multiple of it
 * gives a host address that is one too: whoever runs recompiled programs keeps the guest-to-host
 * offset (the addressOffset push constant) a multiple of it (recompiler/address-offset.ts).
 */
export const MAX_ADDRESS_ALIGNMENT = 16;

/** Bytes at `sink_address`: the widest access sent there (a 16-byte buffer unit) fits. */
export const SINK_BYTES = 64;

/** How many independent `opaque_zero`s there are (immediates 0..OPAQUE_ZEROS-1). */
export const OPAQUE_ZEROS = 2;

/** Every operation. */
const OP_LIST = [
  // Constants: the value is the instruction's `constant` (a bigint holding the bit pattern).
  op('const', 0, (t) => (isScalar(t.result) ? undefined : 'constant of a non-scalar type')),
  op('undef', 0, noCheck),
  // An i32 0 the host compiler cannot see through (the backend reads it from the pipeline); the
  // immediate picks one of OPAQUE_ZEROS independent zeros.
  op(
    'opaque_zero',
    0,
    (t) =>
      t.result !== I32
        ? 'wrong result type'
        : (t.imms[0] ?? -1) >= 0 && (t.imms[0] ?? -1) < OPAQUE_ZEROS
          ? undefined
          : `opaque_zero index must be below ${OPAQUE_ZEROS}`,
    { extraImms: 1 },
  ),
  // The guest address of SINK_BYTES bytes no guest access reaches (recompiler/address-offset.ts), a
  // multiple of MAX_ADDRESS_ALIGNMENT: an access the guest drops goes there, where a branch around
  // it would cost the host an if per access. The backend reads it from the pipeline.
  op('sink_address', 0, (t) => (t.result === I64 ? undefined : 'wrong result type')),
  // Integer arithmetic (two's complement, wrapping).
  op('iadd', 2, intSame),
  op('isub', 2, intSame),
  op('imul', 2, intSame),
  op('umul_hi', 2, intSame),
  op('smul_hi', 2, intSame),
  op('udiv', 2, intSame),
  op('urem', 2, intSame),
  op('and', 2, intSame),
  op('or', 2, intSame),
  op('xor', 2, intSame),
  op('umin', 2, intSame),
  op('umax', 2, intSame),
  op('smin', 2, intSame),
  op('smax', 2, intSame),
  op('shl', 2, shift),
  op('lshr', 2, shift),
  op('ashr', 2, shift),
  op('ubfe', 3, (t) => (isInt(t.result) && t.operands[0] === t.result ? undefined : 'ubfe of a non-integer')),
  op('sbfe', 3, (t) => (isInt(t.result) && t.operands[0] === t.result ? undefined : 'sbfe of a non-integer')),
  op('bfi', 4, (t) =>
    isInt(t.result) && t.operands[0] === t.result && t.operands[1] === t.result ? undefined : 'bfi types',
  ),
  op(
    'iunary',
    1,
    (t) => (isInt(scalarOf(t.operands[0] as TypeId)) ? undefined : 'integer unary of a non-integer'),
    {
      variants: IUNARY,
    },
  ),
  // Float arithmetic (IEEE 754, round to nearest even unless README.md says otherwise).
  op('fadd', 2, floatSame),
  op('fsub', 2, floatSame),
  op('fmul', 2, floatSame),
  op('fdiv', 2, floatSame),
  op('fma', 3, floatSame),
  op('fmin', 2, floatSame),
  op('fmax', 2, floatSame),
  op('ldexp', 2, (t) =>
    isFloat(t.result) && t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'ldexp types',
  ),
  op('funary', 1, floatSame, { variants: FUNARY }),
  // Denormals replaced by the zero of their sign, every other bit pattern kept (README.md).
  op('flush', 1, floatSame, { lowered: true }),
  // The guest's NaN rule over a host result (operand 0) of the inputs (operands 1..): README.md.
  op(
    'nan_rule',
    -1,
    (t) =>
      t.operands.length >= 1 && isFloat(t.result) && t.operands.every((o) => o === t.result)
        ? undefined
        : 'nan_rule takes a host result and inputs of its float type',
    { lowered: true },
  ),
  // Conversions.
  op('zext', 1, convert(isInt, isInt, 'wider')),
  op('sext', 1, convert(isInt, isInt, 'wider')),
  op('trunc', 1, convert(isInt, isInt, 'narrower')),
  op('fpext', 1, convert(isFloat, isFloat, 'wider')),
  op('fptrunc', 1, convert(isFloat, isFloat, 'narrower')),
  op('ftou', 1, convert(isFloat, isInt, 'any')),
  op('ftos', 1, convert(isFloat, isInt, 'any')),
  op('utof', 1, convert(isInt, isFloat, 'any')),
  op('stof', 1, convert(isInt, isFloat, 'any')),
  op('bitcast', 1, (t) =>
    bitWidth(t.result) === bitWidth(t.operands[0] as TypeId) && bitWidth(t.result) > 0
      ? undefined
      : 'bitcast changes the width',
  ),
  // Comparisons and selection.
  op(
    'icmp',
    2,
    (t) =>
      t.result === I1 && t.operands[0] === t.operands[1] && isInt(t.operands[0] as TypeId)
        ? undefined
        : 'icmp types',
    {
      variants: ICMP,
    },
  ),
  op(
    'fcmp',
    2,
    (t) =>
      t.result === I1 && t.operands[0] === t.operands[1] && isFloat(t.operands[0] as TypeId)
        ? undefined
        : 'fcmp types',
    {
      variants: FCMP,
    },
  ),
  op('select', 3, (t) =>
    t.operands[0] === I1 && t.operands[1] === t.result && t.operands[2] === t.result
      ? undefined
      : 'select types',
  ),
  // Vectors.
  op(
    'extract',
    1,
    (t) => {
      const v = typeDesc(t.operands[0] as TypeId);
      return v.kind === 'vec' && v.elem === t.result && (t.imms[0] as number) < v.count
        ? undefined
        : 'extract types';
    },
    { extraImms: 1 },
  ),
  op(
    'insert',
    2,
    (t) => {
      const v = typeDesc(t.result);
      return v.kind === 'vec' &&
        t.operands[0] === t.result &&
        t.operands[1] === v.elem &&
        (t.imms[0] as number) < v.count
        ? undefined
        : 'insert types';
    },
    { extraImms: 1 },
  ),
  op('compose', -1, (t) => {
    const v = typeDesc(t.result);
    return v.kind === 'vec' && t.operands.length === v.count && t.operands.every((o) => o === v.elem)
      ? undefined
      : 'compose types';
  }),
  // Memory. Pointers come from `var` (function-local variables, declared in the entry block),
  // `global` (module resources) and `access` (element addressing).
  op('var', 0, (t) => {
    const p = typeDesc(t.result);
    return p.kind === 'ptr' && p.space === 'function' ? undefined : 'var yields a ptr<function, T>';
  }),
  op('ptr_from_addr', 1, (t) => {
    const p = typeDesc(t.result);
    return p.kind === 'ptr' && p.space === 'physical' && t.operands[0] === I64
      ? undefined
      : 'ptr_from_addr takes an i64 address';
  }),
  // ptr_from_addr whose address is a multiple of imms[0] bytes (a power of two up to
  // MAX_ADDRESS_ALIGNMENT): the host address is then too, since hosts keep host - guest a multiple of it.
  op(
    'ptr_from_aligned_addr',
    1,
    (t) => {
      const p = typeDesc(t.result);
      const align = t.imms[0] ?? 0;
      if (p.kind !== 'ptr' || p.space !== 'physical' || t.operands[0] !== I64)
        return 'ptr_from_aligned_addr takes an i64 address';
      return align > 0 && (align & (align - 1)) === 0 && align <= MAX_ADDRESS_ALIGNMENT
        ? undefined
        : `alignment ${align} is not a power of two up to ${MAX_ADDRESS_ALIGNMENT}`;
    },
    { extraImms: 1 },
  ),
  op('global', 0, (t) => (isPtr(t.result) ? undefined : 'global of a non-pointer type'), { extraImms: 1 }),
  op('access', -1, (t) =>
    isPtr(t.result) && isPtr(t.operands[0] as TypeId) && t.operands.slice(1).every((o) => isInt(o))
      ? undefined
      : 'access types',
  ),
  op('load', 1, (t) => {
    const p = typeDesc(t.operands[0] as TypeId);
    return p.kind === 'ptr' && p.pointee === t.result ? undefined : 'load types';
  }),
  op(
    'store',
    2,
    (t) => {
      const p = typeDesc(t.operands[0] as TypeId);
      return t.result === VOID && p.kind === 'ptr' && p.pointee === t.operands[1] ? undefined : 'store types';
    },
    { effects: true },
  ),
  op(
    'atomic',
    2,
    (t) => {
      const p = typeDesc(t.operands[0] as TypeId);
      return p.kind === 'ptr' && p.pointee === t.result && t.operands[1] === t.result && isInt(t.result)
        ? undefined
        : 'atomic types';
    },
    { variants: ATOMIC, effects: true },
  ),
  op(
    'atomic_cmpxchg',
    3,
    (t) => {
      const p = typeDesc(t.operands[0] as TypeId);
      return p.kind === 'ptr' &&
        p.pointee === t.result &&
        t.operands[1] === t.result &&
        t.operands[2] === t.result
        ? undefined
        : 'cmpxchg types';
    },
    { effects: true },
  ),
  // Storage images (module globals in the `image` space, named by the immediate): integer texel
  // coordinates (x, y, z: the layer of a 2D array, the depth of a 3D image; then the sample of a
  // multisampled image), raw unsigned texels.
  op('image_read', -1, (t) => imageCheck(t, vec(I32, 4)), { extraImms: 1 }),
  op('image_write', -1, (t) => imageCheck(t, VOID, vec(I32, 4)), { extraImms: 1, effects: true }),
  op('image_atomic', -1, (t) => imageAtomicCheck(t, 1), { variants: ATOMIC, extraImms: 1, effects: true }),
  op('image_atomic_cmpxchg', -1, (t) => imageAtomicCheck(t, 2), { extraImms: 1, effects: true }),
  // Invocation inputs and wave operations (README.md: the wave is the host subgroup).
  op(
    'builtin',
    0,
    (t) =>
      t.result === I32 ||
      t.result === I1 ||
      (isVec(t.result) && (scalarOf(t.result) === I32 || scalarOf(t.result) === F32))
        ? undefined
        : 'builtin type',
    {
      variants: BUILTINS,
    },
  ),
  op('ballot', 1, (t) =>
    t.operands[0] === I1 && t.result === I64 ? undefined : 'ballot takes i1 and yields i64',
  ),
  op('broadcast', 2, (t) =>
    t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'broadcast types',
  ),
  op('broadcast_first', 1, same),
  op('shuffle', 2, (t) =>
    t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'shuffle types',
  ),
  // A shuffle whose source lane lies in the reader's aligned group of imms[0] lanes (a power of two):
  // passes/lower-wave-ops.ts proves it, so a host subgroup that holds the group reads it directly.
  op(
    'shuffle_group',
    2,
    (t) => (t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'shuffle_group types'),
    { extraImms: 1 },
  ),
  op('barrier', 0, resultIs(VOID), { effects: true }),
  op('wave_barrier', 0, resultIs(VOID), { effects: true }),
  // Graphics (README.md, "Stages"): launch registers without a host value, attribute interpolation
  // as the guest writes it (proved into host inputs by passes/lower-interp.ts), the NGG primitive
  // export (proved to be the input primitive), and demotion of a pixel that exported nothing.
  op(
    'launch_value',
    0,
    (t) =>
      t.result === I32 && (t.imms[0] ?? -1) < LAUNCH_VALUES.length
        ? undefined
        : 'launch_value [k] is an i32 of LAUNCH_VALUES',
    { extraImms: 1 },
  ),
  op(
    'interp_p1',
    2,
    (t) =>
      t.result === F32 && t.operands[0] === F32 && t.operands[1] === I32
        ? undefined
        : 'interp_p1 (i: f32, m0: i32) -> f32',
    { extraImms: 3 },
  ),
  op(
    'interp_p2',
    4,
    (t) =>
      t.result === F32 &&
      t.operands[0] === F32 &&
      t.operands[1] === F32 &&
      t.operands[2] === I32 &&
      t.operands[3] === I1
        ? undefined
        : 'interp_p2 (j: f32, p1: f32, m0: i32, active: i1) -> f32',
    { extraImms: 3 },
  ),
  // Exact interpolation (pixel.barycentrics 'exact'): one parameter the SPI wrote for the primitive
  // M0 selects (source 0 P10, 1 P20, 2 P0, the VINTRP vsrc codes), lowered to per-vertex inputs.
  op(
    'interp_param',
    1,
    (t) =>
      t.result === F32 && t.operands[0] === I32 && (t.imms[2] ?? -1) <= 2
        ? undefined
        : 'interp_param [attr, chan, source, pc] (m0: i32) -> f32',
    { extraImms: 4 },
  ),
  op(
    'export_prim',
    1,
    (t) => (t.operands[0] === I32 && t.result === VOID ? undefined : 'export_prim takes the i32 primitive'),
    { extraImms: 1, effects: true },
  ),
  op('demote', 0, resultIs(VOID), { effects: true }),
  // A call of the module's helper function [index] (a pure computation shared by its callers, see
  // translate/shared.ts): the operands are its entry block's parameters, the result what it returns.
  op('call', -1, (t) => (t.result === VOID ? 'call of a helper yields its value' : undefined), {
    extraImms: 1,
  }),
  // Terminators. Successor blocks and their arguments are held by the instruction's `targets`.
  op('br', 0, resultIs(VOID), { terminator: true }),
  op(
    'cond_br',
    1,
    (t) => (t.operands[0] === I1 && t.result === VOID ? undefined : 'cond_br needs an i1 condition'),
    { terminator: true },
  ),
  // A function's end: `ret` in the entry function, `ret %v` in a helper (its one result).
  op(
    'ret',
    -1,
    (t) => (t.result === VOID && t.operands.length <= 1 ? undefined : 'ret takes at most one value'),
    {
      terminator: true,
      effects: true,
    },
  ),
  op('unreachable', 0, resultIs(VOID), { terminator: true }),
];

export type IcmpPred = (typeof ICMP)[number];
export type FcmpPred = (typeof FCMP)[number];

/** The name of an operation as instructions hold it (`icmp`, `load`, ...). */
export type OpBase = (typeof OP_LIST)[number]['name'];

/** The variants of each op that has them (named `op.variant`). */
interface OpVariants {
  icmp: (typeof ICMP)[number];
  fcmp: (typeof FCMP)[number];
  atomic: (typeof ATOMIC)[number];
  image_atomic: (typeof ATOMIC)[number];
  iunary: (typeof IUNARY)[number];
  funary: (typeof FUNARY)[number];
  builtin: (typeof BUILTINS)[number];
}

/** An operation as the builder names it: the op, with its variant where it has them (`icmp.eq`). */
export type OpName =
  | Exclude<OpBase, keyof OpVariants>
  | { [K in keyof OpVariants]: `${K}.${OpVariants[K]}` }[keyof OpVariants];

/** Every operation, by name. */
/**
 * Operations whose result reads other lanes' operands (the wave's lanes meet there): one list for the
 * passes that must keep, lower or schedule them.
 */
export const CROSS_LANE_OPS: ReadonlySet<string> = new Set<OpBase>([
  'ballot',
  'broadcast',
  'broadcast_first',
  'shuffle',
  'shuffle_group',
]);

export const OPS: Readonly<Record<string, OpInfo>> = Object.fromEntries(OP_LIST.map((o) => [o.name, o]));

for (const [k, o] of OP_LIST.entries())
  if (o.index !== k) throw new Error(`op ${o.name} made out of the table's order`);

/** The number of ops: arrays by {@link OpInfo.index} have this length. */
export const OP_COUNT = OP_LIST.length;

/** The same table as a Map: passes look ops up per instruction, and a Map lookup is the cheaper one. */
const OP_MAP: ReadonlyMap<string, OpInfo> = new Map(OP_LIST.map((o) => [o.name, o]));

/** The op at table index `index` ({@link OpInfo.index}). @throws RangeError past the table. */
export function opInfoAt(index: number): OpInfo {
  const info = OP_LIST[index];
  if (!info) throw new RangeError(`no IR op at index ${index}`);
  return info;
}

/** The op named `name`. @throws RangeError for unknown names. */
export function opInfo(name: string): OpInfo {
  const info = OP_MAP.get(name);
  if (!info) throw new RangeError(`unknown IR op '${name}'`);
  return info;
}

/**
 * Ops without effects whose result still depends on where they run: memory reads (`load`,
 * `image_read`) may see a store in between; `var` and `undef` are one object or value each; wave
 * operations read the lanes active where they stand.
 */
const PLACE_DEPENDENT: ReadonlySet<string> = new Set([
  'load',
  'image_read',
  'var',
  'undef',
  'ballot',
  'broadcast',
  'broadcast_first',
  'shuffle',
  'shuffle_group',
]);

/** The ops {@link computesValue} holds for, found once: passes ask per instruction. */
const COMPUTING: ReadonlySet<string> = new Set(
  OP_LIST.filter((o) => !PLACE_DEPENDENT.has(o.name) && !o.effects && !o.terminator).map((o) => o.name),
);

/**
 * Whether an instruction of op `name` (base name) with a result computes a function of its operands,
 * immediates and constant alone, so that two equal ones in dominating order are one value (CSE, and
 * the builder's interning of a block's values).
 */
export function computesValue(name: string): boolean {
  if (COMPUTING.has(name)) return true;
  opInfo(name); // throws for a name that is no op
  return false;
}
