import { vop3Table } from '../../isa/tables/vop3.js';
import { writeScalar32 } from '../access.js';
import { ExecError } from '../errors.js';
import { M0, VGPR_COUNT } from '../wave.js';
import { readOperand } from './valu-core.js';
function explicit(ctx, role) {
    return ctx.operands.filter((o) => !o.implicit && o.role === role);
}
function fail(ctx, reason) {
    throw new ExecError(ctx.inst.pc, ctx.text(), reason);
}
function checkVgpr(ctx, index) {
    if (index < 0 || index >= VGPR_COUNT)
        fail(ctx, `relative VGPR index v${index} is outside v0..v${VGPR_COUNT - 1}`);
    return index;
}
const readfirstlane = (ctx) => {
    const [dst] = explicit(ctx, 'dst');
    const [src] = explicit(ctx, 'src');
    if (!dst || !src)
        return fail(ctx, 'missing operands');
    const wave = ctx.wave;
    let lane = 0;
    while (lane < wave.laneCount && !wave.laneActive(lane))
        lane++;
    if (lane === wave.laneCount)
        lane = 0;
    writeScalar32(wave, dst, readOperand(ctx, src, lane, 32));
};
const readlane = (ctx) => {
    const [dst] = explicit(ctx, 'dst');
    const [src, sel] = explicit(ctx, 'src');
    if (!dst || !src || !sel)
        return fail(ctx, 'missing operands');
    const lane = readOperand(ctx, sel, 0, 32) & (ctx.wave.laneCount - 1);
    writeScalar32(ctx.wave, dst, readOperand(ctx, src, lane, 32));
};
const writelane = (ctx) => {
    const [dst] = explicit(ctx, 'dst');
    const [src, sel] = explicit(ctx, 'src');
    if (!dst || !src || !sel)
        return fail(ctx, 'missing operands');
    const lane = readOperand(ctx, sel, 0, 32) & (ctx.wave.laneCount - 1);
    ctx.wave.setVgpr(dst.value, lane, readOperand(ctx, src, 0, 32));
};
/** The relative moves: the destination and/or the VGPR source are offset by M0 (movrelsd_2: two fields). */
function movrel(kind) {
    return (ctx) => {
        const [dst] = explicit(ctx, 'dst');
        const [src] = explicit(ctx, 'src');
        if (!dst || !src)
            return fail(ctx, 'missing operands');
        const m0 = ctx.wave.sgpr[M0];
        const srcOff = kind === 'sd2' ? m0 & 0x3ff : kind === 's' || kind === 'sd' ? m0 : 0;
        const dstOff = kind === 'sd2' ? (m0 >>> 16) & 0x3ff : kind === 'd' || kind === 'sd' ? m0 : 0;
        const wave = ctx.wave;
        const d = checkVgpr(ctx, dst.value + dstOff);
        const values = [];
        for (let lane = 0; lane < wave.laneCount; lane++) {
            if (!wave.laneActive(lane))
                continue;
            if (src.kind === 'vgpr')
                values[lane] = wave.getVgpr(checkVgpr(ctx, src.value + srcOff), lane);
            else
                values[lane] = readOperand(ctx, src, lane, 32);
        }
        values.forEach((v, lane) => {
            if (v !== undefined)
                wave.setVgpr(d, lane, v);
        });
    };
}
/** v_swap_b32 / v_swaprel_b32: exchange two VGPRs in active lanes. */
function swap(relative) {
    return (ctx) => {
        const [dst] = explicit(ctx, 'dst');
        const [src] = explicit(ctx, 'src');
        if (!dst || !src || src.kind !== 'vgpr')
            return fail(ctx, 'v_swap needs two VGPRs');
        const m0 = ctx.wave.sgpr[M0];
        const a = checkVgpr(ctx, dst.value + (relative ? (m0 >>> 16) & 0x3ff : 0));
        const b = checkVgpr(ctx, src.value + (relative ? m0 & 0x3ff : 0));
        const wave = ctx.wave;
        for (let lane = 0; lane < wave.laneCount; lane++) {
            if (!wave.laneActive(lane))
                continue;
            const x = wave.getVgpr(a, lane);
            wave.setVgpr(a, lane, wave.getVgpr(b, lane));
            wave.setVgpr(b, lane, x);
        }
    };
}
/**
 * v_permlane16_b32 / v_permlanex16_b32: each lane reads src0 from the lane of its row (x16: of the
 * other row of its pair) that the 64-bit selector {src2, src1} names in its nibble. op_sel[0] is
 * fetch-inactive, op_sel[1] bound_ctrl: an inactive source reads 0 with bound_ctrl, else the lane keeps
 * its value.
 */
function permlane(cross) {
    return (ctx) => {
        const [dst] = explicit(ctx, 'dst');
        const [src, s1, s2] = explicit(ctx, 'src');
        if (!dst || !src || !s1 || !s2 || src.kind !== 'vgpr')
            return fail(ctx, 'missing operands');
        const spec = vop3Table(ctx.target.mcpu)[ctx.inst.opcode];
        const opsel = spec ? (ctx.inst.fields.opsel ?? 0) : 0;
        const fi = (opsel & 1) !== 0;
        const bc = (opsel & 2) !== 0;
        const sel = (BigInt(readOperand(ctx, s2, 0, 32)) << 32n) | BigInt(readOperand(ctx, s1, 0, 32));
        const wave = ctx.wave;
        const out = [];
        for (let lane = 0; lane < wave.laneCount; lane++) {
            if (!wave.laneActive(lane))
                continue;
            const nibble = Number((sel >> BigInt(4 * (lane & 15))) & 15n);
            const row = cross ? (lane ^ 16) & ~15 : lane & ~15;
            const from = row + nibble;
            if (fi || wave.laneActive(from))
                out[lane] = wave.getVgpr(src.value, from);
            else
                out[lane] = bc ? 0 : wave.getVgpr(dst.value, lane);
        }
        out.forEach((v, lane) => {
            if (v !== undefined)
                wave.setVgpr(dst.value, lane, v);
        });
    };
}
/** Cross-lane and relative-addressing rules by mnemonic. */
export const VALU_LANE = {
    v_readfirstlane_b32: readfirstlane,
    v_readlane_b32: readlane,
    v_writelane_b32: writelane,
    v_movreld_b32: movrel('d'),
    v_movrels_b32: movrel('s'),
    v_movrelsd_b32: movrel('sd'),
    v_movrelsd_2_b32: movrel('sd2'),
    v_swap_b32: swap(false),
    v_swaprel_b32: swap(true),
    v_permlane16_b32: permlane(false),
    v_permlanex16_b32: permlane(true),
};
//# sourceMappingURL=valu-lane.js.map