/**
 * Shader modules, descriptor set layouts and pipeline layouts, from plain descriptions: a pipeline layout
 * is a list of sets (each a list of bindings) plus push-constant ranges, and owns its set layouts.
 */
import { VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER, VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE, VK_DESCRIPTOR_TYPE_SAMPLER, VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, VK_DESCRIPTOR_TYPE_STORAGE_IMAGE, VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER, } from './bindings.generated.js';
import { check, VulkanUsageError } from './errors.js';
import { info } from './structs.js';
/** VkDescriptorType of each kind. */
export const DESCRIPTOR_TYPES = {
    storageBuffer: VK_DESCRIPTOR_TYPE_STORAGE_BUFFER,
    uniformBuffer: VK_DESCRIPTOR_TYPE_UNIFORM_BUFFER,
    sampledImage: VK_DESCRIPTOR_TYPE_SAMPLED_IMAGE,
    storageImage: VK_DESCRIPTOR_TYPE_STORAGE_IMAGE,
    sampler: VK_DESCRIPTOR_TYPE_SAMPLER,
    combinedImageSampler: VK_DESCRIPTOR_TYPE_COMBINED_IMAGE_SAMPLER,
};
/** A VkShaderModule. */
export class ShaderModule {
    device;
    handle;
    alive = true;
    constructor(device, handle) {
        this.device = device;
        this.handle = handle;
    }
    /** Creates a module from SPIR-V words (or bytes whose length is a multiple of 4). */
    static create(device, spirv) {
        if (spirv.byteLength === 0 || spirv.byteLength % 4 !== 0) {
            throw new VulkanUsageError('SPIR-V size', spirv.byteLength, 'must be a positive multiple of 4');
        }
        const words = spirv instanceof Uint32Array
            ? spirv
            : new Uint32Array(spirv.buffer.slice(spirv.byteOffset, spirv.byteOffset + spirv.byteLength));
        if (words[0] !== 0x07230203)
            throw new VulkanUsageError('SPIR-V magic', `0x${words[0].toString(16)}`, 'not SPIR-V');
        const out = [null];
        const createInfo = info('VkShaderModuleCreateInfo', { codeSize: words.byteLength, pCode: words });
        check('vkCreateShaderModule', device.vk.vkCreateShaderModule(device.handle, createInfo, null, out));
        return device.track(new ShaderModule(device, out[0]));
    }
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        this.device.vk.vkDestroyShaderModule(this.device.handle, this.handle, null);
        this.device.untrack(this);
    }
}
/** A VkPipelineLayout and the set layouts it owns. */
export class PipelineLayout {
    device;
    handle;
    setLayouts;
    desc;
    alive = true;
    constructor(device, handle, setLayouts, desc) {
        this.device = device;
        this.handle = handle;
        this.setLayouts = setLayouts;
        this.desc = desc;
    }
    static create(device, desc = {}) {
        const vk = device.vk;
        const setLayouts = [];
        try {
            for (const set of desc.sets ?? []) {
                const bindings = set.map((b) => ({
                    binding: b.binding,
                    descriptorType: DESCRIPTOR_TYPES[b.kind],
                    descriptorCount: b.count ?? 1,
                    stageFlags: b.stages,
                    pImmutableSamplers: null,
                }));
                const out = [null];
                const ci = info('VkDescriptorSetLayoutCreateInfo', {
                    bindingCount: bindings.length,
                    pBindings: bindings.length ? bindings : null,
                });
                check('vkCreateDescriptorSetLayout', vk.vkCreateDescriptorSetLayout(device.handle, ci, null, out));
                setLayouts.push(out[0]);
            }
            const ranges = (desc.pushConstants ?? []).map((r) => ({
                stageFlags: r.stages,
                offset: r.offset ?? 0,
                size: r.size,
            }));
            const out = [null];
            const ci = info('VkPipelineLayoutCreateInfo', {
                setLayoutCount: setLayouts.length,
                pSetLayouts: setLayouts.length ? setLayouts : null,
                pushConstantRangeCount: ranges.length,
                pPushConstantRanges: ranges.length ? ranges : null,
            });
            check('vkCreatePipelineLayout', vk.vkCreatePipelineLayout(device.handle, ci, null, out));
            return device.track(new PipelineLayout(device, out[0], setLayouts, desc));
        }
        catch (e) {
            for (const s of setLayouts)
                vk.vkDestroyDescriptorSetLayout(device.handle, s, null);
            throw e;
        }
    }
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        const vk = this.device.vk;
        vk.vkDestroyPipelineLayout(this.device.handle, this.handle, null);
        for (const s of this.setLayouts)
            vk.vkDestroyDescriptorSetLayout(this.device.handle, s, null);
        this.device.untrack(this);
    }
}
//# sourceMappingURL=layout.js.map