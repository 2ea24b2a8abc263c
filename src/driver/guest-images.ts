/**
 * Storage images made from guest T#s, shared by the driver's dispatches and draws and by the
 * differential harness: for a storage-image binding of a recompiled program (recompiler/bindings.ts),
 * a VkImage of raw unsigned texels of the guest texel's size (the binding's mip level with every
 * slice, a 2D array or 3D image, as translate/rules/image-resource.ts binds it) whose texels are
 * gathered (detiled) from guest memory through the tiling model (reference/tiling.ts, by way of
 * `imageAddressing`, which adds the T#'s pipe/bank XOR and mip offsets), and for images the program
 * writes, read back and scattered (retiled) into guest memory after the work completed.
 *
 * Multisampled images (a T# of an MSAA type, every sample of the view) are filled and read back per
 * sample through shaders (msaa-transfer.ts: Vulkan copies no buffer to or from a multisampled image),
 * one array layer at a time.
 *
 * A binding whose T# the program reads at run time (bound by location) gets its T# from guest memory
 * when its image is created (resolveGuestImage), checked against what the program was recompiled for.
 *
 * Guest memory is whatever the caller has (`TexelMemory`): the driver's device buffer, or the regions
 * of a differential case. The texels of one image must lie in one readable span.
 */
import { decodeImageResource } from '../isa/tables/image-descriptor.js';
import { type Binding, type ImageBinding, resolveImageBinding } from '../recompiler/index.js';
import { imageAddressing } from '../reference/semantics/image-access.js';
import { TilingError } from '../reference/tiling.js';
import {
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_SAMPLED_BIT,
  VK_IMAGE_USAGE_STORAGE_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
} from '../vulkan/bindings.generated.js';
import type { Device } from '../vulkan/device.js';
import { STORAGE_TEXEL_FORMATS } from '../vulkan/formats.js';
import { Image } from '../vulkan/image.js';
import { readImage, uploadImage } from '../vulkan/transfer.js';
import { DriverError } from './errors.js';
import { MultisampleTransfer } from './msaa-transfer.js';

/** Guest memory as images read and write it (callers complete recorded work that touches it first). */
export interface TexelMemory {
  /** The bytes of [address, address + length); `what` names the reader in a refusal. */
  read(address: number, length: number, what: string): Uint8Array;
  write(address: number, bytes: Uint8Array, what: string): void;
}

/** Where an image binding's texels lie in guest memory. */
export interface TexelPlacement {
  readonly width: number;
  readonly height: number;
  /** Slices (2D arrays) or depth (3D). */
  readonly depth: number;
  /** Samples per texel (1 unless multisampled). */
  readonly samples: number;
  /**
   * Guest address of each texel, in the packed order (slice or depth, then rows, then columns, then
   * samples).
   */
  readonly addresses: Float64Array;
  /** The guest range [low, high) holding every texel. */
  readonly low: number;
  readonly high: number;
}

/** One storage image made from a T#. */
export interface GuestImage {
  /** The binding it was made for (a cached image may serve other bindings of the same key). */
  readonly binding: Binding;
  readonly info: ImageBinding;
  readonly image: Image;
  /** Array layers of the host image (1 for 3D). */
  readonly layers: number;
  readonly placement: TexelPlacement;
}

/**
 * What identifies an image: the T# dwords, the level, and the host format and dimension they give. Two
 * bindings with the same key read the same texels into the same host image.
 */
export function guestImageKey(info: ImageBinding): string {
  return `${info.descriptor.map((d) => d >>> 0).join(',')}@${info.level}/${info.format}/${info.dim}`;
}

/**
 * The binding with its T# read from guest memory now where the program reads it at run time
 * (recompiler/bindings.ts resolveImageBinding: the T# checked against what the program was recompiled
 * for); other bindings unchanged. Call when the work starts, with memory current.
 */
