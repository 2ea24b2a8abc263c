/**
 * The image formats the vulkan layer handles: the Vulkan counterparts of the color targets, depth/stencil
 * targets and textures AGC describes (8/16/32-bit channels, packed 10/11-bit and 5/6-bit, shared
 * exponent, depth and stencil, BC1-7). One table gives each format's block size in bytes and block
 * dimensions; aspects follow from the name. `formatFeatures` asks a device what it can do with one.
 */
import { VK_FORMATS, type VkFormatProperties } from './bindings.generated.js';
import type { Device } from './device.js';
import { VulkanUsageError } from './errors.js';

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

/** [name, bytes per texel or block, block side] — the single source of truth. */
const TABLE: readonly (readonly [string, number, number?])[] = [
  ['R8_UNORM', 1],
  ['R8_SNORM', 1],
  ['R8_UINT', 1],
  ['R8_SINT', 1],
  ['R8_SRGB', 1],
  ['R8G8_UNORM', 2],
  ['R8G8_SNORM', 2],
  ['R8G8_UINT', 2],
  ['R8G8_SINT', 2],
  ['R8G8B8A8_UNORM', 4],
  ['R8G8B8A8_SNORM', 4],
  ['R8G8B8A8_UINT', 4],
  ['R8G8B8A8_SINT', 4],
  ['R8G8B8A8_SRGB', 4],
  ['B8G8R8A8_UNORM', 4],
  ['B8G8R8A8_SRGB', 4],
  ['R16_UNORM', 2],
  ['R16_SNORM', 2],
  ['R16_UINT', 2],
  ['R16_SINT', 2],
  ['R16_SFLOAT', 2],
  ['R16G16_UNORM', 4],
  ['R16G16_SNORM', 4],
  ['R16G16_UINT', 4],
  ['R16G16_SINT', 4],
  ['R16G16_SFLOAT', 4],
  ['R16G16B16A16_UNORM', 8],
  ['R16G16B16A16_SNORM', 8],
  ['R16G16B16A16_UINT', 8],
  ['R16G16B16A16_SINT', 8],
  ['R16G16B16A16_SFLOAT', 8],
  ['R32_UINT', 4],
  ['R32_SINT', 4],
  ['R32_SFLOAT', 4],
  ['R32G32_UINT', 8],
  ['R32G32_SINT', 8],
  ['R32G32_SFLOAT', 8],
  ['R32G32B32_UINT', 12],
  ['R32G32B32_SINT', 12],
  ['R32G32B32_SFLOAT', 12],
  ['R32G32B32A32_UINT', 16],
  ['R32G32B32A32_SINT', 16],
  ['R32G32B32A32_SFLOAT', 16],
  ['A2B10G10R10_UNORM_PACK32', 4],
  ['A2B10G10R10_UINT_PACK32', 4],
  ['A2R10G10B10_UNORM_PACK32', 4],
  ['B10G11R11_UFLOAT_PACK32', 4],
  ['E5B9G9R9_UFLOAT_PACK32', 4],
  ['R5G6B5_UNORM_PACK16', 2],
  ['B5G6R5_UNORM_PACK16', 2],
  ['A1R5G5B5_UNORM_PACK16', 2],
  ['R5G5B5A1_UNORM_PACK16', 2],
  ['R4G4B4A4_UNORM_PACK16', 2],
  ['B4G4R4A4_UNORM_PACK16', 2],
  ['D16_UNORM', 2],
  ['D32_SFLOAT', 4],
  ['S8_UINT', 1],
  ['D16_UNORM_S8_UINT', 4],
  ['D24_UNORM_S8_UINT', 4],
  ['D32_SFLOAT_S8_UINT', 8],
  ['BC1_RGB_UNORM_BLOCK', 8, 4],
  ['BC1_RGBA_UNORM_BLOCK', 8, 4],
  ['BC1_RGBA_SRGB_BLOCK', 8, 4],
  ['BC2_UNORM_BLOCK', 16, 4],
  ['BC2_SRGB_BLOCK', 16, 4],
  ['BC3_UNORM_BLOCK', 16, 4],
  ['BC3_SRGB_BLOCK', 16, 4],
  ['BC4_UNORM_BLOCK', 8, 4],
  ['BC4_SNORM_BLOCK', 8, 4],
  ['BC5_UNORM_BLOCK', 16, 4],
  ['BC5_SNORM_BLOCK', 16, 4],
  ['BC6H_UFLOAT_BLOCK', 16, 4],
  ['BC6H_SFLOAT_BLOCK', 16, 4],
  ['BC7_UNORM_BLOCK', 16, 4],
  ['BC7_SRGB_BLOCK', 16, 4],
];

