/**
 * Samplers: filtering and addressing for sampled images (no mipmaps beyond level 0 unless asked, no
 * anisotropy, no compare). Enough for reference drawing; descriptor writes take the handle.
 */
import {
  VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
  VK_FILTER_LINEAR,
  VK_FILTER_NEAREST,
  VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE,
  VK_SAMPLER_ADDRESS_MODE_REPEAT,
  VK_SAMPLER_MIPMAP_MODE_NEAREST,
} from './bindings.generated.js';
import type { Destroyable, Device } from './device.js';
import { check } from './errors.js';
import { info } from './structs.js';

/** Options of {@link Sampler.create} (defaults: nearest, clamp to edge, level 0 only). */
export interface SamplerOptions {
  readonly filter?: 'nearest' | 'linear';
  readonly address?: 'clampToEdge' | 'repeat';
  /** Highest mip level sampled (default 0). */
  readonly maxLod?: number;
}

/** A VkSampler. */
export class Sampler implements Destroyable {
  readonly device: Device;
  readonly handle: bigint;
  private alive = true;

  private constructor(device: Device, handle: bigint) {
    this.device = device;
    this.handle = handle;
  }

  /** Creates a sampler. */
  static create(device: Device, options: SamplerOptions = {}): Sampler {
    const filter = options.filter === 'linear' ? VK_FILTER_LINEAR : VK_FILTER_NEAREST;
    const address =
      options.address === 'repeat' ? VK_SAMPLER_ADDRESS_MODE_REPEAT : VK_SAMPLER_ADDRESS_MODE_CLAMP_TO_EDGE;
    const createInfo = info('VkSamplerCreateInfo', {
      magFilter: filter,
      minFilter: filter,
      mipmapMode: VK_SAMPLER_MIPMAP_MODE_NEAREST,
      addressModeU: address,
      addressModeV: address,
      addressModeW: address,
      maxAnisotropy: 1,
      minLod: 0,
      maxLod: options.maxLod ?? 0,
      borderColor: VK_BORDER_COLOR_FLOAT_TRANSPARENT_BLACK,
    });
    const out = [null];
    check('vkCreateSampler', device.vk.vkCreateSampler(device.handle, createInfo, null, out));
    return device.track(new Sampler(device, out[0] as unknown as bigint));
  }

  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.device.vk.vkDestroySampler(this.device.handle, this.handle, null);
    this.device.untrack(this);
  }
}
