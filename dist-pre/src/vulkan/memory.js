/**
 * Device memory: picks a memory type for a use (device-local, upload, readback), allocates one
 * VkDeviceMemory per resource, and maps host-visible memory persistently as a Uint8Array view.
 *
 * Invariant: a mapped view is valid until `free`; host-visible memory that is not coherent is flushed
 * after writes and invalidated before reads by the owners (buffer.ts).
 */
import koffi from 'koffi';
import { VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, VK_MEMORY_PROPERTY_HOST_CACHED_BIT, VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT, VK_WHOLE_SIZE, } from './bindings.generated.js';
import { check, VulkanUnsupportedError } from './errors.js';
import { chain, info } from './structs.js';
const REQUIRED = {
    device: 0,
    upload: VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT,
    readback: VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT,
};
const PREFERRED = {
    device: VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT,
    upload: VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
    readback: VK_MEMORY_PROPERTY_HOST_CACHED_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT,
};
/** The index of the best memory type allowed by `typeBits` for `use`. */
export function chooseMemoryType(device, typeBits, use) {
    const { memoryTypeCount, memoryTypes } = device.physical.memory;
    let best = -1;
    let bestScore = -1;
    for (let i = 0; i < memoryTypeCount; i++) {
        const flags = memoryTypes[i].propertyFlags;
        if (!(typeBits & (1 << i)) || (flags & REQUIRED[use]) !== REQUIRED[use])
            continue;
        let score = 0;
        for (let bit = PREFERRED[use]; bit; bit &= bit - 1)
            if (flags & bit & -bit)
                score++;
        if (use === 'device' && flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT)
            score -= 0.5; // keep BAR for uploads
        if (score > bestScore) {
            best = i;
            bestScore = score;
        }
    }
    if (best < 0)
        throw new VulkanUnsupportedError(`memory for ${use}`, `no memory type in mask 0x${typeBits.toString(16)}`);
    return best;
}
/** Allocates memory meeting `requirements` for `use`, mapping it when host visible. */
export function allocate(device, requirements, use, deviceAddress = false) {
    const typeIndex = chooseMemoryType(device, requirements.memoryTypeBits, use);
    const flags = device.physical.memory.memoryTypes[typeIndex].propertyFlags;
    const size = Number(requirements.size);
    const out = [null];
    const allocInfo = info('VkMemoryAllocateInfo', {
        pNext: deviceAddress
            ? chain(['VkMemoryAllocateFlagsInfo', { flags: VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT }])
            : null,
        allocationSize: size,
        memoryTypeIndex: typeIndex,
    });
    check('vkAllocateMemory', device.vk.vkAllocateMemory(device.handle, allocInfo, null, out));
    const memory = out[0];
    const hostVisible = (flags & VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT) !== 0;
    let mapped;
    if (hostVisible) {
        const ptr = [null];
        const r = device.vk.vkMapMemory(device.handle, memory, 0, VK_WHOLE_SIZE, 0, ptr);
        if (r < 0)
            device.vk.vkFreeMemory(device.handle, memory, null);
        check('vkMapMemory', r);
        mapped = new Uint8Array(koffi.view(ptr[0], size));
    }
    return {
        memory,
        size,
        typeIndex,
        hostVisible,
        coherent: (flags & VK_MEMORY_PROPERTY_HOST_COHERENT_BIT) !== 0,
        mapped,
    };
}
/** Frees an allocation (unmapping it first). */
export function free(device, allocation) {
    if (allocation.mapped)
        device.vk.vkUnmapMemory(device.handle, allocation.memory);
    device.vk.vkFreeMemory(device.handle, allocation.memory, null);
}
/** Makes host writes visible to the device (no-op on coherent memory). */
export function flush(device, allocation) {
    if (allocation.coherent || !allocation.mapped)
        return;
    const range = info('VkMappedMemoryRange', { memory: allocation.memory, offset: 0, size: VK_WHOLE_SIZE });
    check('vkFlushMappedMemoryRanges', device.vk.vkFlushMappedMemoryRanges(device.handle, 1, range));
}
/** Makes device writes visible to the host (no-op on coherent memory). */
export function invalidate(device, allocation) {
    if (allocation.coherent || !allocation.mapped)
        return;
    const range = info('VkMappedMemoryRange', { memory: allocation.memory, offset: 0, size: VK_WHOLE_SIZE });
    check('vkInvalidateMappedMemoryRanges', device.vk.vkInvalidateMappedMemoryRanges(device.handle, 1, range));
}
//# sourceMappingURL=memory.js.map