/**
 * Sampling through an S#: every image_sample* and image_gather4* variant (bias _b, compare _c,
 * derivatives _d/_cd with _g16, offsets _o, LOD clamp _cl, explicit LOD _l, LOD zero _lz) on 1D, 2D,
 * 1D/2D arrays (and 3D, cubes and cube arrays with point filtering), normalized or unnormalized
 * coordinates (the instruction's unorm bit or FORCE_UNNORMALIZED), f32 or (a16) f16 coordinates,
 * dmask, d16. Where
 * each argument lies in the address VGPRs: isa/tables/mimg-address.ts.
 *
 * Level of detail: isa/tables/image-lod.ts decides per S#/T# pair and opcode whether the LOD
 * matters (a view of several levels with a mip filter, or mag != min filter) and refuses what is not
 * modelled (implicit LODs there, anisotropy, undocumented LOD fields); image-lod.ts gives each lane its
 * filter and level(s) from the _l argument (0 for _lz), the S# bias and clamps and the view's levels.
 * Where the LOD does not matter it is not read, except to refuse non-finite LOD arguments (kept
 * conservative, the ISA says nothing about them). Each level is sampled at its own size; a LINEAR
 * mip filter blends two levels' binary64 results (TRILINEAR_TOLERANCE, image-lod.ts).
 *
 * Offsets (_o): the 6-bit signed fields of the offset dword are added to the integer texel index of
 * each spatial axis (x; x y; x y z: not to the layer), before the clamp mode applies.
 * Compare (_c): the S# DEPTH_COMPARE_FUNC as `reference OP texel` (Vulkan's order, which RADV passes
 * to the hardware unchanged) on the texel's x component (DST_SEL x must select it), giving 1.0 or 0.0
 * in the x result (dmask must be 0x1); a gather4_c compares each of its four texels. Exact for float
 * formats; for UNORM formats the hardware may compare in the format's precision, so references
 * outside [0, 1] or within half a unit of the texel (without being its exact f32 value) are refused,
 * as are NaN and denormal operands (the texture unit may flush them).
 *
 * Exact: point sampling and gathers, as long as no coordinate lies within 2^-8 of a texel (point) or
 * texel-centre (gather) edge without being on it: the hardware snaps coordinates to 8 fraction bits
 * of sub-texel precision, so such coordinates may pick the neighbour (refused).
 * Approximate: bilinear filtering, computed with exact weights in binary64 then rounded to f32 (f16 for
 * d16); the hardware quantizes weights to 8 bits, so results can differ by up to
 * BILINEAR_TOLERANCE of the spread of the four texels (docs/debt.md).
 *
 * Refused: border clamp modes reached by an out-of-range coordinate, anisotropic filters, MIN/MAX
 * reduction with bilinear, bilinear on integer formats or on NaN/infinite texels, bilinear compare
 * (PCF), MSAA images, cube views that are not whole cubes, cube coordinates outside their face or
 * cube ids outside the view, cube offsets, layer coordinates halfway between layers or outside the view, gathers
 * whose dmask does not select one channel the T# passes through unswizzled, image_gather4h and
 * image_get_lod (no rule). A null T# (FORMAT INVALID) samples its DST_SEL constants (nullSample).
 */

import { type LodPlan, lodPlan } from '../../isa/tables/image-lod.js';
import { MF, MIMG_ROWS, type MimgRow } from '../../isa/tables/mimg.js';
import {
  type SamplerAddress,
  samplerAddress,
  slotBits,
  texelOffsets,
} from '../../isa/tables/mimg-address.js';
import { type NullImage, nullChannel } from '../../isa/tables/null-image.js';
import { f16, f16Bits, f32, f32Bits } from '../float.js';
import { unpackElement } from '../formats.js';
import type { ExecContext, Semantic, SemanticTable } from '../semantics.js';
import { guard, Refusal } from './buffer-common.js';
import { dmaskComponents, swizzledChannel, writeData } from './image.js';
import { type ImageAccess, imageAccess, nullImageOf, readTexel, samplerOf } from './image-access.js';
import { type LaneLod, laneLod } from './image-lod.js';

/**
 * Largest difference between a bilinear result and the hardware's, as a fraction of the spread
 * (max - min) of the four texels' channel, plus one unit in the last place of the result.
 */
export const BILINEAR_TOLERANCE = 2 ** -8;

