/**
 * Storage images of a dispatch: for each storage-image binding of a compute program, a VkImage made
 * from the binding's T# (raw unsigned texels of the guest texel's size, the binding's mip level with
 * every slice, a 2D array or 3D image, as translate/rules/image-resource.ts binds it), its texels
 * gathered from guest memory through the tiling model before the dispatch and, for images the program
 * writes, scattered back after it. Callers complete recorded work before either step.
 */
import { decodeImageResource } from '../isa/tables/image-descriptor.js';
import type { Binding } from '../recompiler/index.js';
import { imageAddressing } from '../reference/semantics/image-access.js';
import { TilingError } from '../reference/tiling.js';
import {
  VK_IMAGE_USAGE_STORAGE_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
} from '../vulkan/bindings.generated.js';
import type { Device } from '../vulkan/device.js';
import { STORAGE_TEXEL_FORMATS } from '../vulkan/formats.js';
import { Image } from '../vulkan/image.js';
import { readImage, uploadImage } from '../vulkan/transfer.js';
import { DriverError } from './errors.js';
import type { DeviceGuestMemory } from './guest-memory.js';

/** One bound storage image and the guest address of each texel (packed order). */
export interface StorageImage {
  readonly binding: Binding;
  readonly image: Image;
  readonly layers: number;
  readonly texelBytes: number;
  readonly addresses: readonly number[];
  /** The guest range the texels lie in. */
  readonly low: number;
  readonly high: number;
}

/** Creates the storage images of `bindings` with their texels from guest memory. */
export function createStorageImages(
  device: Device,
  memory: DeviceGuestMemory,
  bindings: readonly Binding[],
): StorageImage[] {
  const out: StorageImage[] = [];
  try {
    for (const binding of bindings) {
      const info = binding.image;
      if (binding.kind !== 'storage-image' || !info)
        throw new DriverError(binding.name, `a ${binding.kind} binding is not bound by the driver yet`);
      let addressing: ReturnType<typeof imageAddressing>;
      try {
        addressing = imageAddressing(decodeImageResource(info.descriptor), info.texelBytes);
      } catch (e) {
        if (e instanceof TilingError) throw new DriverError(binding.name, e.reason);
        throw e;
      }
      const [width, height, depth] = addressing.levelSize(info.level);
      const is3d = info.dim === '3d';
      const layers = is3d ? 1 : depth;
      const addresses: number[] = [];
      for (let z = 0; z < depth; z++)
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++)
            addresses.push(addressing.texelAddress({ x, y, slice: z, sample: 0, level: info.level }));
      const low = Math.min(...addresses);
      const high = Math.max(...addresses) + info.texelBytes;
      const span = memory.read(low, high - low, `${binding.name} texels`);
      const data = new Uint8Array(addresses.length * info.texelBytes);
      addresses.forEach((address, i) => {
        data.set(span.subarray(address - low, address - low + info.texelBytes), i * info.texelBytes);
      });
      const image = Image.create(device, {
        dimension: is3d ? '3d' : '2d',
        format: STORAGE_TEXEL_FORMATS[info.format] as string,
        width,
        height,
        ...(is3d ? { depth } : { layers }),
        usage: VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
      });
      out.push({ binding, image, layers, texelBytes: info.texelBytes, addresses, low, high });
      uploadImage(device, image, data, { layerCount: layers });
    }
    return out;
  } catch (e) {
    for (const i of out) i.image.destroy();
    throw e;
  }
}

/** Scatters the texels of the images the program writes back into guest memory, then frees them all. */
export function writeBackStorageImages(
  device: Device,
  memory: DeviceGuestMemory,
  images: readonly StorageImage[],
): void {
  try {
    for (const i of images) {
      if (i.binding.image?.access === 'read') continue;
      const data = readImage(device, i.image, { layerCount: i.layers });
      const span = memory.read(i.low, i.high - i.low);
      i.addresses.forEach((address, k) => {
        span.set(data.subarray(k * i.texelBytes, (k + 1) * i.texelBytes), address - i.low);
      });
      memory.write(i.low, span);
    }
  } finally {
    for (const i of images) i.image.destroy();
  }
}
