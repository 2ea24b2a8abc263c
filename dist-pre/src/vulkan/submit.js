/**
 * Submission: fences, and a {@link Batch} that gathers recorded command buffers and submits them to the
 * device's queue in one vkQueueSubmit. `oneShot` records, submits and waits for a single piece of work
 * (uploads, readbacks, tests).
 */
import { Recorder } from './commands.js';
import { check, VulkanError } from './errors.js';
import { info } from './structs.js';
/** Fence wait timeout: generous, so a hung GPU fails a run instead of hanging it (nanoseconds). */
export const FENCE_TIMEOUT_NS = 60_000_000_000;
const VK_TIMEOUT = 2;
/** A VkFence. */
export class Fence {
    device;
    handle;
    alive = true;
    constructor(device, handle) {
        this.device = device;
        this.handle = handle;
    }
    static create(device, signaled = false) {
        const out = [null];
        check('vkCreateFence', device.vk.vkCreateFence(device.handle, info('VkFenceCreateInfo', { flags: signaled ? 1 : 0 }), null, out));
        return device.track(new Fence(device, out[0]));
    }
    /** Blocks until signaled; throws {@link VulkanError} with VK_TIMEOUT after {@link FENCE_TIMEOUT_NS}. */
    wait(timeoutNs = FENCE_TIMEOUT_NS) {
        const r = this.device.vk.vkWaitForFences(this.device.handle, 1, [this.handle], 1, timeoutNs);
        if (r === VK_TIMEOUT)
            throw new VulkanError('vkWaitForFences', r, `fence not signaled after ${timeoutNs} ns`);
        check('vkWaitForFences', r);
    }
    /** True once signaled. */
    get signaled() {
        return check('vkGetFenceStatus', this.device.vk.vkGetFenceStatus(this.device.handle, this.handle)) === 0;
    }
    reset() {
        check('vkResetFences', this.device.vk.vkResetFences(this.device.handle, 1, [this.handle]));
    }
    destroy() {
        if (!this.alive)
            return;
        this.alive = false;
        this.device.vk.vkDestroyFence(this.device.handle, this.handle, null);
        this.device.untrack(this);
    }
}
/** Submits ended command buffers in one vkQueueSubmit, signaling `fence` when given. */
export function submit(device, recorders, fence) {
    const submitInfo = info('VkSubmitInfo', {
        commandBufferCount: recorders.length,
        pCommandBuffers: recorders.map((r) => r.handle),
    });
    check('vkQueueSubmit', device.vk.vkQueueSubmit(device.queue, 1, submitInfo, fence?.handle ?? null));
}
/** Collects command buffers and submits them together. */
export class Batch {
    device;
    pending = [];
    constructor(device) {
        this.device = device;
    }
    /** Adds an ended command buffer to the batch. */
    add(recorder) {
        this.pending.push(recorder);
    }
    /** How many command buffers wait for {@link flush}. */
    get size() {
        return this.pending.length;
    }
    /** Submits everything added so far in one call and waits for it; returns how many were submitted. */
    flush() {
        const n = this.pending.length;
        if (n === 0)
            return 0;
        const fence = Fence.create(this.device);
        try {
            submit(this.device, this.pending, fence);
            fence.wait();
        }
        finally {
            fence.destroy();
            this.pending.length = 0;
        }
        return n;
    }
}
/** Records with `record`, submits, waits, and frees the command buffer. */
export function oneShot(device, record) {
    const recorder = Recorder.allocate(device);
    const fence = Fence.create(device);
    try {
        recorder.begin();
        const result = record(recorder);
        recorder.end();
        submit(device, [recorder], fence);
        fence.wait();
        return result;
    }
    finally {
        fence.destroy();
        recorder.destroy();
    }
}
//# sourceMappingURL=submit.js.map