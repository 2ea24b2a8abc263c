import { ICMP, IUNARY } from '../ir/ops.js';
import { bitWidth, isInt } from '../ir/types.js';
import { replaceAllUses, rewriteInst, useCounts } from './ir-edit.js';
const u = (w, x) => BigInt.asUintN(w, x);
const s = (w, x) => BigInt.asIntN(w, x);
const lowMask = (w, count) => (count >= BigInt(w) ? u(w, -1n) : (1n << count) - 1n);
const amount = (w, x) => x & BigInt(w - 1);
function msb(x) {
    return x === 0n ? -1n : BigInt(x.toString(2).length - 1);
}
const BINARY = {
    iadd: (w, [a, b]) => u(w, a + b),
    isub: (w, [a, b]) => u(w, a - b),
    imul: (w, [a, b]) => u(w, a * b),
    umul_hi: (w, [a, b]) => u(w, (a * b) >> BigInt(w)),
    smul_hi: (w, [a, b]) => u(w, (s(w, a) * s(w, b)) >> BigInt(w)),
    udiv: (_w, [a, b]) => (b === 0n ? undefined : a / b),
    urem: (_w, [a, b]) => (b === 0n ? undefined : a % b),
    and: (_w, [a, b]) => a & b,
    or: (_w, [a, b]) => a | b,
    xor: (_w, [a, b]) => a ^ b,
    umin: (_w, [a, b]) => (a < b ? a : b),
    umax: (_w, [a, b]) => (a > b ? a : b),
    smin: (w, [a, b]) => (s(w, a) < s(w, b) ? a : b),
    smax: (w, [a, b]) => (s(w, a) > s(w, b) ? a : b),
    shl: (w, [a, b]) => u(w, a << amount(w, b)),
    lshr: (w, [a, b]) => a >> amount(w, b),
    ashr: (w, [a, b]) => u(w, s(w, a) >> amount(w, b)),
    ubfe: (w, [v, o, c]) => (v >> amount(w, o)) & lowMask(w, c),
    sbfe: (w, [v, o, c]) => {
        if (c === 0n)
            return 0n;
        const n = c > BigInt(w) ? BigInt(w) : c;
        const field = (v >> amount(w, o)) & lowMask(w, n);
        return u(w, BigInt.asIntN(Number(n), field));
    },
    bfi: (w, [base, ins, o, c]) => {
        const mask = u(w, lowMask(w, c) << amount(w, o));
        return (base & ~mask & u(w, -1n)) | (u(w, ins << amount(w, o)) & mask);
    },
    iunary: (w, [x], imms, rw) => {
        const v = x;
        switch (IUNARY[imms[0]]) {
            case 'not':
                return u(w, ~v);
            case 'neg':
                return u(w, -v);
            case 'bitcount':
                return u(rw, BigInt([...v.toString(2)].filter((d) => d === '1').length));
            case 'bitreverse':
                return u(rw, BigInt(`0b${[...v.toString(2).padStart(w, '0')].reverse().join('')}`));
            case 'find_lsb':
                return u(rw, v === 0n ? -1n : msb(v & -v));
            case 'find_umsb':
                return u(rw, msb(v));
            case 'find_smsb':
                return u(rw, msb(s(w, v) < 0n ? u(w, ~v) : v));
        }
        return undefined;
    },
    icmp: (w, [a, b], imms) => {
        const x = a;
        const y = b;
        const sx = s(w, x);
        const sy = s(w, y);
        const r = {
            eq: x === y,
            ne: x !== y,
            ult: x < y,
            ule: x <= y,
            ugt: x > y,
            uge: x >= y,
            slt: sx < sy,
            sle: sx <= sy,
            sgt: sx > sy,
            sge: sx >= sy,
        }[ICMP[imms[0]]];
        return r ? 1n : 0n;
    },
    zext: (_w, [a]) => a,
    sext: (w, [a], _i, rw) => u(rw, s(w, a)),
    trunc: (_w, [a], _i, rw) => u(rw, a),
    bitcast: (_w, [a]) => a,
};
/** Folds constant integer operations; returns whether it changed `fn`. */
export function optConstantFold(fn) {
    const constants = new Map();
    const uses = useCounts(fn);
    let changed = false;
    for (const block of fn.blocks) {
        for (const i of block.insts) {
            const inst = fn.inst(i);
            if (inst.op === 'const') {
                if (inst.result !== undefined && isInt(inst.type))
                    constants.set(inst.result, inst.constant);
                continue;
            }
            const values = inst.operands.map((v) => constants.get(v));
            if (inst.op === 'select' && values[0] !== undefined && inst.result !== undefined && uses[inst.result]) {
                replaceAllUses(fn, inst.result, inst.operands[values[0] === 1n ? 1 : 2]);
                changed = true;
                continue;
            }
            if (inst.op === 'cond_br' && values[0] !== undefined) {
                const edge = inst.targets[values[0] === 1n ? 0 : 1];
                rewriteInst(fn, i, { op: 'br', type: inst.type, operands: [], imms: [], targets: [edge] });
                changed = true;
                continue;
            }
            const fold = BINARY[inst.op];
            if (!fold || inst.result === undefined || !isInt(inst.type) || values.some((v) => v === undefined))
                continue;
            const operandType = fn.typeOf(inst.operands[0]);
            if (!isInt(operandType))
                continue;
            const value = fold(bitWidth(operandType), values, inst.imms, bitWidth(inst.type));
            if (value === undefined)
                continue;
            const constant = BigInt.asUintN(bitWidth(inst.type), value);
            rewriteInst(fn, i, {
                op: 'const',
                type: inst.type,
                operands: [],
                imms: [],
                targets: [],
                constant,
            });
            constants.set(inst.result, constant);
            changed = true;
        }
    }
    return changed;
}
/** The pass-manager entry for {@link optConstantFold}. */
export const CONSTANT_FOLD = { name: 'constant-fold', run: optConstantFold };
//# sourceMappingURL=opt-constant-fold.js.map