import { analyzeConstants } from '../ir/constant-facts.js';
import { bitWidth, F16, F32, F64, I1, I16, I32, I64 } from '../ir/types.js';
import { insertBefore, replaceAllUses } from './ir-edit.js';
const INT_OF = new Map([
    [F16, I16],
    [F32, I32],
    [F64, I64],
]);
/**
 * Whether `v` is +0.0 or -0.0 in every execution: a literal, or a value the constant analysis proves
 * (guest registers are variables, so an SGPR set to 0 reaches the op through a load), seen through
 * the bitcasts and conversions float literals are built with.
 */
function knownZero(fn, facts, v) {
    const def = fn.value(v).def;
    if (def.kind === 'inst') {
        const inst = fn.inst(def.inst);
        if (inst.op === 'bitcast' || inst.op === 'fpext' || inst.op === 'fptrunc')
            return knownZero(fn, facts, inst.operands[0]);
    }
    const known = facts.valueOf(v);
    if (typeof known !== 'bigint')
        return false;
    const bits = bitWidth(fn.value(v).type);
    return (known & ((1n << BigInt(bits - 1)) - 1n)) === 0n;
}
/** Bit-level helpers on one float width. */
class Bits {
    b;
    int;
    float;
    sign;
    expMask;
    constructor(b, int, float) {
        this.b = b;
        this.int = int;
        this.float = float;
        const bits = bitWidth(int);
        this.sign = 1n << BigInt(bits - 1);
        const mant = bits === 16 ? 10 : bits === 32 ? 23 : 52;
        this.expMask = (this.sign - 1n) & ~((1n << BigInt(mant)) - 1n);
    }
    of(v) {
        return this.b.value('bitcast', this.int, v);
    }
    k(v) {
        return this.b.const(this.int, v);
    }
    and(x, y) {
        return this.b.value('and', this.int, x, y);
    }
    xor(x, y) {
        return this.b.value('xor', this.int, x, y);
    }
    sel(c, x, y) {
        return this.b.value('select', this.int, c, x, y);
    }
    signOf(x) {
        return this.and(x, this.k(this.sign));
    }
    isZero(x) {
        return this.b.value('icmp.eq', I1, this.and(x, this.k(this.sign - 1n)), this.k(0n));
    }
    /** Exponent all ones: infinity or NaN. */
    isSpecial(x) {
        return this.b.value('icmp.eq', I1, this.and(x, this.k(this.expMask)), this.k(this.expMask));
    }
    isNan(x) {
        return this.b.value('icmp.ugt', I1, this.and(x, this.k(this.sign - 1n)), this.k(this.expMask));
    }
    /** The quiet NaN of no particular payload (the guest's NaN rule replaces it). */
    nan() {
        return this.k(this.expMask | ((this.sign - 1n - this.expMask + 1n) >> 1n));
    }
}
/** x * z for z known zero: NaN when x is inf or NaN, else a zero with the sign product. */
function zeroProduct(w, x, z) {
    return w.sel(w.isSpecial(x), w.nan(), w.signOf(w.xor(x, z)));
}
/** The IEEE result bits of `op` on bit patterns `xs`, given the host's `host` bits. */
function exactBits(w, op, xs, host) {
    // A sum is an exact zero when the addends cancel (or are both zero); any other sum keeps the host's
    // result, whose zero (a flushed tiny sum) has the right sign.
    const anySum = (x, y) => {
        const mx = w.and(x, w.k(w.sign - 1n));
        const my = w.and(y, w.k(w.sign - 1n));
        const opposite = w.b.value('icmp.ne', I1, w.signOf(x), w.signOf(y));
        const cancel = w.b.value('and', I1, w.b.value('icmp.eq', I1, mx, my), w.b.value('and', I1, w.b.value('or', I1, opposite, w.isZero(x)), w.b.value('xor', I1, w.isSpecial(x), w.b.const(I1, 1))));
        return w.sel(cancel, w.and(w.and(x, y), w.k(w.sign)), host);
    };
    switch (op) {
        case 'fadd':
            return anySum(xs[0], xs[1]);
        case 'fsub':
            return anySum(xs[0], w.xor(xs[1], w.k(w.sign)));
        case 'fmul': {
            // Zero factors are tested at run time too: NIR proves zeros our analysis does not (a lane id's
            // bits are a denormal, which a flushing MODE zeroes) and folds inf * 0 to 0.
            const [x, y] = xs;
            const zx = w.isZero(x);
            const anyZero = w.b.value('or', I1, zx, w.isZero(y));
            const otherSpecial = w.b.value('select', I1, zx, w.isSpecial(y), w.isSpecial(x));
            const signed = w.signOf(w.xor(x, y));
            const zeroResult = w.b.value('or', I1, anyZero, w.isZero(host));
            return w.sel(w.b.value('and', I1, anyZero, otherSpecial), w.nan(), w.sel(zeroResult, signed, host));
        }
        default: {
            const [a, b, c] = xs;
            // A zero factor (known or found at run time): the product is NaN or a signed zero, then the sum
            // follows the addend. Otherwise only an exactly zero product can meet a zero addend.
            const za = w.isZero(a);
            const zeroFactor = w.b.value('or', I1, za, w.isZero(b));
            const p = w.sel(za, zeroProduct(w, b, a), zeroProduct(w, a, b));
            const sum = w.sel(w.isZero(c), w.and(w.and(p, c), w.k(w.sign)), c);
            const exact = w.sel(w.b.value('or', I1, w.isNan(p), w.isNan(c)), w.nan(), sum);
            return w.sel(zeroFactor, exact, host);
        }
    }
}
const GUARDED = new Set(['fadd', 'fsub', 'fmul', 'fma']);
/** Rewrites every scalar fadd/fsub/fmul/fma; returns whether it changed `fn`. */
export function guardZeros(fn) {
    let changed = false;
    let analysis;
    const facts = () => {
        analysis ??= analyzeConstants(fn);
        return analysis;
    };
    for (const block of fn.blocks) {
        for (const id of [...block.insts]) {
            const inst = fn.inst(id);
            if (!GUARDED.has(inst.op))
                continue;
            const int = INT_OF.get(inst.type);
            const result = inst.result;
            if (int === undefined || result === undefined)
                continue;
            // Which zeros the host compiler proves (and folds) is not ours to know, so every f16/f32 op is
            // rewritten. f64 ops only with a known zero operand: the rewrite is 64-bit integer code, which
            // the f64 helpers (128-bit fma, transcendental kernels) would multiply into shaders NVIDIA's
            // compiler takes minutes over; those helpers make their own zero cases explicit.
            if (inst.type === F64 && !inst.operands.some((v) => knownZero(fn, facts(), v)))
                continue;
            const next = block.insts[block.insts.indexOf(id) + 1];
            if (next === undefined)
                continue;
            let hostBits;
            const fixed = insertBefore(fn, next, (b) => {
                const w = new Bits(b, int, inst.type);
                hostBits = w.of(result);
                const xs = inst.operands.map((v) => w.of(v));
                return b.value('bitcast', inst.type, exactBits(w, inst.op, xs, hostBits));
            });
            replaceAllUses(fn, result, fixed);
            // The rewrite reads the host's result.
            const reader = fn.value(hostBits).def;
            if (reader.kind === 'inst')
                fn.inst(reader.inst).operands = [result];
            changed = true;
        }
    }
    return changed;
}
export const GUARD_ZEROS = { name: 'guard-zeros', run: guardZeros };
//# sourceMappingURL=guard-zeros.js.map