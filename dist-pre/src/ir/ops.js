/**
 * The IR's operation table: the one place that says what each operation takes, yields and does. The
 * builder, printer, parser and verifier read it; semantics are documented in src/ir/README.md.
 *
 * An operation may have a *variant* (a sub-operation chosen by its first immediate, printed as a
 * suffix: `icmp.ult`, `atomic.add`, `builtin.local_invocation_id`) and further integer immediates
 * (printed in brackets: `extract [2]`).
 */
import { bitWidth, I1, I32, I64, isFloat, isInt, isPtr, isVec, scalarOf, typeDesc, VOID, } from './types.js';
const same = (t) => t.operands.every((o) => o === t.result) ? undefined : 'operands and result must have one type';
const intSame = (t) => isInt(scalarOf(t.result)) ? same(t) : 'integer operation on a non-integer type';
const floatSame = (t) => isFloat(scalarOf(t.result)) ? same(t) : 'float operation on a non-float type';
const shift = (t) => isInt(scalarOf(t.result)) && t.operands[0] === t.result && isInt(scalarOf(t.operands[1]))
    ? undefined
    : 'shift needs an integer value and integer amount';
const resultIs = (type) => (t) => t.result === type ? undefined : 'wrong result type';
const noCheck = () => undefined;
const convert = (from, to, widthRule) => (t) => {
    const src = t.operands[0];
    if (!from(scalarOf(src)) || !to(scalarOf(t.result)))
        return 'conversion between the wrong kinds of type';
    const a = bitWidth(scalarOf(src));
    const b = bitWidth(scalarOf(t.result));
    if (widthRule === 'wider' && !(b > a))
        return 'result must be wider than the operand';
    if (widthRule === 'narrower' && !(b < a))
        return 'result must be narrower than the operand';
    return undefined;
};
/** Integer comparison predicates (variant of `icmp`). */
export const ICMP = ['eq', 'ne', 'ult', 'ule', 'ugt', 'uge', 'slt', 'sle', 'sgt', 'sge'];
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
];
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
];
/** Invocation and workgroup inputs (variant of `builtin`). */
export const BUILTINS = [
    'local_invocation_id',
    'workgroup_id',
    'local_invocation_index',
    'num_workgroups',
    'subgroup_invocation_id',
    'subgroup_id',
];
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
];
/** Integer unary operations (variant of `iunary`). */
export const IUNARY = ['not', 'neg', 'bitcount', 'bitreverse', 'find_lsb', 'find_umsb', 'find_smsb'];
function op(name, arity, check, extra = {}) {
    return { name, arity, check, extraImms: 0, effects: false, terminator: false, ...extra };
}
/** How many independent `opaque_zero`s there are (immediates 0..OPAQUE_ZEROS-1). */
export const OPAQUE_ZEROS = 2;
/** Every operation, by name. */
export const OPS = Object.fromEntries([
    // Constants: the value is the instruction's `constant` (a bigint holding the bit pattern).
    op('const', 0, (t) => isInt(t.result) || isFloat(t.result) ? undefined : 'constant of a non-scalar type'),
    op('undef', 0, noCheck),
    // An i32 0 the host compiler cannot see through (the backend reads it from the pipeline); the
    // immediate picks one of OPAQUE_ZEROS independent zeros.
    op('opaque_zero', 0, (t) => t.result !== I32
        ? 'wrong result type'
        : (t.imms[0] ?? -1) >= 0 && (t.imms[0] ?? -1) < OPAQUE_ZEROS
            ? undefined
            : `opaque_zero index must be below ${OPAQUE_ZEROS}`, { extraImms: 1 }),
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
    op('ubfe', 3, (t) => isInt(t.result) && t.operands[0] === t.result ? undefined : 'ubfe of a non-integer'),
    op('sbfe', 3, (t) => isInt(t.result) && t.operands[0] === t.result ? undefined : 'sbfe of a non-integer'),
    op('bfi', 4, (t) => isInt(t.result) && t.operands[0] === t.result && t.operands[1] === t.result ? undefined : 'bfi types'),
    op('iunary', 1, (t) => (isInt(scalarOf(t.operands[0])) ? undefined : 'integer unary of a non-integer'), {
        variants: IUNARY,
    }),
    // Float arithmetic (IEEE 754, round to nearest even unless README.md says otherwise).
    op('fadd', 2, floatSame),
    op('fsub', 2, floatSame),
    op('fmul', 2, floatSame),
    op('fdiv', 2, floatSame),
    op('fma', 3, floatSame),
    op('fmin', 2, floatSame),
    op('fmax', 2, floatSame),
    op('ldexp', 2, (t) => isFloat(t.result) && t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'ldexp types'),
    op('funary', 1, floatSame, { variants: FUNARY }),
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
    op('bitcast', 1, (t) => bitWidth(t.result) === bitWidth(t.operands[0]) && bitWidth(t.result) > 0
        ? undefined
        : 'bitcast changes the width'),
    // Comparisons and selection.
    op('icmp', 2, (t) => t.result === I1 && t.operands[0] === t.operands[1] && isInt(t.operands[0])
        ? undefined
        : 'icmp types', {
        variants: ICMP,
    }),
    op('fcmp', 2, (t) => t.result === I1 && t.operands[0] === t.operands[1] && isFloat(t.operands[0])
        ? undefined
        : 'fcmp types', {
        variants: FCMP,
    }),
    op('select', 3, (t) => t.operands[0] === I1 && t.operands[1] === t.result && t.operands[2] === t.result
        ? undefined
        : 'select types'),
    // Vectors.
    op('extract', 1, (t) => {
        const v = typeDesc(t.operands[0]);
        return v.kind === 'vec' && v.elem === t.result && t.imms[0] < v.count
            ? undefined
            : 'extract types';
    }, { extraImms: 1 }),
    op('insert', 2, (t) => {
        const v = typeDesc(t.result);
        return v.kind === 'vec' &&
            t.operands[0] === t.result &&
            t.operands[1] === v.elem &&
            t.imms[0] < v.count
            ? undefined
            : 'insert types';
    }, { extraImms: 1 }),
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
    op('global', 0, (t) => (isPtr(t.result) ? undefined : 'global of a non-pointer type'), { extraImms: 1 }),
    op('access', -1, (t) => isPtr(t.result) && isPtr(t.operands[0]) && t.operands.slice(1).every((o) => isInt(o))
        ? undefined
        : 'access types'),
    op('load', 1, (t) => {
        const p = typeDesc(t.operands[0]);
        return p.kind === 'ptr' && p.pointee === t.result ? undefined : 'load types';
    }),
    op('store', 2, (t) => {
        const p = typeDesc(t.operands[0]);
        return t.result === VOID && p.kind === 'ptr' && p.pointee === t.operands[1]
            ? undefined
            : 'store types';
    }, { effects: true }),
    op('atomic', 2, (t) => {
        const p = typeDesc(t.operands[0]);
        return p.kind === 'ptr' && p.pointee === t.result && t.operands[1] === t.result && isInt(t.result)
            ? undefined
            : 'atomic types';
    }, { variants: ATOMIC, effects: true }),
    op('atomic_cmpxchg', 3, (t) => {
        const p = typeDesc(t.operands[0]);
        return p.kind === 'ptr' &&
            p.pointee === t.result &&
            t.operands[1] === t.result &&
            t.operands[2] === t.result
            ? undefined
            : 'cmpxchg types';
    }, { effects: true }),
    // Invocation inputs and wave operations (README.md: the wave is the host subgroup).
    op('builtin', 0, (t) => t.result === I32 || (isVec(t.result) && scalarOf(t.result) === I32) ? undefined : 'builtin type', {
        variants: BUILTINS,
    }),
    op('ballot', 1, (t) => t.operands[0] === I1 && t.result === I64 ? undefined : 'ballot takes i1 and yields i64'),
    op('broadcast', 2, (t) => t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'broadcast types'),
    op('broadcast_first', 1, same),
    op('shuffle', 2, (t) => t.operands[0] === t.result && t.operands[1] === I32 ? undefined : 'shuffle types'),
    op('barrier', 0, resultIs(VOID), { effects: true }),
    op('wave_barrier', 0, resultIs(VOID), { effects: true }),
    // Terminators. Successor blocks and their arguments are held by the instruction's `targets`.
    op('br', 0, resultIs(VOID), { terminator: true }),
    op('cond_br', 1, (t) => (t.operands[0] === I1 && t.result === VOID ? undefined : 'cond_br needs an i1 condition'), { terminator: true }),
    op('ret', 0, resultIs(VOID), { terminator: true, effects: true }),
    op('unreachable', 0, resultIs(VOID), { terminator: true }),
].map((o) => [o.name, o]));
/** The op named `name`. @throws RangeError for unknown names. */
export function opInfo(name) {
    const info = OPS[name];
    if (!info)
        throw new RangeError(`unknown IR op '${name}'`);
    return info;
}
//# sourceMappingURL=ops.js.map