export function resolveGuestImage(memory: TexelMemory, binding: Binding): Binding {
  const location = binding.image?.location;
  if (!location) return binding;
  const bytes = memory.read(location.address, 32, `${binding.name} T#`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, 32);
  const words = Array.from({ length: 8 }, (_, i) => view.getUint32(4 * i, true));
  const resolved = resolveImageBinding(binding, words);
  if (typeof resolved === 'string') throw new DriverError(binding.name, resolved);
  return resolved;
}

/** Where the texels of `info` lie (refuses a layout the tiling model refuses, naming `name`). */
export function texelPlacement(name: string, info: ImageBinding): TexelPlacement {
  if (info.location && info.descriptor.length === 0)
    throw new DriverError(
      name,
      `its T# is read at run time from 0x${info.location.address.toString(16)}: only dispatches and the differential harness read it (draws: docs/debt.md)`,
    );
  let addressing: ReturnType<typeof imageAddressing>;
  try {
    addressing = imageAddressing(decodeImageResource(info.descriptor), info.texelBytes);
  } catch (e) {
    if (e instanceof TilingError) throw new DriverError(name, e.reason);
    throw e;
  }
  const [width, height, depth] = addressing.levelSize(info.level);
  const samples = info.samples ?? 1;
  if (addressing.samples !== samples)
    throw new DriverError(name, `${samples} samples bound for a T# of ${addressing.samples}`);
  const addresses = new Float64Array(width * height * depth * samples);
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  let i = 0;
  for (let z = 0; z < depth; z++)
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let sample = 0; sample < samples; sample++) {
          const address = addressing.texelAddress({ x, y, slice: z, sample, level: info.level });
          addresses[i++] = address;
          if (address < low) low = address;
          if (address > high) high = address;
        }
  return { width, height, depth, samples, addresses, low, high: high + info.texelBytes };
}

/**
 * Copies texel i between `packed` (texel i at i * texelBytes) and `span` (at addresses[i] - low), in the
 * direction `gather` says; by 32-bit words where texels are whole dwords (the usual case, 4x faster).
 */
function copyTexels(
  placement: TexelPlacement,
  texelBytes: number,
  span: Uint8Array,
  packed: Uint8Array,
  gather: boolean,
): void {
  const { low, addresses } = placement;
  const n = addresses.length;
  if (texelBytes % 4 === 0 && low % 4 === 0 && span.byteOffset % 4 === 0 && packed.byteOffset % 4 === 0) {
    const words = texelBytes / 4;
    const guest = new Uint32Array(span.buffer, span.byteOffset, span.length >>> 2);
    const host = new Uint32Array(packed.buffer, packed.byteOffset, packed.length >>> 2);
    for (let i = 0; i < n; i++) {
      const at = ((addresses[i] as number) - low) >>> 2;
      for (let w = 0; w < words; w++) {
        if (gather) host[i * words + w] = guest[at + w] as number;
        else guest[at + w] = host[i * words + w] as number;
      }
    }
    return;
  }
  for (let i = 0; i < n; i++) {
    const at = (addresses[i] as number) - low;
    if (gather) packed.set(span.subarray(at, at + texelBytes), i * texelBytes);
    else span.set(packed.subarray(i * texelBytes, (i + 1) * texelBytes), at);
  }
}

/** The packed texels of `placement`, gathered from guest memory. */
export function gatherTexels(
  memory: TexelMemory,
  placement: TexelPlacement,
  texelBytes: number,
  what: string,
): Uint8Array {
  const span = memory.read(placement.low, placement.high - placement.low, what);
  const data = new Uint8Array(placement.addresses.length * texelBytes);
  copyTexels(placement, texelBytes, span, data, true);
  return data;
}

/**
 * Creates the image of a storage-image binding and uploads its texels from guest memory; `known` is
 * the binding's placement where the caller computed it already.
 */
