/**
 * The storage images of a recompiled case on Vulkan: for each storage-image binding of the recompile
 * result, a VkImage made from the binding's T# (decoded through isa/tables/image-descriptor.ts): raw
 * unsigned texels of the guest texel's size (R8/R16/R32/R32G32/R32G32B32A32_UINT), the binding's mip
 * level of the resource with every slice, a 2D array (1D, 2D, cube and arrays) or 3D image, as
 * translate/rules/image-resource.ts binds it.
 *
 * Texels live in the case's guest memory where the reference executor reads them: the T#'s layout and
 * each texel's guest address come from the tiling model (reference/semantics/image-access.ts,
 * `imageAddressing`), so LINEAR and the swizzled modes tiling.ts models both work. Before the dispatch
 * the texels are gathered (detiled) into a packed upload; after it, images the program writes are read
 * back and scattered (retiled) into the region contents that are compared.
 */

import { decodeImageResource } from '../isa/tables/image-descriptor.js';
import type { Binding } from '../recompiler/index.js';
import { imageAddressing } from '../reference/semantics/image-access.js';
import {
  VK_IMAGE_USAGE_STORAGE_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
} from '../vulkan/bindings.generated.js';
import type { Device } from '../vulkan/device.js';
import { STORAGE_TEXEL_FORMATS } from '../vulkan/formats.js';
import { Image } from '../vulkan/image.js';
import { readImage, uploadImage } from '../vulkan/transfer.js';
import { type DiffCase, DiffError } from './case.js';

/** One bound image of a case: the host image and the guest address of each of its texels. */
export interface CaseImage {
  readonly binding: Binding;
  readonly image: Image;
  readonly layers: number;
  readonly texelBytes: number;
  /** Guest address of each texel, in the packed order (layer or depth, then rows, then columns). */
  readonly addresses: readonly number[];
}

/** The region holding `bytes` bytes at guest `address`: its index and the offset inside it. */
function locate(c: DiffCase, address: number, bytes: number): { region: number; offset: number } {
  const region = c.regions.findIndex((r) => address >= r.base && address + bytes <= r.base + r.bytes.length);
  if (region < 0)
    throw new DiffError(
      c.name,
      `an image texel at 0x${address.toString(16)} lies outside the case's regions`,
    );
  return { region, offset: address - (c.regions[region] as DiffCase['regions'][number]).base };
}

/** Creates the images of `bindings` and uploads their texels from the case's initial memory. */
export function createCaseImages(device: Device, c: DiffCase, bindings: readonly Binding[]): CaseImage[] {
  const out: CaseImage[] = [];
  try {
    for (const binding of bindings) {
      const info = binding.image;
      if (binding.kind !== 'storage-image' || !info) continue;
      const rsrc = decodeImageResource(info.descriptor);
      const addressing = imageAddressing(rsrc, info.texelBytes);
      const level = info.level;
      const [width, height, depth] = addressing.levelSize(level);
      const is3d = info.dim === '3d';
      const layers = is3d ? 1 : depth;
      const image = Image.create(device, {
        dimension: is3d ? '3d' : '2d',
        format: STORAGE_TEXEL_FORMATS[info.format] as string,
        width,
        height,
        ...(is3d ? { depth } : { layers }),
        usage: VK_IMAGE_USAGE_STORAGE_BIT | VK_IMAGE_USAGE_TRANSFER_DST_BIT | VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
      });
      out.push({ binding, image, layers, texelBytes: info.texelBytes, addresses: [] });
      const addresses: number[] = [];
      for (let z = 0; z < depth; z++)
        for (let y = 0; y < height; y++)
          for (let x = 0; x < width; x++)
            addresses.push(addressing.texelAddress({ x, y, slice: z, sample: 0, level }));
      const data = new Uint8Array(addresses.length * info.texelBytes);
      addresses.forEach((address, i) => {
        const { region, offset } = locate(c, address, info.texelBytes);
        const bytes = (c.regions[region] as DiffCase['regions'][number]).bytes;
        data.set(bytes.subarray(offset, offset + info.texelBytes), i * info.texelBytes);
      });
      uploadImage(device, image, data, { layerCount: layers });
      out[out.length - 1] = { binding, image, layers, texelBytes: info.texelBytes, addresses };
    }
    return out;
  } catch (e) {
    for (const i of out) i.image.destroy();
    throw e;
  }
}

/** Reads back the images the program writes and scatters their texels into `contents`. */
export function readBackImages(
  device: Device,
  c: DiffCase,
  images: readonly CaseImage[],
  contents: readonly Uint8Array[],
): void {
  for (const i of images) {
    if (i.binding.image?.access === 'read') continue;
    const data = readImage(device, i.image, { layerCount: i.layers });
    i.addresses.forEach((address, k) => {
      const { region, offset } = locate(c, address, i.texelBytes);
      (contents[region] as Uint8Array).set(data.subarray(k * i.texelBytes, (k + 1) * i.texelBytes), offset);
    });
  }
}
