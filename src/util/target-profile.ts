/**
 * The host target profile: a plain, JSON-serializable description of a Vulkan device (subgroups, stages,
 * features, limits) derived by the vulkan layer and read by the recompiler, which lowers guest programs
 * for it. This module holds only types and a version, so any layer may import it without loading Vulkan.
 *
 * Invariant: every field is data (no handles, no functions); `JSON.parse(JSON.stringify(p))` equals `p`.
 */

/** Bumped when the shape of {@link TargetProfile} changes (cache keys include it). */
export const TARGET_PROFILE_VERSION = 3;

/** A host shader stage. */
export type ShaderStage =
  | 'vertex'
  | 'tessControl'
  | 'tessEval'
  | 'geometry'
  | 'fragment'
  | 'compute'
  | 'task'
  | 'mesh';

/** A subgroup operation class (VkSubgroupFeatureFlagBits). */
export type SubgroupOperation =
  | 'basic'
  | 'vote'
  | 'arithmetic'
  | 'ballot'
  | 'shuffle'
  | 'shuffleRelative'
  | 'clustered'
  | 'quad';

/** Device features Oberon enables when present; true means enabled on the logical device. */
export interface TargetFeatures {
  readonly geometryShader: boolean;
  readonly tessellationShader: boolean;
  readonly meshShader: boolean;
  readonly taskShader: boolean;
  readonly fragmentShaderBarycentric: boolean;
  readonly provokingVertexLast: boolean;
  readonly shaderDemoteToHelperInvocation: boolean;
  readonly shaderFloat16: boolean;
  readonly shaderInt8: boolean;
  readonly shaderInt16: boolean;
  readonly shaderFloat64: boolean;
  readonly shaderInt64: boolean;
  readonly storageBuffer16BitAccess: boolean;
  readonly uniformAndStorageBuffer16BitAccess: boolean;
  readonly storagePushConstant16: boolean;
  readonly storageInputOutput16: boolean;
  readonly storageBuffer8BitAccess: boolean;
  readonly uniformAndStorageBuffer8BitAccess: boolean;
  readonly subgroupSizeControl: boolean;
  readonly computeFullSubgroups: boolean;
  readonly dynamicRendering: boolean;
  readonly synchronization2: boolean;
  /** Needed for LocalSizeId (glslang's Vulkan 1.3 output) among others. */
  readonly maintenance4: boolean;
  readonly descriptorIndexing: boolean;
  readonly runtimeDescriptorArray: boolean;
  readonly descriptorBindingPartiallyBound: boolean;
  readonly shaderSampledImageArrayNonUniformIndexing: boolean;
  readonly shaderStorageBufferArrayNonUniformIndexing: boolean;
  readonly shaderStorageImageArrayNonUniformIndexing: boolean;
  readonly bufferDeviceAddress: boolean;
  readonly scalarBlockLayout: boolean;
  readonly vulkanMemoryModel: boolean;
  /** Device scope in the Vulkan memory model (the recompiler's cross-invocation atomics use it). */
  readonly vulkanMemoryModelDeviceScope: boolean;
  /** 64-bit atomics on buffer (and physical) memory and on workgroup memory. */
  readonly shaderBufferInt64Atomics: boolean;
  readonly shaderSharedInt64Atomics: boolean;
  readonly shaderSubgroupExtendedTypes: boolean;
  readonly dualSrcBlend: boolean;
  readonly sampleRateShading: boolean;
  readonly independentBlend: boolean;
  readonly logicOp: boolean;
  readonly depthClamp: boolean;
  readonly depthBounds: boolean;
  readonly fillModeNonSolid: boolean;
  readonly imageCubeArray: boolean;
  readonly multiDrawIndirect: boolean;
  readonly drawIndirectFirstInstance: boolean;
  readonly multiViewport: boolean;
  readonly samplerAnisotropy: boolean;
  readonly textureCompressionBC: boolean;
  readonly fragmentStoresAndAtomics: boolean;
  readonly vertexPipelineStoresAndAtomics: boolean;
  readonly shaderImageGatherExtended: boolean;
  readonly shaderStorageImageExtendedFormats: boolean;
  readonly shaderStorageImageMultisample: boolean;
  readonly shaderStorageImageReadWithoutFormat: boolean;
  readonly shaderStorageImageWriteWithoutFormat: boolean;
  readonly shaderClipDistance: boolean;
  readonly shaderCullDistance: boolean;
  readonly shaderDrawParameters: boolean;
  /** Point sizes other than 1.0. */
  readonly largePoints: boolean;
  /** Layer and ViewportIndex written by vertex (pre-rasterization) stages (Vulkan 1.2). */
  readonly shaderOutputLayer: boolean;
  readonly shaderOutputViewportIndex: boolean;
}

