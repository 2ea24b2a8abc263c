/**
 * The storage images of a recompiled case on Vulkan, through the driver's guest images
 * (driver/guest-images.ts: a VkImage per storage-image binding made from its T#, texels detiled from
 * guest memory through the tiling model, images the program writes retiled back): this file only
 * presents the case's regions as that guest memory, the initial bytes before the dispatch and the
 * contents being compared after it. An image's texels must lie in one region.
 */

import {
  createGuestImages,
  type GuestImage,
  type TexelMemory,
  writeBackGuestImage,
} from '../driver/guest-images.js';
import type { Binding } from '../recompiler/index.js';
import type { Device } from '../vulkan/device.js';
import { type DiffCase, DiffError } from './case.js';

/** One bound image of a case. */
export type CaseImage = GuestImage;

/** The regions of `c` as guest memory, over `contents` (one byte array per region). */
function regionMemory(c: DiffCase, contents: readonly Uint8Array[]): TexelMemory {
  const locate = (address: number, length: number): { bytes: Uint8Array; offset: number } => {
    const index = c.regions.findIndex(
      (r) => address >= r.base && address + length <= r.base + r.bytes.length,
    );
    const region = c.regions[index];
    if (!region)
      throw new DiffError(
        c.name,
        `image texels at 0x${address.toString(16)}+${length} lie outside the case's regions (or across two)`,
      );
    return { bytes: contents[index] as Uint8Array, offset: address - region.base };
  };
  return {
    read(address, length) {
      const { bytes, offset } = locate(address, length);
      return bytes.subarray(offset, offset + length);
    },
    write(address, data) {
      const { bytes, offset } = locate(address, data.length);
      bytes.set(data, offset);
    },
  };
}

/** Creates the images of the storage-image `bindings` and uploads their texels from the case's initial memory. */
export function createCaseImages(device: Device, c: DiffCase, bindings: readonly Binding[]): CaseImage[] {
  const images = bindings.filter((b) => b.kind === 'storage-image' && b.image);
  return createGuestImages(
    device,
    regionMemory(
      c,
      c.regions.map((r) => r.bytes),
    ),
    images,
  );
}

/** Reads back the images the program writes and scatters their texels into `contents`. */
export function readBackImages(
  device: Device,
  c: DiffCase,
  images: readonly CaseImage[],
  contents: readonly Uint8Array[],
): void {
  const memory = regionMemory(c, contents);
  for (const i of images) writeBackGuestImage(device, memory, i);
}
