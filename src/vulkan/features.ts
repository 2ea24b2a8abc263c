/**
 * Device features: one table says, for every feature of the target profile, which Vulkan feature struct
 * holds it (and which extension brings that struct). Querying reads the supported set through one
 * vkGetPhysicalDeviceFeatures2 chain; enabling builds the VkDeviceCreateInfo chain with exactly the
 * features that are both wanted and supported.
 */

import type { FeatureName, TargetFeatures } from '../util/target-profile.js';
import type { VkCommands, VkPhysicalDeviceFeatures, VkStructs } from './bindings.generated.js';
import { VulkanUnsupportedError } from './errors.js';
import { chain, type Link, queryChain } from './structs.js';

/** The feature structs Oberon reads, with the extension each needs (core ones need none). */
const STRUCTS = {
  core: { struct: 'VkPhysicalDeviceFeatures', extension: undefined },
  v11: { struct: 'VkPhysicalDeviceVulkan11Features', extension: undefined },
  v12: { struct: 'VkPhysicalDeviceVulkan12Features', extension: undefined },
  v13: { struct: 'VkPhysicalDeviceVulkan13Features', extension: undefined },
  mesh: { struct: 'VkPhysicalDeviceMeshShaderFeaturesEXT', extension: 'VK_EXT_mesh_shader' },
  barycentric: {
    struct: 'VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR',
    extension: 'VK_KHR_fragment_shader_barycentric',
  },
  provoking: { struct: 'VkPhysicalDeviceProvokingVertexFeaturesEXT', extension: 'VK_EXT_provoking_vertex' },
} as const;
type Group = keyof typeof STRUCTS;

/** Where each profile feature lives; the Vulkan member has the same name as the profile field. */
const FEATURES: Record<FeatureName, Group> = {
  geometryShader: 'core',
  tessellationShader: 'core',
  dualSrcBlend: 'core',
  sampleRateShading: 'core',
  shaderFloat64: 'core',
  shaderInt64: 'core',
  shaderInt16: 'core',
  independentBlend: 'core',
  logicOp: 'core',
  depthClamp: 'core',
  depthBounds: 'core',
  fillModeNonSolid: 'core',
  imageCubeArray: 'core',
  multiDrawIndirect: 'core',
  drawIndirectFirstInstance: 'core',
  multiViewport: 'core',
  samplerAnisotropy: 'core',
  textureCompressionBC: 'core',
  fragmentStoresAndAtomics: 'core',
  vertexPipelineStoresAndAtomics: 'core',
  shaderImageGatherExtended: 'core',
  shaderStorageImageExtendedFormats: 'core',
  shaderStorageImageMultisample: 'core',
  shaderStorageImageReadWithoutFormat: 'core',
  shaderStorageImageWriteWithoutFormat: 'core',
  shaderClipDistance: 'core',
  shaderCullDistance: 'core',
  largePoints: 'core',
  storageBuffer16BitAccess: 'v11',
  uniformAndStorageBuffer16BitAccess: 'v11',
  storagePushConstant16: 'v11',
  storageInputOutput16: 'v11',
  shaderDrawParameters: 'v11',
  shaderFloat16: 'v12',
  shaderInt8: 'v12',
  storageBuffer8BitAccess: 'v12',
  uniformAndStorageBuffer8BitAccess: 'v12',
  descriptorIndexing: 'v12',
  runtimeDescriptorArray: 'v12',
  descriptorBindingPartiallyBound: 'v12',
  shaderSampledImageArrayNonUniformIndexing: 'v12',
  shaderStorageBufferArrayNonUniformIndexing: 'v12',
  shaderStorageImageArrayNonUniformIndexing: 'v12',
  bufferDeviceAddress: 'v12',
  scalarBlockLayout: 'v12',
  vulkanMemoryModel: 'v12',
  vulkanMemoryModelDeviceScope: 'v12',
  shaderBufferInt64Atomics: 'v12',
  shaderSharedInt64Atomics: 'v12',
  shaderSubgroupExtendedTypes: 'v12',
  shaderOutputLayer: 'v12',
  shaderOutputViewportIndex: 'v12',
  subgroupSizeControl: 'v13',
  computeFullSubgroups: 'v13',
  dynamicRendering: 'v13',
  synchronization2: 'v13',
  maintenance4: 'v13',
  shaderDemoteToHelperInvocation: 'v13',
  meshShader: 'mesh',
  taskShader: 'mesh',
  fragmentShaderBarycentric: 'barycentric',
  provokingVertexLast: 'provoking',
};

