import { ICMP, IUNARY } from './ops.js';
import { typeDesc } from './types.js';
function meet(a, b) {
    if (a === undefined)
        return b;
    if (b === undefined)
        return a;
    if (a === null || b === null)
        return null;
    return a === b ? a : null;
}
const mask = (bits) => (1n << BigInt(bits)) - 1n;
const signed = (v, bits) => BigInt.asIntN(bits, v);
const unsigned = (v, bits) => BigInt.asUintN(bits, v);
function bitCount(v) {
    let n = 0n;
    for (let x = v; x > 0n; x >>= 1n)
        n += x & 1n;
    return n;
}
function reverse(v, bits) {
    let r = 0n;
    for (let i = 0; i < bits; i++)
        if ((v >> BigInt(i)) & 1n)
            r |= 1n << BigInt(bits - 1 - i);
    return r;
}
function findLsb(v) {
    if (v === 0n)
        return -1n;
    let i = 0n;
    while (((v >> i) & 1n) === 0n)
        i++;
    return i;
}
function findMsb(v, bits) {
    for (let i = bits - 1; i >= 0; i--)
        if ((v >> BigInt(i)) & 1n)
            return BigInt(i);
    return -1n;
}
/** Folds a pure integer IR operation on constant operands (unsigned patterns; the result may need
 * truncating to `bits`); undefined when the op is not foldable. */
