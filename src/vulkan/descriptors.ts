/**
 * Descriptor sets: each set gets a pool sized exactly for its layout's bindings (simple, no
 * fragmentation; see docs/debt.md), and writes name a binding and a buffer or image.
 */
import {
  VK_IMAGE_LAYOUT_GENERAL,
  VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL,
  VK_WHOLE_SIZE,
} from './bindings.generated.js';
import type { Buffer } from './buffer.js';
import type { Destroyable, Device } from './device.js';
import { check, VulkanUsageError } from './errors.js';
import type { Image } from './image.js';
import { DESCRIPTOR_TYPES, type PipelineLayout } from './layout.js';
import { info } from './structs.js';

/** What one descriptor points at. */
export type DescriptorResource =
  | { readonly buffer: Buffer; readonly offset?: number; readonly range?: number }
  | {
      readonly image: Image;
      readonly sampler?: bigint;
      readonly layout?: number;
      /** View the image as an array (default: when it has several layers). */
      readonly arrayed?: boolean;
      /** A view of `image` to bind instead of its own (e.g. another format). */
      readonly view?: bigint;
    }
  | { readonly sampler: bigint };

/** A descriptor set with its own pool. */
export class DescriptorSet implements Destroyable {
  readonly device: Device;
  readonly handle: bigint;
  readonly layout: PipelineLayout;
  readonly setIndex: number;
  private readonly pool: bigint;
  private alive = true;

  private constructor(
    device: Device,
    pool: bigint,
    handle: bigint,
    layout: PipelineLayout,
    setIndex: number,
  ) {
    this.device = device;
    this.pool = pool;
    this.handle = handle;
    this.layout = layout;
    this.setIndex = setIndex;
  }

  /** Allocates set `setIndex` of `layout`. */
  static allocate(device: Device, layout: PipelineLayout, setIndex = 0): DescriptorSet {
    const bindings = layout.desc.sets?.[setIndex];
    if (!bindings) throw new VulkanUsageError('descriptor set index', setIndex, 'not in the pipeline layout');
    const counts = new Map<number, number>();
    for (const b of bindings)
      counts.set(DESCRIPTOR_TYPES[b.kind], (counts.get(DESCRIPTOR_TYPES[b.kind]) ?? 0) + (b.count ?? 1));
    const sizes = [...counts].map(([type, descriptorCount]) => ({ type, descriptorCount }));
    const vk = device.vk;
    const out = [null];
    const poolInfo = info('VkDescriptorPoolCreateInfo', {
      maxSets: 1,
      poolSizeCount: sizes.length,
      pPoolSizes: sizes.length ? sizes : null,
    });
    check('vkCreateDescriptorPool', vk.vkCreateDescriptorPool(device.handle, poolInfo, null, out));
    const pool = out[0] as unknown as bigint;
    const set = [null];
    const allocInfo = info('VkDescriptorSetAllocateInfo', {
      descriptorPool: pool,
      descriptorSetCount: 1,
      pSetLayouts: [layout.setLayouts[setIndex]],
    });
    const r = vk.vkAllocateDescriptorSets(device.handle, allocInfo, set);
    if (r < 0) vk.vkDestroyDescriptorPool(device.handle, pool, null);
    check('vkAllocateDescriptorSets', r);
    return device.track(new DescriptorSet(device, pool, set[0] as unknown as bigint, layout, setIndex));
  }

  /** Points `binding` (array element `element`) at `resource`. */
  write(binding: number, resource: DescriptorResource, element = 0): void {
    const desc = this.layout.desc.sets?.[this.setIndex]?.find((b) => b.binding === binding);
    if (!desc) throw new VulkanUsageError(`set ${this.setIndex} binding`, binding, 'not in the layout');
    const base = {
      dstSet: this.handle,
      dstBinding: binding,
      dstArrayElement: element,
      descriptorCount: 1,
      descriptorType: DESCRIPTOR_TYPES[desc.kind],
    };
    let write: ReturnType<typeof info<'VkWriteDescriptorSet'>>;
    if ('buffer' in resource) {
      const bufferInfo = {
        buffer: resource.buffer.handle,
        offset: resource.offset ?? 0,
        range: resource.range ?? VK_WHOLE_SIZE,
      };
      write = info('VkWriteDescriptorSet', { ...base, pBufferInfo: [bufferInfo] });
    } else {
      const image = 'image' in resource ? resource.image : undefined;
      const layout =
        'image' in resource
          ? (resource.layout ??
            (desc.kind === 'storageImage'
              ? VK_IMAGE_LAYOUT_GENERAL
              : VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL))
          : 0;
      const imageInfo = {
        sampler: resource.sampler ?? null,
        imageView: image
          ? ('view' in resource && resource.view) ||
            image.view(
              'arrayed' in resource && resource.arrayed !== undefined ? { arrayed: resource.arrayed } : {},
            )
          : null,
        imageLayout: layout,
      };
      write = info('VkWriteDescriptorSet', { ...base, pImageInfo: [imageInfo] });
    }
    this.device.vk.vkUpdateDescriptorSets(this.device.handle, 1, write, 0, null);
  }

  /** Destroys the set's pool (and so the set). */
  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.device.vk.vkDestroyDescriptorPool(this.device.handle, this.pool, null);
    this.device.untrack(this);
  }
}
