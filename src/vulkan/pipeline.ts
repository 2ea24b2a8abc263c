/**
 * Pipelines: the shared pieces (shader stages with specialization constants and a required subgroup
 * size) and compute pipelines. Graphics pipelines are built in graphics.ts from the same stage helper.
 */

import type { ShaderStage } from '../util/target-profile.js';
import {
  VK_PIPELINE_BIND_POINT_COMPUTE,
  VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT,
  type VkPipelineShaderStageCreateInfo,
} from './bindings.generated.js';
import type { Bindable } from './commands.js';
import type { Destroyable, Device } from './device.js';
import { check, VulkanUnsupportedError } from './errors.js';
import type { PipelineLayout, ShaderModule } from './layout.js';
import type { PipelineCache } from './pipeline-cache.js';
import { STAGE_BITS } from './profile.js';
import { chain, info } from './structs.js';

/** One specialization constant: id and a 32-bit value of the given type (default `u32`). */
export interface SpecConstant {
  readonly id: number;
  readonly value: number | boolean;
  readonly type?: 'u32' | 'i32' | 'f32' | 'bool';
}

/** A shader stage of a pipeline. */
export interface StageDesc {
  readonly stage: ShaderStage;
  readonly module: ShaderModule;
  /** Entry point name (default `main`). */
  readonly entry?: string;
  readonly specialization?: readonly SpecConstant[];
  /** Require this subgroup size (subgroup size control) for the stage. */
  readonly requiredSubgroupSize?: number;
  /** Require full subgroups (compute only; computeFullSubgroups). */
  readonly fullSubgroups?: boolean;
}

/** VkSpecializationInfo for `constants` (each stored as 4 bytes). */
function specializationInfo(constants: readonly SpecConstant[]): object | null {
  if (!constants.length) return null;
  const data = new DataView(new ArrayBuffer(constants.length * 4));
  constants.forEach((c, i) => {
    const v = typeof c.value === 'boolean' ? Number(c.value) : c.value;
    if (c.type === 'f32') data.setFloat32(i * 4, v, true);
    else if (c.type === 'i32') data.setInt32(i * 4, v, true);
    else data.setUint32(i * 4, v >>> 0, true);
  });
  return {
    mapEntryCount: constants.length,
    pMapEntries: constants.map((c, i) => ({ constantID: c.id, offset: i * 4, size: 4 })),
    dataSize: data.byteLength,
    pData: new Uint8Array(data.buffer),
  };
}

/** The VkPipelineShaderStageCreateInfo of a stage, checking the features it needs. */
export function stageInfo(device: Device, s: StageDesc): Partial<VkPipelineShaderStageCreateInfo> {
  const p = device.profile;
  if (!p.stages.includes(s.stage)) {
    throw new VulkanUnsupportedError(
      `${s.stage} stage`,
      `${p.device.name} cannot run it (feature not enabled)`,
    );
  }
  if (s.requiredSubgroupSize !== undefined) {
    const sz = s.requiredSubgroupSize;
    if (
      !p.subgroup.requiredSizeStages.includes(s.stage) ||
      sz < p.subgroup.minSize ||
      sz > p.subgroup.maxSize
    ) {
      throw new VulkanUnsupportedError(
        `subgroup size ${sz} in ${s.stage}`,
        `${p.device.name} allows ${p.subgroup.minSize}..${p.subgroup.maxSize} in ${p.subgroup.requiredSizeStages.join(', ') || 'no stage'}`,
      );
    }
  }
  return info('VkPipelineShaderStageCreateInfo', {
    pNext:
      s.requiredSubgroupSize !== undefined
        ? chain([
            'VkPipelineShaderStageRequiredSubgroupSizeCreateInfo',
            { requiredSubgroupSize: s.requiredSubgroupSize },
          ])
        : null,
    flags: s.fullSubgroups ? VK_PIPELINE_SHADER_STAGE_CREATE_REQUIRE_FULL_SUBGROUPS_BIT : 0,
    stage: STAGE_BITS[s.stage],
    module: s.module.handle,
    pName: s.entry ?? 'main',
    pSpecializationInfo: s.specialization ? (specializationInfo(s.specialization) as never) : null,
  });
}

/** A VkPipeline (compute or graphics) with the layout it was built with. */
export class Pipeline implements Destroyable, Bindable {
  readonly device: Device;
  readonly handle: bigint;
  readonly bindPoint: number;
  readonly layout: bigint;
  private alive = true;

  constructor(device: Device, handle: bigint, bindPoint: number, layout: PipelineLayout) {
    this.device = device;
    this.handle = handle;
    this.bindPoint = bindPoint;
    this.layout = layout.handle;
    device.track(this);
  }

  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.device.vk.vkDestroyPipeline(this.device.handle, this.handle, null);
    this.device.untrack(this);
  }
}

/** Options of {@link createComputePipeline}. */
export interface ComputePipelineDesc {
  readonly layout: PipelineLayout;
  readonly shader: Omit<StageDesc, 'stage'>;
  readonly cache?: PipelineCache;
  /** VkPipelineCreateFlags (e.g. the capture bits of VK_KHR_pipeline_executable_properties). */
  readonly flags?: number;
}

/** Creates a compute pipeline. */
export function createComputePipeline(device: Device, desc: ComputePipelineDesc): Pipeline {
  const ci = info('VkComputePipelineCreateInfo', {
    flags: desc.flags ?? 0,
    stage: stageInfo(device, { ...desc.shader, stage: 'compute' }) as VkPipelineShaderStageCreateInfo,
    layout: desc.layout.handle,
    basePipelineIndex: -1,
  });
  const out = [null];
  check(
    'vkCreateComputePipelines',
    device.vk.vkCreateComputePipelines(device.handle, desc.cache?.handle ?? null, 1, ci, null, out),
  );
  return new Pipeline(device, out[0] as unknown as bigint, VK_PIPELINE_BIND_POINT_COMPUTE, desc.layout);
}
