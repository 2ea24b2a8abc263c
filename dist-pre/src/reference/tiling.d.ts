/**
 * Where a texel of a gfx10.1 image lives: a CPU model of addrlib's surface layout mapping (x, y,
 * slice, sample) to a byte offset, for LINEAR and the swizzled 256B/4KB/64KB S, D, R and Z modes
 * (with their _X pipe/bank XOR forms and the _T forms).
 *
 * The swizzled modes follow addrlib's Gfx10Lib::ComputeSurfaceAddrFromCoordMacroTiled: a surface is
 * a row-major grid of blocks (2^blockBytesLog2 bytes; width, height and, for thick 3D modes, depth
 * from ComputeThinBlockDimension / ComputeThickBlockDimension), each slice (or slab of blockDepth
 * slices) one after another; inside a block, bit i of the offset is the XOR of the coordinate bits
 * of pattern bit i (swizzle-patterns.generated.ts). The _X patterns also XOR coordinate bits above the
 * block into the pipe and bank bits, so the pattern is applied to the full coordinates, as addrlib
 * does. The pattern row depends on the pipe count (GB_ADDR_CONFIG.NUM_PIPES) for _X and _T modes.
 * The pipe/bank XOR a driver puts in the T# base address (bits 8 and up, below the block size) is
 * XORed into the in-block offset (`pipeBankXor`).
 *
 * Limits (refused with TilingError): swizzled surfaces with more than one mip level (the gfx10 mip
 * tail is not modelled); MSAA other than with the Z_X/R_X modes; mode/dimension pairs addrlib does
 * not allow. LINEAR supports mip chains (smallest level first, each level's pitch aligned to 256
 * bytes, as Gfx10Lib::HwlComputeSurfaceInfoLinear lays them out).
 *
 * PS5: 16 pipes (GB_ADDR_CONFIG.NUM_PIPES = 4), the value the agc HTILE model assumes and derives
 * from seed 003 (src/agc/models/htile.ts); PS5_PIPES_LOG2 holds it.
 */
import type { SwizzleModeName } from '../isa/tables/image-descriptor.js';
import { OberonError } from '../util/errors.js';
/** log2 of the PS5's pipe count (16 pipes): GB_ADDR_CONFIG.NUM_PIPES. */
export declare const PS5_PIPES_LOG2 = 4;
/** An image layout the model cannot describe exactly. */
export declare class TilingError extends OberonError {
    readonly reason: string;
    constructor(reason: string);
}
/** What a surface is, as addrlib's ADDR2_COMPUTE_SURFACE_INFO_INPUT says it. */
export interface SurfaceDesc {
    readonly swizzleMode: SwizzleModeName;
    /** Bytes per element: 1, 2, 4, 8 or 16. */
    readonly bytesPerElement: number;
    readonly width: number;
    readonly height: number;
    /** Depth of a 3D image, or the number of array slices (6 per cube). */
    readonly slices: number;
    /** 3D resource (thick modes apply). */
    readonly is3d: boolean;
    /** Samples per pixel: 1, 2, 4 or 8. */
    readonly samples: number;
    /** Mip levels of the resource. */
    readonly mipLevels: number;
    /** log2 of the pipe count (PS5_PIPES_LOG2). */
    readonly pipesLog2: number;
}
/** One coordinate bit of a pattern term: axis 0 x, 1 y, 2 z (slice), 3 sample. */
type Term = readonly [axis: number, bit: number];
/** The layout of one surface. */
export interface SurfaceLayout {
    readonly desc: SurfaceDesc;
    readonly linear: boolean;
    readonly blockBytesLog2: number;
    /** Block size in elements. */
    readonly blockWidth: number;
    readonly blockHeight: number;
    readonly blockDepth: number;
    /** Row pitch of level 0 in elements. */
    readonly pitch: number;
    /** Height of level 0 padded to whole blocks. */
    readonly paddedHeight: number;
    /** Bytes of one slice (thin) or one slab of blockDepth slices (thick), mip chain included. */
    readonly sliceBytes: number;
    /** Bytes of the whole surface. */
    readonly sizeBytes: number;
    /** Per bit of the in-block offset: the coordinate bits it XORs (empty for LINEAR). */
    readonly pattern: readonly (readonly Term[])[];
    /** Linear levels: byte offset inside a slice, pitch and height. */
    readonly levels: readonly {
        readonly offset: number;
        readonly pitch: number;
        readonly height: number;
    }[];
}
/** The layout of a surface, or a TilingError naming what the model lacks. */
export declare function surfaceLayout(desc: SurfaceDesc): SurfaceLayout;
/** The in-block offset the pattern gives for coordinates (bit i = XOR of its terms). */
export declare function patternOffset(pattern: readonly (readonly Term[])[], x: number, y: number, z: number, sample: number): number;
/**
 * Byte offset of element (x, y) of `slice`, `sample` at `level` from the surface start. `pipeBankXor`
 * is the T# base address's bits inside the block (swizzled _X/_T modes XOR them into the offset).
 */
export declare function texelOffset(layout: SurfaceLayout, x: number, y: number, slice: number, sample?: number, level?: number, pipeBankXor?: number): number;
/** Copies a tightly packed image (x fastest, then y, slice, with samples innermost) into its layout. */
export declare function tileImage(layout: SurfaceLayout, packed: Uint8Array): Uint8Array;
/** The inverse of tileImage: reads every texel of level 0 back into packed order. */
export declare function detileImage(layout: SurfaceLayout, tiled: Uint8Array): Uint8Array;
export {};
