/**
 * The Vulkan instance: created for Vulkan 1.3, optionally with the Khronos validation layer and a
 * debug-utils messenger (also chained into instance creation, so create/destroy messages are caught);
 * enumerates physical devices with everything the device selection and target profile need.
 */
import { VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT, } from './bindings.generated.js';
import { check, VulkanUnsupportedError } from './errors.js';
import { loadCommands } from './ffi.js';
import { chain, enumerate, info, queryChain } from './structs.js';
import { VALIDATION_LAYER, ValidationMessages } from './validation.js';
/** Vulkan 1.3, the version Oberon requires of instance and device. */
export const API_VERSION_1_3 = (1 << 22) | (3 << 12);
/** Decodes a packed Vulkan version to `major.minor.patch`. */
export function versionString(v) {
    return `${v >>> 22}.${(v >>> 12) & 0x3ff}.${v & 0xfff}`;
}
/** A VkInstance with its command table and (when validating) its message collector. */
export class Instance {
    handle;
    /** Global and instance-level commands. */
    vk;
    /** Collected validation messages, when created with `validation`. */
    validation;
    messenger = null;
    destroyed = false;
    constructor(handle, vk, validation) {
        this.handle = handle;
        this.vk = vk;
        this.validation = validation;
    }
    /** Creates an instance; throws {@link VulkanUnsupportedError} if validation is asked for but absent. */
    static create(options = {}) {
        const global = loadCommands('global', null);
        const layers = [];
        const extensions = [];
        let messages;
        if (options.validation) {
            const available = enumerate('VkLayerProperties', (n, p) => global.vkEnumerateInstanceLayerProperties(n, p));
            if (!available.some((l) => l.layerName === VALIDATION_LAYER)) {
                throw new VulkanUnsupportedError(VALIDATION_LAYER, 'the layer is not installed (Debian vulkan-validationlayers)');
            }
            layers.push(VALIDATION_LAYER);
            extensions.push('VK_EXT_debug_utils');
            messages = new ValidationMessages();
        }
        const sync = options.synchronizationValidation
            ? [
                'VkValidationFeaturesEXT',
                {
                    enabledValidationFeatureCount: 1,
                    pEnabledValidationFeatures: [VK_VALIDATION_FEATURE_ENABLE_SYNCHRONIZATION_VALIDATION_EXT],
                },
            ]
            : undefined;
        const out = [null];
        const createInfo = info('VkInstanceCreateInfo', {
            pNext: messages ? chain(['VkDebugUtilsMessengerCreateInfoEXT', messages.createInfo()], sync) : null,
            pApplicationInfo: info('VkApplicationInfo', {
                pApplicationName: 'oberon',
                pEngineName: 'oberon',
                apiVersion: API_VERSION_1_3,
            }),
            enabledLayerCount: layers.length,
            ppEnabledLayerNames: layers,
            enabledExtensionCount: extensions.length,
            ppEnabledExtensionNames: extensions,
        });
        try {
            check('vkCreateInstance', global.vkCreateInstance(createInfo, null, out));
        }
        catch (e) {
            messages?.close();
            throw e;
        }
        const handle = out[0];
        const instance = new Instance(handle, { ...global, ...loadCommands('instance', handle) }, messages);
        if (messages) {
            const m = [null];
            check('vkCreateDebugUtilsMessengerEXT', instance.vk.vkCreateDebugUtilsMessengerEXT(handle, messages.createInfo(), null, m));
            instance.messenger = m[0];
        }
        return instance;
    }
    /** Every physical device, with properties, extensions, queue families and memory types. */
    physicalDevices() {
        const vk = this.vk;
        const count = [0];
        check('vkEnumeratePhysicalDevices', vk.vkEnumeratePhysicalDevices(this.handle, count, null));
        const handles = new Array(count[0]).fill(null);
        check('vkEnumeratePhysicalDevices', vk.vkEnumeratePhysicalDevices(this.handle, count, handles));
        return handles.slice(0, count[0]).map((h) => this.describe(h));
    }
    describe(handle) {
        const vk = this.vk;
        const properties = {};
        vk.vkGetPhysicalDeviceProperties(handle, properties);
        const extensions = new Set(enumerate('VkExtensionProperties', (n, p) => vk.vkEnumerateDeviceExtensionProperties(handle, null, n, p)).map((e) => e.extensionName));
        const v = properties.apiVersion;
        let result = {};
        if (v >= API_VERSION_1_3) {
            if (extensions.has('VK_EXT_mesh_shader')) {
                const [, vulkan11, vulkan12, vulkan13, mesh] = queryChain([
                    'VkPhysicalDeviceProperties2',
                    'VkPhysicalDeviceVulkan11Properties',
                    'VkPhysicalDeviceVulkan12Properties',
                    'VkPhysicalDeviceVulkan13Properties',
                    'VkPhysicalDeviceMeshShaderPropertiesEXT',
                ], (p) => vk.vkGetPhysicalDeviceProperties2(handle, p));
                result = { vulkan11, vulkan12, vulkan13, mesh };
            }
            else {
                const [, vulkan11, vulkan12, vulkan13] = queryChain([
                    'VkPhysicalDeviceProperties2',
                    'VkPhysicalDeviceVulkan11Properties',
                    'VkPhysicalDeviceVulkan12Properties',
                    'VkPhysicalDeviceVulkan13Properties',
                ], (p) => vk.vkGetPhysicalDeviceProperties2(handle, p));
                result = { vulkan11, vulkan12, vulkan13 };
            }
        }
        const queueFamilies = enumerate('VkQueueFamilyProperties', (n, p) => {
            vk.vkGetPhysicalDeviceQueueFamilyProperties(handle, n, p);
            return 0;
        });
        const memory = {};
        vk.vkGetPhysicalDeviceMemoryProperties(handle, memory);
        return {
            handle,
            properties,
            ...result,
            extensions,
            queueFamilies,
            memory,
        };
    }
    /** Destroys the messenger and the instance (every device must be destroyed first). */
    destroy() {
        if (this.destroyed)
            return;
        this.destroyed = true;
        if (this.messenger !== null)
            this.vk.vkDestroyDebugUtilsMessengerEXT(this.handle, this.messenger, null);
        this.vk.vkDestroyInstance(this.handle, null);
        this.validation?.close();
    }
}
//# sourceMappingURL=instance.js.map