import type { Device } from './device.js';
/** Which aspects an image of a format has. */
export type FormatAspect = 'color' | 'depth' | 'stencil' | 'depthStencil';
/** How the color (or depth) channels hold numbers; stencil is always `uint`. */
export type FormatNumeric = 'unorm' | 'snorm' | 'uint' | 'sint' | 'srgb' | 'sfloat' | 'ufloat';
/** What the layer knows about one format. */
export interface FormatInfo {
    /** Vulkan name without the `VK_FORMAT_` prefix, e.g. `R8G8B8A8_UNORM`. */
    readonly name: string;
    readonly value: number;
    /** Bytes per texel, or per block for block-compressed formats. */
    readonly blockBytes: number;
    /** Block width and height in texels (1 for uncompressed formats). */
    readonly blockWidth: number;
    readonly blockHeight: number;
    readonly aspect: FormatAspect;
    /** Numeric type of the color or depth channels (`uint` for S8_UINT). */
    readonly numeric: FormatNumeric;
    /** Bytes per texel of the depth aspect in a buffer copy (depth formats only). */
    readonly depthCopyBytes?: number;
}
/** True for formats whose channels are integers (clears and resolves take integer paths). */
export declare function isIntegerFormat(f: FormatInfo): boolean;
/** Every format of the table, by name. */
export declare const FORMATS: ReadonlyMap<string, FormatInfo>;
/** The table entry of a format given by name (`R8G8B8A8_UNORM`) or VkFormat value. */
export declare function formatInfo(format: string | number): FormatInfo;
/** Bytes of a tightly packed `width` x `height` x `depth` region of color texels (or blocks). */
export declare function regionBytes(f: FormatInfo, width: number, height: number, depth?: number): number;
/** VkFormatFeatureFlags of a format on a device, for optimal and linear tiling and for buffers. */
export interface FormatFeatures {
    readonly optimal: number;
    readonly linear: number;
    readonly buffer: number;
}
/** What `device` supports for `format` (vkGetPhysicalDeviceFormatProperties). */
export declare function formatFeatures(device: Device, format: string | number): FormatFeatures;