/** Sub-texel precision of the texture unit's coordinate snapping (bits of fraction). */
const SUBTEXEL_BITS = 8;

/** DST_SEL value selecting the texel's x component. */
const SEL_X = 4;

/** What a lane samples with, beyond its position. */
interface LaneArgs {
  /** Integer texel offsets (x, y, z). */
  readonly offsets: readonly [number, number, number];
  /** The depth-compare reference (_c). */
  readonly reference?: number;
}

/** Applies an S# clamp mode to a texel index, or refuses for border modes out of range. */
function wrapIndex(i: number, n: number, mode: string): number {
  if (i >= 0 && i < n) return i;
  switch (mode) {
    case 'WRAP':
      return ((i % n) + n) % n;
    case 'MIRROR': {
      const m = ((i % (2 * n)) + 2 * n) % (2 * n);
      return m < n ? m : 2 * n - 1 - m;
    }
    case 'CLAMP_LAST_TEXEL':
      return Math.min(Math.max(i, 0), n - 1);
    case 'MIRROR_ONCE_LAST_TEXEL':
      return Math.min(i < 0 ? -1 - i : i, n - 1);
    default:
      throw new Refusal(`clamp mode ${mode} reached by texel ${i} of ${n}: border colors are not modelled`);
  }
}

/** Refuses a position whose floor the hardware's coordinate snapping could change. */
function checkEdge(t: number, what: string): void {
  const frac = t - Math.floor(t);
  const near = Math.min(frac, 1 - frac);
  if (frac !== 0 && near < 2 ** -SUBTEXEL_BITS) {
    throw new Refusal(`${what} ${t} lies within 2^-${SUBTEXEL_BITS} of a texel edge (sub-texel snapping)`);
  }
}

/** The value of a 16-or-32-bit address argument: f16 when `half` (a16, g16), else f32. */
function argValue(raw: number, half: boolean): number {
  return half ? f16(raw) : f32(raw);
}

/** The sample's LOD plan (isa/tables/image-lod.ts), refusing what it does not model. */
function planOf(acc: ImageAccess, row: MimgRow, gather: boolean, compare: boolean): LodPlan {
  const s = acc.sampler;
  if (!s) throw new Refusal('sampler opcode without an S#');
  const plan = lodPlan(acc.rsrc, s, row[1], { gather, compare, number: acc.format.number });
  if (typeof plan === 'string') throw new Refusal(plan);
  return plan;
}

/** The texel-space positions and layer of a lane's coordinates. */
interface Position {
  readonly u: number;
  readonly v: number;
  readonly w: number;
  readonly slice: number;
  /** The mip level of the resource the position is on. */
  readonly level: number;
}

/** The position of a lane's coordinates on mip `level` of the resource. */
function position(ctx: ExecContext, acc: ImageAccess, comps: readonly number[], level: number): Position {
  return { ...placed(ctx, acc, comps, level), level };
}

function placed(
  ctx: ExecContext,
  acc: ImageAccess,
  comps: readonly number[],
  level: number,
): Omit<Position, 'level'> {
  const r = acc.rsrc;
  const s = acc.sampler as NonNullable<ImageAccess['sampler']>;
  const unnormalized = ctx.inst.fields.unorm === 1 || s.unnormalized;
  const [w, h, d] = acc.levelSize(level);
  const c = comps.map((x) => argValue(x, ctx.inst.fields.a16 === 1));
  for (const x of c) if (!Number.isFinite(x)) throw new Refusal(`coordinate ${x} is not finite`);
  const scale = (x: number, n: number): number => (unnormalized ? x : x * n);
  const layer = (x: number): number => {
    const frac = x - Math.floor(x);
    if (frac === 0.5) throw new Refusal(`layer coordinate ${x} is halfway between layers`);
    const l = r.baseArray + Math.round(x);
    if (l < r.baseArray || l >= d) throw new Refusal(`layer coordinate ${x} is outside the view`);
    return l;
  };
  switch (r.type) {
    case '1D':
      return { u: scale(c[0] as number, w), v: 0, w: 0, slice: 0 };
    case '1D_ARRAY':
      return { u: scale(c[0] as number, w), v: 0, w: 0, slice: layer(c[1] as number) };
    case '2D':
      return { u: scale(c[0] as number, w), v: scale(c[1] as number, h), w: 0, slice: 0 };
    case '2D_ARRAY':
      return { u: scale(c[0] as number, w), v: scale(c[1] as number, h), w: 0, slice: layer(c[2] as number) };
    case '3D':
      if (unnormalized) throw new Refusal('unnormalized coordinates on a 3D image are not allowed');
      return {
        u: scale(c[0] as number, w),
        v: scale(c[1] as number, h),
        w: scale(c[2] as number, d),
        slice: 0,
      };
    case 'CUBE':
      return cubePosition(ctx, acc, c, level);
    default:
      throw new Refusal(`sampling a ${r.type} image is not modelled`);
  }
}

