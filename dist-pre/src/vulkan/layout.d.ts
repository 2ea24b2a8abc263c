import type { Destroyable, Device } from './device.js';
/** Descriptor kinds Oberon binds. */
export type DescriptorKind = 'storageBuffer' | 'uniformBuffer' | 'sampledImage' | 'storageImage' | 'sampler' | 'combinedImageSampler';
/** VkDescriptorType of each kind. */
export declare const DESCRIPTOR_TYPES: Readonly<Record<DescriptorKind, number>>;
/** One binding of a descriptor set. */
export interface BindingDesc {
    readonly binding: number;
    readonly kind: DescriptorKind;
    /** Array size (default 1). */
    readonly count?: number;
    /** VkShaderStageFlags that use it. */
    readonly stages: number;
}
/** One push-constant range. */
export interface PushConstantRange {
    readonly stages: number;
    readonly offset?: number;
    readonly size: number;
}
/** A pipeline layout description. */
export interface LayoutDesc {
    readonly sets?: readonly (readonly BindingDesc[])[];
    readonly pushConstants?: readonly PushConstantRange[];
}
/** A VkShaderModule. */
export declare class ShaderModule implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    private alive;
    private constructor();
    /** Creates a module from SPIR-V words (or bytes whose length is a multiple of 4). */
    static create(device: Device, spirv: Uint32Array | Uint8Array): ShaderModule;
    destroy(): void;
}
/** A VkPipelineLayout and the set layouts it owns. */
export declare class PipelineLayout implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    readonly setLayouts: readonly bigint[];
    readonly desc: LayoutDesc;
    private alive;
    private constructor();
    static create(device: Device, desc?: LayoutDesc): PipelineLayout;
    destroy(): void;
}
