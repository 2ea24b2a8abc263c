/**
 * Images: 1D, 2D, 3D and cube, with array layers, mip levels and samples, in any format of formats.ts,
 * each with its own device-local memory and views it owns. The image remembers the layout its last
 * recorded transition left it in (one layout for all subresources), so barriers are derived, not guessed.
 */
import { type VkImageSubresourceRange } from './bindings.generated.js';
import type { Destroyable, Device } from './device.js';
import { type FormatAspect, type FormatInfo } from './formats.js';
import { type Allocation } from './memory.js';
/** Image dimensionality; `cube` has 6 layers per cube. */
export type ImageDimension = '1d' | '2d' | '3d' | 'cube';
/** Options of {@link Image.create}. */
export interface ImageOptions {
    readonly dimension: ImageDimension;
    /** Format name (`R8G8B8A8_UNORM`) or VkFormat value. */
    readonly format: string | number;
    readonly width: number;
    readonly height?: number;
    readonly depth?: number;
    /** Array layers; for cubes, the number of cubes times 6. */
    readonly layers?: number;
    readonly mipLevels?: number;
    readonly samples?: number;
    /** VkImageUsageFlags. */
    readonly usage: number;
}
/** The aspect mask for a format aspect. */
export declare function aspectMask(aspect: FormatAspect): number;
/** An image, its memory and its views. */
export declare class Image implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    readonly format: FormatInfo;
    readonly dimension: ImageDimension;
    readonly width: number;
    readonly height: number;
    readonly depth: number;
    readonly layers: number;
    readonly mipLevels: number;
    readonly samples: number;
    readonly allocation: Allocation;
    /** Layout after the last recorded transition. */
    layout: number;
    private readonly views;
    private alive;
    private constructor();
    /** Creates an image bound to device-local memory. */
    static create(device: Device, options: ImageOptions): Image;
    /** The range covering every mip and layer of the format's aspects. */
    fullRange(): VkImageSubresourceRange;
    /** A view (created once, owned by the image) of all mips and layers, or of one aspect. */
    view(options?: {
        aspect?: FormatAspect;
        arrayed?: boolean;
    }): bigint;
    /** Size of mip `level` along each axis. */
    mipExtent(level: number): {
        width: number;
        height: number;
        depth: number;
    };
    /** Destroys the views, the image and its memory. */
    destroy(): void;
}
