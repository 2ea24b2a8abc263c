/**
 * Render targets resident as Vulkan images. A surface becomes resident on its first use: its guest
 * memory is detiled into a new image (the draw sees what memory holds, as the hardware would). Draws
 * mark it dirty; `writeBack` reads the image and tiles it into guest memory at the surface's address.
 * A surface overlapping a resident one with another identity evicts it first (written back), so guest
 * memory holds one truth. Depth with HTILE: fast-cleared tiles (ZMASK 0) load as DB_DEPTH_CLEAR, and
 * write-back leaves every HTILE word expanded (seed 003: a draw after a fast clear leaves every word
 * expanded), so the metadata and the values in memory agree. Multisampled colour targets load and
 * store every sample through msaa-transfer.ts. A stencil plane loads and stores with its
 * depth (the image's stencil aspect); with depth-stencil HTILE words a tile whose SMEM is 0 loads as
 * DB_STENCIL_CLEAR. A view of several slices is one image layer per slice (the view's slices only
 * are loaded, and written back into the array around them; a stencil plane alike). Callers make sure no recorded work is
 * pending when loading or writing back.
 */

import { htileWordOffset } from '../agc/models/htile.js';
import { detileImage, type SurfaceLayout, tileImage } from '../reference/tiling.js';
import {
  VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT,
  VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT,
  VK_IMAGE_USAGE_SAMPLED_BIT,
  VK_IMAGE_USAGE_TRANSFER_DST_BIT,
  VK_IMAGE_USAGE_TRANSFER_SRC_BIT,
} from '../vulkan/bindings.generated.js';
import type { Device } from '../vulkan/device.js';
import { formatFeatures } from '../vulkan/formats.js';
import { Image } from '../vulkan/image.js';
import { readImage, uploadImage } from '../vulkan/transfer.js';
import { DriverError } from './errors.js';
import type { DeviceGuestMemory } from './guest-memory.js';
import { MultisampleTransfer } from './msaa-transfer.js';
import { attachmentFormat, type Surface, type SurfaceHtile } from './surfaces.js';

/** A depth-only HTILE word for a tile whose values are in memory: ZMASK 0xF, MinZ 0, MaxZ 0x3FFF. */
export const HTILE_EXPANDED = 0xfffc000f;
/**
 * A depth-stencil HTILE word for a tile whose depth and stencil are in memory: ZMASK 0xF, SR0 and SR1 3
 * (stencil results unknown), SMEM 3, full Z range (RADV's radv_get_htile_initial_value for this format).
 */
export const HTILE_STENCIL_EXPANDED = 0xfffff3ff;
/** SMEM (bits 9:8) of a depth-stencil HTILE word: 0 the tile's stencil is DB_STENCIL_CLEAR, 3 in memory. */
const smemOf = (word: number): number => (word >>> 8) & 3;

/** A surface with its image. */
export interface ResidentTarget {
  readonly surface: Surface;
  readonly image: Image;
  dirty: boolean;
}

/** The guest memory ranges a surface's planes occupy. */
const ranges = (s: Surface): [number, number][] => [
  [s.address, s.layout.sizeBytes],
  ...(s.stencil ? [[s.stencil.address, s.stencil.layout.sizeBytes] as [number, number]] : []),
];

const overlaps = (a: Surface, b: Surface): boolean =>
  ranges(a).some(([x, xn]) => ranges(b).some(([y, yn]) => x < y + yn && y < x + xn));

/** Bytes of one slice of a surface's packed texels (or of its stencil plane's, 1 byte a texel). */
const sliceBytes = (s: Surface, bytesPerElement = s.layout.desc.bytesPerElement): number =>
  s.width * s.height * s.samples * bytesPerElement;

/** The view's slices of a plane's packed texels (every slice from 0 to the view's last). */
const viewSlices = (s: Surface, all: Uint8Array, bytesPerElement?: number): Uint8Array =>
  s.firstSlice === 0 ? all : all.subarray(s.firstSlice * sliceBytes(s, bytesPerElement));