function aspectOf(name: string): FormatAspect {
  const depth = /^D\d/.test(name);
  const stencil = /S8_UINT$/.test(name);
  return depth && stencil ? 'depthStencil' : depth ? 'depth' : stencil ? 'stencil' : 'color';
}

/** The first numeric type named in the format (for depth/stencil formats, the depth one). */
function numericOf(name: string): FormatNumeric {
  const m = /_(UNORM|SNORM|UINT|SINT|SRGB|SFLOAT|UFLOAT)(?=_|$)/.exec(name);
  if (!m) throw new Error(`formats.ts: ${name} names no numeric type`);
  return m[1].toLowerCase() as FormatNumeric;
}

/** True for formats whose channels are integers (clears and resolves take integer paths). */
export function isIntegerFormat(f: FormatInfo): boolean {
  return f.numeric === 'uint' || f.numeric === 'sint';
}

function depthCopyBytes(name: string): number | undefined {
  if (name.startsWith('D16')) return 2;
  if (name.startsWith('D24') || name.startsWith('D32')) return 4;
  return undefined;
}

/** Every format of the table, by name. */
export const FORMATS: ReadonlyMap<string, FormatInfo> = new Map(
  TABLE.map(([name, bytes, block = 1]) => {
    const value = VK_FORMATS[`VK_FORMAT_${name}`];
    if (value === undefined) throw new Error(`formats.ts: VK_FORMAT_${name} is not in vk.xml`);
    const f: FormatInfo = {
      name,
      value,
      blockBytes: bytes,
      blockWidth: block,
      blockHeight: block,
      aspect: aspectOf(name),
      numeric: numericOf(name),
      depthCopyBytes: depthCopyBytes(name),
    };
    return [name, f] as const;
  }),
);

const BY_VALUE = new Map([...FORMATS.values()].map((f) => [f.value, f]));

/** The table entry of a format given by name (`R8G8B8A8_UNORM`) or VkFormat value. */
export function formatInfo(format: string | number): FormatInfo {
  const f =
    typeof format === 'number' ? BY_VALUE.get(format) : FORMATS.get(format.replace(/^VK_FORMAT_/, ''));
  if (!f) throw new VulkanUsageError('format', format, 'not in the vulkan layer format table (formats.ts)');
  return f;
}

/** Bytes of a tightly packed `width` x `height` x `depth` region of color texels (or blocks). */
export function regionBytes(f: FormatInfo, width: number, height: number, depth = 1): number {
  const bw = Math.ceil(width / f.blockWidth);
  const bh = Math.ceil(height / f.blockHeight);
  return bw * bh * depth * f.blockBytes;
}

/** VkFormatFeatureFlags of a format on a device, for optimal and linear tiling and for buffers. */
export interface FormatFeatures {
  readonly optimal: number;
  readonly linear: number;
  readonly buffer: number;
}

/** What `device` supports for `format` (vkGetPhysicalDeviceFormatProperties). */
export function formatFeatures(device: Device, format: string | number): FormatFeatures {
  const out = {} as VkFormatProperties;
  device.instance.vk.vkGetPhysicalDeviceFormatProperties(
    device.physical.handle,
    formatInfo(format).value,
    out,
  );
  return {
    optimal: out.optimalTilingFeatures >>> 0,
    linear: out.linearTilingFeatures >>> 0,
    buffer: out.bufferFeatures >>> 0,
  };
}

/**
 * The Vulkan format of each SPIR-V storage image format the recompiler binds raw guest texels as
 * (recompiler/bindings.ts): the runtimes that create those images (the driver, the differential
 * harness) read it here.
 */
export const STORAGE_TEXEL_FORMATS: Readonly<Record<string, string>> = {
  R8ui: 'R8_UINT',
  R16ui: 'R16_UINT',
  R32ui: 'R32_UINT',
  Rg32ui: 'R32G32_UINT',
  Rgba32ui: 'R32G32B32A32_UINT',
};