/** Supported feature members per group, as numbers (VkBool32). */
export type SupportedFeatures = Partial<Record<Group, Record<string, unknown>>>;

/** The feature groups available on a device with these extensions. */
function groupsFor(extensions: ReadonlySet<string>): Group[] {
  return (Object.keys(STRUCTS) as Group[]).filter((g) => {
    const ext = STRUCTS[g].extension;
    return ext === undefined || extensions.has(ext);
  });
}

/** Reads every supported feature through vkGetPhysicalDeviceFeatures2. */
export function querySupported(
  vk: VkCommands,
  physicalDevice: bigint,
  extensions: ReadonlySet<string>,
): SupportedFeatures {
  const groups = groupsFor(extensions).filter((g) => g !== 'core');
  const names = ['VkPhysicalDeviceFeatures2', ...groups.map((g) => STRUCTS[g].struct)] as (keyof VkStructs)[];
  const decoded = queryChain(names, (p) =>
    vk.vkGetPhysicalDeviceFeatures2(physicalDevice, p),
  ) as unknown as Record<string, unknown>[];
  const result: SupportedFeatures = { core: decoded[0].features as Record<string, unknown> };
  groups.forEach((g, i) => {
    result[g] = decoded[i + 1];
  });
  return result;
}

/** The profile's features: each true when the device supports it (and so Oberon enables it). */
export function enabledFeatures(supported: SupportedFeatures): TargetFeatures {
  const out: Record<string, boolean> = {};
  for (const [name, group] of Object.entries(FEATURES)) out[name] = supported[group as Group]?.[name] === 1;
  return out as unknown as TargetFeatures;
}

/** Device extensions to enable for the supported groups. */
export function featureExtensions(supported: SupportedFeatures): string[] {
  return (Object.keys(supported) as Group[]).flatMap((g) => {
    const ext = STRUCTS[g].extension;
    return ext ? [ext] : [];
  });
}

/**
 * Features outside the target profile, enabled only when a caller asks for them: tools that inspect the
 * driver's own compiler (scripts/gen-aco-corpus.ts reads RADV's machine code through
 * VK_KHR_pipeline_executable_properties). Each names its struct, member and extension.
 */
const TOOL_FEATURES = {
  pipelineExecutableInfo: {
    struct: 'VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR',
    extension: 'VK_KHR_pipeline_executable_properties',
  },
} as const;

/** A feature outside the target profile (see TOOL_FEATURES). */
export type ToolFeature = keyof typeof TOOL_FEATURES;

/**
 * The extensions and pNext links that enable `tools`; throws {@link VulkanUnsupportedError} naming the
 * first one the device lacks.
 */
export function toolFeatureLinks(
  vk: VkCommands,
  physicalDevice: bigint,
  extensions: ReadonlySet<string>,
  tools: readonly ToolFeature[],
): { extensions: string[]; links: Link[] } {
  const out: { extensions: string[]; links: Link[] } = { extensions: [], links: [] };
  for (const tool of tools) {
    const { struct, extension } = TOOL_FEATURES[tool];
    const [, decoded] = queryChain(['VkPhysicalDeviceFeatures2', struct] as const, (p) =>
      vk.vkGetPhysicalDeviceFeatures2(physicalDevice, p),
    );
    if (!extensions.has(extension) || decoded[tool] !== 1)
      throw new VulkanUnsupportedError(tool, `the device does not offer ${extension}`);
    out.extensions.push(extension);
    out.links.push([struct, { [tool]: 1 }]);
  }
  return out;
}

/** The pNext chain for VkDeviceCreateInfo that enables exactly `features` (and the `extra` links). */
export function enableChain(
  supported: SupportedFeatures,
  features: TargetFeatures,
  extra: readonly Link[] = [],
): unknown {
  const groups = Object.keys(supported) as Group[];
  const members = (g: Group): Record<string, number> => {
    const values: Record<string, number> = {};
    for (const [name, group] of Object.entries(FEATURES)) {
      if (group === g && features[name as FeatureName]) values[name] = 1;
    }
    return values;
  };
  const core = members('core') as Partial<VkPhysicalDeviceFeatures>;
  const links: Link[] = [['VkPhysicalDeviceFeatures2', { features: core as VkPhysicalDeviceFeatures }]];
  for (const g of groups) {
    if (g === 'core') continue;
    links.push([STRUCTS[g].struct, members(g)] as unknown as Link);
  }
  return chain(...links, ...extra);
}
