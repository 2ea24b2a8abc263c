/**
 * Where a texel of a gfx10.1 image lives: a CPU model of addrlib's surface layout mapping (x, y,
 * slice, sample) to a byte offset, for LINEAR and the swizzled 256B/4KB/64KB S, D, R and Z modes
 * (with their _X pipe/bank XOR forms and the _T forms).
 *
 * The swizzled modes follow addrlib's Gfx10Lib::ComputeSurfaceAddrFromCoordMacroTiled: a surface is
 * a row-major grid of blocks (2^blockBytesLog2 bytes; width, height and, for thick 3D modes, depth
 * from ComputeThinBlockDimension / ComputeThickBlockDimension), each slice (or slab of blockDepth
 * slices) one after another; inside a block, bit i of the offset is the XOR of the coordinate bits
 * of pattern bit i (swizzle-patterns.generated.ts). The _X patterns also XOR coordinate bits above the
 * block into the pipe and bank bits, so the pattern is applied to the full coordinates, as addrlib
 * does. The pattern row depends on the pipe count (GB_ADDR_CONFIG.NUM_PIPES) for _X and _T modes.
 * The pipe/bank XOR a driver puts in the T# base address (bits 8 and up, below the block size) is
 * XORed into the in-block offset (`pipeBankXor`).
 *
 * Limits (refused with TilingError): swizzled surfaces with more than one mip level (the gfx10 mip
 * tail is not modelled); MSAA other than with the Z_X/R_X modes; mode/dimension pairs addrlib does
 * not allow. LINEAR supports mip chains (smallest level first, each level's pitch aligned to 256
 * bytes, as Gfx10Lib::HwlComputeSurfaceInfoLinear lays them out).
 *
 * PS5: 16 pipes (GB_ADDR_CONFIG.NUM_PIPES = 4), the value the agc HTILE model assumes and derives
 * from seed 003 (src/agc/models/htile.ts); PS5_PIPES_LOG2 holds it.
 */
import type { SwizzleModeName } from '../isa/tables/image-descriptor.js';
import { OberonError } from '../util/errors.js';
import { SWIZZLE_PATTERN_SETS, SWIZZLE_PATTERNS } from './swizzle-patterns.generated.js';

/** log2 of the PS5's pipe count (16 pipes): GB_ADDR_CONFIG.NUM_PIPES. */
export const PS5_PIPES_LOG2 = 4;

/** An image layout the model cannot describe exactly. */
export class TilingError extends OberonError {
  constructor(readonly reason: string) {
    super('E_TILING', `image layout: ${reason}`);
  }
}

/** What a surface is, as addrlib's ADDR2_COMPUTE_SURFACE_INFO_INPUT says it. */
export interface SurfaceDesc {
  readonly swizzleMode: SwizzleModeName;
  /** Bytes per element: 1, 2, 4, 8 or 16. */
  readonly bytesPerElement: number;
  readonly width: number;
  readonly height: number;
  /** Depth of a 3D image, or the number of array slices (6 per cube). */
  readonly slices: number;
  /** 3D resource (thick modes apply). */
  readonly is3d: boolean;
  /** Samples per pixel: 1, 2, 4 or 8. */
  readonly samples: number;
  /** Mip levels of the resource. */
  readonly mipLevels: number;
  /** log2 of the pipe count (PS5_PIPES_LOG2). */
  readonly pipesLog2: number;
}

/** One coordinate bit of a pattern term: axis 0 x, 1 y, 2 z (slice), 3 sample. */
type Term = readonly [axis: number, bit: number];