export function foldOp(op, variant, bits, args, argBits) {
    const [a = 0n, b = 0n, c = 0n] = args;
    const m = BigInt(bits);
    switch (op) {
        case 'iadd':
            return a + b;
        case 'isub':
            return a - b;
        case 'imul':
            return a * b;
        case 'umul_hi':
            return (a * b) >> m;
        case 'smul_hi':
            return (signed(a, bits) * signed(b, bits)) >> m;
        case 'udiv':
            return b === 0n ? undefined : a / b;
        case 'urem':
            return b === 0n ? undefined : a % b;
        case 'and':
            return a & b;
        case 'or':
            return a | b;
        case 'xor':
            return a ^ b;
        case 'umin':
            return a < b ? a : b;
        case 'umax':
            return a > b ? a : b;
        case 'smin':
            return signed(a, bits) < signed(b, bits) ? a : b;
        case 'smax':
            return signed(a, bits) > signed(b, bits) ? a : b;
        case 'shl':
            return a << (b % m);
        case 'lshr':
            return a >> (b % m);
        case 'ashr':
            return signed(a, bits) >> (b % m);
        case 'ubfe':
        case 'sbfe': {
            if (c === 0n)
                return 0n;
            if (b + c > m)
                return undefined;
            const field = (a >> b) & mask(Number(c));
            return op === 'ubfe' ? field : signed(field, Number(c));
        }
        case 'bfi': {
            const [base, insert, offset, count] = args;
            if (offset + count > m)
                return undefined;
            const f = mask(Number(count)) << offset;
            return (base & ~f) | ((insert << offset) & f);
        }
        case 'iunary':
            switch (variant) {
                case 'not':
                    return ~a;
                case 'neg':
                    return -a;
                case 'bitcount':
                    return bitCount(a);
                case 'bitreverse':
                    return reverse(a, argBits);
                case 'find_lsb':
                    return findLsb(a);
                case 'find_umsb':
                    return findMsb(a, argBits);
                case 'find_smsb':
                    return findMsb(signed(a, argBits) < 0n ? unsigned(~a, argBits) : a, argBits);
                default:
                    return undefined;
            }
        case 'zext':
        case 'trunc':
            return a;
        case 'sext':
            return signed(a, argBits);
        case 'icmp': {
            const sa = signed(a, argBits);
            const sb = signed(b, argBits);
            const r = {
                eq: a === b,
                ne: a !== b,
                ult: a < b,
                ule: a <= b,
                ugt: a > b,
                uge: a >= b,
                slt: sa < sb,
                sle: sa <= sb,
                sgt: sa > sb,
                sge: sa >= sb,
            };
            const v = r[variant ?? ''];
            return v === undefined ? undefined : v ? 1n : 0n;
        }
        default:
            return undefined;
    }
}
function floatBits(fn, v) {
    const d = typeDesc(fn.typeOf(v));
    return d.kind === 'float' ? d.bits : undefined;
}
function floatOrIntBits(fn, v) {
    return intBits(fn, v) ?? floatBits(fn, v);
}
function intBits(fn, v) {
    const d = typeDesc(fn.typeOf(v));
    return d.kind === 'int' ? d.bits : undefined;
}
/** Runs the analysis on `fn` (block 0 is the entry). */
export function analyzeConstants(fn, options = {}) {
    const env = new Map();
    const vars = new Set();
    const entryState = new Map();
    const work = [0];
    entryState.set(0, new Map());
    const get = (v) => env.get(v);
    while (work.length > 0) {
        const block = work.pop();
        const state = new Map(entryState.get(block));
        for (const p of fn.block(block).params)
            env.set(p, null);
        for (const id of fn.block(block).insts) {
            const inst = fn.inst(id);
            const variant = inst.op === 'icmp'
                ? ICMP[inst.imms[0]]
                : inst.op === 'iunary'
                    ? IUNARY[inst.imms[0]]
                    : undefined;
            if (inst.op === 'var') {
                vars.add(inst.result);
                continue;
            }
            if (inst.op === 'store') {
                const [p, v] = inst.operands;
                if (vars.has(p))
                    state.set(p, get(v));
                continue;
            }
            if (inst.op === 'br' || inst.op === 'cond_br') {
                const cond = inst.op === 'cond_br' ? get(inst.operands[0]) : 1n;
                inst.targets.forEach((edge, i) => {
                    const feasible = inst.op === 'br' || cond === null || (cond !== undefined && (cond === 1n) === (i === 0));
                    if (!feasible)
                        return;
                    const old = entryState.get(edge.block);
                    const merged = new Map(old ?? []);
                    let changed = old === undefined;
                    for (const v of new Set([...merged.keys(), ...state.keys()])) {
                        const next = old === undefined ? state.get(v) : meet(merged.get(v), state.get(v));
                        if (next !== merged.get(v))
                            changed = true;
                        merged.set(v, next);
                    }
                    if (changed) {
                        entryState.set(edge.block, merged);
                        if (!work.includes(edge.block))
                            work.push(edge.block);
                    }
                });
                continue;
            }
            const result = inst.result;
            if (result === undefined)
                continue;
            env.set(result, evaluate(fn, inst, variant, state, vars, get, options));
        }
    }
    return {
        valueOf: (v) => env.get(v),
        reachable: (b) => entryState.has(b),
    };
}
function evaluate(fn, inst, variant, state, vars, get, options) {
    const result = inst.result;
    if (inst.op === 'const')
        return inst.constant;
    if (inst.op === 'load') {
        const p = inst.operands[0];
        return vars.has(p) ? state.get(p) : null;
    }
    // Floats are followed as bit patterns through the ops that move bits unchanged.
    const moves = inst.op === 'select' || inst.op === 'bitcast';
    const bits = intBits(fn, result) ?? (moves ? floatBits(fn, result) : undefined);
    if (bits === undefined)
        return null;
    if (inst.op === 'bitcast') {
        const source = inst.operands[0];
        const v = get(source);
        // Vectors and other shapes are not followed.
        if (typeof v === 'bigint' && floatOrIntBits(fn, source) !== bits)
            return null;
        return v;
    }
    if (inst.op === 'select') {
        const [c, a, b] = inst.operands.map(get);
        if (c === undefined)
            return undefined;
        if (c === null && options.undefinedIsAny && (a === undefined || b === undefined))
            return a ?? b;
        if (c === null)
            return meet(a, b) === undefined ? undefined : a === b ? a : null;
        return c === 1n ? a : b;
    }
    const args = inst.operands.map(get);
    if (args.some((a) => a === null))
        return null;
    if (args.some((a) => a === undefined))
        return undefined;
    const argBits = inst.operands.length > 0 ? (intBits(fn, inst.operands[0]) ?? 0) : 0;
    const folded = foldOp(inst.op, variant, bits, args, argBits);
    return folded === undefined ? null : unsigned(folded, bits);
}
//# sourceMappingURL=constant-facts.js.map