/**
 * The logical device: selected physical device, every supported Oberon feature enabled, one queue that
 * does graphics + compute + transfer, a command pool, and the derived target profile. The device tracks
 * every object created on it; `destroy` releases what is still alive (newest first) before the device,
 * so nothing outlives it.
 */
import { VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT, VK_QUEUE_COMPUTE_BIT, VK_QUEUE_GRAPHICS_BIT, } from './bindings.generated.js';
import { selectDevice } from './device-select.js';
import { check, VulkanUnsupportedError } from './errors.js';
import { enableChain, enabledFeatures, featureExtensions, querySupported, toolFeatureLinks, } from './features.js';
import { loadCommands } from './ffi.js';
import { API_VERSION_1_3, Instance, versionString } from './instance.js';
import { deriveProfile } from './profile.js';
import { info } from './structs.js';
/**
 * True for a device that can compile but not run: Mesa's RADV null winsys (RADV_FORCE_FAMILY set on a
 * machine without that GPU) reports no memory types, so nothing can be allocated or submitted on it.
 */
export function isNullDevice(physical) {
    return physical.memory.memoryTypeCount === 0;
}
/** A logical device with its queue, command pool, commands and target profile. */
export class Device {
    instance;
    physical;
    handle;
    /** Device-level commands, loaded through vkGetDeviceProcAddr. */
    vk;
    queue;
    queueFamily;
    commandPool;
    profile;
    ownsInstance;
    live = new Set();
    destroyed = false;
    constructor(fields) {
        this.instance = fields.instance;
        this.ownsInstance = fields.ownsInstance;
        this.physical = fields.physical;
        this.handle = fields.handle;
        this.vk = fields.vk;
        this.queue = fields.queue;
        this.queueFamily = fields.queueFamily;
        this.commandPool = fields.commandPool;
        this.profile = fields.profile;
    }
    /** Opens the selected device (creating an instance unless one is given). */
    static open(options = {}) {
        const instance = options.instance ?? Instance.create({ validation: options.validation });
        try {
            return Device.create(instance, selectDevice(instance.physicalDevices(), options.selection), !options.instance, options.tools);
        }
        catch (e) {
            if (!options.instance)
                instance.destroy();
            throw e;
        }
    }
    /** Creates a logical device on `physical`; requires Vulkan 1.3. */
    static create(instance, physical, ownsInstance = false, tools = []) {
        const name = physical.properties.deviceName;
        if (physical.properties.apiVersion < API_VERSION_1_3) {
            throw new VulkanUnsupportedError(`Vulkan ${versionString(physical.properties.apiVersion)} on ${name}`, 'Oberon needs Vulkan 1.3');
        }
        const wantedQueue = VK_QUEUE_GRAPHICS_BIT | VK_QUEUE_COMPUTE_BIT;
        const queueFamily = physical.queueFamilies.findIndex((q) => (q.queueFlags & wantedQueue) === wantedQueue);
        if (queueFamily < 0)
            throw new VulkanUnsupportedError(`queue on ${name}`, 'no graphics+compute queue family');
        const vki = instance.vk;
        const supported = querySupported(vki, physical.handle, physical.extensions);
        const features = enabledFeatures(supported);
        const extensions = featureExtensions(supported);
        const toolLinks = toolFeatureLinks(vki, physical.handle, physical.extensions, tools);
        const enabledExtensions = [...extensions, ...toolLinks.extensions];
        const out = [null];
        const createInfo = info('VkDeviceCreateInfo', {
            pNext: enableChain(supported, features, toolLinks.links),
            queueCreateInfoCount: 1,
            pQueueCreateInfos: [
                info('VkDeviceQueueCreateInfo', {
                    queueFamilyIndex: queueFamily,
                    queueCount: 1,
                    pQueuePriorities: [1],
                }),
            ],
            enabledExtensionCount: enabledExtensions.length,
            ppEnabledExtensionNames: enabledExtensions,
        });
        check('vkCreateDevice', vki.vkCreateDevice(physical.handle, createInfo, null, out));
        const handle = out[0];
        const vk = loadCommands('device', handle, vki.vkGetDeviceProcAddr);
        const q = [null];
        vk.vkGetDeviceQueue(handle, queueFamily, 0, q);
        const pool = [null];
        const poolInfo = info('VkCommandPoolCreateInfo', {
            flags: VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT,
            queueFamilyIndex: queueFamily,
        });
        const r = vk.vkCreateCommandPool(handle, poolInfo, null, pool);
        if (r < 0)
            vk.vkDestroyDevice(handle, null);
        check('vkCreateCommandPool', r);
        return new Device({
            instance,
            ownsInstance,
            physical,
            handle,
            vk,
            queue: q[0],
            queueFamily,
            commandPool: pool[0],
            profile: deriveProfile(physical, features, extensions),
        });
    }
    /** Registers an object for destruction with the device. */
    track(object) {
        this.live.add(object);
        return object;
    }
    /** Forgets an object its owner destroyed. */
    untrack(object) {
        this.live.delete(object);
    }
    /** How many tracked objects are alive. */
    get liveObjects() {
        return this.live.size;
    }
    /** Validation messages collected so far (empty without validation). */
    get messages() {
        return this.instance.validation?.messages ?? [];
    }
    /** Waits for the queue to go idle. */
    waitIdle() {
        check('vkDeviceWaitIdle', this.vk.vkDeviceWaitIdle(this.handle));
    }
    /** Destroys every live object (newest first), the pool, the device and an owned instance. */
    destroy() {
        if (this.destroyed)
            return;
        this.destroyed = true;
        // A device without memory types can have run no work; it is Mesa's RADV null winsys
        // (RADV_FORCE_FAMILY without the GPU), whose vkDeviceWaitIdle dereferences a missing queue
        // context and crashes the process (Mesa 22.3.6, reproduced in C).
        if (!isNullDevice(this.physical))
            this.vk.vkDeviceWaitIdle(this.handle);
        for (const o of [...this.live].reverse())
            o.destroy();
        this.live.clear();
        this.vk.vkDestroyCommandPool(this.handle, this.commandPool, null);
        this.vk.vkDestroyDevice(this.handle, null);
        if (this.ownsInstance)
            this.instance.destroy();
    }
}
//# sourceMappingURL=device.js.map