/**
 * Submission: fences, and a {@link Batch} that gathers recorded command buffers and submits them to the
 * device's queue in one vkQueueSubmit. `oneShot` records, submits and waits for a single piece of work
 * (uploads, readbacks, tests).
 */
import { Recorder } from './commands.js';
import type { Destroyable, Device } from './device.js';
/** Fence wait timeout: generous, so a hung GPU fails a run instead of hanging it (nanoseconds). */
export declare const FENCE_TIMEOUT_NS = 60000000000;
/** A VkFence. */
export declare class Fence implements Destroyable {
    readonly device: Device;
    readonly handle: bigint;
    private alive;
    private constructor();
    static create(device: Device, signaled?: boolean): Fence;
    /** Blocks until signaled; throws {@link VulkanError} with VK_TIMEOUT after {@link FENCE_TIMEOUT_NS}. */
    wait(timeoutNs?: number): void;
    /** True once signaled. */
    get signaled(): boolean;
    reset(): void;
    destroy(): void;
}
/** Submits ended command buffers in one vkQueueSubmit, signaling `fence` when given. */
export declare function submit(device: Device, recorders: readonly Recorder[], fence?: Fence): void;
/** Collects command buffers and submits them together. */
export declare class Batch {
    readonly device: Device;
    private readonly pending;
    constructor(device: Device);
    /** Adds an ended command buffer to the batch. */
    add(recorder: Recorder): void;
    /** How many command buffers wait for {@link flush}. */
    get size(): number;
    /** Submits everything added so far in one call and waits for it; returns how many were submitted. */
    flush(): number;
}
/** Records with `record`, submits, waits, and frees the command buffer. */
export declare function oneShot<T>(device: Device, record: (recorder: Recorder) => T): T;
