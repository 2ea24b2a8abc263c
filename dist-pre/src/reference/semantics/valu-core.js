/**
 * The machinery every VALU rule shares: the per-instruction view of its operands and modifiers (VOP3
 * abs/neg/op_sel/clamp/omod, DPP16/DPP8 lane selection with row/bank masks, bound_ctrl and fetch
 * inactive, SDWA selects with sign extension and dst_sel/dst_unused), reading sources per lane at a
 * rule-declared type, and writing results only to lanes whose EXEC bit is set. Lane-mask results
 * (compares, carries) are written for every lane, with 0 in inactive lanes.
 *
 * A rule is built from a spec (source types, result type, a per-lane function); the e32, e64, DPP
 * and SDWA forms of one mnemonic share that rule. All lanes are read before any lane is written, so
 * DPP and an overlapping destination behave as one instruction. 16-bit results replace only their half
 * of the VGPR (gfx10 keeps the other half), or the SDWA-selected field.
 */
import { valuModifiers } from '../../isa/families/valu-modifiers.js';
import { inlineConstantBits } from '../../isa/operands.js';
import { integerClampOf, meaninglessClampReason, meaninglessOmodReason, } from '../../isa/tables/integer-clamp.js';
import { operandFailure, readLane32, readLane64 } from '../access.js';
import { ExecError } from '../errors.js';
import { F16, F32_FORMAT, F64_FORMAT, f16, f32, f64, floatModeOf, isNaN64, isNaNBits, roundNumber, } from '../float.js';
const VIEWS = new WeakMap();
function slotIndex(field) {
    if (field === 'src0')
        return 0;
    if (field === 'src1' || field === 'vsrc1')
        return 1;
    if (field === 'src2')
        return 2;
    return -1;
}
function buildView(ctx) {
    const { inst, operands } = ctx;
    const explicit = operands.filter((o) => !o.implicit);
    const dataSrcs = explicit.filter((o) => o.role === 'src' && o.type !== 'mask');
    const maskSrc = explicit.find((o) => o.role === 'src' && o.type === 'mask');
    const dst = explicit.find((o) => o.role === 'dst' && o.type !== 'mask');
    const maskDst = explicit.find((o) => o.role === 'dst' && o.type === 'mask');
    const { srcs: mods, clamp, omod, dstHi, dpp, dstSel, dstUnused } = valuModifiers(inst, ctx.target.mcpu);
    const srcs = dataSrcs.map((op) => {
        const i = slotIndex(op.field);
        const m = i >= 0
            ? mods[i]
            : { abs: false, neg: false, hi: false, sel: 6, sext: false };
        return { op, ...m };
    });
    return { srcs, maskSrc, dst, maskDst, clamp, omod, dstHi, dpp, dstSel, dstUnused };
}
/** The (cached) view of the instruction being executed. */
export function viewOf(ctx) {
    let v = VIEWS.get(ctx.inst);
    if (!v) {
        v = buildView(ctx);
        VIEWS.set(ctx.inst, v);
    }
    return v;
}
/** The inline-constant code of an operand (VOP1/2/C metadata carries bits, VOP3 the code). */
function inlineCode(inst, op) {
    if (inst.encoding === 'VOP3' || inst.encoding === 'VOP3P')
        return op.value;
    if (op.field === 'src0')
        return inst.form === 'sdwa' ? (inst.fields.ext ?? 0) & 0xff : (inst.fields.src0 ?? 0);
    return inst.fields.vsrc1 ?? 0;
}
function widthOf(t) {
    return t === 'u16' || t === 'f16' ? 16 : t === 'u64' || t === 'f64' ? 64 : 32;
}
/**
 * The raw bits of operand `op` in `lane` at `width` (16-bit reads return the 32-bit dword; the caller
 * picks the half). Inline constants use the constant's pattern at that width; 16-bit integer and float
 * constants sit in the low half, sign-extended for integers.
 */
