/**
 * Pipelines: the shared pieces (shader stages with specialization constants and a required subgroup
 * size) and compute pipelines. Graphics pipelines are built in graphics.ts from the same stage helper.
 */
import { VK_PIPELINE_BIND_POINT_COMPUTE, VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT, } from './bindings.generated.js';
import { check, VulkanUnsupportedError } from './errors.js';
import { STAGE_BITS } from './profile.js';
import { chain, info } from './structs.js';
/** VkSpecializationInfo for `constants` (each stored as 4 bytes). */
function specializationInfo(constants) {
    if (!constants.length)
        return null;
    const data = new DataView(new ArrayBuffer(constants.length * 4));
    constants.forEach((c, i) => {
        const v = typeof c.value === 'boolean' ? Number(c.value) : c.value;
        if (c.type === 'f32')
            data.setFloat32(i * 4, v, true);
        else if (c.type === 'i32')
            data.setInt32(i * 4, v, true);
        else
            data.setUint32(i * 4, v >>> 0, true);
    });
    return {
        mapEntryCount: constants.length,
        pMapEntries: constants.map((c, i) => ({ constantID: c.id, offset: i * 4, size: 4 })),
        dataSize: data.byteLength,
        pData: new Uint8Array(data.buffer),
    };
}
/** The VkPipelineShaderStageCreateInfo of a stage, checking the features it needs. */
export function stageInfo(device, s) {
    const p = device.profile;
    if (!p.stages.includes(s.stage)) {
        throw new VulkanUnsupportedError(`${s.stage} stage`, `${p.device.name} cannot run it (feature not enabled)`);
    }
    if (s.requiredSubgroupSize !== undefined) {
        const sz = s.requiredSubgroupSize;
        if (!p.subgroup.requiredSizeStages.includes(s.stage) ||
            sz < p.subgroup.minSize ||
            sz > p.subgroup.maxSize) {
            throw new VulkanUnsupportedError(`subgroup size ${sz} in ${s.stage}`, `${p.device.name} allows ${p.subgroup.minSize}..${p.subgroup.maxSize} in ${p.subgroup.requiredSizeStages.join(', ') || 'no stage'}`);
        }
    }
    return info('VkPipelineShaderStageCreateInfo', {
        pNext: s.requiredSubgroupSize !== undefined
            ? chain([
                'VkPipelineShaderStageRequiredSubgroupSizeCreateInfo',
                { requiredSubgroupSize: s.requiredSubgroupSize },
            ])
            : null,
        flags: s.fullSubgroups ? VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT : 0,
        stage: STAGE_BITS[s.stage],
        module: s.module.handle,
        pName: s.entry ?? 'main',
        pSpecializationInfo: s.specialization ? specializationInfo(s.specialization) : null,
    });
}
/** A VkPipeline (compute or graphics) with the layout it was built with. */
export class Pipeline {
    device;
    handle;
    bindPoint;
    layout;
    alive = true;
    constructor(device, handle, bindPoint, layout) {
        this.device = device;
        this.handle = handle;
        this.bindPoint = bindPoint;
        this.layout = layout.handle;
        device.track(this);
    }
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        this.device.vk.vkDestroyPipeline(this.device.handle, this.handle, null);
        this.device.untrack(this);
    }
}
/** Creates a compute pipeline. */
export function createComputePipeline(device, desc) {
    const ci = info('VkComputePipelineCreateInfo', {
        flags: desc.flags ?? 0,
        stage: stageInfo(device, { ...desc.shader, stage: 'compute' }),
        layout: desc.layout.handle,
        basePipelineIndex: -1,
    });
    const out = [null];
    check('vkCreateComputePipelines', device.vk.vkCreateComputePipelines(device.handle, desc.cache?.handle ?? null, 1, ci, null, out));
    return new Pipeline(device, out[0], VK_PIPELINE_BIND_POINT_COMPUTE, desc.layout);
}
//# sourceMappingURL=pipeline.js.map