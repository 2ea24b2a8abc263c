/**
 * Submission: fences, and a {@link Batch} that gathers recorded command buffers and submits them to the
 * device's queue in one vkQueueSubmit. `oneShot` records, submits and waits for a single piece of work
 * (uploads, readbacks, tests).
 */

import { Recorder } from './commands.js';
import type { Destroyable, Device } from './device.js';
import { check, VulkanError } from './errors.js';
import { info } from './structs.js';

/**
 * Fence wait timeout: generous, so a hung GPU fails a run instead of hanging it (nanoseconds). Work
 * still running at that point may only be slow (lavapipe on a loaded machine ran multi-wave fuzz
 * programs past 60 s that take 5-30 s alone), and freeing what it uses crashed the process, so the wait
 * goes on for {@link LATE_TIMEOUT_NS} more before it gives up.
 */
export const FENCE_TIMEOUT_NS = 60_000_000_000;
/** How much longer a wait that timed out goes on for late work (nanoseconds). */
export const LATE_TIMEOUT_NS = 600_000_000_000;
const VK_TIMEOUT = 2;

/** A VkFence. */
export class Fence implements Destroyable {
  readonly device: Device;
  readonly handle: bigint;
  private alive = true;

  private constructor(device: Device, handle: bigint) {
    this.device = device;
    this.handle = handle;
  }

  static create(device: Device, signaled = false): Fence {
    const out = [null];
    check(
      'vkCreateFence',
      device.vk.vkCreateFence(
        device.handle,
        info('VkFenceCreateInfo', { flags: signaled ? 1 : 0 }),
        null,
        out,
      ),
    );
    return device.track(new Fence(device, out[0] as unknown as bigint));
  }

  /**
   * Blocks until signaled. Past `timeoutNs` it says so on stderr and waits `lateNs` more, then throws {@link VulkanError} with VK_TIMEOUT (the work may still use its resources then).
   */
  wait(timeoutNs = FENCE_TIMEOUT_NS, lateNs = LATE_TIMEOUT_NS): void {
    const vk = this.device.vk;
    let r = vk.vkWaitForFences(this.device.handle, 1, [this.handle], 1, timeoutNs);
    if (r === VK_TIMEOUT) {
      process.stderr.write(
        `vkWaitForFences: fence not signaled after ${timeoutNs / 1e9} s; waiting up to ${lateNs / 1e9} s more\n`,
      );
      r = vk.vkWaitForFences(this.device.handle, 1, [this.handle], 1, lateNs);
    }
    if (r === VK_TIMEOUT)
      throw new VulkanError('vkWaitForFences', r, `fence not signaled after ${timeoutNs + lateNs} ns`);
    check('vkWaitForFences', r);
  }

  /** True once signaled. */
  get signaled(): boolean {
    return check('vkGetFenceStatus', this.device.vk.vkGetFenceStatus(this.device.handle, this.handle)) === 0;
  }

  reset(): void {
    check('vkResetFences', this.device.vk.vkResetFences(this.device.handle, 1, [this.handle]));
  }

  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.device.vk.vkDestroyFence(this.device.handle, this.handle, null);
    this.device.untrack(this);
  }
}

/** Submits ended command buffers in one vkQueueSubmit, signaling `fence` when given. */
export function submit(device: Device, recorders: readonly Recorder[], fence?: Fence): void {
  const submitInfo = info('VkSubmitInfo', {
    commandBufferCount: recorders.length,
    pCommandBuffers: recorders.map((r) => r.handle),
  });
  check('vkQueueSubmit', device.vk.vkQueueSubmit(device.queue, 1, submitInfo, fence?.handle ?? null));
}

/** Collects command buffers and submits them together. */
export class Batch {
  readonly device: Device;
  private readonly pending: Recorder[] = [];

  constructor(device: Device) {
    this.device = device;
  }

  /** Adds an ended command buffer to the batch. */
  add(recorder: Recorder): void {
    this.pending.push(recorder);
  }

  /** How many command buffers wait for {@link flush}. */
  get size(): number {
    return this.pending.length;
  }

  /** Submits everything added so far in one call and waits for it; returns how many were submitted. */
  flush(): number {
    const n = this.pending.length;
    if (n === 0) return 0;
    const fence = Fence.create(this.device);
    try {
      submit(this.device, this.pending, fence);
      fence.wait();
    } finally {
      fence.destroy();
      this.pending.length = 0;
    }
    return n;
  }
}

/** Records with `record`, submits, waits, and frees the command buffer. */
export function oneShot<T>(device: Device, record: (recorder: Recorder) => T): T {
  const recorder = Recorder.allocate(device);
  const fence = Fence.create(device);
  try {
    recorder.begin();
    const result = record(recorder);
    recorder.end();
    submit(device, [recorder], fence);
    fence.wait();
    return result;
  } finally {
    fence.destroy();
    recorder.destroy();
  }
}
