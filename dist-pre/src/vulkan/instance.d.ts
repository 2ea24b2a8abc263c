/**
 * The Vulkan instance: created for Vulkan 1.3, optionally with the Khronos validation layer and a
 * debug-utils messenger (also chained into instance creation, so create/destroy messages are caught);
 * enumerates physical devices with everything the device selection and target profile need.
 */
import { type VkCommands, type VkPhysicalDeviceMemoryProperties, type VkPhysicalDeviceMeshShaderPropertiesEXT, type VkPhysicalDeviceProperties, type VkPhysicalDeviceVulkan11Properties, type VkPhysicalDeviceVulkan12Properties, type VkPhysicalDeviceVulkan13Properties, type VkQueueFamilyProperties } from './bindings.generated.js';
import { ValidationMessages } from './validation.js';
/** Vulkan 1.3, the version Oberon requires of instance and device. */
export declare const API_VERSION_1_3: number;
/** Decodes a packed Vulkan version to `major.minor.patch`. */
export declare function versionString(v: number): string;
/** Options of {@link Instance.create}. */
export interface InstanceOptions {
    /** Enable VK_LAYER_KHRONOS_validation and collect its messages (default false). */
    readonly validation?: boolean;
    /** Also enable the layer's synchronization validation (default false; slower). */
    readonly synchronizationValidation?: boolean;
}
/** What Oberon knows about one physical device before creating a logical device on it. */
export interface PhysicalDeviceInfo {
    readonly handle: bigint;
    readonly properties: VkPhysicalDeviceProperties;
    readonly vulkan11?: VkPhysicalDeviceVulkan11Properties;
    readonly vulkan12?: VkPhysicalDeviceVulkan12Properties;
    readonly vulkan13?: VkPhysicalDeviceVulkan13Properties;
    readonly mesh?: VkPhysicalDeviceMeshShaderPropertiesEXT;
    readonly extensions: ReadonlySet<string>;
    readonly queueFamilies: readonly VkQueueFamilyProperties[];
    readonly memory: VkPhysicalDeviceMemoryProperties;
}
/** A VkInstance with its command table and (when validating) its message collector. */
export declare class Instance {
    readonly handle: bigint;
    /** Global and instance-level commands. */
    readonly vk: VkCommands;
    /** Collected validation messages, when created with `validation`. */
    readonly validation: ValidationMessages | undefined;
    private messenger;
    private destroyed;
    private constructor();
    /** Creates an instance; throws {@link VulkanUnsupportedError} if validation is asked for but absent. */
    static create(options?: InstanceOptions): Instance;
    /** Every physical device, with properties, extensions, queue families and memory types. */
    physicalDevices(): PhysicalDeviceInfo[];
    private describe;
    /** Destroys the messenger and the instance (every device must be destroyed first). */
    destroy(): void;
}