/**
 * A cube sample's position: the address holds face-relative s and t offset by 1.5 and scaled by
 * 1/(2|major axis|) as v_cubesc/v_cubetc/v_cubema prepare them (so [1, 2) spans the face), then the
 * face id of v_cubeid plus 8 times the cube's index in the view (cube arrays, as Mesa's ac_nir
 * lowering builds it: face + 8 * layer). The view's faces (DEPTH + 1 - BASE_ARRAY) must be whole
 * cubes; the cube's faces are the slices from BASE_ARRAY + 6 * layer. Exact only inside the face:
 * what the hardware does with s or t outside [1, 2) (wrapping onto the neighbouring face), with a
 * fractional or out-of-view id is not modelled.
 */
function cubePosition(
  ctx: ExecContext,
  acc: ImageAccess,
  c: readonly number[],
  level: number,
): Omit<Position, 'level'> {
  const r = acc.rsrc;
  const s = acc.sampler as NonNullable<ImageAccess['sampler']>;
  if (ctx.inst.fields.unorm === 1 || s.unnormalized)
    throw new Refusal('unnormalized coordinates on a cube are not allowed');
  const faces = r.depth - r.baseArray;
  if (faces <= 0 || faces % 6 !== 0)
    throw new Refusal(`cube view of ${faces} faces from ${r.baseArray} is not whole cubes`);
  const [w, h] = acc.levelSize(level);
  const [sc, tc, id] = c as [number, number, number];
  for (const x of [sc, tc])
    if (!(x >= 1 && x < 2)) throw new Refusal(`cube coordinate ${x} is outside its face ([1, 2))`);
  if (!Number.isInteger(id) || id < 0) throw new Refusal(`cube face id ${id} is not a whole number`);
  const face = id % 8;
  const layer = Math.floor(id / 8);
  if (face > 5) throw new Refusal(`cube face id ${id}: face ${face} is not 0..5`);
  if (layer >= faces / 6)
    throw new Refusal(`cube face id ${id}: cube ${layer} is outside the view's ${faces / 6}`);
  return { u: (sc - 1) * w, v: (tc - 1) * h, w: 0, slice: r.baseArray + 6 * layer + face };
}

/** The raw components of the texel at integer indices of `p.level`, wrapped per the S#. */
function texelRaws(acc: ImageAccess, p: Position, i: number, j: number, k: number): number[] {
  const s = acc.sampler as NonNullable<ImageAccess['sampler']>;
  const r = acc.rsrc;
  const [w, h, d] = acc.levelSize(p.level);
  const x = wrapIndex(i, w, s.clamp[0]);
  const y = r.type.startsWith('1D') ? 0 : wrapIndex(j, h, s.clamp[1]);
  const z = r.type === '3D' ? wrapIndex(k, d, s.clamp[2]) : p.slice;
  const bytes = readTexel(acc, { x, y, slice: z, sample: 0, level: p.level });
  return unpackElement(acc.format, bytes);
}

/** Whether a finite nonzero value is below the smallest normal f32. */
const denormal = (x: number): boolean => x !== 0 && Math.abs(x) < 2 ** -126;

