/**
 * GPU timestamps: a {@link TimestampPool} of VK_QUERY_TYPE_TIMESTAMP queries, written by
 * vkCmdWriteTimestamp in a recorded command buffer and read back in nanoseconds once the work is done.
 * A queue family whose timestampValidBits is 0 has no timestamps (`TimestampPool.supported`); callers
 * then time the submission on the host.
 */
import {
  VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT,
  VK_QUERY_RESULT_64_BIT,
  VK_QUERY_RESULT_WAIT_BIT,
  VK_QUERY_TYPE_TIMESTAMP,
} from './bindings.generated.js';
import type { Recorder } from './commands.js';
import type { Destroyable, Device } from './device.js';
import { check } from './errors.js';
import { info } from './structs.js';

/** A pool of timestamp queries. */
export class TimestampPool implements Destroyable {
  readonly device: Device;
  readonly handle: bigint;
  readonly count: number;
  private alive = true;

  private constructor(device: Device, handle: bigint, count: number) {
    this.device = device;
    this.handle = handle;
    this.count = count;
  }

  /** True when the device's queue writes timestamps (timestampValidBits > 0). */
  static supported(device: Device): boolean {
    return (device.physical.queueFamilies[device.queueFamily]?.timestampValidBits ?? 0) > 0;
  }

  /** Creates a pool of `count` timestamp queries. */
  static create(device: Device, count: number): TimestampPool {
    const out = [null];
    check(
      'vkCreateQueryPool',
      device.vk.vkCreateQueryPool(
        device.handle,
        info('VkQueryPoolCreateInfo', { queryType: VK_QUERY_TYPE_TIMESTAMP, queryCount: count }),
        null,
        out,
      ),
    );
    return device.track(new TimestampPool(device, out[0] as unknown as bigint, count));
  }

  /** Records a reset of every query; must precede the writes in the same or an earlier submission. */
  reset(rec: Recorder): void {
    this.device.vk.vkCmdResetQueryPool(rec.handle, this.handle, 0, this.count);
  }

  /**
   * Records a timestamp into query `index` once all earlier commands have completed (bottom of pipe:
   * the time the work before it finished, or, first in a command buffer, the time it starts).
   */
  write(rec: Recorder, index: number, stage = VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT): void {
    this.device.vk.vkCmdWriteTimestamp(rec.handle, stage, this.handle, index);
  }

  /** The queries' values in nanoseconds (ticks times timestampPeriod), waiting for them to be written. */
  readNs(): number[] {
    const ticks = new BigUint64Array(this.count);
    check(
      'vkGetQueryPoolResults',
      this.device.vk.vkGetQueryPoolResults(
        this.device.handle,
        this.handle,
        0,
        this.count,
        ticks.byteLength,
        ticks,
        8,
        VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT,
      ),
    );
    const period = this.device.physical.properties.limits.timestampPeriod;
    return Array.from(ticks, (t) => Number(t) * period);
  }

  destroy(): void {
    if (!this.alive) return;
    this.alive = false;
    this.device.vk.vkDestroyQueryPool(this.device.handle, this.handle, null);
    this.device.untrack(this);
  }
}