/** Name of one of {@link TargetFeatures}. */
export type FeatureName = keyof TargetFeatures;

/** The subgroup model of the device. */
export interface TargetSubgroup {
  /** Default subgroup size (VkPhysicalDeviceVulkan11Properties.subgroupSize). */
  readonly size: number;
  /** Range selectable with subgroup size control (equal to `size` without it). */
  readonly minSize: number;
  readonly maxSize: number;
  /** Stages where subgroup operations are supported. */
  readonly stages: readonly ShaderStage[];
  /** Stages where a required subgroup size may be set. */
  readonly requiredSizeStages: readonly ShaderStage[];
  readonly operations: readonly SubgroupOperation[];
  readonly quadOperationsInAllStages: boolean;
}

/** Limits the recompiler and driver consult. */
export interface TargetLimits {
  readonly maxComputeWorkGroupSize: readonly [number, number, number];
  readonly maxComputeWorkGroupInvocations: number;
  readonly maxComputeWorkGroupCount: readonly [number, number, number];
  readonly maxComputeSharedMemorySize: number;
  readonly maxPushConstantsSize: number;
  readonly maxBoundDescriptorSets: number;
  readonly maxPerStageDescriptorStorageBuffers: number;
  readonly maxPerStageDescriptorSampledImages: number;
  readonly maxPerStageDescriptorStorageImages: number;
  readonly maxVertexInputAttributes: number;
  readonly maxVertexInputBindings: number;
  readonly maxVertexOutputComponents: number;
  readonly maxFragmentInputComponents: number;
  readonly maxFragmentOutputAttachments: number;
  readonly maxFragmentDualSrcAttachments: number;
  readonly maxColorAttachments: number;
  readonly maxTessellationPatchSize: number;
  readonly maxTessellationGenerationLevel: number;
  readonly maxGeometryOutputVertices: number;
  readonly maxGeometryInvocations: number;
  readonly maxImageDimension2D: number;
  readonly maxImageDimension3D: number;
  readonly maxImageArrayLayers: number;
  readonly maxViewports: number;
  readonly maxStorageBufferRange: number;
  readonly minStorageBufferOffsetAlignment: number;
  readonly minUniformBufferOffsetAlignment: number;
  readonly framebufferColorSampleCounts: number;
  readonly framebufferDepthSampleCounts: number;
  /** Sample counts (VkSampleCountFlags) of storage images: multisampled guest images bound as such. */
  readonly storageImageSampleCounts: number;
  /** Mesh and task limits; absent without VK_EXT_mesh_shader. */
  readonly mesh?: {
    readonly maxMeshWorkGroupSize: readonly [number, number, number];
    readonly maxTaskWorkGroupSize: readonly [number, number, number];
    readonly maxMeshOutputVertices: number;
    readonly maxMeshOutputPrimitives: number;
    readonly maxTaskPayloadSize: number;
  };
}

/** Identity of the device the profile was derived from. */
export interface TargetDevice {
  readonly name: string;
  readonly type: 'cpu' | 'discrete' | 'integrated' | 'virtual' | 'other';
  readonly vendorId: number;
  readonly deviceId: number;
  readonly driverName: string;
  readonly driverInfo: string;
  /** Vulkan version the device reports, `major.minor.patch`. */
  readonly apiVersion: string;
}

/** Everything the recompiler may assume about the host device. */
/** Float bit widths the float-controls properties speak of. */
export type FloatWidth = 16 | 32 | 64;

/** Float behaviour a shader can require (VkPhysicalDeviceVulkan12Properties float controls). */
export interface TargetFloatControls {
  /** Widths whose signed zeros, infinities and NaNs a shader may require preserved. */
  readonly signedZeroInfNanPreserve: readonly FloatWidth[];
  /** Widths whose denormals a shader may require preserved. */
  readonly denormPreserve: readonly FloatWidth[];
}

export interface TargetProfile {
  readonly version: typeof TARGET_PROFILE_VERSION;
  readonly device: TargetDevice;
  readonly floatControls: TargetFloatControls;
  /** Pipeline stages the device can run (with the enabled features). */
  readonly stages: readonly ShaderStage[];
  readonly subgroup: TargetSubgroup;
  readonly features: TargetFeatures;
  /** Device extensions enabled on the logical device. */
  readonly extensions: readonly string[];
  readonly limits: TargetLimits;
}

/**
 * `profile` frozen, with every object and array in it: a profile is a value, shared by every request
 * made for its device, and a frozen one is keyed once (recompiler/cache-key.ts). Returns `profile`.
 */
export function freezeProfile(profile: TargetProfile): TargetProfile {
  const freeze = (value: unknown): void => {
    if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return;
    Object.freeze(value);
    for (const v of Object.values(value)) freeze(v);
  };
  freeze(profile);
  return profile;
}