/** The compare result (1.0 or 0.0 as f32 or f16 bits) of a reference against a texel's x component. */
function depthCompare(acc: ImageAccess, raws: readonly number[], reference: number, d16: boolean): number {
  const fmt = acc.format;
  const value = f32(swizzledChannel(acc, raws, false, 0));
  if (Number.isNaN(reference) || Number.isNaN(value)) throw new Refusal('depth compare with a NaN operand');
  if (denormal(reference) || denormal(value))
    throw new Refusal('depth compare with a denormal operand (the texture unit may flush it)');
  if (fmt.number === 'unorm') {
    const units = 2 ** (fmt.bits[0] as number) - 1;
    if (reference < 0 || reference > 1)
      throw new Refusal(`depth compare reference ${reference} outside [0, 1] on ${fmt.name}`);
    if (reference !== value && Math.abs(reference * units - (raws[0] as number)) <= 0.5)
      throw new Refusal(`depth compare reference ${reference} within half a unit of the ${fmt.name} texel`);
  }
  let pass: boolean;
  switch (acc.sampler?.depthCompare) {
    case 'NEVER':
      pass = false;
      break;
    case 'LESS':
      pass = reference < value;
      break;
    case 'EQUAL':
      pass = reference === value;
      break;
    case 'LESSEQUAL':
      pass = reference <= value;
      break;
    case 'GREATER':
      pass = reference > value;
      break;
    case 'NOTEQUAL':
      pass = reference !== value;
      break;
    case 'GREATEREQUAL':
      pass = reference >= value;
      break;
    default:
      pass = true;
  }
  if (!pass) return 0;
  return d16 ? 0x3c00 : 0x3f800000;
}

/** Checks what a compare needs of the texel format and DST_SEL (module overview). */
function checkCompare(acc: ImageAccess, dmask: number): void {
  if (dmask !== 1) throw new Refusal(`depth compare with dmask 0x${dmask.toString(16)}: only x is specified`);
  if (acc.rsrc.dstSel[0] !== SEL_X) throw new Refusal('depth compare through a DST_SEL x other than X');
  const fmt = acc.format;
  if (fmt.number !== 'float' && fmt.number !== 'unorm')
    throw new Refusal(`depth compare on ${fmt.name} texels is not modelled`);
}

function pointSample(
  acc: ImageAccess,
  p: Position,
  args: LaneArgs,
  d16: boolean,
  wanted: readonly number[],
): number[] {
  checkEdge(p.u, 'u');
  checkEdge(p.v, 'v');
  if (acc.rsrc.type === '3D') {
    if (acc.sampler?.zFilter !== 'POINT')
      throw new Refusal(`3D sampling with Z_FILTER ${acc.sampler?.zFilter}`);
    checkEdge(p.w, 'w');
  }
  if (acc.rsrc.type === 'CUBE' && args.offsets.some((o) => o !== 0))
    throw new Refusal('texel offsets on a cube (they would cross faces) are not modelled');
  const [ox, oy, oz] = args.offsets;
  const raws = texelRaws(acc, p, Math.floor(p.u) + ox, Math.floor(p.v) + oy, Math.floor(p.w) + oz);
  if (args.reference !== undefined) return [depthCompare(acc, raws, args.reference, d16)];
  if (acc.sampler?.mipFilter === 'LINEAR' && acc.format.number === 'float') {
    // A LINEAR mip filter weighs this texel (by 1 on one level): 0 x inf would not vanish.
    for (const c of wanted)
      if (!Number.isFinite(f32(swizzledChannel(acc, raws, false, c))))
        throw new Refusal('a NaN or infinite texel under a LINEAR mip filter');
  }
  return wanted.map((c) => swizzledChannel(acc, raws, d16, c));
}

/** The bilinear blend of the wanted channels in binary64, not rounded (module overview). */
function bilinearValues(acc: ImageAccess, p: Position, args: LaneArgs, wanted: readonly number[]): number[] {
  const fmt = acc.format;
  if (fmt.number === 'uint' || fmt.number === 'sint') throw new Refusal(`bilinear filtering of ${fmt.name}`);
  if (acc.rsrc.type === '3D' || acc.rsrc.type === 'CUBE')
    throw new Refusal(`filtering a ${acc.rsrc.type} image is not modelled`);
  if (args.reference !== undefined) throw new Refusal('bilinear depth compare (PCF) is not modelled');
  const oneD = acc.rsrc.type.startsWith('1D');
  const tu = p.u - 0.5;
  const tv = oneD ? 0 : p.v - 0.5;
  const i0 = Math.floor(tu) + args.offsets[0];
  const j0 = Math.floor(tv) + (oneD ? 0 : args.offsets[1]);
  const a = tu - Math.floor(tu);
  const b = tv - Math.floor(tv);
  const value = (bits: number): number => {
    const x = f32(bits);
    if (!Number.isFinite(x)) throw new Refusal('bilinear filtering of a NaN or infinite texel');
    return x;
  };
  const at = (i: number, j: number): number[] => {
    const raws = texelRaws(acc, p, i, j, 0);
    return wanted.map((c) => value(swizzledChannel(acc, raws, false, c)));
  };
  const t00 = at(i0, j0);
  const t10 = at(i0 + 1, j0);
  const t01 = oneD ? t00 : at(i0, j0 + 1);
  const t11 = oneD ? t10 : at(i0 + 1, j0 + 1);
  return t00.map((v00, c) => {
    const top = v00 * (1 - a) + (t10[c] as number) * a;
    const bottom = (t01[c] as number) * (1 - a) + (t11[c] as number) * a;
    return top * (1 - b) + bottom * b;
  });
}

