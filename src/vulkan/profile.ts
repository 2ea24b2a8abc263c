/**
 * Derives the {@link TargetProfile} from what a physical device reports and what Oberon enabled on it.
 * A pure function of queried data: the same device gives the same profile.
 */

import {
  type FloatWidth,
  freezeProfile,
  type ShaderStage,
  type SubgroupOperation,
  TARGET_PROFILE_VERSION,
  type TargetDevice,
  type TargetFeatures,
  type TargetFloatControls,
  type TargetProfile,
} from '../util/target-profile.js';
import {
  VK_PHYSICAL_DEVICE_TYPE_CPU,
  VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU,
  VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU,
  VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU,
  VK_SHADER_STAGE_COMPUTE_BIT,
  VK_SHADER_STAGE_FRAGMENT_BIT,
  VK_SHADER_STAGE_GEOMETRY_BIT,
  VK_SHADER_STAGE_MESH_BIT_EXT,
  VK_SHADER_STAGE_TASK_BIT_EXT,
  VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT,
  VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT,
  VK_SHADER_STAGE_VERTEX_BIT,
  VK_SUBGROUP_FEATURE_ARITHMETIC_BIT,
  VK_SUBGROUP_FEATURE_BALLOT_BIT,
  VK_SUBGROUP_FEATURE_BASIC_BIT,
  VK_SUBGROUP_FEATURE_CLUSTERED_BIT,
  VK_SUBGROUP_FEATURE_QUAD_BIT,
  VK_SUBGROUP_FEATURE_SHUFFLE_BIT,
  VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT,
  VK_SUBGROUP_FEATURE_VOTE_BIT,
} from './bindings.generated.js';
import { type PhysicalDeviceInfo, versionString } from './instance.js';

/** Vulkan stage bits by profile stage name. */
export const STAGE_BITS: Readonly<Record<ShaderStage, number>> = {
  vertex: VK_SHADER_STAGE_VERTEX_BIT,
  tessControl: VK_SHADER_STAGE_TESSELLATION_CONTROL_BIT,
  tessEval: VK_SHADER_STAGE_TESSELLATION_EVALUATION_BIT,
  geometry: VK_SHADER_STAGE_GEOMETRY_BIT,
  fragment: VK_SHADER_STAGE_FRAGMENT_BIT,
  compute: VK_SHADER_STAGE_COMPUTE_BIT,
  task: VK_SHADER_STAGE_TASK_BIT_EXT,
  mesh: VK_SHADER_STAGE_MESH_BIT_EXT,
};

const OPERATION_BITS: Readonly<Record<SubgroupOperation, number>> = {
  basic: VK_SUBGROUP_FEATURE_BASIC_BIT,
  vote: VK_SUBGROUP_FEATURE_VOTE_BIT,
  arithmetic: VK_SUBGROUP_FEATURE_ARITHMETIC_BIT,
  ballot: VK_SUBGROUP_FEATURE_BALLOT_BIT,
  shuffle: VK_SUBGROUP_FEATURE_SHUFFLE_BIT,
  shuffleRelative: VK_SUBGROUP_FEATURE_SHUFFLE_RELATIVE_BIT,
  clustered: VK_SUBGROUP_FEATURE_CLUSTERED_BIT,
  quad: VK_SUBGROUP_FEATURE_QUAD_BIT,
};

const DEVICE_TYPES: Readonly<Record<number, TargetDevice['type']>> = {
  [VK_PHYSICAL_DEVICE_TYPE_CPU]: 'cpu',
  [VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU]: 'discrete',
  [VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU]: 'integrated',
  [VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU]: 'virtual',
};

/** The profile stage names set in a VkShaderStageFlags mask. */
export function stagesOf(mask: number): ShaderStage[] {
  return (Object.keys(STAGE_BITS) as ShaderStage[]).filter((s) => (mask & STAGE_BITS[s]) !== 0);
}

/** The float-control widths the Vulkan 1.2 properties report. */
function floatControlsOf(v12: PhysicalDeviceInfo['vulkan12']): TargetFloatControls {
  const widths = (f16: number | undefined, f32: number | undefined, f64: number | undefined): FloatWidth[] =>
    (
      [
        [16, f16],
        [32, f32],
        [64, f64],
      ] as const
    )
      .filter(([, on]) => on === 1)
      .map(([w]) => w);
  return {
    signedZeroInfNanPreserve: widths(
      v12?.shaderSignedZeroInfNanPreserveFloat16,
      v12?.shaderSignedZeroInfNanPreserveFloat32,
      v12?.shaderSignedZeroInfNanPreserveFloat64,
    ),
    denormPreserve: widths(
      v12?.shaderDenormPreserveFloat16,
      v12?.shaderDenormPreserveFloat32,
      v12?.shaderDenormPreserveFloat64,
    ),
  };
}

const triple = (a: ArrayLike<number>): [number, number, number] => [a[0], a[1], a[2]];

