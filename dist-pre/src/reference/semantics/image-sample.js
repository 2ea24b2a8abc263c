/**
 * Sampling through an S#: image_sample, image_sample_l, image_sample_lz and image_gather4(_lz) on
 * 1D, 2D, 1D/2D arrays (and 3D with point filtering), normalized or unnormalized coordinates (the
 * instruction's unorm bit or FORCE_UNNORMALIZED), f32 or (a16) f16 coordinates, dmask, d16.
 *
 * Exact: point sampling and gathers, as long as no coordinate lies within 2^-8 of a texel (point) or
 * texel-centre (gather) edge without being on it: the hardware snaps coordinates to 8 fraction bits
 * of sub-texel precision, so such coordinates may pick the neighbour (refused). The view must have one
 * mip level and the magnification and minification filters must agree, so the LOD the hardware
 * computes (implicitly from derivatives for image_sample) cannot change the result.
 * Approximate: bilinear filtering, computed with exact weights in binary64 then rounded to f32 (f16 for
 * d16); the hardware quantizes weights to 8 bits, so results can differ by up to
 * BILINEAR_TOLERANCE of the spread of the four texels (docs/debt.md).
 *
 * Refused: border clamp modes reached by an out-of-range coordinate, anisotropic filters, MIN/MAX
 * reduction with bilinear, bilinear on integer formats or on NaN/infinite texels, cube and MSAA
 * images, layer coordinates halfway between layers or outside the view, gathers whose dmask does not
 * select one channel the T# passes through unswizzled.
 */
import { f16, f16Bits, f32, f32Bits } from '../float.js';
import { unpackElement } from '../formats.js';
import { guard, Refusal } from './buffer-common.js';
import { dmaskComponents, swizzledChannel, writeData } from './image.js';
import { coordCount, imageAccess, readTexel } from './image-access.js';
/**
 * Largest difference between a bilinear result and the hardware's, as a fraction of the spread
 * (max - min) of the four texels' channel, plus one unit in the last place of the result.
 */