/** A binary64 value rounded once to the result's f32 (f16 for d16) bits. */
const rounded = (x: number, d16: boolean): number => (d16 ? f16Bits(x) : f32Bits(x));

/** The filtered result of one mip level (`p.level`), as result bits. */
function levelSample(
  acc: ImageAccess,
  p: Position,
  args: LaneArgs,
  d16: boolean,
  wanted: readonly number[],
  filter: LaneLod['filter'],
): number[] {
  if (filter === 'POINT') return pointSample(acc, p, args, d16, wanted);
  return bilinearValues(acc, p, args, wanted).map((x) => rounded(x, d16));
}

/**
 * A LINEAR mip filter's blend of two levels: each level's binary64 result (point: the texel as f32)
 * weighted as level0 * w0 + level1 * w1 and rounded once; within TRILINEAR_TOLERANCE of the hardware.
 */
function blendLevels(
  acc: ImageAccess,
  at: (level: number) => Position,
  args: LaneArgs,
  d16: boolean,
  wanted: readonly number[],
  lod: LaneLod,
): number[] {
  const values = lod.levels.map(({ level }) => {
    const p = at(level);
    if (lod.filter === 'BILINEAR') return bilinearValues(acc, p, args, wanted);
    return pointSample(acc, p, args, false, wanted).map((bits) => f32(bits));
  });
  const [w0, w1] = lod.levels.map((l) => l.weight) as [number, number];
  const [v0, v1] = values as [number[], number[]];
  return v0.map((x, c) => rounded(x * w0 + (v1[c] as number) * w1, d16));
}

function gather(acc: ImageAccess, p: Position, args: LaneArgs, channel: number, d16: boolean): number[] {
  const r = acc.rsrc;
  if (r.type !== '2D' && r.type !== '2D_ARRAY') throw new Refusal(`gather on a ${r.type} image`);
  if (r.dstSel[channel] !== 4 + channel) {
    throw new Refusal(`gather of channel ${'xyzw'[channel]} through a swizzling DST_SEL is not modelled`);
  }
  const tu = p.u - 0.5;
  const tv = p.v - 0.5;
  checkEdge(tu, 'u');
  checkEdge(tv, 'v');
  const i0 = Math.floor(tu) + args.offsets[0];
  const j0 = Math.floor(tv) + args.offsets[1];
  const pick = (i: number, j: number): number => {
    const raws = texelRaws(acc, p, i, j, 0);
    if (args.reference !== undefined) return depthCompare(acc, raws, args.reference, d16);
    return swizzledChannel(acc, raws, d16, channel);
  };
  // Result order: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
  return [pick(i0, j0 + 1), pick(i0 + 1, j0 + 1), pick(i0 + 1, j0), pick(i0, j0)];
}

/** Refuses non-finite LOD arguments (bias, LOD or clamp, derivatives) of a lane. */
function checkLodArgs(
  ctx: ExecContext,
  layout: SamplerAddress,
  row: MimgRow,
  dwords: readonly number[],
): void {
  const a16 = ctx.inst.fields.a16 === 1;
  const g16 = (row[4] & MF.G16) !== 0;
  const check = (what: string, raw: number, half: boolean): void => {
    const x = argValue(raw, half);
    if (!Number.isFinite(x)) throw new Refusal(`${what} ${x} is not finite`);
  };
  if (layout.bias) check('LOD bias', slotBits(dwords, layout.bias), a16);
  if (layout.lod) check('LOD or LOD clamp', slotBits(dwords, layout.lod), a16);
  for (const g of layout.gradients) check('derivative', slotBits(dwords, g), g16);
}

/**
 * Sampling or a gather through a null T# (isa/tables/null-image.ts): each channel is its DST_SEL
 * constant, SEL_1 read as 1.0 (radeonsi's null texture reads alpha 1.0), and a gather's four texels
 * are 0 (refused where DST_SEL of its channel is SEL_1: whether a gather applies DST_SEL before
 * picking the channel is not stated). Depth compares are refused (the result is not stated).
 */