export function readOperand(ctx, op, lane, width) {
    try {
        if (op.kind === 'inline') {
            const code = inlineCode(ctx.inst, op);
            if (width === 64)
                return inlineConstantBits(code, 64);
            const bits = Number(inlineConstantBits(code, 32));
            if (width === 16 && code >= 240)
                return Number(inlineConstantBits(code, 16));
            return bits;
        }
        if (width === 64) {
            if (op.kind === 'literal')
                return op.type === 'f64' ? BigInt(op.value >>> 0) << 32n : BigInt(op.value >>> 0);
            return readLane64(ctx.wave, op, lane, ctx.apertures);
        }
        return readLane32(ctx.wave, op, lane, 0, ctx.apertures);
    }
    catch (e) {
        return operandFailure(ctx.inst.pc, ctx.text(), e);
    }
}
function sdwaSelect(v, sel, sext) {
    if (sel >= 6)
        return v >>> 0;
    const size = sel >= 4 ? 16 : 8;
    const shift = sel >= 4 ? (sel - 4) * 16 : sel * 8;
    const field = (v >>> shift) & (size === 16 ? 0xffff : 0xff);
    if (!sext)
        return field;
    return ((field << (32 - size)) >> (32 - size)) >>> 0;
}
/** Applies neg/abs to a float pattern of `t`. */
function floatMods(v, t, abs, neg) {
    if (!abs && !neg)
        return v;
    if (t === 'f64') {
        let b = v;
        if (abs)
            b &= 0x7fffffffffffffffn;
        if (neg)
            b ^= 0x8000000000000000n;
        return b;
    }
    const sign = t === 'f16' ? 0x8000 : 0x80000000;
    let b = v;
    if (abs)
        b &= ~sign;
    if (neg)
        b ^= sign;
    return b >>> 0;
}
/** Reads source slot `s` at type `t` in `lane`, from `fromLane` (DPP src0), with its modifiers. */
function readSlot(ctx, slot, t, fromLane) {
    const width = widthOf(t);
    let v = readOperand(ctx, slot.op, fromLane, width);
    if (width !== 64) {
        let n = v;
        if (ctx.inst.form === 'sdwa')
            n = sdwaSelect(n, slot.sel, slot.sext);
        if (width === 16)
            n = slot.hi ? n >>> 16 : n & 0xffff;
        v = n >>> 0;
    }
    if (t === 'f16' || t === 'f32' || t === 'f64')
        v = floatMods(v, t, slot.abs, slot.neg);
    return v;
}
/** Source lane of a DPP16 control for `lane`, or -1 when it lies outside the row. */
function dpp16Source(ctrl, lane) {
    const row = lane & ~15;
    const i = lane & 15;
    if (ctrl <= 0xff)
        return (lane & ~3) + ((ctrl >>> ((lane & 3) * 2)) & 3);
    const n = ctrl & 15;
    const group = ctrl & 0x1f0;
    if (group === 0x100 && n > 0)
        return i + n < 16 ? lane + n : -1;
    if (group === 0x110 && n > 0)
        return i - n >= 0 ? lane - n : -1;
    // row_ror:n rotates right (toward higher lanes, like row_shr): lane i reads row lane (i - n) mod 16.
    if (group === 0x120 && n > 0)
        return row + ((i - n) & 15);
    if (ctrl === 0x140)
        return row + (15 - i);
    if (ctrl === 0x141)
        return (lane & ~7) + (7 - (lane & 7));
    if (group === 0x150)
        return row + n;
    if (group === 0x160)
        return row + (i ^ n);
    return -2;
}
/**
 * For each lane: the lane src0 reads (the lane itself without DPP), -1 when the lane reads zero
 * (an invalid source with bound_ctrl, or an inactive DPP8 source), or undefined when the lane is
 * not written (masked by row/bank mask, or an invalid source without bound_ctrl).
 */