/** The layout of one surface. */
export interface SurfaceLayout {
  readonly desc: SurfaceDesc;
  readonly linear: boolean;
  readonly blockBytesLog2: number;
  /** Block size in elements. */
  readonly blockWidth: number;
  readonly blockHeight: number;
  readonly blockDepth: number;
  /** Row pitch of level 0 in elements. */
  readonly pitch: number;
  /** Height of level 0 padded to whole blocks. */
  readonly paddedHeight: number;
  /** Bytes of one slice (thin) or one slab of blockDepth slices (thick), mip chain included. */
  readonly sliceBytes: number;
  /** Bytes of the whole surface. */
  readonly sizeBytes: number;
  /** Per bit of the in-block offset: the coordinate bits it XORs (empty for LINEAR). */
  readonly pattern: readonly (readonly Term[])[];
  /** Linear levels: byte offset inside a slice, pitch and height. */
  readonly levels: readonly { readonly offset: number; readonly pitch: number; readonly height: number }[];
}

const PARSED = new Map<number, readonly (readonly Term[])[]>();

function parsePattern(id: number): readonly (readonly Term[])[] {
  let parsed = PARSED.get(id);
  if (!parsed) {
    const text = SWIZZLE_PATTERNS[id];
    if (text === undefined) throw new TilingError(`no swizzle pattern ${id}`);
    parsed = text
      .split(' ')
      .map((cell) =>
        cell === '0'
          ? []
          : cell.split('^').map((t): Term => ['XYZS'.indexOf(t[0] as string), Number(t.slice(1))]),
      );
    PARSED.set(id, parsed);
  }
  return parsed;
}

const THICK_1K: readonly (readonly [number, number, number])[] = [
  [16, 8, 8],
  [8, 8, 8],
  [8, 8, 4],
  [8, 4, 4],
  [4, 4, 4],
];

/** Which pattern set a mode uses (addrlib's GetSwizzlePatternInfo), and whether it is thick. */
function patternSet(desc: SurfaceDesc, mode: SwizzleModeName): { set: string; thick: boolean } {
  const frag = desc.samples;
  const msaaMode = mode === '64KB_Z_X' || mode === '64KB_R_X';
  if (frag > 1 && !msaaMode) throw new TilingError(`${frag} samples need a Z_X or R_X mode, not ${mode}`);
  if (desc.is3d) {
    const thick: Record<string, string> = {
      '4KB_S': '4K_S3',
      '4KB_S_X': '4K_S3_X',
      '64KB_S': '64K_S3',
      '64KB_S_X': '64K_S3_X',
      '64KB_S_T': '64K_S3_T',
      '64KB_D_X': '64K_D3_X',
    };
    if (mode === '64KB_Z_X') return { set: '64K_Z_X_1xaa', thick: false };
    if (mode === '64KB_R_X') return { set: '64K_R_X_1xaa', thick: false };
    const set = thick[mode];
    if (!set) throw new TilingError(`swizzle mode ${mode} is not allowed for 3D images`);
    return { set, thick: true };
  }
  if (msaaMode) return { set: `64K_${mode.slice(5, 6)}_X_${frag}xaa`, thick: false };
  const thin: Record<string, string> = {
    '256B_S': '256_S',
    '256B_D': '256_D',
    '4KB_S': '4K_S',
    '4KB_D': '4K_D',
    '4KB_S_X': '4K_S_X',
    '4KB_D_X': '4K_D_X',
    '64KB_S': '64K_S',
    '64KB_D': '64K_D',
    '64KB_S_T': '64K_S_T',
    '64KB_D_T': '64K_D_T',
    '64KB_S_X': '64K_S_X',
    '64KB_D_X': '64K_D_X',
  };
  const set = thin[mode];
  if (!set) throw new TilingError(`swizzle mode ${mode} is not modelled`);
  return { set, thick: false };
}

function log2Exact(v: number, what: string): number {
  const l = Math.log2(v);
  if (!Number.isInteger(l)) throw new TilingError(`${what} ${v} is not a power of two`);
  return l;
}

function alignUp(v: number, a: number): number {
  return Math.ceil(v / a) * a;
}

