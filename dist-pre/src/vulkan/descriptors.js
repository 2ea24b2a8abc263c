/**
 * Descriptor sets: each set gets a pool sized exactly for its layout's bindings (simple, no
 * fragmentation; see docs/debt.md), and writes name a binding and a buffer or image.
 */
import { VK_IMAGE_LAYOUT_GENERAL, VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL, VK_WHOLE_SIZE, } from './bindings.generated.js';
import { check, VulkanUsageError } from './errors.js';
import { DESCRIPTOR_TYPES } from './layout.js';
import { info } from './structs.js';
/** A descriptor set with its own pool. */
export class DescriptorSet {
    device;
    handle;
    layout;
    setIndex;
    pool;
    alive = true;
    constructor(device, pool, handle, layout, setIndex) {
        this.device = device;
        this.pool = pool;
        this.handle = handle;
        this.layout = layout;
        this.setIndex = setIndex;
    }
    /** Allocates set `setIndex` of `layout`. */
    static allocate(device, layout, setIndex = 0) {
        const bindings = layout.desc.sets?.[setIndex];
        if (!bindings)
            throw new VulkanUsageError('descriptor set index', setIndex, 'not in the pipeline layout');
        const counts = new Map();
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
        const pool = out[0];
        const set = [null];
        const allocInfo = info('VkDescriptorSetAllocateInfo', {
            descriptorPool: pool,
            descriptorSetCount: 1,
            pSetLayouts: [layout.setLayouts[setIndex]],
        });
        const r = vk.vkAllocateDescriptorSets(device.handle, allocInfo, set);
        if (r < 0)
            vk.vkDestroyDescriptorPool(device.handle, pool, null);
        check('vkAllocateDescriptorSets', r);
        return device.track(new DescriptorSet(device, pool, set[0], layout, setIndex));
    }
    /** Points `binding` (array element `element`) at `resource`. */
    write(binding, resource, element = 0) {
        const desc = this.layout.desc.sets?.[this.setIndex]?.find((b) => b.binding === binding);
        if (!desc)
            throw new VulkanUsageError(`set ${this.setIndex} binding`, binding, 'not in the layout');
        const base = {
            dstSet: this.handle,
            dstBinding: binding,
            dstArrayElement: element,
            descriptorCount: 1,
            descriptorType: DESCRIPTOR_TYPES[desc.kind],
        };
        let write;
        if ('buffer' in resource) {
            const bufferInfo = {
                buffer: resource.buffer.handle,
                offset: resource.offset ?? 0,
                range: resource.range ?? VK_WHOLE_SIZE,
            };
            write = info('VkWriteDescriptorSet', { ...base, pBufferInfo: [bufferInfo] });
        }
        else {
            const image = 'image' in resource ? resource.image : undefined;
            const layout = 'image' in resource
                ? (resource.layout ??
                    (desc.kind === 'storageImage'
                        ? VK_IMAGE_LAYOUT_GENERAL
                        : VK_IMAGE_LAYOUT_SHADER_READ_ONLY_OPTIMAL))
                : 0;
            const imageInfo = {
                sampler: resource.sampler ?? null,
                imageView: image ? image.view() : null,
                imageLayout: layout,
            };
            write = info('VkWriteDescriptorSet', { ...base, pImageInfo: [imageInfo] });
        }
        this.device.vk.vkUpdateDescriptorSets(this.device.handle, 1, write, 0, null);
    }
    /** Destroys the set's pool (and so the set). */
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        this.device.vk.vkDestroyDescriptorPool(this.device.handle, this.pool, null);
        this.device.untrack(this);
    }
}
//# sourceMappingURL=descriptors.js.map