function sourceLanes(ctx, view) {
    const wave = ctx.wave;
    const n = wave.laneCount;
    const out = new Array(n);
    const dpp = view.dpp;
    for (let lane = 0; lane < n; lane++) {
        if (!wave.laneActive(lane))
            continue;
        if (!dpp) {
            out[lane] = lane;
            continue;
        }
        if (dpp.kind === 'dpp8') {
            const src = (lane & ~7) + ((dpp.selects >>> (3 * (lane & 7))) & 7);
            out[lane] = dpp.fi || wave.laneActive(src) ? src : -1;
            continue;
        }
        if (((dpp.rowMask >> (lane >> 4)) & 1) === 0 || ((dpp.bankMask >> ((lane >> 2) & 3)) & 1) === 0)
            continue;
        const src = dpp16Source(dpp.ctrl, lane);
        if (src === -2)
            throw new ExecError(ctx.inst.pc, ctx.text(), `dpp_ctrl 0x${dpp.ctrl.toString(16)} is not valid on gfx10`);
        const valid = src >= 0 && (dpp.fi || wave.laneActive(src));
        out[lane] = valid ? src : dpp.boundCtrl ? -1 : undefined;
    }
    return out;
}
/** Reads every source of `lane` at the rule's types (zero for a DPP src0 that reads zero). */
function readSources(ctx, view, types, lane, from) {
    const vals = [];
    for (let i = 0; i < types.length; i++) {
        const slot = view.srcs[i];
        const t = types[i];
        if (!slot)
            throw new ExecError(ctx.inst.pc, ctx.text(), `missing source ${i}`);
        if (i === 0 && view.dpp && from === -1) {
            vals.push(floatMods(t === 'u64' || t === 'f64' ? 0n : 0, t, slot.abs, slot.neg));
        }
        else {
            vals.push(readSlot(ctx, slot, t, i === 0 && view.dpp ? from : lane));
        }
    }
    return vals;
}
/** Applies omod then clamp to a float result of `t` (NaN passes omod; clamp turns it into 0 with DX10_CLAMP). */
export function outputModifiers(v, t, omod, clamp, mode) {
    if (t !== 'f16' && t !== 'f32' && t !== 'f64')
        return v;
    if (omod === 0 && !clamp)
        return v;
    const fmt = t === 'f64' ? F64_FORMAT : t === 'f32' ? F32_FORMAT : F16;
    const nan = t === 'f64' ? isNaN64(v) : isNaNBits(v, t === 'f32' ? 32 : 16);
    let x = t === 'f64' ? f64(v) : t === 'f32' ? f32(v) : f16(v);
    let out = v;
    if (omod !== 0 && !nan) {
        x *= omod === 1 ? 2 : omod === 2 ? 4 : 0.5;
        const r = roundNumber(x, fmt, 'rne');
        out = t === 'f64' ? r : Number(r);
        x = t === 'f64' ? f64(r) : t === 'f32' ? f32(Number(r)) : f16(Number(r));
    }
    if (!clamp)
        return out;
    if (nan)
        return mode.dx10Clamp ? (t === 'f64' ? 0n : 0) : out;
    const c = x <= 0 ? 0 : x >= 1 ? 1 : undefined;
    if (c === undefined)
        return out;
    const r = roundNumber(c, fmt, 'rne');
    return t === 'f64' ? r : Number(r);
}
/** Writes a 32-bit result to `lane` through the SDWA dst_sel/dst_unused or the 16-bit half rules. */
function writeLane(ctx, view, dst, t, lane, v) {
    const wave = ctx.wave;
    const reg = dst.value;
    if (dst.kind !== 'vgpr')
        throw new ExecError(ctx.inst.pc, ctx.text(), `destination ${dst.kind} is not a VGPR`);
    if (t === 'u64' || t === 'f64') {
        const b = v;
        wave.setVgpr(reg, lane, Number(b & 0xffffffffn));
        wave.setVgpr(reg + 1, lane, Number((b >> 32n) & 0xffffffffn));
        return;
    }
    let n = v >>> 0;
    const old = wave.getVgpr(reg, lane);
    if (ctx.inst.form === 'sdwa') {
        const sel = view.dstSel;
        if (sel < 6) {
            const size = sel >= 4 ? 16 : 8;
            const shift = sel >= 4 ? (sel - 4) * 16 : sel * 8;
            const sizeMask = size === 16 ? 0xffff : 0xff;
            const fieldMask = (sizeMask << shift) >>> 0;
            const field = ((n & sizeMask) << shift) >>> 0;
            const negative = ((n >>> (size - 1)) & 1) === 1;
            if (view.dstUnused === 2)
                n = (old & ~fieldMask) | field;
            else if (view.dstUnused === 1 && negative && shift + size < 32)
                n = field | ((0xffffffff << (shift + size)) >>> 0);
            else
                n = field;
        }
        wave.setVgpr(reg, lane, n >>> 0);
        return;
    }
    if (t === 'u16' || t === 'f16') {
        n &= 0xffff;
        n = view.dstHi ? (old & 0xffff) | (n << 16) : (old & 0xffff0000) | n;
    }
    wave.setVgpr(reg, lane, n >>> 0);
}
/**
 * The clamp bit an integer rule sees (src/isa/tables/integer-clamp.ts): set only where it saturates,
 * cleared where it has no effect; refused (with omod) where the ISA gives it no meaning.
 */