/** The resident targets of a run. */
export class TargetCache {
  private readonly resident = new Map<string, ResidentTarget>();
  /** Every surface drawn during the run, by key (for the pictures at the end). */
  readonly drawn = new Map<string, Surface>();
  /** Bumped whenever a target becomes resident or is evicted (a draw may reuse what it acquired). */
  generation = 0;
  /** The multisampled-target transfer pipelines, made on first use. */
  private msaa: MultisampleTransfer | undefined;
  /** Told of every guest range a write-back changes (images and tables read from it are stale). */
  onWrite: ((address: number, length: number) => void) | undefined;

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
    for (const [address, bytes] of ranges(surface)) this.memory.offsetOf(address, bytes, what);
    const format = attachmentFormat(surface);
    const depth = surface.kind === 'depth';
    const usage = depth
      ? VK_FORMAT_FEATURE_DEPTH_STENCIL_ATTACHMENT_BIT
      : VK_FORMAT_FEATURE_COLOR_ATTACHMENT_BIT;
    if ((formatFeatures(this.device, format).optimal & usage) === 0)
      throw new DriverError(`${surface.kind} target`, `the device cannot render to ${format}`);
    for (const other of [...this.resident.values()]) if (overlaps(other.surface, surface)) this.evict(other);
    const tiled = this.memory.read(surface.address, surface.layout.sizeBytes, what);
    const texels = viewSlices(surface, detileImage(surface.layout, tiled));
    const stencil = surface.stencil
      ? viewSlices(
          surface,
          detileImage(
            surface.stencil.layout,
            this.memory.read(surface.stencil.address, surface.stencil.layout.sizeBytes, 'stencil plane'),
          ),
          1,
        )
      : undefined;
    if (surface.htile) this.expandHtile(surface, surface.htile, texels, stencil);
    const multisampled = surface.samples > 1;
    const image = Image.create(this.device, {
      dimension: '2d',
      format,
      width: surface.width,
      height: surface.height,
      layers: surface.slices,
      samples: surface.samples,
      // Multisampled texels travel through shaders and an integer view (msaa-transfer.ts).
      mutableFormat: multisampled,
      usage:
        (depth ? VK_IMAGE_USAGE_DEPTH_STENCIL_ATTACHMENT_BIT : VK_IMAGE_USAGE_COLOR_ATTACHMENT_BIT) |
        (multisampled ? VK_IMAGE_USAGE_SAMPLED_BIT : 0) |
        VK_IMAGE_USAGE_TRANSFER_SRC_BIT |
        VK_IMAGE_USAGE_TRANSFER_DST_BIT,
    });
    if (multisampled) this.multisample().upload(image, texels);
    else uploadImage(this.device, image, texels, depth ? { aspect: 'depth' } : {});
    if (stencil) uploadImage(this.device, image, stencil, { aspect: 'stencil' });
    const target: ResidentTarget = { surface, image, dirty: false };
    this.resident.set(surface.key, target);
    this.generation++;
    return target;
  }

  /** Marks a target drawn. */
  touch(target: ResidentTarget): void {
    if (target.dirty) return;
    target.dirty = true;
    this.drawn.set(target.surface.key, target.surface);
  }

  /** Writes a dirty target back into guest memory (no work may be pending). */
  writeBack(target: ResidentTarget): void {
    if (!target.dirty) return;
    const { surface } = target;
    const packed =
      surface.samples > 1
        ? this.multisample().read(target.image)
        : readImage(this.device, target.image, surface.kind === 'depth' ? { aspect: 'depth' } : {});
    const what = `${surface.kind} target`;
    this.memory.write(
      surface.address,
      this.tiledView(surface, surface.address, surface.layout, packed),
      what,
    );
    if (surface.stencil) {
      const { address, layout } = surface.stencil;
      const stencil = readImage(this.device, target.image, { aspect: 'stencil' });
      this.memory.write(address, this.tiledView(surface, address, layout, stencil), 'stencil plane');
      this.onWrite?.(surface.stencil.address, surface.stencil.layout.sizeBytes);
    }
    this.onWrite?.(surface.address, surface.layout.sizeBytes);
    if (surface.htile) {
      // Every tile now holds its values in memory: the whole metadata says so (ZMASK 0xF, SMEM 3), with
      // the full depth range, as a freshly initialized HTILE of the word format does.
      const expanded = surface.htile.words === 'depth' ? HTILE_EXPANDED : HTILE_STENCIL_EXPANDED;
      const words = new Uint32Array(surface.htile.layout.sliceBytes / 4).fill(expanded);
      this.memory.write(surface.htile.address, new Uint8Array(words.buffer), 'depth HTILE');
    }
    target.dirty = false;
  }

  /**
   * A plane's memory (at `address`, laid out as `layout`: the surface's texels or its stencil) with the
   * view's slices replaced by `packed` (the image's layers): slices before the view keep what memory
   * holds.
   */
  private tiledView(
    surface: Surface,
    address: number,
    layout: SurfaceLayout,
    packed: Uint8Array,
  ): Uint8Array {
    if (surface.firstSlice === 0) return tileImage(layout, packed);
    const all = detileImage(layout, this.memory.read(address, layout.sizeBytes, `${surface.kind} target`));
    all.set(packed, surface.firstSlice * sliceBytes(surface, layout.desc.bytesPerElement));
    return tileImage(layout, all);
  }

  /**
   * Applies the HTILE to the depth (and stencil) texels read from memory: a tile whose ZMASK is 0 holds
   * the clear depth (a fast clear); ZMASK 0xF means memory holds the tile's values; plane-compressed
   * tiles (any other ZMASK) are refused. With depth-stencil words, SMEM 0 gives the tile the clear
   * stencil, 3 keeps memory's, and the compressed states 1 and 2 are refused.
   */
  private expandHtile(
    surface: Surface,
    htile: SurfaceHtile,
    texels: Uint8Array,
    stencil: Uint8Array | undefined,
  ): void {
    const words = this.memory.read(htile.address, htile.layout.sliceBytes, 'depth HTILE');
    const view = new DataView(words.buffer, words.byteOffset, words.byteLength);
    const out = new DataView(texels.buffer, texels.byteOffset, texels.byteLength);
    const d16 = surface.format === 'D16_UNORM';
    const clear16 = Math.round(Math.min(1, Math.max(0, htile.clearDepth)) * 65535);
    for (let ty = 0; ty < surface.height; ty += 8) {
      for (let tx = 0; tx < surface.width; tx += 8) {
        const word = view.getUint32(htileWordOffset(htile.layout, tx, ty), true);
        const zmask = word & 0xf;
        if (htile.words === 'depthStencil') {
          const smem = smemOf(word);
          if (smem !== 0 && smem !== 3) {
            throw new DriverError(
              'DB_HTILE_DATA_BASE',
              `the HTILE word of tile (${tx / 8}, ${ty / 8}) has SMEM ${smem}: compressed stencil is not modelled`,
            );
          }
          if (smem === 0 && stencil)
            this.fillTile(surface, tx, ty, (i) => {
              stencil[i] = htile.clearStencil;
            });
        }
        if (zmask === 0xf) continue;
        if (zmask !== 0) {
          throw new DriverError(
            'DB_HTILE_DATA_BASE',
            `the HTILE word of tile (${tx / 8}, ${ty / 8}) has ZMASK ${zmask}: plane-compressed depth is not modelled`,
          );
        }
        this.fillTile(surface, tx, ty, (i) => {
          if (d16) out.setUint16(2 * i, clear16, true);
          else out.setFloat32(4 * i, htile.clearDepth, true);
        });
      }
    }
  }

  /** Calls `set` with the packed index of every pixel of the 8x8 tile at (tx, ty) inside the surface. */
  private fillTile(surface: Surface, tx: number, ty: number, set: (index: number) => void): void {
    for (let y = ty; y < Math.min(ty + 8, surface.height); y++)
      for (let x = tx; x < Math.min(tx + 8, surface.width); x++) set(y * surface.width + x);
  }

  /** Whether a drawn target not yet written back overlaps guest [low, high). */
  dirtyOverlapping(low: number, high: number): boolean {
    for (const t of this.resident.values())
      if (t.dirty && t.surface.address < high && low < t.surface.address + t.surface.layout.sizeBytes)
        return true;
    return false;
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
    this.generation++;
  }

  private multisample(): MultisampleTransfer {
    this.msaa ??= new MultisampleTransfer(this.device);
    return this.msaa;
  }

  /** Destroys every image (after writing back). */
  destroy(): void {
    this.evictAll();
    this.msaa?.destroy();
  }
}
