/**
 * Clears, copies and host transfers. Recording helpers (clear, fill, copy between buffers and images)
 * take a {@link Recorder}; `upload*` and `read*` move bytes between JS and any buffer or image, directly
 * when the memory is mapped, through a staging buffer and a one-shot submission otherwise.
 *
 * Buffer <-> image copies are tightly packed (bufferRowLength 0); depth and stencil aspects are copied
 * separately, each with its own texel size. Image <-> image copies take one mip level and a range of
 * layers of the same extent on both sides, every aspect of the format unless one is named.
 */
import { VK_BUFFER_USAGE_TRANSFER_DST_BIT, VK_BUFFER_USAGE_TRANSFER_SRC_BIT, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL, } from './bindings.generated.js';
import { Buffer } from './buffer.js';
import { VulkanUsageError } from './errors.js';
import { regionBytes } from './formats.js';
import { aspectMask } from './image.js';
import { oneShot } from './submit.js';
/**
 * Clears every subresource of a color image to `rgba`: floats, or integers for UINT/SINT formats (taken
 * as is, through the union member of the format's signedness).
 */
export function clearColor(rec, image, rgba) {
    if (image.layout !== VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL)
        rec.transition(image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    const n = image.format.numeric;
    const value = n === 'uint' ? { uint32: rgba } : n === 'sint' ? { int32: rgba } : { float32: rgba };
    rec.vk.vkCmdClearColorImage(rec.handle, image.handle, image.layout, value, 1, [image.fullRange()]);
}
/** Clears every subresource of a depth/stencil image. */
export function clearDepthStencil(rec, image, depth, stencil = 0) {
    if (image.layout !== VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL)
        rec.transition(image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    rec.vk.vkCmdClearDepthStencilImage(rec.handle, image.handle, image.layout, { depth, stencil }, 1, [
        image.fullRange(),
    ]);
}
/** Fills `size` bytes (multiple of 4) at `offset` with a repeated 32-bit word. */
export function fillBuffer(rec, buffer, offset, size, word) {
    rec.vk.vkCmdFillBuffer(rec.handle, buffer.handle, offset, size, word >>> 0);
}
/** Copies `size` bytes between buffers. */
export function copyBuffer(rec, src, dst, size, srcOffset = 0, dstOffset = 0) {
    rec.vk.vkCmdCopyBuffer(rec.handle, src.handle, dst.handle, 1, [{ srcOffset, dstOffset, size }]);
}
function regionCopy(image, region, bufferOffset) {
    const level = region.mipLevel ?? 0;
    const e = image.mipExtent(level);
    return {
        bufferOffset,
        bufferRowLength: 0,
        bufferImageHeight: 0,
        imageSubresource: {
            aspectMask: aspectMask(region.aspect ?? copyAspect(image)),
            mipLevel: level,
            baseArrayLayer: region.baseLayer ?? 0,
            layerCount: region.layerCount ?? image.layers,
        },
        imageOffset: { x: 0, y: 0, z: 0 },
        imageExtent: e,
    };
}
function copyAspect(image) {
    if (image.format.aspect === 'depthStencil') {
        throw new VulkanUsageError(`copy of ${image.format.name}`, 'both aspects', "name region.aspect 'depth' or 'stencil'");
    }
    return image.format.aspect;
}
/** Bytes of `region` when tightly packed in a buffer. */
export function regionSize(image, region = {}) {
    const e = image.mipExtent(region.mipLevel ?? 0);
    const layers = region.layerCount ?? image.layers;
    const aspect = region.aspect ?? copyAspect(image);
    if (aspect === 'stencil')
        return e.width * e.height * e.depth * layers;
    if (aspect === 'depth')
        return e.width * e.height * e.depth * layers * (image.format.depthCopyBytes ?? 4);
    return regionBytes(image.format, e.width, e.height, e.depth) * layers;
}
/** Records a copy of a packed region from `buffer` into `image` (moving it to TRANSFER_DST). */
export function copyBufferToImage(rec, buffer, image, region = {}, offset = 0) {
    if (image.layout !== VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL)
        rec.transition(image, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    rec.vk.vkCmdCopyBufferToImage(rec.handle, buffer.handle, image.handle, image.layout, 1, [
        regionCopy(image, region, offset),
    ]);
}
/** Records a copy of a region of `image` (moving it to TRANSFER_SRC) into `buffer`, packed. */
export function copyImageToBuffer(rec, image, buffer, region = {}, offset = 0) {
    if (image.layout !== VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL)
        rec.transition(image, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    rec.vk.vkCmdCopyImageToBuffer(rec.handle, image.handle, image.layout, buffer.handle, 1, [
        regionCopy(image, region, offset),
    ]);
}
function subresourceLayers(image, region) {
    return {
        aspectMask: aspectMask(region.aspect ?? image.format.aspect),
        mipLevel: region.mipLevel ?? 0,
        baseArrayLayer: region.baseLayer ?? 0,
        layerCount: region.layerCount ?? image.layers,
    };
}
/**
 * Records a copy of one mip level (and layer range) of `src` into `dst` (moving them to TRANSFER_SRC and
 * TRANSFER_DST). Both regions must have the same extent and layer count; formats must be
 * size-compatible (Vulkan's rule for vkCmdCopyImage).
 */
export function copyImage(rec, src, dst, srcRegion = {}, dstRegion = srcRegion) {
    if (src === dst)
        throw new VulkanUsageError('copyImage', src.format.name, 'source and destination are one image');
    const from = subresourceLayers(src, srcRegion);
    const to = subresourceLayers(dst, dstRegion);
    const extent = src.mipExtent(from.mipLevel);
    const dstExtent = dst.mipExtent(to.mipLevel);
    if (extent.width !== dstExtent.width ||
        extent.height !== dstExtent.height ||
        extent.depth !== dstExtent.depth ||
        from.layerCount !== to.layerCount) {
        throw new VulkanUsageError('copyImage extent', `${extent.width}x${extent.height}x${extent.depth}x${from.layerCount} -> ` +
            `${dstExtent.width}x${dstExtent.height}x${dstExtent.depth}x${to.layerCount}`, 'source and destination regions differ');
    }
    if (src.layout !== VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL)
        rec.transition(src, VK_IMAGE_LAYOUT_TRANSFER_SRC_OPTIMAL);
    if (dst.layout !== VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL)
        rec.transition(dst, VK_IMAGE_LAYOUT_TRANSFER_DST_OPTIMAL);
    rec.vk.vkCmdCopyImage(rec.handle, src.handle, src.layout, dst.handle, dst.layout, 1, [
        {
            srcSubresource: from,
            srcOffset: { x: 0, y: 0, z: 0 },
            dstSubresource: to,
            dstOffset: { x: 0, y: 0, z: 0 },
            extent,
        },
    ]);
}
function bytesOf(data) {
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
}
/** Writes `data` into `buffer` at `offset` (mapped: in place; otherwise through staging). */
export function uploadBuffer(device, buffer, data, offset = 0) {
    if (buffer.mapped) {
        buffer.write(data, offset);
        return;
    }
    const staging = Buffer.create(device, {
        size: data.byteLength,
        usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT,
        memory: 'upload',
    });
    try {
        staging.write(bytesOf(data));
        oneShot(device, (rec) => {
            copyBuffer(rec, staging, buffer, data.byteLength, 0, offset);
            rec.barrier('transfer', 'all');
        });
    }
    finally {
        staging.destroy();
    }
}
/** Reads `size` bytes of `buffer` from `offset` (mapped: in place after idle; otherwise through staging). */
export function readBuffer(device, buffer, offset = 0, size = buffer.size - offset) {
    if (buffer.mapped)
        return buffer.read(offset, size);
    const staging = Buffer.create(device, {
        size,
        usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT,
        memory: 'readback',
    });
    try {
        oneShot(device, (rec) => {
            rec.barrier('all', 'transfer');
            copyBuffer(rec, buffer, staging, size, offset, 0);
            rec.barrier('transfer', 'host');
        });
        return staging.read(0, size);
    }
    finally {
        staging.destroy();
    }
}
/** Uploads packed texels of one region of `image`. */
export function uploadImage(device, image, data, region = {}) {
    const size = regionSize(image, region);
    if (data.byteLength !== size)
        throw new VulkanUsageError('image upload bytes', data.byteLength, `region needs ${size}`);
    const staging = Buffer.create(device, { size, usage: VK_BUFFER_USAGE_TRANSFER_SRC_BIT, memory: 'upload' });
    try {
        staging.write(bytesOf(data));
        oneShot(device, (rec) => copyBufferToImage(rec, staging, image, region));
    }
    finally {
        staging.destroy();
    }
}
/** Reads the packed texels of one region of `image`. */
export function readImage(device, image, region = {}) {
    const size = regionSize(image, region);
    const staging = Buffer.create(device, {
        size,
        usage: VK_BUFFER_USAGE_TRANSFER_DST_BIT,
        memory: 'readback',
    });
    try {
        oneShot(device, (rec) => {
            copyImageToBuffer(rec, image, staging, region);
            rec.barrier('transfer', 'host');
        });
        return staging.read(0, size);
    }
    finally {
        staging.destroy();
    }
}
//# sourceMappingURL=transfer.js.map