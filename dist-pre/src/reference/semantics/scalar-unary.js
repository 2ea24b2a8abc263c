import { MAX_SGPR } from '../../isa/operands.js';
import { EXEC_LO, M0 } from '../wave.js';
import { fail, operandAt, pairAt, read32, read64, setScc, src32, src64, write32, write64, } from './scalar-common.js';
const MASK64 = 0xffffffffffffffffn;
function popcount32(v) {
    let x = v >>> 0;
    x -= (x >>> 1) & 0x55555555;
    x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
    return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
}
function popcount64(v) {
    return popcount32(Number(v & 0xffffffffn)) + popcount32(Number(v >> 32n));
}
function nz(ctx, r) {
    setScc(ctx, r >>> 0 !== 0);
    return r >>> 0;
}
function nz64(ctx, r) {
    const v = r & MASK64;
    setScc(ctx, v !== 0n);
    return v;
}
function brev32(v) {
    let r = 0;
    for (let i = 0; i < 32; i++)
        r = (r << 1) | ((v >>> i) & 1);
    return r >>> 0;
}
function wqm32(v) {
    let r = 0;
    for (let q = 0; q < 32; q += 4)
        if ((v >>> q) & 0xf)
            r |= 0xf << q;
    return r >>> 0;
}
function quadmask32(v) {
    let r = 0;
    for (let q = 0; q < 8; q++)
        if ((v >>> (4 * q)) & 0xf)
            r |= 1 << q;
    return r;
}
/** Index of the lowest set bit of a 32-bit value, or -1 (as an unsigned number). */
function ff1(v) {
    const x = v >>> 0;
    return x === 0 ? 0xffffffff : 31 - Math.clz32(x & -x);
}
/** Index of the lowest bit equal to `bit`, or -1. */
function findFirst(v, width, bit) {
    for (let i = 0; i < width; i++)
        if (((v >> BigInt(i)) & 1n) === bit)
            return i;
    return -1;
}
/** Bits before the first 1 counted from the top of a `width`-bit value, or -1 for 0. */
function leadingZeros(v, width) {
    for (let i = width - 1; i >= 0; i--)
        if ((v >> BigInt(i)) & 1n)
            return width - 1 - i;
    return -1;
}
/** Bits before the first bit that differs from the sign bit, or -1 for 0 and all-ones. */
function leadingSignBits(v, width) {
    const negative = (v >> BigInt(width - 1)) & 1n;
    const mask = (1n << BigInt(width)) - 1n;
    return leadingZeros(negative ? ~v & mask : v, width);
}
const UNARY32 = {
    s_mov_b32: (a) => a,
    s_not_b32: (a, ctx) => nz(ctx, ~a),
    s_wqm_b32: (a, ctx) => nz(ctx, wqm32(a)),
    s_brev_b32: (a) => brev32(a),
    s_bcnt0_i32_b32: (a, ctx) => nz(ctx, 32 - popcount32(a)),
    s_bcnt1_i32_b32: (a, ctx) => nz(ctx, popcount32(a)),
    s_ff0_i32_b32: (a) => ff1(~a),
    s_ff1_i32_b32: (a) => ff1(a),
    s_flbit_i32_b32: (a) => (a === 0 ? 0xffffffff : Math.clz32(a)),
    s_flbit_i32: (a) => leadingSignBits(BigInt(a), 32) >>> 0,
    s_sext_i32_i8: (a) => ((a << 24) >> 24) >>> 0,
    s_sext_i32_i16: (a) => ((a << 16) >> 16) >>> 0,
    s_quadmask_b32: (a, ctx) => nz(ctx, quadmask32(a)),
    s_abs_i32: (a, ctx) => nz(ctx, (a | 0) < 0 ? -(a | 0) : a),
};
const UNARY64 = {
    s_mov_b64: (a) => a,
    s_not_b64: (a, ctx) => nz64(ctx, ~a),
    s_wqm_b64: (a, ctx) => nz64(ctx, (BigInt(wqm32(Number(a >> 32n))) << 32n) | BigInt(wqm32(Number(a & 0xffffffffn)))),
    s_brev_b64: (a) => (BigInt(brev32(Number(a & 0xffffffffn))) << 32n) | BigInt(brev32(Number(a >> 32n))),
    s_quadmask_b64: (a, ctx) => nz64(ctx, BigInt(quadmask32(Number(a & 0xffffffffn)) | (quadmask32(Number(a >> 32n)) << 8))),
    s_bitreplicate_b64_b32: (a) => {
        let r = 0n;
        for (let i = 0n; i < 32n; i++)
            if ((a >> i) & 1n)
                r |= 3n << (2n * i);
        return r;
    },
};
/** 64-bit sources with a 32-bit result. */
const COUNT64 = {
    s_bcnt0_i32_b64: (a, ctx) => BigInt(nz(ctx, 64 - popcount64(a))),
    s_bcnt1_i32_b64: (a, ctx) => BigInt(nz(ctx, popcount64(a))),
    s_ff0_i32_b64: (a) => BigInt(findFirst(a, 64, 0n) >>> 0),
    s_ff1_i32_b64: (a) => BigInt(findFirst(a, 64, 1n) >>> 0),
    s_flbit_i32_b64: (a) => BigInt(leadingZeros(a, 64) >>> 0),
    s_flbit_i32_i64: (a) => BigInt(leadingSignBits(a, 64) >>> 0),
};
/** EXEC update of each save/write form: (S0, old EXEC) -> new EXEC, before masking to width. */
const EXEC_OPS = {
    and: (s, e) => s & e,
    or: (s, e) => s | e,
    xor: (s, e) => s ^ e,
    andn2: (s, e) => s & ~e,
    orn2: (s, e) => s | ~e,
    nand: (s, e) => ~(s & e),
    nor: (s, e) => ~(s | e),
    xnor: (s, e) => ~(s ^ e),
    andn1: (s, e) => ~s & e,
    orn1: (s, e) => ~s | e,
};
function execForm(op, wide, writeNew) {
    const mask = wide ? MASK64 : 0xffffffffn;
    return (ctx) => {
        const wave = ctx.wave;
        const s = wide ? src64(ctx, 1) : BigInt(src32(ctx, 1));
        const old = wide ? pairAt(ctx, EXEC_LO) : BigInt(wave.sgpr[EXEC_LO]);
        const next = op(s, old) & mask;
        const d = operandAt(ctx, 0);
        const saved = writeNew ? next : old;
        if (wide)
            write64(ctx, d, saved);
        else
            write32(ctx, d, Number(saved));
        wave.sgpr[EXEC_LO] = Number(next & 0xffffffffn);
        if (wide)
            wave.sgpr[EXEC_LO + 1] = Number(next >> 32n);
        setScc(ctx, next !== 0n);
    };
}
/** Register file index `base + offset` for an M0-relative access of `dwords`, or an ExecError. */
function relIndex(ctx, op, offset, dwords) {
    if (op.kind !== 'sgpr' && op.kind !== 'special')
        fail(ctx, `an M0-relative access needs a register, not a ${op.kind}`);
    const base = op.value;
    const [lo, hi] = base <= MAX_SGPR ? [0, MAX_SGPR] : base >= 108 && base <= 123 ? [108, 123] : [-1, -1];
    if (lo < 0)
        fail(ctx, `register code ${base} cannot be indexed by M0`);
    const index = base + offset;
    if (index + dwords - 1 > hi) {
        fail(ctx, `M0-relative index ${offset} from register code ${base} leaves the register bank (last code ${hi})`);
    }
    if (dwords === 2 && (index & 1) !== 0)
        fail(ctx, `M0-relative 64-bit access at odd register code ${index}`);
    return index;
}
function movrels(dwords) {
    return (ctx) => {
        const offset = ctx.wave.sgpr[M0];
        const index = relIndex(ctx, operandAt(ctx, 1), offset, dwords);
        const d = operandAt(ctx, 0);
        if (dwords === 1)
            write32(ctx, d, ctx.wave.sgpr[index]);
        else
            write64(ctx, d, pairAt(ctx, index));
    };
}
function movreld(dwords) {
    return (ctx) => {
        const offset = ctx.wave.sgpr[M0];
        const value = dwords === 1 ? BigInt(src32(ctx, 1)) : src64(ctx, 1);
        const index = relIndex(ctx, operandAt(ctx, 0), offset, dwords);
        ctx.wave.sgpr[index] = Number(value & 0xffffffffn);
        if (dwords === 2)
            ctx.wave.sgpr[index + 1] = Number(value >> 32n);
    };
}
const movrelsd2 = (ctx) => {
    const m0 = ctx.wave.sgpr[M0];
    const from = relIndex(ctx, operandAt(ctx, 1), m0 & 0x3ff, 1);
    const to = relIndex(ctx, operandAt(ctx, 0), (m0 >>> 16) & 0x3ff, 1);
    ctx.wave.sgpr[to] = ctx.wave.sgpr[from];
};
function bitset(value, wide) {
    return (ctx) => {
        const d = operandAt(ctx, 0);
        const bit = src32(ctx, 1) & (wide ? 63 : 31);
        if (wide) {
            const old = read64(ctx, d);
            const m = 1n << BigInt(bit);
            write64(ctx, d, value ? old | m : old & ~m);
        }
        else {
            const old = read32(ctx, d);
            write32(ctx, d, value ? old | (1 << bit) : old & ~(1 << bit));
        }
    };
}
function build() {
    const out = {};
    for (const [name, op] of Object.entries(UNARY32))
        out[name] = (ctx) => write32(ctx, operandAt(ctx, 0), op(src32(ctx, 1), ctx));
    for (const [name, op] of Object.entries(UNARY64)) {
        out[name] = (ctx) => {
            const a = name === 's_bitreplicate_b64_b32' ? BigInt(src32(ctx, 1)) : src64(ctx, 1);
            write64(ctx, operandAt(ctx, 0), op(a, ctx));
        };
    }
    for (const [name, op] of Object.entries(COUNT64)) {
        out[name] = (ctx) => write32(ctx, operandAt(ctx, 0), Number(op(src64(ctx, 1), ctx)));
    }
    out.s_cmov_b32 = (ctx) => {
        if (ctx.wave.scc)
            write32(ctx, operandAt(ctx, 0), src32(ctx, 1));
    };
    out.s_cmov_b64 = (ctx) => {
        if (ctx.wave.scc)
            write64(ctx, operandAt(ctx, 0), src64(ctx, 1));
    };
    for (const [name, op] of Object.entries(EXEC_OPS)) {
        out[`s_${name}_saveexec_b32`] = execForm(op, false, false);
        out[`s_${name}_saveexec_b64`] = execForm(op, true, false);
    }
    for (const name of ['andn1', 'andn2']) {
        out[`s_${name}_wrexec_b32`] = execForm(EXEC_OPS[name], false, true);
        out[`s_${name}_wrexec_b64`] = execForm(EXEC_OPS[name], true, true);
    }
    out.s_movrels_b32 = movrels(1);
    out.s_movrels_b64 = movrels(2);
    out.s_movreld_b32 = movreld(1);
    out.s_movreld_b64 = movreld(2);
    out.s_movrelsd_2_b32 = movrelsd2;
    out.s_bitset0_b32 = bitset(0, false);
    out.s_bitset1_b32 = bitset(1, false);
    out.s_bitset0_b64 = bitset(0, true);
    out.s_bitset1_b64 = bitset(1, true);
    return out;
}
/** SOP1 rules by mnemonic (program-counter moves excepted). */
export const SCALAR_UNARY_SEMANTICS = build();
//# sourceMappingURL=scalar-unary.js.map