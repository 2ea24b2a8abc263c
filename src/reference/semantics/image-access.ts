/**
 * Per-instruction view of a MIMG access: the T# from eight SGPRs (isa/tables/image-descriptor.ts),
 * the S# for sampler opcodes, each lane's address components (contiguous vaddr or NSA registers,
 * 32-bit or, with a16, 16-bit halves packed low first), and texel bytes in guest memory at the T#
 * base through the tiling model (reference/tiling.ts; `imageAddressing` gives any T#'s texel
 * addresses, for the differential harness too).
 *
 * Refused here: r128 (a 128-bit T#), tfe/lwe (the status dword is not specified), an instruction DIM
 * that is not the T#'s TYPE, DCC-compressed images and FMASK-compressed MSAA images (COMPRESSION_EN:
 * metadata not modelled), formats that are not the unified buffer formats of reference/formats.ts, 3D views of slices (ARRAY_PITCH), and every
 * layout tiling.ts refuses.
 */
import { nsaAddress } from '../../isa/families/mimg-layout.js';
import {
  DescriptorError,
  decodeImageResource,
  decodeSampler,
  type ImageResource,
  type Sampler,
} from '../../isa/tables/image-descriptor.js';
import { MIMG_DIMS, MIMG_SHAPES } from '../../isa/tables/mimg.js';
import { type NullImage, nullImage } from '../../isa/tables/null-image.js';
import { type BufferFormat, bufferFormat } from '../formats.js';
import type { ExecContext } from '../semantics.js';
import { PS5_PIPES_LOG2, type SurfaceLayout, surfaceLayout, TilingError, texelOffset } from '../tiling.js';
import { guestSpace, type MemSpace, Refusal } from './buffer-common.js';

/** A texel position inside the image view (level relative to the resource, slice absolute). */
export interface TexelCoord {
  readonly x: number;
  readonly y: number;
  /** 3D depth, or the array slice / cube face (BASE_ARRAY added). */
  readonly slice: number;
  readonly sample: number;
  readonly level: number;
}

/** The decoded state one MIMG instruction works with. */
export interface ImageAccess {
  readonly rsrc: ImageResource;
  /** The S# (sampler opcodes only). */
  readonly sampler?: Sampler;
  readonly format: BufferFormat;
  /** Samples per pixel (1 unless an MSAA type). */
  readonly samples: number;
  readonly layout: SurfaceLayout;
  readonly space: MemSpace;
  /** Address components of a lane as 32-bit patterns (a16: the zero-extended 16-bit halves). */
  address(lane: number, count: number): number[];
  /** The first `count` address dwords of a lane as they are (sampler layouts: isa/tables/mimg-address.ts). */
  addressDwords(lane: number, count: number): number[];
  /** Width, height and depth (or slices) of a mip level of the resource. */
  levelSize(level: number): readonly [number, number, number];
  /** Guest address of a texel. */
  texelAddress(c: TexelCoord): number;
}

/** The dimensionality of a T# type. */
export function isArrayType(type: string): boolean {
  return type.endsWith('ARRAY') || type === 'CUBE';
}

function descriptorGuard<T>(body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof DescriptorError || e instanceof TilingError) throw new Refusal(e.message);
    throw e;
  }
}

function checkForm(ctx: ExecContext): void {
  const fl = ctx.inst.fields;
  if (fl.r128) throw new Refusal('r128: a 128-bit T# is not modelled');
  if (fl.tfe || fl.lwe) throw new Refusal('tfe/lwe: the status dword of an image fetch is not specified');
}

/** The instruction's T# when it is a null T# (FORMAT INVALID), else undefined; refuses one outside the rule. */
export function nullImageOf(ctx: ExecContext): NullImage | undefined {
  checkForm(ctx);
  const at = (ctx.inst.fields.srsrc as number) * 4;
  return descriptorGuard(() => nullImage(ctx.wave.sgpr.subarray(at, at + 8)));
}

/** Decodes the instruction's S#. */
export function samplerOf(ctx: ExecContext): Sampler {
  const s = (ctx.inst.fields.ssamp as number) * 4;
  return descriptorGuard(() => decodeSampler(ctx.wave.sgpr.subarray(s, s + 4)));
}

