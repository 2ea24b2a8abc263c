/**
 * Images: 1D, 2D, 3D and cube, with array layers, mip levels and samples, in any format of formats.ts,
 * each with its own device-local memory and views it owns. The image remembers the layout its last
 * recorded transition left it in (one layout for all subresources), so barriers are derived, not guessed.
 */
import {
  VK_IMAGE_ASPECT_COLOR_BIT,
  VK_IMAGE_ASPECT_DEPTH_BIT,
  VK_IMAGE_ASPECT_STENCIL_BIT,
  VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT,
  VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT,
  VK_IMAGE_LAYOUT_UNDEFINED,
  VK_IMAGE_TILING_OPTIMAL,
  VK_IMAGE_TYPE_1D,
  VK_IMAGE_TYPE_2D,
  VK_IMAGE_TYPE_3D,
  VK_IMAGE_VIEW_TYPE_1D,
  VK_IMAGE_VIEW_TYPE_1D_ARRAY,
  VK_IMAGE_VIEW_TYPE_2D,
  VK_IMAGE_VIEW_TYPE_2D_ARRAY,
  VK_IMAGE_VIEW_TYPE_3D,
  VK_IMAGE_VIEW_TYPE_CUBE,
  VK_IMAGE_VIEW_TYPE_CUBE_ARRAY,
  VK_SHARING_MODE_EXCLUSIVE,
  type VkImageSubresourceRange,
  type VkMemoryRequirements,
} from './bindings.generated.js';
import type { Destroyable, Device } from './device.js';
import { check, VulkanUsageError } from './errors.js';
import { type FormatAspect, type FormatInfo, formatInfo } from './formats.js';
import { type Allocation, allocate, free } from './memory.js';
import { info } from './structs.js';

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
  /** Views may take another format of the same texel size (VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT). */
  readonly mutableFormat?: boolean;
}

/** The aspect mask for a format aspect. */
export function aspectMask(aspect: FormatAspect): number {
  switch (aspect) {
    case 'color':
      return VK_IMAGE_ASPECT_COLOR_BIT;
    case 'depth':
      return VK_IMAGE_ASPECT_DEPTH_BIT;
    case 'stencil':
      return VK_IMAGE_ASPECT_STENCIL_BIT;
    case 'depthStencil':
      return VK_IMAGE_ASPECT_DEPTH_BIT | VK_IMAGE_ASPECT_STENCIL_BIT;
  }
}

/** An image, its memory and its views. */
export class Image implements Destroyable {
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
  layout: number = VK_IMAGE_LAYOUT_UNDEFINED;
  private readonly views = new Map<string, bigint>();
  private alive = true;

  private constructor(
    device: Device,
    handle: bigint,
    o: Required<ImageOptions>,
    f: FormatInfo,
    a: Allocation,
  ) {
    this.device = device;
    this.handle = handle;
    this.format = f;
    this.dimension = o.dimension;
    this.width = o.width;
    this.height = o.height;
    this.depth = o.depth;
    this.layers = o.layers;
    this.mipLevels = o.mipLevels;
    this.samples = o.samples;
    this.allocation = a;
  }

