/**
 * Pipelines: the shared pieces (shader stages with specialization constants and a required subgroup
 * size) and compute pipelines. Graphics pipelines are built in graphics.ts from the same stage helper.
 */
import type { ShaderStage } from '../util/target-profile.js';
import { type VkPipelineShaderStageCreateInfo } from './bindings.generated.js';
import type { Bindable } from './commands.js';
import type { Destroyable, Device } from './device.js';
import type { PipelineLayout, ShaderModule } from './layout.js';
import type { PipelineCache } from './pipeline-cache.js';
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
/** The VkPipelineShaderStageCreateInfo of a stage, checking the features it needs. */
export declare function stageInfo(device: Device, s: StageDesc): Partial<VkPipelineShaderStageCreateInfo>;
/** A VkPipeline (compute or graphics) with the layout it was built with. */
export declare class Pipeline implements Destroyable, Bindable {
    readonly device: Device;
    readonly handle: bigint;
    readonly bindPoint: number;
    readonly layout: bigint;
    private alive;
    constructor(device: Device, handle: bigint, bindPoint: number, layout: PipelineLayout);
    destroy(): void;
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
export declare function createComputePipeline(device: Device, desc: ComputePipelineDesc): Pipeline;