export function createGuestImage(
  device: Device,
  memory: TexelMemory,
  binding: Binding,
  known?: TexelPlacement,
): GuestImage {
  if (binding.kind !== 'storage-image' || !binding.image)
    throw new DriverError(binding.name, `a ${binding.kind} binding is not bound by the driver yet`);
  const resolved = resolveGuestImage(memory, binding);
  const info = resolved.image as ImageBinding;
  const placement = known ?? texelPlacement(binding.name, info);
  if (placement.samples > 1) {
    // Stored as a storage image and filled as a colour target (msaa-transfer.ts).
    const limits = device.profile.limits;
    const counts = limits.storageImageSampleCounts & limits.framebufferColorSampleCounts;
    if ((counts & placement.samples) === 0)
      throw new DriverError(
        binding.name,
        `${placement.samples} samples: the device's storage images and colour targets share sample counts 0x${counts.toString(16)} (storageImageSampleCounts, framebufferColorSampleCounts)`,
      );
  }
  const data = gatherTexels(memory, placement, info.texelBytes, `${binding.name} texels`);
  const is3d = info.dim === '3d';
  const layers = is3d ? 1 : placement.depth;
  const multisampled = placement.samples > 1;
  const image = Image.create(device, {
    dimension: is3d ? '3d' : '2d',
    format: STORAGE_TEXEL_FORMATS[info.format] as string,
    width: placement.width,
    height: placement.height,
    ...(is3d ? { depth: placement.depth } : { layers }),
    samples: placement.samples,
    usage:
      VK_IMAGE_USAGE_STORAGE_BIT |
      VK_IMAGE_USAGE_TRANSFER_DST_BIT |
      VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
      (multisampled ? VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT | VK_IMAGE_USAGE_SAMPLED_BIT : 0),
  });
  try {
    if (!multisampled) uploadImage(device, image, data, { layerCount: layers });
    else {
      const bytes = data.length / layers;
      withTransfer(device, (transfer) => {
        for (let layer = 0; layer < layers; layer++)
          transfer.upload(image, data.subarray(layer * bytes, (layer + 1) * bytes), layer);
      });
    }
  } catch (e) {
    image.destroy();
    throw e;
  }
  return { binding: resolved, info, image, layers, placement };
}

/**
 * Runs `body` with the shader transfer of multisampled images, made for the occasion and destroyed
 * after (its pipelines are compiled per call: MSAA storage images are rare, docs/debt.md).
 */
function withTransfer<T>(device: Device, body: (transfer: MultisampleTransfer) => T): T {
  const transfer = new MultisampleTransfer(device);
  try {
    return body(transfer);
  } finally {
    transfer.destroy();
  }
}

/** Creates the images of `bindings` (all storage images); on a refusal none is left alive. */
export function createGuestImages(
  device: Device,
  memory: TexelMemory,
  bindings: readonly Binding[],
): GuestImage[] {
  const out: GuestImage[] = [];
  try {
    for (const binding of bindings) out.push(createGuestImage(device, memory, binding));
    return out;
  } catch (e) {
    for (const i of out) i.image.destroy();
    throw e;
  }
}

/** Reads back an image the program writes and scatters its texels into guest memory. */
export function writeBackGuestImage(device: Device, memory: TexelMemory, image: GuestImage): void {
  if (image.info.access === 'read') return;
  const { low, high } = image.placement;
  const data =
    image.placement.samples > 1
      ? withTransfer(device, (transfer) => {
          const layers = Array.from({ length: image.layers }, (_, layer) =>
            transfer.read(image.image, layer),
          );
          const out = new Uint8Array(layers.reduce((n, l) => n + l.length, 0));
          let at = 0;
          for (const l of layers) {
            out.set(l, at);
            at += l.length;
          }
          return out;
        })
      : readImage(device, image.image, { layerCount: image.layers });
  const what = `${image.binding.name} texels`;
  const span = memory.read(low, high - low, what).slice();
  copyTexels(image.placement, image.info.texelBytes, span, data, false);
  memory.write(low, span, what);
}
