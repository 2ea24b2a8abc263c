/**
 * Target profiles for recompiling without a Vulkan device (the CLI, tests, benchmarks): a generic
 * Vulkan 1.2 compute device with every data-type feature and a chosen subgroup size. `lavapipeLike`
 * mirrors Mesa's lavapipe (subgroups of 8, no size control), the CI device.
 */
import {
  type FeatureName,
  freezeProfile,
  TARGET_PROFILE_VERSION,
  type TargetFeatures,
  type TargetProfile,
} from '../util/target-profile.js';

const ON: readonly FeatureName[] = [
  'shaderFloat16',
  'shaderInt8',
  'shaderInt16',
  'shaderFloat64',
  'shaderInt64',
  'storageBuffer16BitAccess',
  'uniformAndStorageBuffer16BitAccess',
  'storageBuffer8BitAccess',
  'uniformAndStorageBuffer8BitAccess',
  'bufferDeviceAddress',
  'scalarBlockLayout',
  'vulkanMemoryModelDeviceScope',
  'shaderBufferInt64Atomics',
  'shaderSharedInt64Atomics',
  'subgroupSizeControl',
  'computeFullSubgroups',
  'shaderSubgroupExtendedTypes',
  // Storage images of R8/R16/R32G32 texels (the translator binds guest images as raw texels), and
  // multisampled ones (guest MSAA images).
  'shaderStorageImageExtendedFormats',
  'shaderStorageImageMultisample',
  // Pixel programs: demotion (core in Vulkan 1.3) and per-sample interpolation.
  'shaderDemoteToHelperInvocation',
  'sampleRateShading',
  // Vertex programs: clip and cull distances (PA_CL_VS_OUT_CNTL).
  'shaderClipDistance',
  'shaderCullDistance',
  // Vertex programs: the misc vector's layer and viewport index, and point sizes.
  'shaderOutputLayer',
  'shaderOutputViewportIndex',
  'largePoints',
];

const FEATURE_NAMES: readonly FeatureName[] = [
  'geometryShader',
  'tessellationShader',
  'meshShader',
  'taskShader',
  'fragmentShaderBarycentric',
  'provokingVertexLast',
  'shaderDemoteToHelperInvocation',
  'shaderFloat16',
  'shaderInt8',
  'shaderInt16',
  'shaderFloat64',
  'shaderInt64',
  'storageBuffer16BitAccess',
  'uniformAndStorageBuffer16BitAccess',
  'storagePushConstant16',
  'storageInputOutput16',
  'storageBuffer8BitAccess',
  'uniformAndStorageBuffer8BitAccess',
  'subgroupSizeControl',
  'computeFullSubgroups',
  'dynamicRendering',
  'synchronization2',
  'maintenance4',
  'descriptorIndexing',
  'runtimeDescriptorArray',
  'descriptorBindingPartiallyBound',
  'shaderSampledImageArrayNonUniformIndexing',
  'shaderStorageBufferArrayNonUniformIndexing',
  'shaderStorageImageArrayNonUniformIndexing',
  'bufferDeviceAddress',
  'scalarBlockLayout',
  'vulkanMemoryModel',
  'vulkanMemoryModelDeviceScope',
  'shaderBufferInt64Atomics',
  'shaderSharedInt64Atomics',
  'shaderSubgroupExtendedTypes',
  'dualSrcBlend',
  'sampleRateShading',
  'independentBlend',
  'logicOp',
  'depthClamp',
  'depthBounds',
  'fillModeNonSolid',
  'imageCubeArray',
  'multiDrawIndirect',
  'drawIndirectFirstInstance',
  'multiViewport',
  'samplerAnisotropy',
  'textureCompressionBC',
  'fragmentStoresAndAtomics',
  'vertexPipelineStoresAndAtomics',
  'shaderImageGatherExtended',
  'shaderStorageImageExtendedFormats',
  'shaderStorageImageMultisample',
  'shaderStorageImageReadWithoutFormat',
  'shaderStorageImageWriteWithoutFormat',
  'shaderClipDistance',
  'shaderCullDistance',
  'shaderDrawParameters',
  'largePoints',
  'shaderOutputLayer',
  'shaderOutputViewportIndex',
];

/** A generic compute device whose subgroups are `subgroupSize` wide (selectable only at that size). */
export function genericTargetProfile(
  subgroupSize: number,
  name = `generic-subgroup-${subgroupSize}`,
): TargetProfile {
  const features = Object.fromEntries(
    FEATURE_NAMES.map((f) => [f, ON.includes(f)]),
  ) as unknown as TargetFeatures;
  return freezeProfile({
    version: TARGET_PROFILE_VERSION,
    device: {
      name,
      type: 'other',
      vendorId: 0,
      deviceId: 0,
      driverName: 'none',
      driverInfo: '',
      apiVersion: '1.2.0',
    },
    stages: ['compute'],
    floatControls: { signedZeroInfNanPreserve: [16, 32, 64], denormPreserve: [16, 32, 64] },
    subgroup: {
      size: subgroupSize,
      minSize: subgroupSize,
      maxSize: subgroupSize,
      stages: ['compute', 'fragment'],
      requiredSizeStages: ['compute'],
      operations: [
        'basic',
        'vote',
        'arithmetic',
        'ballot',
        'shuffle',
        'shuffleRelative',
        'clustered',
        'quad',
      ],
      quadOperationsInAllStages: false,
    },
    features,
    extensions: [],
    limits: {
      maxComputeWorkGroupSize: [1024, 1024, 64],
      maxComputeWorkGroupInvocations: 1024,
      maxComputeWorkGroupCount: [65535, 65535, 65535],
      maxComputeSharedMemorySize: 65536,
      maxPushConstantsSize: 128,
      maxBoundDescriptorSets: 8,
      maxPerStageDescriptorStorageBuffers: 1024,
      maxPerStageDescriptorSampledImages: 1024,
      maxPerStageDescriptorStorageImages: 1024,
      maxVertexInputAttributes: 32,
      maxVertexInputBindings: 32,
      maxVertexOutputComponents: 128,
      maxFragmentInputComponents: 128,
      maxFragmentOutputAttachments: 8,
      maxFragmentDualSrcAttachments: 1,
      maxColorAttachments: 8,
      maxTessellationPatchSize: 32,
      maxTessellationGenerationLevel: 64,
      maxGeometryOutputVertices: 256,
      maxGeometryInvocations: 32,
      maxImageDimension2D: 16384,
      maxImageDimension3D: 2048,
      maxImageArrayLayers: 2048,
      maxViewports: 16,
      maxStorageBufferRange: 2 ** 31,
      minStorageBufferOffsetAlignment: 16,
      minUniformBufferOffsetAlignment: 64,
      framebufferColorSampleCounts: 15,
      framebufferDepthSampleCounts: 15,
      storageImageSampleCounts: 15,
    },
  });
}

/** lavapipe's compute model: subgroups of 8 without size control. */
export function lavapipeLikeProfile(): TargetProfile {
  const p = genericTargetProfile(8, 'lavapipe-like');
  // Mesa's lavapipe preserves signed zeros, infinities and NaNs but not denormals.
  return freezeProfile({
    ...p,
    floatControls: { signedZeroInfNanPreserve: [16, 32, 64], denormPreserve: [] },
    subgroup: { ...p.subgroup, requiredSizeStages: [] },
  });
}