  /** Creates an image bound to device-local memory. */
  static create(device: Device, options: ImageOptions): Image {
    const f = formatInfo(options.format);
    const o: Required<ImageOptions> = {
      height: 1,
      depth: 1,
      layers: options.dimension === 'cube' ? 6 : 1,
      mipLevels: 1,
      samples: 1,
      mutableFormat: false,
      ...options,
    };
    if (o.dimension === 'cube' && (o.layers % 6 !== 0 || o.width !== o.height)) {
      throw new VulkanUsageError(
        'cube image',
        `${o.width}x${o.height}x${o.layers}`,
        'needs square faces and 6n layers',
      );
    }
    if (o.dimension === '3d' && o.layers !== 1)
      throw new VulkanUsageError('3d image layers', o.layers, 'must be 1');
    const imageType = {
      '1d': VK_IMAGE_TYPE_1D,
      '2d': VK_IMAGE_TYPE_2D,
      '3d': VK_IMAGE_TYPE_3D,
      cube: VK_IMAGE_TYPE_2D,
    };
    const vk = device.vk;
    const out = [null];
    const createInfo = info('VkImageCreateInfo', {
      flags:
        (o.dimension === 'cube' ? VK_IMAGE_CREATE_CUBE_COMPATIBLE_BIT : 0) |
        (o.mutableFormat ? VK_IMAGE_CREATE_MUTABLE_FORMAT_BIT : 0),
      imageType: imageType[o.dimension],
      format: f.value,
      extent: { width: o.width, height: o.height, depth: o.depth },
      mipLevels: o.mipLevels,
      arrayLayers: o.layers,
      samples: o.samples,
      tiling: VK_IMAGE_TILING_OPTIMAL,
      usage: o.usage,
      sharingMode: VK_SHARING_MODE_EXCLUSIVE,
      initialLayout: VK_IMAGE_LAYOUT_UNDEFINED,
    });
    check('vkCreateImage', vk.vkCreateImage(device.handle, createInfo, null, out));
    const handle = out[0] as unknown as bigint;
    const requirements = {} as VkMemoryRequirements;
    vk.vkGetImageMemoryRequirements(device.handle, handle, requirements);
    let allocation: Allocation;
    try {
      allocation = allocate(device, requirements, 'device');
    } catch (e) {
      vk.vkDestroyImage(device.handle, handle, null);
      throw e;
    }
    check('vkBindImageMemory', vk.vkBindImageMemory(device.handle, handle, allocation.memory, 0));
    return device.track(new Image(device, handle, o, f, allocation));
  }

  /** The range covering every mip and layer of the format's aspects. */
  fullRange(): VkImageSubresourceRange {
    return {
      aspectMask: aspectMask(this.format.aspect),
      baseMipLevel: 0,
      levelCount: this.mipLevels,
      baseArrayLayer: 0,
      layerCount: this.layers,
    };
  }

  /**
   * A view (created once, owned by the image) of all mips and layers, or of one aspect; `format`
   * reinterprets the texels (images created with `mutableFormat`); `layer` views that one array layer
   * of a 2D image alone.
   */
  view(options: { aspect?: FormatAspect; arrayed?: boolean; format?: string; layer?: number } = {}): bigint {
    const layer = options.layer;
    const arrayed =
      layer === undefined && (options.arrayed ?? this.layers > (this.dimension === 'cube' ? 6 : 1));
    const format = options.format !== undefined ? formatInfo(options.format).value : this.format.value;
    const key = `${options.aspect ?? this.format.aspect}/${arrayed}/${format}/${layer ?? 'all'}`;
    const existing = this.views.get(key);
    if (existing !== undefined) return existing;
    const viewType = {
      '1d': arrayed ? VK_IMAGE_VIEW_TYPE_1D_ARRAY : VK_IMAGE_VIEW_TYPE_1D,
      '2d': arrayed ? VK_IMAGE_VIEW_TYPE_2D_ARRAY : VK_IMAGE_VIEW_TYPE_2D,
      '3d': VK_IMAGE_VIEW_TYPE_3D,
      cube: arrayed ? VK_IMAGE_VIEW_TYPE_CUBE_ARRAY : VK_IMAGE_VIEW_TYPE_CUBE,
    }[this.dimension];
    const range = {
      ...this.fullRange(),
      aspectMask: aspectMask(options.aspect ?? this.format.aspect),
      ...(layer !== undefined ? { baseArrayLayer: layer, layerCount: 1 } : {}),
    };
    const out = [null];
    const createInfo = info('VkImageViewCreateInfo', {
      image: this.handle,
      viewType,
      format,
      components: { r: 0, g: 0, b: 0, a: 0 },
      subresourceRange: range,
    });
    check('vkCreateImageView', this.device.vk.vkCreateImageView(this.device.handle, createInfo, null, out));
    const view = out[0] as unknown as bigint;
    this.views.set(key, view);
    return view;
  }

  /** Size of mip `level` along each axis. */
  mipExtent(level: number): { width: number; height: number; depth: number } {
    return {
      width: Math.max(1, this.width >> level),
      height: Math.max(1, this.height >> level),
      depth: Math.max(1, this.depth >> level),
    };
  }

  /** Destroys the views, the image and its memory. */
  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    for (const v of this.views.values()) this.device.vk.vkDestroyImageView(this.device.handle, v, null);
    this.device.vk.vkDestroyImage(this.device.handle, this.handle, null);
    free(this.device, this.allocation);
    this.device.untrack(this);
  }
}
