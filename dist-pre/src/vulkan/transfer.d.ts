import { Buffer } from './buffer.js';
import type { Recorder } from './commands.js';
import type { Device } from './device.js';
import { type FormatAspect } from './formats.js';
import { type Image } from './image.js';
/** Which part of an image a transfer covers: one mip level, a range of layers, one aspect. */
export interface ImageRegion {
    readonly mipLevel?: number;
    readonly baseLayer?: number;
    readonly layerCount?: number;
    /** For depth/stencil images: `depth` or `stencil` (copies take one aspect). */
    readonly aspect?: FormatAspect;
}
/**
 * Clears every subresource of a color image to `rgba`: floats, or integers for UINT/SINT formats (taken
 * as is, through the union member of the format's signedness).
 */
export declare function clearColor(rec: Recorder, image: Image, rgba: readonly [number, number, number, number]): void;
/** Clears every subresource of a depth/stencil image. */
export declare function clearDepthStencil(rec: Recorder, image: Image, depth: number, stencil?: number): void;
/** Fills `size` bytes (multiple of 4) at `offset` with a repeated 32-bit word. */
export declare function fillBuffer(rec: Recorder, buffer: Buffer, offset: number, size: number, word: number): void;
/** Copies `size` bytes between buffers. */
export declare function copyBuffer(rec: Recorder, src: Buffer, dst: Buffer, size: number, srcOffset?: number, dstOffset?: number): void;
/** Bytes of `region` when tightly packed in a buffer. */
export declare function regionSize(image: Image, region?: ImageRegion): number;
/** Records a copy of a packed region from `buffer` into `image` (moving it to TRANSFER_DST). */
export declare function copyBufferToImage(rec: Recorder, buffer: Buffer, image: Image, region?: ImageRegion, offset?: number): void;
/** Records a copy of a region of `image` (moving it to TRANSFER_SRC) into `buffer`, packed. */
export declare function copyImageToBuffer(rec: Recorder, image: Image, buffer: Buffer, region?: ImageRegion, offset?: number): void;
/**
 * Records a copy of one mip level (and layer range) of `src` into `dst` (moving them to TRANSFER_SRC and
 * TRANSFER_DST). Both regions must have the same extent and layer count; formats must be
 * size-compatible (Vulkan's rule for vkCmdCopyImage).
 */
export declare function copyImage(rec: Recorder, src: Image, dst: Image, srcRegion?: ImageRegion, dstRegion?: ImageRegion): void;
/** Writes `data` into `buffer` at `offset` (mapped: in place; otherwise through staging). */
export declare function uploadBuffer(device: Device, buffer: Buffer, data: ArrayBufferView, offset?: number): void;
/** Reads `size` bytes of `buffer` from `offset` (mapped: in place after idle; otherwise through staging). */
export declare function readBuffer(device: Device, buffer: Buffer, offset?: number, size?: number): Uint8Array;
/** Uploads packed texels of one region of `image`. */
export declare function uploadImage(device: Device, image: Image, data: ArrayBufferView, region?: ImageRegion): void;
/** Reads the packed texels of one region of `image`. */
export declare function readImage(device: Device, image: Image, region?: ImageRegion): Uint8Array;