/** The profile of `info` with `features` and `extensions` enabled. */
export function deriveProfile(
  info: PhysicalDeviceInfo,
  features: TargetFeatures,
  extensions: readonly string[],
): TargetProfile {
  const p = info.properties;
  const l = p.limits;
  const v11 = info.vulkan11;
  const v13 = info.vulkan13;
  const size = v11?.subgroupSize ?? 1;
  const stages: ShaderStage[] = ['vertex', 'fragment', 'compute'];
  if (features.tessellationShader) stages.push('tessControl', 'tessEval');
  if (features.geometryShader) stages.push('geometry');
  if (features.taskShader) stages.push('task');
  if (features.meshShader) stages.push('mesh');
  const sizeControl = features.subgroupSizeControl && v13 !== undefined;
  const mesh = info.mesh;
  return freezeProfile({
    version: TARGET_PROFILE_VERSION,
    device: {
      name: p.deviceName,
      type: DEVICE_TYPES[p.deviceType] ?? 'other',
      vendorId: p.vendorID,
      deviceId: p.deviceID,
      driverName: info.vulkan12?.driverName ?? '',
      driverInfo: info.vulkan12?.driverInfo ?? '',
      apiVersion: versionString(p.apiVersion),
    },
    stages: stagesOf(stages.reduce((m, s) => m | STAGE_BITS[s], 0)),
    floatControls: floatControlsOf(info.vulkan12),
    subgroup: {
      size,
      minSize: sizeControl ? v13.minSubgroupSize : size,
      maxSize: sizeControl ? v13.maxSubgroupSize : size,
      stages: stagesOf(v11?.subgroupSupportedStages ?? 0),
      requiredSizeStages: sizeControl ? stagesOf(v13.requiredSubgroupSizeStages) : [],
      operations: (Object.keys(OPERATION_BITS) as SubgroupOperation[]).filter(
        (o) => ((v11?.subgroupSupportedOperations ?? 0) & OPERATION_BITS[o]) !== 0,
      ),
      quadOperationsInAllStages: v11?.subgroupQuadOperationsInAllStages === 1,
    },
    features: { ...features },
    extensions: [...extensions].sort(),
    limits: {
      maxComputeWorkGroupSize: triple(l.maxComputeWorkGroupSize),
      maxComputeWorkGroupInvocations: l.maxComputeWorkGroupInvocations,
      maxComputeWorkGroupCount: triple(l.maxComputeWorkGroupCount),
      maxComputeSharedMemorySize: l.maxComputeSharedMemorySize,
      maxPushConstantsSize: l.maxPushConstantsSize,
      maxBoundDescriptorSets: l.maxBoundDescriptorSets,
      maxPerStageDescriptorStorageBuffers: l.maxPerStageDescriptorStorageBuffers,
      maxPerStageDescriptorSampledImages: l.maxPerStageDescriptorSampledImages,
      maxPerStageDescriptorStorageImages: l.maxPerStageDescriptorStorageImages,
      maxVertexInputAttributes: l.maxVertexInputAttributes,
      maxVertexInputBindings: l.maxVertexInputBindings,
      maxVertexOutputComponents: l.maxVertexOutputComponents,
      maxFragmentInputComponents: l.maxFragmentInputComponents,
      maxFragmentOutputAttachments: l.maxFragmentOutputAttachments,
      maxFragmentDualSrcAttachments: l.maxFragmentDualSrcAttachments,
      maxColorAttachments: l.maxColorAttachments,
      maxTessellationPatchSize: l.maxTessellationPatchSize,
      maxTessellationGenerationLevel: l.maxTessellationGenerationLevel,
      maxGeometryOutputVertices: l.maxGeometryOutputVertices,
      maxGeometryInvocations: l.maxGeometryShaderInvocations,
      maxImageDimension2D: l.maxImageDimension2D,
      maxImageDimension3D: l.maxImageDimension3D,
      maxImageArrayLayers: l.maxImageArrayLayers,
      maxViewports: l.maxViewports,
      maxStorageBufferRange: l.maxStorageBufferRange,
      minStorageBufferOffsetAlignment: Number(l.minStorageBufferOffsetAlignment),
      minUniformBufferOffsetAlignment: Number(l.minUniformBufferOffsetAlignment),
      framebufferColorSampleCounts: l.framebufferColorSampleCounts,
      framebufferDepthSampleCounts: l.framebufferDepthSampleCounts,
      storageImageSampleCounts: l.storageImageSampleCounts,
      ...(mesh && features.meshShader
        ? {
            mesh: {
              maxMeshWorkGroupSize: triple(mesh.maxMeshWorkGroupSize),
              maxTaskWorkGroupSize: triple(mesh.maxTaskWorkGroupSize),
              maxMeshOutputVertices: mesh.maxMeshOutputVertices,
              maxMeshOutputPrimitives: mesh.maxMeshOutputPrimitives,
              maxTaskPayloadSize: mesh.maxTaskPayloadSize,
            },
          }
        : {}),
    },
  });
}
