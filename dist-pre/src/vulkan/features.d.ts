/**
 * Device features: one table says, for every feature of the target profile, which Vulkan feature struct
 * holds it (and which extension brings that struct). Querying reads the supported set through one
 * vkGetPhysicalDeviceFeatures2 chain; enabling builds the VkDeviceCreateInfo chain with exactly the
 * features that are both wanted and supported.
 */
import type { TargetFeatures } from '../util/target-profile.js';
import type { VkCommands } from './bindings.generated.js';
import { type Link } from './structs.js';
/** The feature structs Oberon reads, with the extension each needs (core ones need none). */
declare const STRUCTS: {
    readonly core: {
        readonly struct: "VkPhysicalDeviceFeatures";
        readonly extension: undefined;
    };
    readonly v11: {
        readonly struct: "VkPhysicalDeviceVulkan11Features";
        readonly extension: undefined;
    };
    readonly v12: {
        readonly struct: "VkPhysicalDeviceVulkan12Features";
        readonly extension: undefined;
    };
    readonly v13: {
        readonly struct: "VkPhysicalDeviceVulkan13Features";
        readonly extension: undefined;
    };
    readonly mesh: {
        readonly struct: "VkPhysicalDeviceMeshShaderFeaturesEXT";
        readonly extension: "VK_EXT_mesh_shader";
    };
    readonly barycentric: {
        readonly struct: "VkPhysicalDeviceFragmentShaderBarycentricFeaturesKHR";
        readonly extension: "VK_KHR_fragment_shader_barycentric";
    };
    readonly provoking: {
        readonly struct: "VkPhysicalDeviceProvokingVertexFeaturesEXT";
        readonly extension: "VK_EXT_provoking_vertex";
    };
};
type Group = keyof typeof STRUCTS;
/** Supported feature members per group, as numbers (VkBool32). */
export type SupportedFeatures = Partial<Record<Group, Record<string, unknown>>>;
/** Reads every supported feature through vkGetPhysicalDeviceFeatures2. */
export declare function querySupported(vk: VkCommands, physicalDevice: bigint, extensions: ReadonlySet<string>): SupportedFeatures;
/** The profile's features: each true when the device supports it (and so Oberon enables it). */
export declare function enabledFeatures(supported: SupportedFeatures): TargetFeatures;
/** Device extensions to enable for the supported groups. */
export declare function featureExtensions(supported: SupportedFeatures): string[];
/**
 * Features outside the target profile, enabled only when a caller asks for them: tools that inspect the
 * driver's own compiler (scripts/gen-aco-corpus.ts reads RADV's machine code through
 * VK_KHR_pipeline_executable_properties). Each names its struct, member and extension.
 */
declare const TOOL_FEATURES: {
    readonly pipelineExecutableInfo: {
        readonly struct: "VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR";
        readonly extension: "VK_KHR_pipeline_executable_properties";
    };
};
/** A feature outside the target profile (see TOOL_FEATURES). */
export type ToolFeature = keyof typeof TOOL_FEATURES;
/**
 * The extensions and pNext links that enable `tools`; throws {@link VulkanUnsupportedError} naming the
 * first one the device lacks.
 */
export declare function toolFeatureLinks(vk: VkCommands, physicalDevice: bigint, extensions: ReadonlySet<string>, tools: readonly ToolFeature[]): {
    extensions: string[];
    links: Link[];
};
/** The pNext chain for VkDeviceCreateInfo that enables exactly `features` (and the `extra` links). */
export declare function enableChain(supported: SupportedFeatures, features: TargetFeatures, extra?: readonly Link[]): unknown;
export {};