function nullSample(ctx: ExecContext, image: NullImage, isGather: boolean, compares: boolean): void {
  const fl = ctx.inst.fields;
  samplerOf(ctx);
  if (compares)
    throw new Refusal('depth compare through a null T# (FORMAT INVALID): the result is not stated');
  const d16 = fl.d16 === 1;
  const dmask = fl.dmask as number;
  const comps = dmaskComponents(dmask);
  let values: number[];
  if (isGather) {
    if (comps.length !== 1) throw new Refusal(`gather with dmask 0x${dmask.toString(16)}`);
    const k = comps[0] as number;
    if (image.dstSel[k] === 1)
      throw new Refusal(`gather of channel ${'xyzw'[k]} through a null T# with DST_SEL SEL_1 is not stated`);
    values = [0, 0, 0, 0];
  } else values = comps.map((k) => nullChannel(image, k, d16 ? f16Bits(1) : f32Bits(1)));
  for (let lane = 0; lane < ctx.wave.laneCount; lane++)
    if (ctx.wave.laneActive(lane)) writeData(ctx, lane, values, d16);
}

/** The rule of one sampler opcode (its row in isa/tables/mimg.ts). */
function sample(row: MimgRow): Semantic {
  const isGather = row[2] === 'gather';
  const compares = (row[4] & MF.COMPARE) !== 0;
  return (ctx) =>
    guard(ctx, () => {
      const fl = ctx.inst.fields;
      const image = nullImageOf(ctx);
      if (image) {
        nullSample(ctx, image, isGather, compares);
        return;
      }
      const acc = imageAccess(ctx, true);
      const plan = planOf(acc, row, isGather, compares);
      const sampler = acc.sampler as NonNullable<ImageAccess['sampler']>;
      const base = acc.rsrc.baseLevel;
      const d16 = fl.d16 === 1;
      const dmask = fl.dmask as number;
      const comps = dmaskComponents(dmask);
      if (isGather && comps.length !== 1) throw new Refusal(`gather with dmask 0x${dmask.toString(16)}`);
      if (compares) checkCompare(acc, dmask);
      const layout = samplerAddress(row, fl.dim as number, fl.a16 === 1);
      for (let lane = 0; lane < ctx.wave.laneCount; lane++) {
        if (!ctx.wave.laneActive(lane)) continue;
        const dwords = acc.addressDwords(lane, layout.dwords);
        checkLodArgs(ctx, layout, row, dwords);
        const coords = layout.coords.map((c) => slotBits(dwords, c));
        const at = (level: number): Position => position(ctx, acc, coords, base + level);
        const offsets = layout.offset ? texelOffsets(slotBits(dwords, layout.offset)) : ([0, 0, 0] as const);
        const reference = layout.compare ? f32(slotBits(dwords, layout.compare)) : undefined;
        const args: LaneArgs = { offsets, ...(reference !== undefined ? { reference } : {}) };
        const explicit = plan.source === 'explicit' && layout.lod;
        const lod = laneLod(
          plan,
          sampler,
          explicit ? argValue(slotBits(dwords, layout.lod), fl.a16 === 1) : undefined,
        );
        let values: number[];
        if (isGather) {
          if (lod.d !== 0)
            throw new Refusal(
              `gather at LOD ${lod.d} past BASE_LEVEL: the level a gather reads is not documented`,
            );
          values = gather(acc, at(0), args, comps[0] as number, d16);
        } else if (lod.levels.length === 2) values = blendLevels(acc, at, args, d16, comps, lod);
        else values = levelSample(acc, at(lod.levels[0]?.level ?? 0), args, d16, comps, lod.filter);
        writeData(ctx, lane, values, d16);
      }
    });
}

/** Opcodes without a sampling rule: image_gather4h (a 4x1 footprint) and image_get_lod. */
const UNMODELLED = new Set(['image_gather4h', 'image_get_lod']);

/** The sampling rules: every image_sample* and image_gather4* row of the MIMG table. */
export const IMAGE_SAMPLE_SEMANTICS: SemanticTable = Object.fromEntries(
  MIMG_ROWS.filter((r) => (r[2] === 'sample' || r[2] === 'gather') && !UNMODELLED.has(r[1])).map((r) => [
    r[1],
    sample(r),
  ]),
);
