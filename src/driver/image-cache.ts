/**
 * The storage images of draws (guest-images.ts), resident across draws: cached by what identifies
 * them (the T# dwords, level and host format: `guestImageKey`) and the guest range their texels lie in,
 * with one descriptor set per combination of images a pipeline layout binds.
 *
 * An image is made on its first use from guest memory as it then is (the caller completes recorded
 * work first). When the capture writes guest memory under an image (WRITE_DATA, a target written back,
 * a dispatch) the image is dropped and made again on its next use; one a draw wrote is first written
 * back (retiled), so guest memory holds one truth, as for render targets. Dropped images and sets are
 * destroyed once the work recorded with them has completed (Frame.whenFlushed).
 */
import type { Binding } from '../recompiler/index.js';
import { VK_IMAGE_LAYOUT_GENERAL } from '../vulkan/bindings.generated.js';
import { DescriptorSet } from '../vulkan/descriptors.js';
import type { Device } from '../vulkan/device.js';
import type { PipelineLayout } from '../vulkan/layout.js';
import type { Frame } from './frame.js';
import {
  createGuestImage,
  type GuestImage,
  guestImageKey,
  type TexelPlacement,
  writeBackGuestImage,
} from './guest-images.js';
import type { DeviceGuestMemory } from './guest-memory.js';

/** A resident image. */
export interface ResidentImage {
  readonly key: string;
  readonly guest: GuestImage;
  /** A draw wrote it since it was loaded or last written back. */
  dirty: boolean;
}

interface CachedSet {
  readonly set: DescriptorSet;
  readonly keys: readonly string[];
}

/** The resident images of a run. */
export class ImageCache {
  private readonly resident = new Map<string, ResidentImage>();
  private readonly sets = new Map<string, CachedSet>();

  constructor(
    private readonly device: Device,
    private readonly memory: DeviceGuestMemory,
    private readonly frame: Frame,
    /** Told of every guest range an image write-back changes. */
    private readonly onWrite: (address: number, length: number) => void,
  ) {}

  /** The resident image of `binding`, if there is one (using it needs no upload). */
  find(binding: Binding): ResidentImage | undefined {
    return binding.image ? this.resident.get(guestImageKey(binding.image)) : undefined;
  }

  /**
   * The resident image of `binding`, made from guest memory on a miss (no work may be pending);
   * `placement` is where its texels lie when the caller has it.
   */
  acquire(binding: Binding, placement?: TexelPlacement): ResidentImage {
    const found = this.find(binding);
    if (found) return found;
    const guest = createGuestImage(this.device, this.memory, binding, placement);
    const entry: ResidentImage = { key: guestImageKey(guest.info), guest, dirty: false };
    this.resident.set(entry.key, entry);
    return entry;
  }

  /**
   * The descriptor set binding `images` (binding number and image) in set 0 of `layout`, named
   * `layoutKey`; made once per combination while its images stay resident.
   */
  descriptorSet(
    layout: PipelineLayout,
    layoutKey: string,
    images: readonly { binding: number; image: ResidentImage }[],
  ): DescriptorSet {
    const key = `${layoutKey}|${images.map((i) => `${i.binding}=${i.image.key}`).join('|')}`;
    const found = this.sets.get(key);
    if (found) return found.set;
    const set = DescriptorSet.allocate(this.device, layout, 0);
    for (const { binding, image } of images) {
      set.write(binding, {
        image: image.guest.image,
        layout: VK_IMAGE_LAYOUT_GENERAL,
        arrayed: image.guest.info.dim === '2d_array',
      });
    }
    this.sets.set(key, { set, keys: images.map((i) => i.image.key) });
    return set;
  }

  /** Whether a resident image's texels overlap [low, high). */
  private overlapping(low: number, high: number): ResidentImage[] {
    return [...this.resident.values()].filter(
      (i) => i.guest.placement.low < high && low < i.guest.placement.high,
    );
  }

  /** Writes a dirty image back into guest memory (no work may be pending). */
  private writeBack(entry: ResidentImage): void {
    if (!entry.dirty) return;
    writeBackGuestImage(this.device, this.memory, entry.guest);
    entry.dirty = false;
    const { low, high } = entry.guest.placement;
    this.onWrite(low, high - low);
    // Clean images of other T#s over the same memory reload on their next use.
    for (const other of this.overlapping(low, high)) if (other !== entry && !other.dirty) this.drop(other);
  }

  /** Forgets an image; it and its sets are destroyed when the recorded work using them completes. */
  private drop(entry: ResidentImage): void {
    if (this.resident.get(entry.key) !== entry) return;
    this.resident.delete(entry.key);
    const sets = [...this.sets].filter(([, s]) => s.keys.includes(entry.key));
    for (const [key] of sets) this.sets.delete(key);
    this.frame.whenFlushed(() => {
      for (const [, s] of sets) s.set.destroy();
      entry.guest.image.destroy();
    });
  }

  /**
   * The capture is about to write guest memory [address, address + length): images over it are
   * dropped, a dirty one written back first (completing the recorded work).
   */
  invalidate(address: number, length: number): void {
    const stale = this.overlapping(address, address + length);
    if (stale.length === 0) return;
    if (stale.some((i) => i.dirty)) this.frame.flush();
    for (const entry of stale) {
      this.writeBack(entry);
      this.drop(entry);
    }
  }

  /** Writes back every dirty image (no work may be pending). */
  writeBackAll(): void {
    for (const entry of [...this.resident.values()]) this.writeBack(entry);
  }

  /** Writes back and forgets every image (no work may be pending). */
  evictAll(): void {
    for (const entry of [...this.resident.values()]) {
      this.writeBack(entry);
      this.drop(entry);
    }
  }

  /** Destroys everything (after writing back). */
  destroy(): void {
    this.evictAll();
  }
}
