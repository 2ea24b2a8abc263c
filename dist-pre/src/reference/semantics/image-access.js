/**
 * Per-instruction view of a MIMG access: the T# from eight SGPRs (isa/tables/image-descriptor.ts),
 * the S# for sampler opcodes, each lane's address components (contiguous vaddr or NSA registers,
 * 32-bit or, with a16, 16-bit halves packed low first), and texel bytes in guest memory at the T#
 * base through the tiling model (reference/tiling.ts).
 *
 * Refused here: r128 (a 128-bit T#), tfe/lwe (the status dword is not specified), an instruction DIM
 * that is not the T#'s TYPE, DCC-compressed images (metadata not modelled), unbound T#s (FORMAT
 * INVALID: what a load returns through one is not stated by the RDNA 1 ISA), formats that are not
 * the unified buffer formats of reference/formats.ts, 3D views of slices (ARRAY_PITCH), and every
 * layout tiling.ts refuses.
 */
import { nsaAddress } from '../../isa/families/mimg-layout.js';
import { DescriptorError, decodeImageResource, decodeSampler, } from '../../isa/tables/image-descriptor.js';
import { MIMG_DIMS, MIMG_SHAPES } from '../../isa/tables/mimg.js';
import { bufferFormat } from '../formats.js';
import { PS5_PIPES_LOG2, surfaceLayout, TilingError, texelOffset } from '../tiling.js';
import { guestSpace, Refusal } from './buffer-common.js';
/** The dimensionality of a T# type. */
export function isArrayType(type) {
    return type.endsWith('ARRAY') || type === 'CUBE';
}
function descriptorGuard(body) {
    try {
        return body();
    }
    catch (e) {
        if (e instanceof DescriptorError || e instanceof TilingError)
            throw new Refusal(e.message);
        throw e;
    }
}
/** Decodes the T# (and S# when `withSampler`) of the instruction and the lane address reader. */
export function imageAccess(ctx, withSampler) {
    const fl = ctx.inst.fields;
    if (fl.r128)
        throw new Refusal('r128: a 128-bit T# is not modelled');
    if (fl.tfe || fl.lwe)
        throw new Refusal('tfe/lwe: the status dword of an image fetch is not specified');
    const at = fl.srsrc * 4;
    const rsrc = descriptorGuard(() => decodeImageResource(ctx.wave.sgpr.subarray(at, at + 8)));
    if (rsrc.format === 0)
        throw new Refusal('unbound T# (FORMAT INVALID): the result is not specified');
    const dim = MIMG_DIMS[fl.dim]?.suffix;
    if (dim !== rsrc.type)
        throw new Refusal(`instruction dim ${dim} differs from the T# type ${rsrc.type}`);
    if (rsrc.compressed)
        throw new Refusal('DCC-compressed image (COMPRESSION_EN): metadata is not modelled');
    if (rsrc.fields.ARRAY_PITCH !== 0)
        throw new Refusal('3D view of slices (ARRAY_PITCH) is not modelled');
    if (rsrc.type === '3D' && rsrc.baseArray !== 0)
        throw new Refusal('3D T# with BASE_ARRAY is not modelled');
    const format = bufferFormat(rsrc.format);
    if (!format)
        throw new Refusal(`image format ${rsrc.format} is not modelled (not a buffer format)`);
    const msaa = rsrc.type.startsWith('2D_MSAA');
    const samples = msaa ? 2 ** rsrc.lastLevel : 1;
    const is3d = rsrc.type === '3D';
    const slices = is3d ? rsrc.depth : isArrayType(rsrc.type) ? rsrc.depth : 1;
    const layout = descriptorGuard(() => surfaceLayout({
        swizzleMode: rsrc.swizzleMode,
        bytesPerElement: format.bytes,
        width: rsrc.width,
        height: rsrc.type.startsWith('1D') ? 1 : rsrc.height,
        slices,
        is3d,
        samples,
        mipLevels: msaa ? 1 : rsrc.mipLevels,
        pipesLog2: PS5_PIPES_LOG2,
    }));
    let sampler;
    if (withSampler) {
        const s = fl.ssamp * 4;
        sampler = descriptorGuard(() => decodeSampler(ctx.wave.sgpr.subarray(s, s + 4)));
    }
    const blockMask = 2 ** layout.blockBytesLog2 - 1;
    const xorModes = rsrc.swizzleMode.endsWith('_X') || rsrc.swizzleMode.endsWith('_T');
    const pipeBankXor = xorModes ? rsrc.base % (blockMask + 1) : 0;
    const surfaceBase = rsrc.base - pipeBankXor;
    if (!layout.linear && surfaceBase % (blockMask + 1) !== 0) {
        throw new Refusal(`T# base 0x${rsrc.base.toString(16)} is not aligned to its ${blockMask + 1}-byte block`);
    }
    const nsa = fl.nsa !== 0;
    const a16 = fl.a16 === 1;
    const register = (i) => (nsa ? nsaAddress(ctx.inst, i) : fl.vaddr + i);
    return {
        rsrc,
        ...(sampler ? { sampler } : {}),
        format,
        samples,
        layout,
        space: guestSpace(ctx),
        address(lane, count) {
            const out = [];
            for (let i = 0; i < count; i++) {
                if (!a16)
                    out.push(ctx.wave.getVgpr(register(i), lane));
                else
                    out.push((ctx.wave.getVgpr(register(i >> 1), lane) >>> (16 * (i & 1))) & 0xffff);
            }
            return out;
        },
        levelSize(level) {
            const depth = is3d ? Math.max(rsrc.depth >> level, 1) : slices;
            return [Math.max(rsrc.width >> level, 1), Math.max(layout.desc.height >> level, 1), depth];
        },
        texelAddress(c) {
            return (surfaceBase +
                descriptorGuard(() => texelOffset(layout, c.x, c.y, c.slice, c.sample, c.level, pipeBankXor)));
        },
    };
}
/** The address components an opcode takes for the instruction's dim (before any LOD/mip component). */
export function coordCount(ctx) {
    return MIMG_DIMS[ctx.inst.fields.dim]?.coords ?? 0;
}
/** Whether the opcode takes a trailing LOD/mip component. */
export function hasLodComponent(ctx) {
    const row = MIMG_SHAPES[ctx.inst.opcode]?.row;
    return row !== undefined && (row[4] & 1) !== 0;
}
/**
 * The texel an integer address (image_load/store/atomic) names, or undefined when it lies outside
 * the view. Components by dim: x; x y; x y z; x y face; x slice; x y slice; x y fragment;
 * x y slice fragment; then the mip level when the opcode has one.
 */
