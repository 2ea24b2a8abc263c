/**
 * Buffers: a VkBuffer with its own memory, optionally host visible (mapped) and with a device address.
 * Host-visible buffers are written and read in place; device-local ones go through staging copies
 * (transfer.ts).
 */
import { VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT, VK_SHARING_MODE_EXCLUSIVE, } from './bindings.generated.js';
import { check, VulkanUsageError } from './errors.js';
import { allocate, flush, free, invalidate } from './memory.js';
import { info } from './structs.js';
/** A buffer and its memory. */
export class Buffer {
    device;
    handle;
    size;
    usage;
    allocation;
    /** The buffer's device address (when created with SHADER_DEVICE_ADDRESS usage). */
    address;
    alive = true;
    constructor(device, handle, options, allocation, address) {
        this.device = device;
        this.handle = handle;
        this.size = options.size;
        this.usage = options.usage;
        this.allocation = allocation;
        this.address = address;
    }
    /** Creates a buffer bound to fresh memory. */
    static create(device, options) {
        if (!(options.size > 0))
            throw new VulkanUsageError('BufferOptions.size', options.size, 'must be positive');
        const vk = device.vk;
        const out = [null];
        const createInfo = info('VkBufferCreateInfo', {
            size: options.size,
            usage: options.usage,
            sharingMode: VK_SHARING_MODE_EXCLUSIVE,
        });
        check('vkCreateBuffer', vk.vkCreateBuffer(device.handle, createInfo, null, out));
        const handle = out[0];
        const requirements = {};
        vk.vkGetBufferMemoryRequirements(device.handle, handle, requirements);
        const withAddress = (options.usage & VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT) !== 0;
        let allocation;
        try {
            allocation = allocate(device, requirements, options.memory ?? 'device', withAddress);
        }
        catch (e) {
            vk.vkDestroyBuffer(device.handle, handle, null);
            throw e;
        }
        check('vkBindBufferMemory', vk.vkBindBufferMemory(device.handle, handle, allocation.memory, 0));
        let address;
        if (withAddress) {
            const a = vk.vkGetBufferDeviceAddress(device.handle, info('VkBufferDeviceAddressInfo', { buffer: handle }));
            address = BigInt(a);
        }
        return device.track(new Buffer(device, handle, options, allocation, address));
    }
    /** True when the buffer's memory is mapped (host visible). */
    get mapped() {
        return this.allocation.mapped !== undefined;
    }
    /** Copies `data` into a mapped buffer at `offset`. */
    write(data, offset = 0) {
        const bytes = new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
        this.checkRange(offset, bytes.byteLength);
        this.mappedBytes().set(bytes, offset);
        flush(this.device, this.allocation);
    }
    /** Copies `size` bytes out of a mapped buffer from `offset`. */
    read(offset = 0, size = this.size - offset) {
        this.checkRange(offset, size);
        invalidate(this.device, this.allocation);
        return this.mappedBytes().slice(offset, offset + size);
    }
    mappedBytes() {
        const m = this.allocation.mapped;
        if (!m)
            throw new VulkanUsageError('Buffer.mapped', false, 'buffer memory is not host visible; use transfer.ts');
        return m;
    }
    checkRange(offset, size) {
        if (offset < 0 || size < 0 || offset + size > this.size) {
            throw new VulkanUsageError('buffer range', `${offset}+${size}`, `exceeds buffer size ${this.size}`);
        }
    }
    /** Destroys the buffer and frees its memory. */
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        this.device.vk.vkDestroyBuffer(this.device.handle, this.handle, null);
        free(this.device, this.allocation);
        this.device.untrack(this);
    }
}
//# sourceMappingURL=buffer.js.map