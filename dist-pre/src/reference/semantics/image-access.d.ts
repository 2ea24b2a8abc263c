import { type ImageResource, type Sampler } from '../../isa/tables/image-descriptor.js';
import { type BufferFormat } from '../formats.js';
import type { ExecContext } from '../semantics.js';
import { type SurfaceLayout } from '../tiling.js';
import { type MemSpace } from './buffer-common.js';
/** A texel position inside the image view (level relative to the resource, slice absolute). */
export interface TexelCoord {
    readonly x: number;
    readonly y: number;
    /** 3D depth, or the array slice / cube face (BASE_ARRAY added). */
    readonly slice: number;
    readonly sample: number;
    readonly level: number;
}
/** The decoded state one MIMG instruction works with. */
export interface ImageAccess {
    readonly rsrc: ImageResource;
    /** The S# (sampler opcodes only). */
    readonly sampler?: Sampler;
    readonly format: BufferFormat;
    /** Samples per pixel (1 unless an MSAA type). */
    readonly samples: number;
    readonly layout: SurfaceLayout;
    readonly space: MemSpace;
    /** Address components of a lane as 32-bit patterns (a16: the zero-extended 16-bit halves). */
    address(lane: number, count: number): number[];
    /** Width, height and depth (or slices) of a mip level of the resource. */
    levelSize(level: number): readonly [number, number, number];
    /** Guest address of a texel. */
    texelAddress(c: TexelCoord): number;
}
/** The dimensionality of a T# type. */
export declare function isArrayType(type: string): boolean;
/** Decodes the T# (and S# when `withSampler`) of the instruction and the lane address reader. */
export declare function imageAccess(ctx: ExecContext, withSampler: boolean): ImageAccess;
/** The address components an opcode takes for the instruction's dim (before any LOD/mip component). */
export declare function coordCount(ctx: ExecContext): number;
/** Whether the opcode takes a trailing LOD/mip component. */
export declare function hasLodComponent(ctx: ExecContext): boolean;
/**
 * The texel an integer address (image_load/store/atomic) names, or undefined when it lies outside
 * the view. Components by dim: x; x y; x y z; x y face; x slice; x y slice; x y fragment;
 * x y slice fragment; then the mip level when the opcode has one.
 */
export declare function integerTexel(acc: ImageAccess, comps: readonly number[], mip: number): TexelCoord | undefined;
/** Reads the bytes of one texel. */
export declare function readTexel(acc: ImageAccess, c: TexelCoord): number[];
/** Writes the bytes of one texel. */
export declare function writeTexel(acc: ImageAccess, c: TexelCoord, bytes: readonly number[]): void;
