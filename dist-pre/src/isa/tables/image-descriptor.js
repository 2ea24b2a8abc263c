/**
 * The gfx10 image resource (T#, eight dwords) and sampler (S#, four dwords) as one field table each:
 * the single source of truth the reference executor, the translator and the driver share for where a
 * descriptor field lives and what its values mean.
 *
 * Facts: Mesa 22.3.6 `src/amd/registers/gfx10-rsrc.json` (SQ_IMG_RSRC_WORD0..7, SQ_IMG_SAMP_WORD0..3;
 * the gfx10.1 layouts, not the `_gfx103` ones: gfx10.1 has no PITCH in word 4 and no BIG_PAGE), with
 * the enumerations that file leaves out taken from Mesa's gfx9.json, which gives the same fields the
 * same values (SQ_RSRC_IMG_TYPE, SQ_SEL_XYZW01, SQ_TEX_CLAMP, SQ_TEX_XY_FILTER, SQ_TEX_Z_FILTER,
 * SQ_TEX_MIP_FILTER, SQ_TEX_DEPTH_COMPARE, SQ_IMG_FILTER_TYPE, SQ_TEX_BORDER_COLOR). Swizzle mode
 * numbers are addrlib's AddrSwizzleMode. The agc register database does not hold these words (Mesa
 * keeps them in a separate file and at addresses outside the register spaces), hence this table.
 *
 * Decoding refuses values the hardware reserves (a reserved TYPE, dst_sel or filter) with a
 * DescriptorError naming the field and value; an all-zero-format T# decodes with `format` 0 so the
 * caller decides what an unbound resource does.
 */
