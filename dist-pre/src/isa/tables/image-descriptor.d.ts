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
import { type DescriptorField } from './descriptor-fields.js';
export { DescriptorError, type DescriptorField } from './descriptor-fields.js';
/** SQ_SEL_XYZW01: what a DST_SEL picks (2 and 3 are reserved). */
export declare const DST_SEL: {
    0: string;
    1: string;
    4: string;
    5: string;
    6: string;
    7: string;
};
/** SQ_RSRC_IMG_TYPE (0..7 reserved; a buffer V# has TYPE 0 in its last two bits instead). */
export declare const IMAGE_TYPES: {
    readonly 8: "1D";
    readonly 9: "2D";
    readonly 10: "3D";
    readonly 11: "CUBE";
    readonly 12: "1D_ARRAY";
    readonly 13: "2D_ARRAY";
    readonly 14: "2D_MSAA";
    readonly 15: "2D_MSAA_ARRAY";
};
/** The image dimensionalities, as IMAGE_TYPES names them. */
export type ImageType = (typeof IMAGE_TYPES)[keyof typeof IMAGE_TYPES];
/** addrlib's AddrSwizzleMode values that gfx10.1 (no RB+, no VAR block) can hold in SW_MODE. */
export declare const SWIZZLE_MODES: {
    readonly 0: "LINEAR";
    readonly 1: "256B_S";
    readonly 2: "256B_D";
    readonly 5: "4KB_S";
    readonly 6: "4KB_D";
    readonly 9: "64KB_S";
    readonly 10: "64KB_D";
    readonly 17: "64KB_S_T";
    readonly 18: "64KB_D_T";
    readonly 21: "4KB_S_X";
    readonly 22: "4KB_D_X";
    readonly 24: "64KB_Z_X";
    readonly 25: "64KB_S_X";
    readonly 26: "64KB_D_X";
    readonly 27: "64KB_R_X";
};
/** A swizzle mode name. */
export type SwizzleModeName = (typeof SWIZZLE_MODES)[keyof typeof SWIZZLE_MODES];
/** SQ_IMG_RSRC_WORD0..7 of gfx10.1. */
export declare const IMAGE_RESOURCE_FIELDS: readonly DescriptorField[];
/** SQ_IMG_SAMP_WORD0..3 of gfx10.1 (DERIV_ADJUST_EN 0: the border color lives in word 3). */
export declare const SAMPLER_FIELDS: readonly DescriptorField[];
/** A decoded T#: the raw fields by name plus the values they stand for. */
export interface ImageResource {
    /** Every field of IMAGE_RESOURCE_FIELDS, raw. */
    readonly fields: Readonly<Record<string, number>>;
    /** 48-bit byte address (the low 8 bits are 0; on swizzled modes bits 8.. carry the pipe/bank XOR). */
    readonly base: number;
    /** Unified format code (0: INVALID, an unbound resource). */
    readonly format: number;
    readonly width: number;
    readonly height: number;
    /** DEPTH + 1: depth of a 3D image, slices of an array, faces of a cube (6 per cube). */
    readonly depth: number;
    readonly type: ImageType;
    readonly swizzleMode: SwizzleModeName;
    /** The raw SW_MODE value (addrlib's AddrSwizzleMode). */
    readonly swizzleModeCode: number;
    /** DST_SEL_X..W: 0 = 0, 1 = 1, 4..7 = x..w. */
    readonly dstSel: readonly [number, number, number, number];
    readonly baseLevel: number;
    readonly lastLevel: number;
    /** MAX_MIP + 1: mip levels of the resource (for MSAA: MAX_MIP is the sample count log2). */
    readonly mipLevels: number;
    readonly baseArray: number;
    readonly minLod: number;
    /** DCC compression in use. */
    readonly compressed: boolean;
    /** 48-bit byte address of the metadata. */
    readonly metaAddress: number;
}
/** Decodes the eight T# dwords (SGPR order); refuses reserved values. */
export declare function decodeImageResource(words: ArrayLike<number>): ImageResource;
/** What an encoder takes: the meaningful values (defaults: 2D, linear, identity swizzle, one level). */
export interface ImageResourceInit {
    readonly base: number;
    readonly format: number;
    readonly width: number;
    readonly height?: number;
    readonly depth?: number;
    readonly type?: ImageType;
    readonly swizzleMode?: SwizzleModeName;
    readonly dstSel?: readonly [number, number, number, number];
    readonly baseLevel?: number;
    readonly lastLevel?: number;
    readonly mipLevels?: number;
    readonly baseArray?: number;
    /** Raw values of any other field. */
    readonly fields?: Readonly<Record<string, number>>;
}
/** Encodes a T# (for tests and tools); refuses values that do not fit. */
export declare function encodeImageResource(init: ImageResourceInit): number[];
/** A decoded S#. */
export interface Sampler {
    readonly fields: Readonly<Record<string, number>>;
    /** CLAMP_X/Y/Z names. */
    readonly clamp: readonly [string, string, string];
    readonly unnormalized: boolean;
    readonly depthCompare: string;
    readonly xyMagFilter: string;
    readonly xyMinFilter: string;
    readonly zFilter: string;
    readonly mipFilter: string;
    readonly filterMode: string;
    readonly minLod: number;
    readonly maxLod: number;
    readonly lodBias: number;
    readonly maxAnisoRatio: number;
    readonly borderColorType: string;
    readonly borderColorPtr: number;
}
/** Decodes the four S# dwords; refuses reserved values. */
export declare function decodeSampler(words: ArrayLike<number>): Sampler;
/** What the sampler encoder takes, by field name (enumerations by value name, others raw). */
export interface SamplerInit {
    readonly clamp?: readonly [string, string, string];
    readonly unnormalized?: boolean;
    readonly xyMagFilter?: string;
    readonly xyMinFilter?: string;
    readonly zFilter?: string;
    readonly mipFilter?: string;
    readonly depthCompare?: string;
    readonly borderColorType?: string;
    /** Raw values of any other field. */
    readonly fields?: Readonly<Record<string, number>>;
}
/** Encodes an S# (for tests and tools). */
export declare function encodeSampler(init: SamplerInit): number[];
/** A field of the T# table by name (for tools that print or edit descriptors). */
export declare function imageResourceField(name: string): DescriptorField | undefined;
/** A field of the S# table by name. */
export declare function samplerField(name: string): DescriptorField | undefined;
