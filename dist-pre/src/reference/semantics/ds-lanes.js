import { guard, Refusal } from './buffer-common.js';
function reverse5(v) {
    let r = 0;
    for (let b = 0; b < 5; b++)
        if (v & (1 << b))
            r |= 1 << (4 - b);
    return r;
}
function popcount(v) {
    let c = 0;
    for (let x = v; x; x &= x - 1)
        c++;
    return c;
}
/** The source lane of lane `i` for a ds_swizzle offset. */
export function swizzleSource(offset, i) {
    if (offset >= 0xe000) {
        const mask = offset & 0x1f;
        return (reverse5(i & 0x1f) >>> popcount(mask)) | (i & mask) | (i & 0x20);
    }
    if (offset >= 0xc000) {
        const mask = offset & 0x1f;
        if (mask !== 0)
            throw new Refusal(`ds_swizzle rotate with mask ${mask}: the ISA's pseudo-code and examples disagree`);
        let rotate = (offset >>> 5) & 0x1f;
        if (offset & 0x400)
            rotate = -rotate;
        return ((i + rotate) & 0x1f) | (i & 0x20);
    }
    if (offset & 0x8000)
        return (i & ~3) | ((offset >>> (2 * (i & 3))) & 3);
    const and = offset & 0x1f;
    const or = (offset >>> 5) & 0x1f;
    const xor = (offset >>> 10) & 0x1f;
    return (((i & 0x1f & and) | or) ^ xor) | (i & 0x20);
}
function dsOffset(ctx) {
    return ctx.inst.fields.offset0 | (ctx.inst.fields.offset1 << 8);
}
function noGds(ctx) {
    if (ctx.inst.fields.gds)
        throw new Refusal(`${ctx.inst.mnemonic} with gds: no GDS in compute here`);
}
const swizzle = (ctx) => guard(ctx, () => {
    noGds(ctx);
    const { wave } = ctx;
    const f = ctx.inst.fields;
    const offset = dsOffset(ctx);
    const out = [];
    for (let i = 0; i < wave.laneCount; i++) {
        const j = swizzleSource(offset, i);
        out.push(wave.laneActive(j) ? wave.getVgpr(f.addr, j) : 0);
    }
    for (let i = 0; i < wave.laneCount; i++)
        if (wave.laneActive(i))
            wave.setVgpr(f.vdst, i, out[i]);
});
/** The lane a permute index selects: bits [6:2] of (index + offset0), within the lane's half. */
function permuteLane(ctx, lane) {
    const f = ctx.inst.fields;
    if (f.offset1 !== 0) {
        throw new Refusal(`${ctx.inst.mnemonic} offset ${dsOffset(ctx)} above 255: the ISA adds only offset0`);
    }
    const index = (ctx.wave.getVgpr(f.addr, lane) + f.offset0) >>> 0;
    return (lane & 0x20) | ((index >>> 2) & 0x1f);
}
const permute = (ctx) => guard(ctx, () => {
    const { wave } = ctx;
    const f = ctx.inst.fields;
    const tmp = new Array(wave.laneCount).fill(0);
    const writer = new Array(wave.laneCount).fill(-1);
    for (let i = 0; i < wave.laneCount; i++) {
        if (!wave.laneActive(i))
            continue;
        const dst = permuteLane(ctx, i);
        const value = wave.getVgpr(f.data0, i);
        const prev = writer[dst];
        if (prev >= 0 && tmp[dst] !== value) {
            throw new Refusal(`ds_permute_b32: lanes ${prev} and ${i} send different values to lane ${dst}`);
        }
        writer[dst] = i;
        tmp[dst] = value;
    }
    for (let i = 0; i < wave.laneCount; i++)
        if (wave.laneActive(i))
            wave.setVgpr(f.vdst, i, tmp[i]);
});
const bpermute = (ctx) => guard(ctx, () => {
    const { wave } = ctx;
    const f = ctx.inst.fields;
    const tmp = new Array(wave.laneCount).fill(0);
    for (let i = 0; i < wave.laneCount; i++) {
        if (!wave.laneActive(i))
            continue;
        const src = permuteLane(ctx, i);
        tmp[i] = wave.laneActive(src) ? wave.getVgpr(f.data0, src) : 0;
    }
    for (let i = 0; i < wave.laneCount; i++)
        if (wave.laneActive(i))
            wave.setVgpr(f.vdst, i, tmp[i]);
});
/** Rules of the lane-crossing DS instructions. */
export const DS_LANE_SEMANTICS = {
    ds_swizzle_b32: swizzle,
    ds_permute_b32: permute,
    ds_bpermute_b32: bpermute,
};
//# sourceMappingURL=ds-lanes.js.map