import { byName, codeOf, DescriptorError, fields, fixed, readFields, writeFields, } from './descriptor-fields.js';
export { DescriptorError } from './descriptor-fields.js';
/** SQ_SEL_XYZW01: what a DST_SEL picks (2 and 3 are reserved). */
export const DST_SEL = {
    0: 'SQ_SEL_0',
    1: 'SQ_SEL_1',
    4: 'SQ_SEL_X',
    5: 'SQ_SEL_Y',
    6: 'SQ_SEL_Z',
    7: 'SQ_SEL_W',
};
/** SQ_RSRC_IMG_TYPE (0..7 reserved; a buffer V# has TYPE 0 in its last two bits instead). */
export const IMAGE_TYPES = {
    8: '1D',
    9: '2D',
    10: '3D',
    11: 'CUBE',
    12: '1D_ARRAY',
    13: '2D_ARRAY',
    14: '2D_MSAA',
    15: '2D_MSAA_ARRAY',
};
/** addrlib's AddrSwizzleMode values that gfx10.1 (no RB+, no VAR block) can hold in SW_MODE. */
export const SWIZZLE_MODES = {
    0: 'LINEAR',
    1: '256B_S',
    2: '256B_D',
    5: '4KB_S',
    6: '4KB_D',
    9: '64KB_S',
    10: '64KB_D',
    17: '64KB_S_T',
    18: '64KB_D_T',
    21: '4KB_S_X',
    22: '4KB_D_X',
    24: '64KB_Z_X',
    25: '64KB_S_X',
    26: '64KB_D_X',
    27: '64KB_R_X',
};
const BC_SWIZZLE = { 0: 'XYZW', 1: 'XWYZ', 2: 'WZYX', 3: 'WXYZ', 4: 'ZYXW', 5: 'YXWZ' };
const CLAMP = {
    0: 'WRAP',
    1: 'MIRROR',
    2: 'CLAMP_LAST_TEXEL',
    3: 'MIRROR_ONCE_LAST_TEXEL',
    4: 'CLAMP_HALF_BORDER',
    5: 'MIRROR_ONCE_HALF_BORDER',
    6: 'CLAMP_BORDER',
    7: 'MIRROR_ONCE_BORDER',
};
const COMPARE = {
    0: 'NEVER',
    1: 'LESS',
    2: 'EQUAL',
    3: 'LESSEQUAL',
    4: 'GREATER',
    5: 'NOTEQUAL',
    6: 'GREATEREQUAL',
    7: 'ALWAYS',
};
const XY_FILTER = { 0: 'POINT', 1: 'BILINEAR', 2: 'ANISO_POINT', 3: 'ANISO_BILINEAR' };
const Z_FILTER = { 0: 'NONE', 1: 'POINT', 2: 'LINEAR' };
const MIP_FILTER = { 0: 'NONE', 1: 'POINT', 2: 'LINEAR', 3: 'POINT_ANISO_ADJ' };
const FILTER_MODE = { 0: 'BLEND', 1: 'MIN', 2: 'MAX' };
const BORDER = { 0: 'TRANS_BLACK', 1: 'OPAQUE_BLACK', 2: 'OPAQUE_WHITE', 3: 'REGISTER' };
/** SQ_IMG_RSRC_WORD0..7 of gfx10.1. */
export const IMAGE_RESOURCE_FIELDS = fields([
    ['BASE_ADDRESS', 0, 0, 31, undefined, 'byte address bits 39:8 (256-byte aligned)'],
    ['BASE_ADDRESS_HI', 1, 0, 7, undefined, 'byte address bits 47:40'],
    ['MIN_LOD', 1, 8, 19, undefined, 'unsigned 4.8 fixed point'],
    ['FORMAT', 1, 20, 28, undefined, 'GFX10 unified format (isa/tables/mtbuf.ts names codes 0..127)'],
    ['WIDTH_LO', 1, 30, 31, undefined, 'width - 1, bits 1:0'],
    ['WIDTH_HI', 2, 0, 11, undefined, 'width - 1, bits 13:2'],
    ['HEIGHT', 2, 14, 27, undefined, 'height - 1'],
    ['RESOURCE_LEVEL', 2, 31, 31, undefined, 'must be 1'],
    ['DST_SEL_X', 3, 0, 2, DST_SEL],
    ['DST_SEL_Y', 3, 3, 5, DST_SEL],
    ['DST_SEL_Z', 3, 6, 8, DST_SEL],
    ['DST_SEL_W', 3, 9, 11, DST_SEL],
    ['BASE_LEVEL', 3, 12, 15, undefined, 'first mip level of the view'],
    ['LAST_LEVEL', 3, 16, 19, undefined, 'last mip level of the view (sample count log2 for MSAA)'],
    ['SW_MODE', 3, 20, 24, SWIZZLE_MODES],
    ['BC_SWIZZLE', 3, 25, 27, BC_SWIZZLE, 'border color component order'],
    ['TYPE', 3, 28, 31, IMAGE_TYPES],
    ['DEPTH', 4, 0, 12, undefined, 'depth - 1 (3D), last array slice (arrays), faces - 1 (cube)'],
    ['BASE_ARRAY', 4, 16, 28, undefined, 'first array slice of the view'],
    ['ARRAY_PITCH', 5, 0, 3, undefined, '3D views of slices; 0 for other images'],
    ['MAX_MIP', 5, 4, 7, undefined, 'mip levels of the resource - 1 (sample count log2 for MSAA)'],
    ['MIN_LOD_WARN', 5, 8, 19],
    ['PERF_MOD', 5, 20, 22],
    ['CORNER_SAMPLES', 5, 23, 23],
    ['LOD_HDW_CNT_EN', 5, 25, 25],
    ['PRT_DEFAULT', 5, 26, 26],
    ['COUNTER_BANK_ID', 6, 0, 7],
    ['ITERATE_256', 6, 10, 10],
    ['MAX_UNCOMPRESSED_BLOCK_SIZE', 6, 15, 16],
    ['MAX_COMPRESSED_BLOCK_SIZE', 6, 17, 18],
    ['META_PIPE_ALIGNED', 6, 19, 19],
    ['WRITE_COMPRESS_ENABLE', 6, 20, 20],
    ['COMPRESSION_EN', 6, 21, 21, undefined, 'DCC metadata in use'],
    ['ALPHA_IS_ON_MSB', 6, 22, 22],
    ['COLOR_TRANSFORM', 6, 23, 23],
    ['META_DATA_ADDRESS_LO', 6, 24, 31, undefined, 'metadata byte address bits 15:8'],
    ['META_DATA_ADDRESS', 7, 0, 31, undefined, 'metadata byte address bits 47:16'],
]);
/** SQ_IMG_SAMP_WORD0..3 of gfx10.1 (DERIV_ADJUST_EN 0: the border color lives in word 3). */
export const SAMPLER_FIELDS = fields([
    ['CLAMP_X', 0, 0, 2, CLAMP],
    ['CLAMP_Y', 0, 3, 5, CLAMP],
    ['CLAMP_Z', 0, 6, 8, CLAMP],
    ['MAX_ANISO_RATIO', 0, 9, 11, undefined, 'log2 of the anisotropy ratio'],
    ['DEPTH_COMPARE_FUNC', 0, 12, 14, COMPARE],
    ['FORCE_UNNORMALIZED', 0, 15, 15, undefined, 'coordinates in texels'],
    ['ANISO_THRESHOLD', 0, 16, 18],
    ['MC_COORD_TRUNC', 0, 19, 19],
    ['FORCE_DEGAMMA', 0, 20, 20],
    ['ANISO_BIAS', 0, 21, 26],
    ['TRUNC_COORD', 0, 27, 27],
    ['DISABLE_CUBE_WRAP', 0, 28, 28],
    ['FILTER_MODE', 0, 29, 30, FILTER_MODE],
    ['SKIP_DEGAMMA', 0, 31, 31],
    ['MIN_LOD', 1, 0, 11, undefined, 'unsigned 4.8 fixed point'],
    ['MAX_LOD', 1, 12, 23, undefined, 'unsigned 4.8 fixed point'],
    ['PERF_MIP', 1, 24, 27],
    ['PERF_Z', 1, 28, 31],
    ['LOD_BIAS', 2, 0, 13, undefined, 'signed 6.8 fixed point'],
    ['LOD_BIAS_SEC', 2, 14, 19],
    ['XY_MAG_FILTER', 2, 20, 21, XY_FILTER],
    ['XY_MIN_FILTER', 2, 22, 23, XY_FILTER],
    ['Z_FILTER', 2, 24, 25, Z_FILTER],
    ['MIP_FILTER', 2, 26, 27, MIP_FILTER],
    ['MIP_POINT_PRECLAMP', 2, 28, 28],
    ['ANISO_OVERRIDE', 2, 29, 29],
    ['BLEND_ZERO_PRT', 2, 30, 30],
    ['DERIV_ADJUST_EN', 2, 31, 31],
    ['BORDER_COLOR_PTR', 3, 0, 11],
    ['BORDER_COLOR_TYPE', 3, 30, 31, BORDER],
]);
const RSRC_BY_NAME = byName(IMAGE_RESOURCE_FIELDS);
const SAMP_BY_NAME = byName(SAMPLER_FIELDS);
/** The byte address in a T#'s BASE_ADDRESS words. */
function baseAddress(lo, hi) {
    return (hi * 2 ** 32 + lo) * 256;
}
/** Decodes the eight T# dwords (SGPR order); refuses reserved values. */
export function decodeImageResource(words) {
    const f = readFields('T#', IMAGE_RESOURCE_FIELDS, words, 8, false);
    const format = f.FORMAT;
    const g = (name) => f[name];
    if (format !== 0) {
        for (const field of IMAGE_RESOURCE_FIELDS) {
            if (field.values && field.values[g(field.name)] === undefined) {
                throw new DescriptorError('T#', field.name, g(field.name), 'reserved value');
            }
        }
        if (g('RESOURCE_LEVEL') !== 1)
            throw new DescriptorError('T#', 'RESOURCE_LEVEL', 0, 'must be 1 on gfx10');
    }
    const type = (IMAGE_TYPES[g('TYPE')] ?? '2D');
    const mode = (SWIZZLE_MODES[g('SW_MODE')] ?? 'LINEAR');
    return {
        fields: f,
        base: baseAddress(g('BASE_ADDRESS'), g('BASE_ADDRESS_HI')),
        format,
        width: (g('WIDTH_LO') | (g('WIDTH_HI') << 2)) + 1,
        height: g('HEIGHT') + 1,
        depth: g('DEPTH') + 1,
        type,
        swizzleMode: mode,
        swizzleModeCode: g('SW_MODE'),
        dstSel: [g('DST_SEL_X'), g('DST_SEL_Y'), g('DST_SEL_Z'), g('DST_SEL_W')],
        baseLevel: g('BASE_LEVEL'),
        lastLevel: g('LAST_LEVEL'),
        mipLevels: g('MAX_MIP') + 1,
        baseArray: g('BASE_ARRAY'),
        minLod: fixed(g('MIN_LOD'), 8),
        compressed: g('COMPRESSION_EN') === 1,
        metaAddress: (g('META_DATA_ADDRESS') * 256 + g('META_DATA_ADDRESS_LO')) * 256,
    };
}
/** Encodes a T# (for tests and tools); refuses values that do not fit. */
export function encodeImageResource(init) {
    if (init.base % 256 !== 0)
        throw new DescriptorError('T#', 'BASE_ADDRESS', init.base, 'not 256-byte aligned');
    const units = init.base / 256;
    const sel = init.dstSel ?? [4, 5, 6, 7];
    const w = init.width - 1;
    const type = codeOf(IMAGE_TYPES, init.type ?? '2D', 'TYPE', 'T#');
    const mode = codeOf(SWIZZLE_MODES, init.swizzleMode ?? 'LINEAR', 'SW_MODE', 'T#');
    const levels = init.mipLevels ?? 1;
    return writeFields('T#', RSRC_BY_NAME, 8, {
        BASE_ADDRESS: units % 2 ** 32,
        BASE_ADDRESS_HI: Math.floor(units / 2 ** 32),
        FORMAT: init.format,
        WIDTH_LO: w & 3,
        WIDTH_HI: w >>> 2,
        HEIGHT: (init.height ?? 1) - 1,
        RESOURCE_LEVEL: 1,
        DST_SEL_X: sel[0],
        DST_SEL_Y: sel[1],
        DST_SEL_Z: sel[2],
        DST_SEL_W: sel[3],
        BASE_LEVEL: init.baseLevel ?? 0,
        LAST_LEVEL: init.lastLevel ?? levels - 1,
        SW_MODE: mode,
        TYPE: type,
        DEPTH: (init.depth ?? 1) - 1,
        BASE_ARRAY: init.baseArray ?? 0,
        MAX_MIP: levels - 1,
        ...init.fields,
    });
}
/** Decodes the four S# dwords; refuses reserved values. */
export function decodeSampler(words) {
    const f = readFields('S#', SAMPLER_FIELDS, words, 4, true);
    const g = (name) => f[name];
    const name = (field) => SAMP_BY_NAME.get(field)?.values?.[g(field)] ?? String(g(field));
    if (g('DERIV_ADJUST_EN') === 1) {
        throw new DescriptorError('S#', 'DERIV_ADJUST_EN', 1, 'moves the border color into word 2 (not modelled)');
    }
    const bias = g('LOD_BIAS');
    return {
        fields: f,
        clamp: [name('CLAMP_X'), name('CLAMP_Y'), name('CLAMP_Z')],
        unnormalized: g('FORCE_UNNORMALIZED') === 1,
        depthCompare: name('DEPTH_COMPARE_FUNC'),
        xyMagFilter: name('XY_MAG_FILTER'),
        xyMinFilter: name('XY_MIN_FILTER'),
        zFilter: name('Z_FILTER'),
        mipFilter: name('MIP_FILTER'),
        filterMode: name('FILTER_MODE'),
        minLod: fixed(g('MIN_LOD'), 8),
        maxLod: fixed(g('MAX_LOD'), 8),
        lodBias: fixed(bias >= 1 << 13 ? bias - (1 << 14) : bias, 8),
        maxAnisoRatio: g('MAX_ANISO_RATIO'),
        borderColorType: name('BORDER_COLOR_TYPE'),
        borderColorPtr: g('BORDER_COLOR_PTR'),
    };
}
/** Encodes an S# (for tests and tools). */
export function encodeSampler(init) {
    const clamp = init.clamp ?? ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL'];
    return writeFields('S#', SAMP_BY_NAME, 4, {
        CLAMP_X: codeOf(CLAMP, clamp[0], 'CLAMP_X', 'S#'),
        CLAMP_Y: codeOf(CLAMP, clamp[1], 'CLAMP_Y', 'S#'),
        CLAMP_Z: codeOf(CLAMP, clamp[2], 'CLAMP_Z', 'S#'),
        FORCE_UNNORMALIZED: init.unnormalized ? 1 : 0,
        XY_MAG_FILTER: codeOf(XY_FILTER, init.xyMagFilter ?? 'POINT', 'XY_MAG_FILTER', 'S#'),
        XY_MIN_FILTER: codeOf(XY_FILTER, init.xyMinFilter ?? 'POINT', 'XY_MIN_FILTER', 'S#'),
        Z_FILTER: codeOf(Z_FILTER, init.zFilter ?? 'NONE', 'Z_FILTER', 'S#'),
        MIP_FILTER: codeOf(MIP_FILTER, init.mipFilter ?? 'NONE', 'MIP_FILTER', 'S#'),
        DEPTH_COMPARE_FUNC: codeOf(COMPARE, init.depthCompare ?? 'NEVER', 'DEPTH_COMPARE_FUNC', 'S#'),
        BORDER_COLOR_TYPE: codeOf(BORDER, init.borderColorType ?? 'TRANS_BLACK', 'BORDER_COLOR_TYPE', 'S#'),
        MAX_LOD: 15 << 8,
        ...init.fields,
    });
}
/** A field of the T# table by name (for tools that print or edit descriptors). */
export function imageResourceField(name) {
    return RSRC_BY_NAME.get(name);
}
/** A field of the S# table by name. */
export function samplerField(name) {
    return SAMP_BY_NAME.get(name);
}
//# sourceMappingURL=image-descriptor.js.map