import { inlineConstantBits } from '../../isa/operands.js';
import { vop3pTable } from '../../isa/tables/vop3p.js';
import { F16, F32_FORMAT, f16, floatModeOf, fmaRounded } from '../float.js';
import { integerClampBit, outputModifiers, readOperand, vop } from './valu-core.js';
import { arith, FP16, FP32, fused, minMax } from './valu-fp.js';
function srcOperands(ctx) {
    return ctx.operands.filter((o) => !o.implicit && o.role === 'src');
}
/** The 32-bit value of a VOP3P source in `lane`. */
function raw(ctx, op, lane, floatKind) {
    if (op.kind === 'inline' && op.value >= 240 && op.value <= 248 && floatKind)
        return Number(inlineConstantBits(op.value, 16));
    return readOperand(ctx, op, lane, 32);
}
/** A packed op: `f` per half, on 16-bit patterns, with float or integer modifiers. */
function packed(n, float, f) {
    return (ctx) => {
        const wave = ctx.wave;
        const fl = ctx.inst.fields;
        const srcs = srcOperands(ctx);
        const dst = ctx.operands.find((o) => !o.implicit && o.role === 'dst');
        if (!dst)
            return;
        const mode = floatModeOf(wave);
        const bit = (fl.clamp ?? 0) !== 0;
        const clamp = float ? bit : integerClampBit(ctx, bit);
        const env = { lane: 0, wave, mode, clamp, maskIn: false, maskOut: false, old: 0, ctx };
        const out = [];
        for (let lane = 0; lane < wave.laneCount; lane++) {
            if (!wave.laneActive(lane))
                continue;
            env.lane = lane;
            const lo = [];
            const hi = [];
            for (let i = 0; i < n; i++) {
                const v = raw(ctx, srcs[i], lane, float);
                let l = ((fl.opsel ?? 0) >> i) & 1 ? v >>> 16 : v & 0xffff;
                let h = ((fl.opselHi ?? 0) >> i) & 1 ? v >>> 16 : v & 0xffff;
                if (float) {
                    if (((fl.negLo ?? 0) >> i) & 1)
                        l ^= 0x8000;
                    if (((fl.negHi ?? 0) >> i) & 1)
                        h ^= 0x8000;
                }
                lo.push(l);
                hi.push(h);
            }
            const one = (x) => {
                const r = f(x[0], x[1], (x[2] ?? 0), env);
                return float ? outputModifiers(r, 'f16', 0, clamp, mode) : r & 0xffff;
            };
            out[lane] = (one(lo) | (one(hi) << 16)) >>> 0;
        }
        out.forEach((v, lane) => {
            if (v !== undefined)
                wave.setVgpr(dst.value, lane, v);
        });
    };
}
const s16 = (x) => (x << 16) >> 16;
function satI(x, env) {
    return env.clamp ? Math.max(-32768, Math.min(32767, x)) : x;
}
function satU(x, env) {
    return env.clamp ? Math.max(0, Math.min(0xffff, x)) : x;
}
function f16op(op) {
    const a = arith(FP16, op);
    return (x, y, z, env) => a([x, y, z], env);
}
/**
 * v_fma_mix_f32 / mixlo / mixhi: sources as f32 or f16 halves; one fused rounding to the result type.
 */