/**
 * Decodes the T# (and S# when `withSampler`) of the instruction and the lane address reader; a null
 * T# is refused here (the rules answer it through nullImageOf first).
 */
export function imageAccess(ctx: ExecContext, withSampler: boolean): ImageAccess {
  const fl = ctx.inst.fields;
  checkForm(ctx);
  const at = (fl.srsrc as number) * 4;
  const rsrc = descriptorGuard(() => decodeImageResource(ctx.wave.sgpr.subarray(at, at + 8)));
  if (rsrc.format === 0)
    throw new Refusal(`${ctx.inst.mnemonic} through a null T# (FORMAT INVALID) is not modelled`);
  const dim = MIMG_DIMS[fl.dim as number]?.suffix;
  if (dim !== rsrc.type) throw new Refusal(`instruction dim ${dim} differs from the T# type ${rsrc.type}`);
  if (rsrc.compressed && rsrc.type.startsWith('2D_MSAA'))
    throw new Refusal(
      `${rsrc.type} T# with COMPRESSION_EN: FMASK/CMASK (or DCC) metadata in use, which is not modelled`,
    );
  if (rsrc.compressed) throw new Refusal('DCC-compressed image (COMPRESSION_EN): metadata is not modelled');
  if (rsrc.fields.ARRAY_PITCH !== 0) throw new Refusal('3D view of slices (ARRAY_PITCH) is not modelled');
  if (rsrc.type === '3D' && rsrc.baseArray !== 0) throw new Refusal('3D T# with BASE_ARRAY is not modelled');
  const format = bufferFormat(rsrc.format);
  if (!format) throw new Refusal(`image format ${rsrc.format} is not modelled (not a buffer format)`);
  const { samples, layout, levelSize, texelAddress } = descriptorGuard(() =>
    imageAddressing(rsrc, format.bytes),
  );
  const sampler = withSampler ? samplerOf(ctx) : undefined;
  const nsa = (fl.nsa as number) !== 0;
  const a16 = fl.a16 === 1;
  const register = (i: number): number => (nsa ? nsaAddress(ctx.inst, i) : (fl.vaddr as number) + i);
  return {
    rsrc,
    ...(sampler ? { sampler } : {}),
    format,
    samples,
    layout,
    space: guestSpace(ctx),
    address(lane, count) {
      const out: number[] = [];
      for (let i = 0; i < count; i++) {
        if (!a16) out.push(ctx.wave.getVgpr(register(i), lane));
        else out.push((ctx.wave.getVgpr(register(i >> 1), lane) >>> (16 * (i & 1))) & 0xffff);
      }
      return out;
    },
    addressDwords(lane, count) {
      return Array.from({ length: count }, (_, i) => ctx.wave.getVgpr(register(i), lane));
    },
    levelSize,
    texelAddress: (c) => descriptorGuard(() => texelAddress(c)),
  };
}

/** Where the texels of a T#'s resource live: its layout and each texel's guest address. */
export interface ImageAddressing {
  readonly samples: number;
  readonly layout: SurfaceLayout;
  /** Width, height and depth (or slices) of a mip level of the resource. */
  levelSize(level: number): readonly [number, number, number];
  /** Guest address of a texel (throws TilingError outside the layout). */
  texelAddress(c: TexelCoord): number;
}

/**
 * The addressing of a T#'s texels of `bytesPerElement` bytes through the tiling model (the pipe/bank
 * XOR of _X/_T modes taken from the base address). Throws TilingError for layouts tiling.ts refuses
 * and a base not aligned to its block. Shared with the differential harness, which detiles images.
 */