function linearLayout(desc: SurfaceDesc): SurfaceLayout {
  const bpe = desc.bytesPerElement;
  const pitchAlign = 256 / bpe;
  if (desc.samples > 1) throw new TilingError('a LINEAR surface cannot be multisampled');
  const levels: { offset: number; pitch: number; height: number }[] = [];
  let slice = 0;
  // Smallest level first: level n - 1 at offset 0, level 0 last.
  for (let i = desc.mipLevels - 1; i >= 0; i--) {
    const w = Math.max(desc.width >> i, 1);
    const h = Math.max(desc.height >> i, 1);
    const pitch = alignUp(w, pitchAlign);
    levels[i] = { offset: slice, pitch, height: h };
    slice += pitch * h * bpe;
  }
  const level0 = levels[0] as { pitch: number };
  return {
    desc,
    linear: true,
    blockBytesLog2: 8,
    blockWidth: pitchAlign,
    blockHeight: 1,
    blockDepth: 1,
    pitch: level0.pitch,
    paddedHeight: desc.height,
    sliceBytes: slice,
    sizeBytes: slice * desc.slices,
    pattern: [],
    levels,
  };
}

/**
 * The layout of a 2D surface of one slice and one level on the PS5's pipes: a colour or depth target's
 * plane, or a plain texture.
 */
export function planeLayout(
  swizzleMode: SurfaceDesc['swizzleMode'],
  bytesPerElement: number,
  width: number,
  height: number,
  samples = 1,
): SurfaceLayout {
  return surfaceLayout({
    swizzleMode,
    bytesPerElement,
    width,
    height,
    slices: 1,
    is3d: false,
    samples,
    mipLevels: 1,
    pipesLog2: PS5_PIPES_LOG2,
  });
}

/** The layout of a surface, or a TilingError naming what the model lacks. */
export function surfaceLayout(desc: SurfaceDesc): SurfaceLayout {
  const elemLog2 = log2Exact(desc.bytesPerElement, 'bytes per element');
  if (elemLog2 > 4) throw new TilingError(`${desc.bytesPerElement}-byte elements`);
  const samplesLog2 = log2Exact(desc.samples, 'sample count');
  if (desc.swizzleMode === 'LINEAR') return linearLayout(desc);
  if (desc.mipLevels > 1) {
    throw new TilingError(
      `${desc.mipLevels} mip levels of a swizzled surface (the mip tail is not modelled)`,
    );
  }
  const mode = desc.swizzleMode;
  const { set, thick } = patternSet(desc, mode);
  const blockBytesLog2 = mode.startsWith('256B') ? 8 : mode.startsWith('4KB') ? 12 : 16;
  const xor = mode.endsWith('_X') || mode.endsWith('_T');
  const rows = SWIZZLE_PATTERN_SETS[set] as readonly number[];
  const row = xor ? 5 * desc.pipesLog2 + elemLog2 : elemLog2;
  const id = rows[row];
  if (id === undefined) throw new TilingError(`no ${set} pattern for ${desc.pipesLog2} (log2) pipes`);
  let bw: number;
  let bh: number;
  let bd = 1;
  if (thick) {
    const k = blockBytesLog2 - 10;
    const avg = Math.floor(k / 3);
    const rest = k % 3;
    const base = THICK_1K[elemLog2] as readonly [number, number, number];
    bw = base[0] << avg;
    bh = base[1] << (avg + (rest >> 1));
    bd = base[2] << (avg + (rest !== 0 ? 1 : 0));
  } else {
    const elems = blockBytesLog2 - elemLog2 - samplesLog2;
    const widthFirst = (samplesLog2 & 1) === 0 || (blockBytesLog2 & 1) !== 0;
    const wl = (elems + (widthFirst ? 1 : 0)) >> 1;
    bw = 1 << wl;
    bh = 1 << (elems - wl);
  }
  const pitch = alignUp(desc.width, bw);
  const paddedHeight = alignUp(desc.height, bh);
  const one = pitch * paddedHeight * desc.bytesPerElement * desc.samples;
  const sliceBytes = thick ? one * bd : one;
  const slabs = thick ? Math.ceil(desc.slices / bd) : desc.slices;
  return {
    desc,
    linear: false,
    blockBytesLog2,
    blockWidth: bw,
    blockHeight: bh,
    blockDepth: bd,
    pitch,
    paddedHeight,
    sliceBytes,
    sizeBytes: sliceBytes * slabs,
    pattern: parsePattern(id).slice(0, blockBytesLog2),
    levels: [{ offset: 0, pitch, height: paddedHeight }],
  };
}