function mix(result) {
    return (ctx) => {
        const wave = ctx.wave;
        const fl = ctx.inst.fields;
        const srcs = srcOperands(ctx);
        const dst = ctx.operands.find((o) => !o.implicit && o.role === 'dst');
        if (!dst)
            return;
        const mode = floatModeOf(wave);
        const clamp = (fl.clamp ?? 0) !== 0;
        const out = [];
        for (let lane = 0; lane < wave.laneCount; lane++) {
            if (!wave.laneActive(lane))
                continue;
            const x = [];
            let nanBits;
            for (let i = 0; i < 3; i++) {
                const op = srcs[i];
                const asF16 = ((fl.opselHi ?? 0) >> i) & 1;
                let v;
                if (asF16) {
                    const r = raw(ctx, op, lane, true);
                    let h = ((fl.opsel ?? 0) >> i) & 1 ? r >>> 16 : r & 0xffff;
                    if (((fl.negHi ?? 0) >> i) & 1)
                        h &= 0x7fff;
                    if (((fl.negLo ?? 0) >> i) & 1)
                        h ^= 0x8000;
                    v = f16(h);
                    if (FP16.isNaN(h) && nanBits === undefined)
                        nanBits = (h & 0x8000 ? 0x80000000 : 0) | 0x7fc00000 | ((h & 0x1ff) << 13);
                }
                else {
                    let r = FP32.flush(readOperand(ctx, op, lane, 32), mode);
                    if (((fl.negHi ?? 0) >> i) & 1)
                        r &= 0x7fffffff;
                    if (((fl.negLo ?? 0) >> i) & 1)
                        r ^= 0x80000000;
                    v = FP32.num(r >>> 0);
                    if (FP32.isNaN(r >>> 0) && nanBits === undefined)
                        nanBits = FP32.quiet(r >>> 0);
                }
                x.push(v);
            }
            const old = wave.getVgpr(dst.value, lane);
            if (result === 'f32') {
                let r;
                if (nanBits !== undefined)
                    r = nanBits >>> 0;
                else {
                    const b = fmaRounded(x[0], x[1], x[2], F32_FORMAT);
                    r = b === undefined ? 0x7fc00000 : FP32.flush(Number(b), mode);
                }
                out[lane] = outputModifiers(r, 'f32', 0, clamp, mode);
            }
            else {
                let r;
                if (nanBits !== undefined)
                    r = 0x7e00 | ((nanBits >>> 16) & 0x8000) | ((nanBits >>> 13) & 0x1ff);
                else {
                    const b = fmaRounded(x[0], x[1], x[2], F16);
                    r = b === undefined ? 0x7e00 : FP16.flush(Number(b), mode);
                }
                const h = outputModifiers(r, 'f16', 0, clamp, mode);
                out[lane] = result === 'lo' ? ((old & 0xffff0000) | h) >>> 0 : ((old & 0xffff) | (h << 16)) >>> 0;
            }
        }
        out.forEach((v, lane) => {
            if (v !== undefined)
                wave.setVgpr(dst.value, lane, v);
        });
    };
}
/** v_pk_fmac_f16 (VOP2): dst.lo = fma(src0.lo, src1.lo, dst.lo), likewise for the high halves. */
const pkFmac = vop({
    srcs: ['u32', 'u32'],
    dst: 'u32',
    fn: (s, env) => {
        const a = s[0];
        const b = s[1];
        const d = env.old;
        const lo = fused(FP16, a & 0xffff, b & 0xffff, d & 0xffff, env.mode);
        const hi = fused(FP16, a >>> 16, b >>> 16, d >>> 16, env.mode);
        return (lo | (hi << 16)) >>> 0;
    },
});
/** Packed and mixed-precision rules by mnemonic. */
export const VALU_PACKED = {
    v_pk_mad_i16: packed(3, false, (a, b, c, env) => satI(s16(a) * s16(b) + s16(c), env)),
    v_pk_mad_u16: packed(3, false, (a, b, c, env) => satU(a * b + c, env)),
    v_pk_mul_lo_u16: packed(2, false, (a, b) => Math.imul(a, b)),
    v_pk_add_i16: packed(2, false, (a, b, _c, env) => satI(s16(a) + s16(b), env)),
    v_pk_sub_i16: packed(2, false, (a, b, _c, env) => satI(s16(a) - s16(b), env)),
    v_pk_add_u16: packed(2, false, (a, b, _c, env) => satU(a + b, env)),
    v_pk_sub_u16: packed(2, false, (a, b, _c, env) => satU(a - b, env)),
    v_pk_lshlrev_b16: packed(2, false, (a, b) => b << (a & 15)),
    v_pk_lshrrev_b16: packed(2, false, (a, b) => b >>> (a & 15)),
    v_pk_ashrrev_i16: packed(2, false, (a, b) => s16(b) >> (a & 15)),
    v_pk_max_i16: packed(2, false, (a, b) => Math.max(s16(a), s16(b))),
    v_pk_min_i16: packed(2, false, (a, b) => Math.min(s16(a), s16(b))),
    v_pk_max_u16: packed(2, false, (a, b) => Math.max(a, b)),
    v_pk_min_u16: packed(2, false, (a, b) => Math.min(a, b)),
    v_pk_add_f16: packed(2, true, f16op((a, b) => a + b)),
    v_pk_mul_f16: packed(2, true, f16op((a, b) => a * b)),
    v_pk_fma_f16: packed(3, true, (a, b, c, env) => fused(FP16, a, b, c, env.mode)),
    v_pk_min_f16: packed(2, true, (a, b, _c, env) => minMax(FP16, a, b, false, env.mode)),
    v_pk_max_f16: packed(2, true, (a, b, _c, env) => minMax(FP16, a, b, true, env.mode)),
    v_fma_mix_f32: mix('f32'),
    v_fma_mixlo_f16: mix('lo'),
    v_fma_mixhi_f16: mix('hi'),
    v_pk_fmac_f16: pkFmac,
};
/** VOP3P opcodes the table knows (for coverage reports). */
export function vop3pMnemonics() {
    return vop3pTable('gfx1013').flatMap((op) => (op ? [op.mnemonic] : []));
}
//# sourceMappingURL=valu-packed.js.map