export function integerClampBit(ctx, clamp, omod = 0) {
    const mnemonic = ctx.inst.mnemonic;
    if (omod !== 0)
        throw new ExecError(ctx.inst.pc, ctx.text(), meaninglessOmodReason(mnemonic));
    if (!clamp)
        return false;
    const meaning = integerClampOf(mnemonic);
    if (meaning === undefined)
        throw new ExecError(ctx.inst.pc, ctx.text(), meaninglessClampReason(mnemonic));
    return meaning === 'saturates';
}
/** The old destination value in `lane` at type `t` (zero when there is no VGPR destination). */
function oldValue(ctx, dst, t, lane, hi) {
    if (dst?.kind !== 'vgpr')
        return t === 'u64' || t === 'f64' ? 0n : 0;
    const lo = ctx.wave.getVgpr(dst.value, lane);
    if (t === 'u64' || t === 'f64')
        return BigInt(lo) | (BigInt(ctx.wave.getVgpr(dst.value + 1, lane)) << 32n);
    if (t === 'u16' || t === 'f16')
        return hi ? lo >>> 16 : lo & 0xffff;
    return lo;
}
/** Builds the rule of a lane-wise VALU operation. */
export function vop(spec) {
    const floatOut = spec.floatOut ?? (spec.dst === 'f16' || spec.dst === 'f32' || spec.dst === 'f64');
    return (ctx) => {
        const view = viewOf(ctx);
        const wave = ctx.wave;
        const n = wave.laneCount;
        const mode = floatModeOf(wave);
        const maskIn = view.maskSrc ? wave.readMask(view.maskSrc.value) : 0n;
        const from = sourceLanes(ctx, view);
        const results = new Array(n);
        let maskOut = 0n;
        const env = {
            lane: 0,
            wave,
            mode,
            clamp: floatOut ? view.clamp : integerClampBit(ctx, view.clamp, view.omod),
            maskIn: false,
            maskOut: false,
            old: 0,
            ctx,
        };
        for (let lane = 0; lane < n; lane++) {
            const src = from[lane];
            if (src === undefined)
                continue;
            env.lane = lane;
            env.maskIn = ((maskIn >> BigInt(lane)) & 1n) === 1n;
            env.maskOut = false;
            env.old = oldValue(ctx, view.dst, spec.dst, lane, view.dstHi);
            let r = spec.fn(readSources(ctx, view, spec.srcs, lane, src), env);
            if (floatOut)
                r = outputModifiers(r, spec.dst, view.omod, view.clamp, mode);
            results[lane] = r;
            if (env.maskOut)
                maskOut |= 1n << BigInt(lane);
        }
        if (view.dst && spec.dst !== 'none') {
            for (let lane = 0; lane < n; lane++) {
                const r = results[lane];
                if (r !== undefined)
                    writeLane(ctx, view, view.dst, spec.dst, lane, r);
            }
        }
        if (view.maskDst)
            wave.writeMask(view.maskDst.value, maskOut);
    };
}
/** Builds the rule of a compare: the mask goes to VCC/SGPRs, or to EXEC for v_cmpx (inactive lanes 0). */
export function vopc(srcs, test, writesExec) {
    return (ctx) => {
        const view = viewOf(ctx);
        const wave = ctx.wave;
        const mode = floatModeOf(wave);
        const from = sourceLanes(ctx, view);
        let mask = 0n;
        // Compares have no float result: the table makes their clamp bit a no-op and omod refused.
        integerClampBit(ctx, view.clamp, view.omod);
        const env = { lane: 0, wave, mode, clamp: false, maskIn: false, maskOut: false, old: 0, ctx };
        for (let lane = 0; lane < wave.laneCount; lane++) {
            const src = from[lane];
            if (src === undefined)
                continue;
            env.lane = lane;
            if (test(readSources(ctx, view, srcs, lane, src), env))
                mask |= 1n << BigInt(lane);
        }
        if (writesExec)
            wave.exec = mask;
        else if (view.maskDst)
            wave.writeMask(view.maskDst.value, mask);
    };
}
//# sourceMappingURL=valu-core.js.map