/** The in-block offset the pattern gives for coordinates (bit i = XOR of its terms). */
export function patternOffset(
  pattern: readonly (readonly Term[])[],
  x: number,
  y: number,
  z: number,
  sample: number,
): number {
  const coords = [x, y, z, sample];
  let offset = 0;
  for (let i = 0; i < pattern.length; i++) {
    let bit = 0;
    for (const [axis, b] of pattern[i] as readonly Term[]) bit ^= ((coords[axis] as number) >>> b) & 1;
    offset |= bit << i;
  }
  return offset >>> 0;
}

/**
 * Byte offset of element (x, y) of `slice`, `sample` at `level` from the surface start. `pipeBankXor`
 * is the T# base address's bits inside the block (swizzled _X/_T modes XOR them into the offset).
 */
export function texelOffset(
  layout: SurfaceLayout,
  x: number,
  y: number,
  slice: number,
  sample = 0,
  level = 0,
  pipeBankXor = 0,
): number {
  const d = layout.desc;
  if (layout.linear) {
    const l = layout.levels[level];
    if (!l) throw new TilingError(`mip level ${level} of ${d.mipLevels}`);
    return slice * layout.sliceBytes + l.offset + (y * l.pitch + x) * d.bytesPerElement;
  }
  if (level !== 0) throw new TilingError(`mip level ${level} of a swizzled surface`);
  const bw = layout.blockWidth;
  const bh = layout.blockHeight;
  const blockIndex = Math.floor(y / bh) * (layout.pitch / bw) + Math.floor(x / bw);
  const slab = layout.blockDepth > 1 ? Math.floor(slice / layout.blockDepth) : slice;
  const inBlock = patternOffset(layout.pattern, x, y, slice, sample);
  return slab * layout.sliceBytes + blockIndex * 2 ** layout.blockBytesLog2 + (inBlock ^ pipeBankXor);
}

/** Copies a tightly packed image (x fastest, then y, slice, with samples innermost) into its layout. */
export function tileImage(layout: SurfaceLayout, packed: Uint8Array): Uint8Array {
  const out = new Uint8Array(layout.sizeBytes);
  copyTexels(layout, packed, out, true);
  return out;
}

/** The inverse of tileImage: reads every texel of level 0 back into packed order. */
export function detileImage(layout: SurfaceLayout, tiled: Uint8Array): Uint8Array {
  const d = layout.desc;
  const out = new Uint8Array(d.width * d.height * d.slices * d.samples * d.bytesPerElement);
  copyTexels(layout, out, tiled, false);
  return out;
}

/**
 * {@link texelOffset} of every level-0 texel, from one call per coordinate value: the block grid is a
 * sum over x, y and the slice, and each in-block offset bit an XOR of coordinate bits, so the offset
 * of (x, y, z, sample) is the sum of the block bases of (x, 0, 0, 0), (0, y, 0, 0) and (0, 0, z, 0)
 * plus the XOR of the four in-block parts. A texel then costs four lookups instead of a walk of the
 * pattern (a 1080p target is two million texels), and texelOffset stays the one definition.
 */
interface AxisTables {
  /** Per x, y, slice: the block's byte offset (a multiple of the block size). */
  readonly xBase: Float64Array;
  readonly yBase: Float64Array;
  readonly sliceBase: Float64Array;
  /** Per x, y, slice, sample: the in-block bits. */
  readonly xBits: Int32Array;
  readonly yBits: Int32Array;
  readonly sliceBits: Int32Array;
  readonly sampleBits: Int32Array;
}