export function integerTexel(acc, comps, mip) {
    const r = acc.rsrc;
    const [c0 = 0, c1 = 0, c2 = 0, c3 = 0] = comps;
    let x = c0;
    let y = 0;
    let layer = 0;
    let sample = 0;
    switch (r.type) {
        case '1D':
            break;
        case '2D':
            y = c1;
            break;
        case '3D':
        case 'CUBE':
        case '2D_ARRAY':
            y = c1;
            layer = c2;
            break;
        case '1D_ARRAY':
            layer = c1;
            break;
        case '2D_MSAA':
            y = c1;
            sample = c2;
            break;
        case '2D_MSAA_ARRAY':
            y = c1;
            layer = c2;
            sample = c3;
            break;
    }
    x >>>= 0;
    const level = r.baseLevel + mip;
    if (mip >>> 0 > r.lastLevel - r.baseLevel || (acc.samples > 1 && mip !== 0))
        return undefined;
    const [w, h, d] = acc.levelSize(level);
    if (x >= w || y >>> 0 >= h || sample >>> 0 >= acc.samples)
        return undefined;
    if (r.type === '3D') {
        if (layer >>> 0 >= d)
            return undefined;
        return { x, y, slice: layer, sample, level };
    }
    const slice = r.baseArray + (layer >>> 0);
    if (slice >= d)
        return undefined;
    return { x, y: y >>> 0, slice, sample, level };
}
/** Reads the bytes of one texel. */
export function readTexel(acc, c) {
    return acc.space.read(acc.texelAddress(c), acc.format.bytes);
}
/** Writes the bytes of one texel. */
export function writeTexel(acc, c, bytes) {
    acc.space.write(acc.texelAddress(c), bytes);
}
//# sourceMappingURL=image-access.js.map