export function imageAddressing(rsrc: ImageResource, bytesPerElement: number): ImageAddressing {
  const msaa = rsrc.type.startsWith('2D_MSAA');
  const samples = msaa ? 2 ** rsrc.lastLevel : 1;
  const is3d = rsrc.type === '3D';
  const slices = is3d ? rsrc.depth : isArrayType(rsrc.type) ? rsrc.depth : 1;
  const layout = surfaceLayout({
    swizzleMode: rsrc.swizzleMode,
    bytesPerElement,
    width: rsrc.width,
    height: rsrc.type.startsWith('1D') ? 1 : rsrc.height,
    slices,
    is3d,
    samples,
    mipLevels: msaa ? 1 : rsrc.mipLevels,
    pipesLog2: PS5_PIPES_LOG2,
  });
  const blockMask = 2 ** layout.blockBytesLog2 - 1;
  const xorModes = rsrc.swizzleMode.endsWith('_X') || rsrc.swizzleMode.endsWith('_T');
  const pipeBankXor = xorModes ? rsrc.base % (blockMask + 1) : 0;
  const surfaceBase = rsrc.base - pipeBankXor;
  if (!layout.linear && surfaceBase % (blockMask + 1) !== 0) {
    throw new TilingError(
      `T# base 0x${rsrc.base.toString(16)} is not aligned to its ${blockMask + 1}-byte block`,
    );
  }
  return {
    samples,
    layout,
    levelSize(level) {
      const depth = is3d ? Math.max(rsrc.depth >> level, 1) : slices;
      return [Math.max(rsrc.width >> level, 1), Math.max(layout.desc.height >> level, 1), depth];
    },
    texelAddress(c) {
      return surfaceBase + texelOffset(layout, c.x, c.y, c.slice, c.sample, c.level, pipeBankXor);
    },
  };
}

/** The address components an opcode takes for the instruction's dim (before any LOD/mip component). */
export function coordCount(ctx: ExecContext): number {
  return MIMG_DIMS[ctx.inst.fields.dim as number]?.coords ?? 0;
}

/** Whether the opcode takes a trailing LOD/mip component. */
export function hasLodComponent(ctx: ExecContext): boolean {
  const row = MIMG_SHAPES[ctx.inst.opcode]?.row;
  return row !== undefined && (row[4] & 1) !== 0;
}

/**
 * The texel an integer address (image_load/store/atomic) names, or undefined when it lies outside
 * the view. Components by dim: x; x y; x y z; x y face; x slice; x y slice; x y fragment;
 * x y slice fragment; then the mip level when the opcode has one.
 */
export function integerTexel(
  acc: ImageAccess,
  comps: readonly number[],
  mip: number,
): TexelCoord | undefined {
  const r = acc.rsrc;
  const [c0 = 0, c1 = 0, c2 = 0, c3 = 0] = comps;
  let x = c0;
  let y = 0;
  let layer = 0;
  let sample = 0;
  switch (r.type) {
    case '1D':
      break;
    case '2D':
      y = c1;
      break;
    case '3D':
    case 'CUBE':
    case '2D_ARRAY':
      y = c1;
      layer = c2;
      break;
    case '1D_ARRAY':
      layer = c1;
      break;
    case '2D_MSAA':
      y = c1;
      sample = c2;
      break;
    case '2D_MSAA_ARRAY':
      y = c1;
      layer = c2;
      sample = c3;
      break;
  }
  x >>>= 0;
  const level = r.baseLevel + mip;
  if (mip >>> 0 > r.lastLevel - r.baseLevel || (acc.samples > 1 && mip !== 0)) return undefined;
  const [w, h, d] = acc.levelSize(level);
  if (x >= w || y >>> 0 >= h || sample >>> 0 >= acc.samples) return undefined;
  if (r.type === '3D') {
    if (layer >>> 0 >= d) return undefined;
    return { x, y, slice: layer, sample, level };
  }
  const slice = r.baseArray + (layer >>> 0);
  if (slice >= d) return undefined;
  return { x, y: y >>> 0, slice, sample, level };
}

/** Reads the bytes of one texel. */
export function readTexel(acc: ImageAccess, c: TexelCoord): number[] {
  return acc.space.read(acc.texelAddress(c), acc.format.bytes);
}

/** Writes the bytes of one texel. */
export function writeTexel(acc: ImageAccess, c: TexelCoord, bytes: readonly number[]): void {
  acc.space.write(acc.texelAddress(c), bytes);
}