function axisTables(layout: SurfaceLayout): AxisTables {
  const d = layout.desc;
  const block = 2 ** layout.blockBytesLog2;
  const split = (count: number, at: (i: number) => number): [Float64Array, Int32Array] => {
    const base = new Float64Array(count);
    const bits = new Int32Array(count);
    for (let i = 0; i < count; i++) {
      const offset = at(i);
      bits[i] = offset % block;
      base[i] = offset - (bits[i] as number);
    }
    return [base, bits];
  };
  const [xBase, xBits] = split(d.width, (x) => texelOffset(layout, x, 0, 0));
  const [yBase, yBits] = split(d.height, (y) => texelOffset(layout, 0, y, 0));
  const [sliceBase, sliceBits] = split(d.slices, (z) => texelOffset(layout, 0, 0, z));
  const [, sampleBits] = split(d.samples, (s) => texelOffset(layout, 0, 0, 0, s));
  return { xBase, yBase, sliceBase, xBits, yBits, sliceBits, sampleBits };
}

/** Copies every level-0 texel between packed order and the layout (`toTiled`: packed -> tiled). */
function copyTexels(layout: SurfaceLayout, packed: Uint8Array, tiled: Uint8Array, toTiled: boolean): void {
  const d = layout.desc;
  const n = d.bytesPerElement;
  if (layout.linear) {
    // Rows are contiguous in both: one copy per row.
    const row = d.width * n;
    let at = 0;
    for (let s = 0; s < d.slices; s++)
      for (let y = 0; y < d.height; y++, at += row) {
        const t = texelOffset(layout, 0, y, s);
        if (toTiled) tiled.set(packed.subarray(at, at + row), t);
        else packed.set(tiled.subarray(t, t + row), at);
      }
    return;
  }
  const tab = axisTables(layout);
  const offsets = new Float64Array(d.width * d.height * d.slices * d.samples);
  let i = 0;
  let low = 0;
  for (let z = 0; z < d.slices; z++)
    for (let y = 0; y < d.height; y++) {
      const rowBase = (tab.sliceBase[z] as number) + (tab.yBase[y] as number);
      const rowBits = (tab.sliceBits[z] as number) ^ (tab.yBits[y] as number);
      for (let x = 0; x < d.width; x++) {
        const base = rowBase + (tab.xBase[x] as number);
        const bits = rowBits ^ (tab.xBits[x] as number);
        for (let s = 0; s < d.samples; s++) {
          const inBlock = bits ^ (tab.sampleBits[s] as number);
          low |= inBlock;
          offsets[i++] = base + inBlock;
        }
      }
    }
  // Whole dwords where every offset is one (4- to 16-byte elements in buffers that start aligned;
  // block bases are multiples of the block size).
  if (n % 4 === 0 && (low & 3) === 0 && packed.byteOffset % 4 === 0 && tiled.byteOffset % 4 === 0) {
    const p32 = new Uint32Array(packed.buffer, packed.byteOffset, packed.length >> 2);
    const t32 = new Uint32Array(tiled.buffer, tiled.byteOffset, tiled.length >> 2);
    copyElements(offsets, toTiled ? p32 : t32, toTiled ? t32 : p32, n >> 2, 4, toTiled);
  } else copyElements(offsets, toTiled ? packed : tiled, toTiled ? tiled : packed, n, 1, toTiled);
}

/**
 * Copies element i of packed order, `width` units of `from`, to the units at byte offset
 * `offsets[i]` of `to` (`toTiled`), or the other way round (`from` is then the tiled side).
 */
function copyElements(
  offsets: Float64Array,
  from: Uint8Array | Uint32Array,
  to: Uint8Array | Uint32Array,
  width: number,
  unitBytes: number,
  toTiled: boolean,
): void {
  for (let i = 0; i < offsets.length; i++) {
    const tiledAt = (offsets[i] as number) / unitBytes;
    const packedAt = i * width;
    const src = toTiled ? packedAt : tiledAt;
    const dst = toTiled ? tiledAt : packedAt;
    for (let k = 0; k < width; k++) to[dst + k] = from[src + k] as number;
  }
}
