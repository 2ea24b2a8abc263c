/**
 * Device features: one table says, for every feature of the target profile, which Vulkan feature struct
 * holds it (and which extension brings that struct). Querying reads the supported set through one
 * vkGetPhysicalDeviceFeatures2 chain; enabling builds the VkDeviceCreateInfo chain with exactly the
 * features that are both wanted and supported.
 */
import { VulkanUnsupportedError } from './errors.js';
import { chain, queryChain } from './structs.js';
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
};
/** Where each profile feature lives; the Vulkan member has the same name as the profile field. */
const FEATURES = {
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
    shaderStorageImageReadWithoutFormat: 'core',
    shaderStorageImageWriteWithoutFormat: 'core',
    shaderClipDistance: 'core',
    shaderCullDistance: 'core',
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
/** The feature groups available on a device with these extensions. */
function groupsFor(extensions) {
    return Object.keys(STRUCTS).filter((g) => {
        const ext = STRUCTS[g].extension;
        return ext === undefined || extensions.has(ext);
    });
}
/** Reads every supported feature through vkGetPhysicalDeviceFeatures2. */
export function querySupported(vk, physicalDevice, extensions) {
    const groups = groupsFor(extensions).filter((g) => g !== 'core');
    const names = ['VkPhysicalDeviceFeatures2', ...groups.map((g) => STRUCTS[g].struct)];
    const decoded = queryChain(names, (p) => vk.vkGetPhysicalDeviceFeatures2(physicalDevice, p));
    const result = { core: decoded[0].features };
    groups.forEach((g, i) => {
        result[g] = decoded[i + 1];
    });
    return result;
}
/** The profile's features: each true when the device supports it (and so Oberon enables it). */
export function enabledFeatures(supported) {
    const out = {};
    for (const [name, group] of Object.entries(FEATURES))
        out[name] = supported[group]?.[name] === 1;
    return out;
}
/** Device extensions to enable for the supported groups. */
export function featureExtensions(supported) {
    return Object.keys(supported).flatMap((g) => {
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
};
/**
 * The extensions and pNext links that enable `tools`; throws {@link VulkanUnsupportedError} naming the
 * first one the device lacks.
 */
export function toolFeatureLinks(vk, physicalDevice, extensions, tools) {
    const out = { extensions: [], links: [] };
    for (const tool of tools) {
        const { struct, extension } = TOOL_FEATURES[tool];
        const [, decoded] = queryChain(['VkPhysicalDeviceFeatures2', struct], (p) => vk.vkGetPhysicalDeviceFeatures2(physicalDevice, p));
        if (!extensions.has(extension) || decoded[tool] !== 1)
            throw new VulkanUnsupportedError(tool, `the device does not offer ${extension}`);
        out.extensions.push(extension);
        out.links.push([struct, { [tool]: 1 }]);
    }
    return out;
}
/** The pNext chain for VkDeviceCreateInfo that enables exactly `features` (and the `extra` links). */
export function enableChain(supported, features, extra = []) {
    const groups = Object.keys(supported);
    const members = (g) => {
        const values = {};
        for (const [name, group] of Object.entries(FEATURES)) {
            if (group === g && features[name])
                values[name] = 1;
        }
        return values;
    };
    const core = members('core');
    const links = [['VkPhysicalDeviceFeatures2', { features: core }]];
    for (const g of groups) {
        if (g === 'core')
            continue;
        links.push([STRUCTS[g].struct, members(g)]);
    }
    return chain(...links, ...extra);
}
//# sourceMappingURL=features.js.map