export const BILINEAR_TOLERANCE = 2 ** -8;
/** Sub-texel precision of the texture unit's coordinate snapping (bits of fraction). */
const SUBTEXEL_BITS = 8;
/** Applies an S# clamp mode to a texel index, or refuses for border modes out of range. */
function wrapIndex(i, n, mode) {
    if (i >= 0 && i < n)
        return i;
    switch (mode) {
        case 'WRAP':
            return ((i % n) + n) % n;
        case 'MIRROR': {
            const m = ((i % (2 * n)) + 2 * n) % (2 * n);
            return m < n ? m : 2 * n - 1 - m;
        }
        case 'CLAMP_LAST_TEXEL':
            return Math.min(Math.max(i, 0), n - 1);
        case 'MIRROR_ONCE_LAST_TEXEL':
            return Math.min(i < 0 ? -1 - i : i, n - 1);
        default:
            throw new Refusal(`clamp mode ${mode} reached by texel ${i} of ${n}: border colors are not modelled`);
    }
}
/** Refuses a position whose floor the hardware's coordinate snapping could change. */
function checkEdge(t, what) {
    const frac = t - Math.floor(t);
    const near = Math.min(frac, 1 - frac);
    if (frac !== 0 && near < 2 ** -SUBTEXEL_BITS) {
        throw new Refusal(`${what} ${t} lies within 2^-${SUBTEXEL_BITS} of a texel edge (sub-texel snapping)`);
    }
}
/** The coordinate value of an address component (f32, or f16 with a16). */
function coordValue(ctx, raw) {
    return ctx.inst.fields.a16 === 1 ? f16(raw) : f32(raw);
}
/** Which filter the sampler applies when the LOD cannot matter. */
function filterOf(acc) {
    const s = acc.sampler;
    if (!s)
        throw new Refusal('sampler opcode without an S#');
    if (acc.rsrc.lastLevel !== acc.rsrc.baseLevel) {
        throw new Refusal('sampling a view of several mip levels: LOD selection is not modelled');
    }
    if (s.xyMagFilter !== s.xyMinFilter) {
        throw new Refusal(`mag filter ${s.xyMagFilter} differs from min filter ${s.xyMinFilter}: the LOD decides`);
    }
    if (s.xyMagFilter !== 'POINT' && s.xyMagFilter !== 'BILINEAR') {
        throw new Refusal(`filter ${s.xyMagFilter} is not modelled`);
    }
    if (s.xyMagFilter === 'BILINEAR' && s.filterMode !== 'BLEND') {
        throw new Refusal(`${s.filterMode} reduction filtering is not modelled`);
    }
    return s.xyMagFilter;
}
function position(ctx, acc, comps) {
    const r = acc.rsrc;
    const s = acc.sampler;
    const unnormalized = ctx.inst.fields.unorm === 1 || s.unnormalized;
    const [w, h, d] = acc.levelSize(r.baseLevel);
    const c = comps.map((x) => coordValue(ctx, x));
    for (const x of c)
        if (!Number.isFinite(x))
            throw new Refusal(`coordinate ${x} is not finite`);
    const scale = (x, n) => (unnormalized ? x : x * n);
    const layer = (x) => {
        const frac = x - Math.floor(x);
        if (frac === 0.5)
            throw new Refusal(`layer coordinate ${x} is halfway between layers`);
        const l = r.baseArray + Math.round(x);
        if (l < r.baseArray || l >= d)
            throw new Refusal(`layer coordinate ${x} is outside the view`);
        return l;
    };
    switch (r.type) {
        case '1D':
            return { u: scale(c[0], w), v: 0, w: 0, slice: 0 };
        case '1D_ARRAY':
            return { u: scale(c[0], w), v: 0, w: 0, slice: layer(c[1]) };
        case '2D':
            return { u: scale(c[0], w), v: scale(c[1], h), w: 0, slice: 0 };
        case '2D_ARRAY':
            return { u: scale(c[0], w), v: scale(c[1], h), w: 0, slice: layer(c[2]) };
        case '3D':
            if (unnormalized)
                throw new Refusal('unnormalized coordinates on a 3D image are not allowed');
            return {
                u: scale(c[0], w),
                v: scale(c[1], h),
                w: scale(c[2], d),
                slice: 0,
            };
        default:
            throw new Refusal(`sampling a ${r.type} image is not modelled`);
    }
}
/** Channels `wanted` (after DST_SEL) of the texel at integer indices, wrapped per the S#. */
function texelChannels(acc, i, j, k, slice, d16, wanted) {
    const s = acc.sampler;
    const r = acc.rsrc;
    const [w, h, d] = acc.levelSize(r.baseLevel);
    const x = wrapIndex(i, w, s.clamp[0]);
    const y = r.type.startsWith('1D') ? 0 : wrapIndex(j, h, s.clamp[1]);
    const z = r.type === '3D' ? wrapIndex(k, d, s.clamp[2]) : slice;
    const bytes = readTexel(acc, { x, y, slice: z, sample: 0, level: r.baseLevel });
    const raws = unpackElement(acc.format, bytes);
    return wanted.map((c) => swizzledChannel(acc, raws, d16, c));
}
function pointSample(acc, p, d16, wanted) {
    checkEdge(p.u, 'u');
    checkEdge(p.v, 'v');
    if (acc.rsrc.type === '3D') {
        if (acc.sampler?.zFilter !== 'POINT')
            throw new Refusal(`3D sampling with Z_FILTER ${acc.sampler?.zFilter}`);
        checkEdge(p.w, 'w');
    }
    return texelChannels(acc, Math.floor(p.u), Math.floor(p.v), Math.floor(p.w), p.slice, d16, wanted);
}
function bilinearSample(acc, p, d16, wanted) {
    const fmt = acc.format;
    if (fmt.number === 'uint' || fmt.number === 'sint')
        throw new Refusal(`bilinear filtering of ${fmt.name}`);
    if (acc.rsrc.type === '3D')
        throw new Refusal('filtering a 3D image is not modelled');
    const oneD = acc.rsrc.type.startsWith('1D');
    const tu = p.u - 0.5;
    const tv = oneD ? 0 : p.v - 0.5;
    const i0 = Math.floor(tu);
    const j0 = Math.floor(tv);
    const a = tu - i0;
    const b = tv - j0;
    const value = (bits) => {
        const x = f32(bits);
        if (!Number.isFinite(x))
            throw new Refusal('bilinear filtering of a NaN or infinite texel');
        return x;
    };
    const at = (i, j) => texelChannels(acc, i, j, 0, p.slice, false, wanted).map(value);
    const t00 = at(i0, j0);
    const t10 = at(i0 + 1, j0);
    const t01 = oneD ? t00 : at(i0, j0 + 1);
    const t11 = oneD ? t10 : at(i0 + 1, j0 + 1);
    return t00.map((v00, c) => {
        const top = v00 * (1 - a) + t10[c] * a;
        const bottom = t01[c] * (1 - a) + t11[c] * a;
        const x = top * (1 - b) + bottom * b;
        return d16 ? f16Bits(x) : f32Bits(x);
    });
}
function gather(acc, p, channel, d16) {
    const r = acc.rsrc;
    if (r.type !== '2D' && r.type !== '2D_ARRAY')
        throw new Refusal(`gather on a ${r.type} image`);
    if (r.dstSel[channel] !== 4 + channel) {
        throw new Refusal(`gather of channel ${'xyzw'[channel]} through a swizzling DST_SEL is not modelled`);
    }
    const tu = p.u - 0.5;
    const tv = p.v - 0.5;
    checkEdge(tu, 'u');
    checkEdge(tv, 'v');
    const i0 = Math.floor(tu);
    const j0 = Math.floor(tv);
    const pick = (i, j) => texelChannels(acc, i, j, 0, p.slice, d16, [channel])[0];
    // Result order: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
    return [pick(i0, j0 + 1), pick(i0 + 1, j0 + 1), pick(i0 + 1, j0), pick(i0, j0)];
}
function sample(op) {
    return (ctx) => guard(ctx, () => {
        const fl = ctx.inst.fields;
        const acc = imageAccess(ctx, true);
        const filter = filterOf(acc);
        const d16 = fl.d16 === 1;
        const comps = dmaskComponents(fl.dmask);
        if (op.gather && comps.length !== 1)
            throw new Refusal(`gather with dmask 0x${fl.dmask.toString(16)}`);
        const total = coordCount(ctx) + (op.lod ? 1 : 0);
        for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
            if (!ctx.wave.laneActive(lane))
                continue;
            const address = acc.address(lane, total);
            if (op.lod && !Number.isFinite(coordValue(ctx, address[total - 1]))) {
                throw new Refusal('LOD is not finite');
            }
            const p = position(ctx, acc, address);
            if (op.gather) {
                writeData(ctx, lane, gather(acc, p, comps[0], d16), d16);
                continue;
            }
            const values = filter === 'POINT' ? pointSample(acc, p, d16, comps) : bilinearSample(acc, p, d16, comps);
            writeData(ctx, lane, values, d16);
        }
    });
}
/** The sampling rules. */
export const IMAGE_SAMPLE_SEMANTICS = {
    image_sample: sample({ gather: false, lod: false }),
    image_sample_lz: sample({ gather: false, lod: false }),
    image_sample_l: sample({ gather: false, lod: true }),
    image_gather4: sample({ gather: true, lod: false }),
    image_gather4_lz: sample({ gather: true, lod: false }),
};
//# sourceMappingURL=image-sample.js.map