/**
 * Render targets resident as Vulkan images. A surface becomes resident on its first use: its guest
 * memory is detiled into a new image (the draw sees what memory holds, as the hardware would). Draws
 * mark it dirty; `writeBack` reads the image and tiles it into guest memory at the surface's address.
 * A surface overlapping a resident one with another identity evicts it first (written back), so guest
 * memory holds one truth. Callers make sure no recorded work is pending when loading or writing back.
 */

import { detileImage, tileImage } from '../reference/tiling.js';
import {
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
} from '../vulkan/bindings.generated.js';
import type { Device } from '../vulkan/device.js';
import { Image } from '../vulkan/image.js';
import { readImage, uploadImage } from '../vulkan/transfer.js';
import type { DeviceGuestMemory } from './guest-memory.js';
import type { Surface } from './surfaces.js';

/** A surface with its image. */
export interface ResidentTarget {
  readonly surface: Surface;
  readonly image: Image;
  dirty: boolean;
}

const overlaps = (a: Surface, b: Surface): boolean =>
  a.address < b.address + b.layout.sizeBytes && b.address < a.address + a.layout.sizeBytes;

/** The resident targets of a run. */
export class TargetCache {
  private readonly resident = new Map<string, ResidentTarget>();
  /** Every surface drawn during the run, by key (for the pictures at the end). */
  readonly drawn = new Map<string, Surface>();

  constructor(
    private readonly device: Device,
    private readonly memory: DeviceGuestMemory,
  ) {}

  /** Whether `surface` is resident (acquiring it needs no upload). */
  has(surface: Surface): boolean {
    return this.resident.has(surface.key);
  }

  /** The resident image of `surface`, loading it from guest memory (no work may be pending). */
  acquire(surface: Surface): ResidentTarget {
    const found = this.resident.get(surface.key);
    if (found) return found;
    const what = `${surface.kind} target at ${surface.address}`;
    this.memory.offsetOf(surface.address, surface.layout.sizeBytes, what);
    for (const other of [...this.resident.values()]) if (overlaps(other.surface, surface)) this.evict(other);
    const depth = surface.kind === 'depth';
    const image = Image.create(this.device, {
      dimension: '2d',
      format: surface.format,
      width: surface.width,
      height: surface.height,
      usage:
        (depth ? VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT : VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT) |
        VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
        VK_IMAGE_USAGE_TRANSFER_DST_BIT,
    });
    const tiled = this.memory.read(surface.address, surface.layout.sizeBytes, what);
    uploadImage(this.device, image, detileImage(surface.layout, tiled), depth ? { aspect: 'depth' } : {});
    const target: ResidentTarget = { surface, image, dirty: false };
    this.resident.set(surface.key, target);
    return target;
  }

  /** Marks a target drawn. */
  touch(target: ResidentTarget): void {
    target.dirty = true;
    this.drawn.set(target.surface.key, target.surface);
  }

  /** Writes a dirty target back into guest memory (no work may be pending). */
  writeBack(target: ResidentTarget): void {
    if (!target.dirty) return;
    const { surface } = target;
    const packed = readImage(this.device, target.image, surface.kind === 'depth' ? { aspect: 'depth' } : {});
    this.memory.write(surface.address, tileImage(surface.layout, packed), `${surface.kind} target`);
    target.dirty = false;
  }

  /** Writes back every dirty target. */
  writeBackAll(): void {
    for (const t of this.resident.values()) this.writeBack(t);
  }

  /** Writes back and forgets every target (guest memory may then change under them). */
  evictAll(): void {
    for (const t of [...this.resident.values()]) this.evict(t);
  }

  private evict(target: ResidentTarget): void {
    this.writeBack(target);
    target.image.destroy();
    this.resident.delete(target.surface.key);
  }

  /** Destroys every image (after writing back). */
  destroy(): void {
    this.evictAll();
  }
}
