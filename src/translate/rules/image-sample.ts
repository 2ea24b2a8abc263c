/**
 * Sampling as texel reads: every image_sample* and image_gather4* variant (bias _b, compare _c,
 * derivatives _d/_cd and _g16, offsets _o, LOD clamp _cl, explicit LOD _l, LOD zero _lz) with point
 * filtering, on 1D, 2D, 1D/2D arrays, 3D images, cubes and cube arrays (checkCube), normalized or
 * unnormalized coordinates (the unorm bit or FORCE_UNNORMALIZED), f32 or (a16) f16 coordinates, dmask
 * and d16, and bilinear filtering and mip levels as below. The semantics are the reference
 * executor's (reference/semantics/image-sample.ts); the argument layout is isa/tables/mimg-address.ts's.
 *
 * The T# is known at recompile time, or read at run time from a constant address (image-dynamic.ts):
 * then its TYPE, texel size and level count are pinned, one binding per level, and the sizes,
 * BASE_ARRAY, FORMAT and DST_SEL are the loaded dwords' fields (the same code, with those values as
 * IR values instead of constants: SampledView, Extent). What the code assumes of such a T# beyond
 * the pin (blendable texels for bilinear filtering, FLOAT/UNORM and an unswizzled x for compares, an
 * unswizzled gathered channel, T# MIN_LOD 0 where the LOD picks a filter) is recorded on its binding
 * for the runtime to check (DynamicNeed). The S# must be known at recompile time (an S# read at run
 * time is refused naming its first unknown dword), and the host's sampler is not used: the shader
 * computes the texel index floor(u * size) (gathers: floor(u * size - 0.5) and the next one) in
 * binary64, where the product and the half-texel shift are exact (f32 where a known power-of-two
 * size keeps the product exact),
 * adds the _o offsets (6-bit signed fields of the offset dword, per spatial axis), applies the S#
 * clamp mode to the integer index, and reads the texel from the bound image (image-resource.ts) with
 * the format's exact conversion. So a point sample agrees with the executor bit for bit wherever the
 * executor answers (it refuses coordinates within 2^-8 of a texel edge, where the hardware's sub-texel
 * snapping decides). Layers are round-half-even of the coordinate (the executor refuses halves),
 * clamped into the view. A compare (_c) is an f32 comparison `reference OP texel.x` by the S#
 * DEPTH_COMPARE_FUNC, 1.0 or 0.0 (the executor refuses NaN, denormal and, for UNORM texels, near-tie
 * and out-of-[0, 1] references).
 *
 * Level of detail (isa/tables/image-lod.ts): where it matters (a view of several levels with a mip
 * filter, or mag != min) the lane's LOD is the _l argument (0 for _lz) plus LOD_BIAS, clamped by
 * MIN_LOD/MAX_LOD and to the view, in the executor's binary64 steps. Each level of the view is its own
 * binding (image-resource.ts) sampled at its own size, in a block only the lanes naming that level
 * run; a POINT mip filter takes the nearest level's result, a LINEAR one blends the lower and upper
 * levels' binary64 results with the LOD fraction and rounds once (the executor's blend: within
 * TRILINEAR_TOLERANCE of the hardware), and with mag != min both filters' results are computed and
 * the LOD's sign picks one. A view of n levels costs n guarded samples per filter in the code. Elsewhere
 * the LOD arguments are not read. Gathers read BASE_LEVEL.
 *
 * Refused: implicit LODs where the LOD matters, undocumented LOD fields (image-lod.ts), anisotropy,
 * LINEAR mip blends into d16 results, bilinear filtering of 3D, cube, integer or compared texels or into d16 results (other
 * bilinear samples are the executor's binary64 blend: within BILINEAR_TOLERANCE of the hardware's
 * 8-bit weights), border clamp modes (CLAMP_BORDER, MIRROR_ONCE_BORDER, CLAMP_HALF_BORDER...), MSAA images,
 * cube views of other than whole cubes and offsets on cubes, unnormalized 3D coordinates, 3D with Z_FILTER other than POINT, gathers of several channels
 * or of a channel DST_SEL swizzles, gathers on other than 2D and 2D arrays, compares with a dmask
 * other than 0x1, a swizzled x or texels that are not FLOAT or UNORM; an index beyond +-2^31
 * saturates before wrapping (docs/debt.md).
 */

import { definingInst, type ValueId } from '../../ir/function.js';
import { F16, F32, F64, I1, I16, I32, I64 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import {
  DescriptorError,
  decodeSampler,
  type ImageType,
  type Sampler,
} from '../../isa/tables/image-descriptor.js';
import { type LodPlan, lodPlan } from '../../isa/tables/image-lod.js';
import { MF, MIMG_ROWS, type MimgRow } from '../../isa/tables/mimg.js';
import { type AddressSlot, samplerAddress } from '../../isa/tables/mimg-address.js';
import type { TranslationContext } from '../context.js';
import type { Format } from './buffer-convert.js';
import {
  type DynamicImage,
  type DynamicNeed,
  dynamicBaseLevel,
  dynamicChannels,
  dynamicFormatOf,
  dynamicGlobal,
  dynamicLevelSize,
  dynamicView,
  type ImageDescriptor,
  imageDescriptor,
  requireOf,
  texelOnly,
} from './image-dynamic.js';
import { nullSample } from './image-null.js';
import {
  addressDwords,
  imageGlobal,
  type KnownImage,
  knownWords,
  levelSize,
  type Queried,
} from './image-resource.js';
import { channelDecoder, dmaskChannels, readTexel, texelDwords, writeResults } from './image-texel.js';
import { k32, operandOf, when } from './memory-common.js';
import type { TranslateRule } from './rule.js';

/**
 * The length of an axis of the sampled level (texels, or slices): a recompile-time constant for a
 * known T#, an i32 value computed from the dwords for a T# read at run time (image-dynamic.ts).
 */
type Extent = { readonly known: number } | { readonly value: ValueId };

const knownExtent = (n: number): Extent => ({ known: n });

/** An extent as an i32 value. */
function extentValue(t: TranslationContext, n: Extent): ValueId {
  return 'known' in n ? k32(t, n.known) : n.value;
}

/** An extent as a binary64 value (exact: sizes are below 2^15). */
function extentF64(t: TranslationContext, n: Extent): ValueId {
  return 'known' in n ? t.b.constFloat(F64, n.known) : t.b.value('utof', F64, n.value);
}

/** Clamp modes that name a texel for every index (the border modes are refused). */
const WRAPPING = new Set(['WRAP', 'MIRROR', 'CLAMP_LAST_TEXEL', 'MIRROR_ONCE_LAST_TEXEL']);

/**
 * The binary64 texel-space coordinate c * n - 0.5 of a bilinear footprint (unnormalized: c - 0.5),
 * exact: an f32 times a size below 2^15 fits binary64's significand.
 */
function footprint(t: TranslationContext, c: ValueId, n: Extent, unnormalized: boolean): ValueId {
  const b = t.b;
  let x = b.value('fpext', F64, c);
  if (!unnormalized) x = b.value('fmul', F64, x, extentF64(t, n));
  return b.value('fsub', F64, x, b.constFloat(F64, 0.5));
}

/**
 * Bilinear filtering as the executor computes it (reference/semantics/image-sample.ts): the four
 * texels of the footprint, weighted by the exact binary64 fractions, blended in binary64 in the same
 * order (top and bottom rows, then between them), returned unrounded (the caller rounds once to f32,
 * after a LINEAR mip blend if any). The result equals the executor's bit for bit; the hardware's 8-bit weights put it within BILINEAR_TOLERANCE of the
 * texels' spread (docs/debt.md).
 */
function bilinear(
  t: TranslationContext,
  texels: (i: ValueId, j: ValueId) => ValueId[],
  coords: readonly [ValueId, ValueId | undefined],
  offsets: readonly ValueId[],
): ValueId[] {
  const b = t.b;
  const one = b.constFloat(F64, 1);
  const corner = (x: ValueId, offset: ValueId | undefined): { i: ValueId; w: ValueId } => {
    const floor = b.value('funary.floor', F64, x);
    const shifted = offset === undefined ? floor : b.value('fadd', F64, floor, b.value('stof', F64, offset));
    return { i: b.value('ftos', I32, shifted), w: b.value('fsub', F64, x, floor) };
  };
  const u = corner(coords[0], offsets[0]);
  const v = coords[1] === undefined ? undefined : corner(coords[1], offsets[1]);
  const next = (i: ValueId): ValueId => b.value('iadd', I32, i, k32(t, 1));
  const wide = (xs: ValueId[]): ValueId[] => xs.map((x) => b.value('fpext', F64, b.value('bitcast', F32, x)));
  const j0 = v?.i ?? k32(t, 0);
  const t00 = wide(texels(u.i, j0));
  const t10 = wide(texels(next(u.i), j0));
  const t01 = v ? wide(texels(u.i, next(v.i))) : t00;
  const t11 = v ? wide(texels(next(u.i), next(v.i))) : t10;
  // x0 * (1 - w) + x1 * w, in the executor's order.
  const lerp = (x0: ValueId, x1: ValueId, w: ValueId): ValueId =>
    b.value('fadd', F64, b.value('fmul', F64, x0, b.value('fsub', F64, one, w)), b.value('fmul', F64, x1, w));
  const vw = v?.w ?? b.constFloat(F64, 0);
  return t00.map((x00, c) => {
    const top = lerp(x00, t10[c] as ValueId, u.w);
    const bottom = lerp(t01[c] as ValueId, t11[c] as ValueId, u.w);
    return lerp(top, bottom, vw);
  });
}

/** A binary64 result rounded once to f32 bits. */
function roundF32(t: TranslationContext, x: ValueId): ValueId {
  return t.b.value('bitcast', I32, t.b.value('fptrunc', F32, x));
}

/** The i32 pattern of an address slot (a half: zero-extended). */
function slotValue(t: TranslationContext, dwords: readonly ValueId[], slot: AddressSlot): ValueId {
  const word = dwords[slot.dword] as ValueId;
  if (slot.half === undefined) return word;
  return t.b.value('ubfe', I32, word, k32(t, 16 * slot.half), k32(t, 16));
}

/** The f32 value of a coordinate (a16: an f16 in the low 16 bits). */
function coordValue(t: TranslationContext, inst: Instruction, raw: ValueId): ValueId {
  if (inst.fields.a16 !== 1) return t.b.value('bitcast', F32, raw);
  return t.b.value('fpext', F32, t.b.value('bitcast', F16, t.b.value('trunc', I16, raw)));
}

/**
 * floor(c * n - shift) + offset as i32 (saturating), exact (module overview): the offset is added in
 * binary64 after the floor, so it cannot overflow the saturated index.
 */
function texelIndex(
  t: TranslationContext,
  c: ValueId,
  n: Extent,
  unnormalized: boolean,
  shift: Extent | undefined,
  offset: ValueId | undefined,
): ValueId {
  const b = t.b;
  const scale = unnormalized ? 1 : 'known' in n ? n.known : undefined;
  if (shift === undefined && offset === undefined && scale !== undefined && (scale & (scale - 1)) === 0) {
    const scaled = scale === 1 ? c : b.value('fmul', F32, c, b.constFloat(F32, scale));
    return b.value('ftos', I32, b.value('funary.floor', F32, scaled));
  }
  let x = b.value('fpext', F64, c);
  if (!unnormalized) x = b.value('fmul', F64, x, extentF64(t, n));
  if (shift !== undefined) x = b.value('fsub', F64, x, extentF64(t, shift));
  x = b.value('funary.floor', F64, x);
  if (offset !== undefined) x = b.value('fadd', F64, x, b.value('stof', F64, offset));
  return b.value('ftos', I32, x);
}

/** The offsets (x, y, z) of an offset dword: its 6-bit signed fields at bits 0, 8 and 16. */
function texelOffsets(t: TranslationContext, word: ValueId): ValueId[] {
  return [0, 8, 16].map((at) => t.b.value('sbfe', I32, word, k32(t, at), k32(t, 6)));
}

/** `reference OP texel` by the S# DEPTH_COMPARE_FUNC, as 1.0 or 0.0 (f32, or f16 bits for d16). */
function depthCompare(
  t: TranslationContext,
  func: string,
  reference: ValueId,
  texel: ValueId,
  d16: boolean,
): ValueId {
  const b = t.b;
  const one = k32(t, d16 ? 0x3c00 : 0x3f800000);
  const zero = k32(t, 0);
  if (func === 'NEVER') return zero;
  if (func === 'ALWAYS') return one;
  const predicate = COMPARES[func];
  if (predicate === undefined) throw t.refuse(`DEPTH_COMPARE_FUNC ${func} is not modelled`);
  const value = b.value('bitcast', F32, texel);
  const pass = b.value(`fcmp.${predicate}`, I1, reference, value);
  return b.value('select', I32, pass, one, zero);
}

/** The fcmp predicate of each DEPTH_COMPARE_FUNC that compares (operands: reference, texel). */
const COMPARES: Readonly<Record<string, 'olt' | 'oeq' | 'ole' | 'ogt' | 'une' | 'oge'>> = {
  LESS: 'olt',
  EQUAL: 'oeq',
  LESSEQUAL: 'ole',
  GREATER: 'ogt',
  NOTEQUAL: 'une',
  GREATEREQUAL: 'oge',
};

/** Applies the S# clamp `mode` to index `i` of an axis of `n` texels (in range: `i` itself). */
function wrap(t: TranslationContext, i: ValueId, n: Extent, mode: string): ValueId {
  const b = t.b;
  /** i mod m in [0, m): i + 2^31 is nonnegative, and adding m - (2^31 mod m) restores i's residue. */
  const positiveMod = (m: Extent): ValueId => {
    if ('known' in m) {
      const bias = BigInt(m.known) * ((2n ** 31n + BigInt(m.known) - 1n) / BigInt(m.known));
      const wide = b.value('iadd', I64, b.value('sext', I64, i), b.const(I64, bias));
      return b.value('trunc', I32, b.value('urem', I64, wide, b.const(I64, m.known)));
    }
    const mod = b.value('zext', I64, m.value);
    const shifted = b.value('iadd', I64, b.value('sext', I64, i), b.const(I64, 2n ** 31n));
    const fix = b.value('isub', I64, mod, b.value('urem', I64, b.const(I64, 2n ** 31n), mod));
    return b.value('trunc', I32, b.value('urem', I64, b.value('iadd', I64, shifted, fix), mod));
  };
  const size = extentValue(t, n);
  const last = 'known' in n ? k32(t, n.known - 1) : b.value('isub', I32, size, k32(t, 1));
  switch (mode) {
    case 'WRAP':
      return positiveMod(n);
    case 'MIRROR': {
      const twice: Extent =
        'known' in n ? knownExtent(2 * n.known) : { value: b.value('iadd', I32, size, size) };
      const m = positiveMod(twice);
      const back = b.value('isub', I32, b.value('isub', I32, extentValue(t, twice), k32(t, 1)), m);
      return b.value('select', I32, b.value('icmp.ult', I1, m, size), m, back);
    }
    case 'CLAMP_LAST_TEXEL':
      return clampedConversion(t, i, n) ?? b.value('smin', I32, b.value('smax', I32, i, k32(t, 0)), last);
    default: {
      const negative = b.value('icmp.slt', I1, i, k32(t, 0));
      const mirrored = b.value('select', I32, negative, b.value('isub', I32, k32(t, -1), i), i);
      return b.value('smin', I32, mirrored, last);
    }
  }
}

/**
 * An index `ftos x` clamped to [0, n - 1] as `ftos (fmin (fmax x, 0), n - 1)`: the same integer for
 * every x (NaN and below 0 give 0, n - 1 and above n - 1), where n - 1 is known and exact in x's
 * type; the host then converts a number its float bounds know in range (spirv/emit-ops.ts), not a
 * saturating conversion clamped again. Undefined where `i` is no such conversion.
 */
function clampedConversion(t: TranslationContext, i: ValueId, n: Extent): ValueId | undefined {
  const conversion = definingInst(t.fn, i);
  if (conversion?.op !== 'ftos' || !('known' in n)) return undefined;
  const x = conversion.operands[0] as ValueId;
  const type = t.fn.typeOf(x);
  const last = n.known - 1;
  if ((type !== F32 && type !== F64) || last < 0 || last >= 2 ** (type === F32 ? 24 : 53)) return undefined;
  const b = t.b;
  const low = b.value('fmax', type, x, b.constFloat(type, 0));
  return b.value('ftos', I32, b.value('fmin', type, low, b.constFloat(type, last)));
}

/** The view's layer of an array coordinate: round half even, BASE_ARRAY added, clamped into the view. */
function layerOf(t: TranslationContext, view: SampledView, c: ValueId): ValueId {
  const b = t.b;
  const rounded = b.value('ftos', I32, b.value('funary.round_even', F32, c));
  const base = extentValue(t, view.baseArray);
  const layer = b.value('iadd', I32, rounded, base);
  const last =
    'known' in view.slices && 'known' in view.baseArray
      ? k32(t, Math.max(view.slices.known - 1, view.baseArray.known))
      : b.value('smax', I32, b.value('isub', I32, extentValue(t, view.slices), k32(t, 1)), base);
  return b.value('smin', I32, b.value('smax', I32, layer, base), last);
}

/** What a gather of channel x, y, z or w needs of a T# read at run time: that channel unswizzled. */
const GATHER_NEEDS: readonly DynamicNeed[] = ['gather-x', 'gather-y', 'gather-z', 'gather-w'];

/** Clamp modes applied to a cube's indices (in range wherever the executor answers). */
const CUBE_CLAMP = ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL'] as const;

/**
 * What cube sampling supports: views of whole cubes (cube arrays included), normalized coordinates, no
 * offsets. The address holds s and t of the face offset by 1.5 (v_cubesc/v_cubetc over 2|major
 * axis|, as compilers prepare it) and face + 8 * cube (Mesa's cube-array lowering); the executor
 * refuses s or t outside [1, 2), ids that are not whole numbers, faces 6 and 7 and cubes past the
 * view (the hardware's wrap onto neighbouring faces is not modelled).
 */
function checkCube(t: TranslationContext, view: SampledView, unnormalized: boolean, row: MimgRow): void {
  if (unnormalized) throw t.refuse('unnormalized coordinates on a cube are not allowed');
  if ('known' in view.slices && 'known' in view.baseArray) {
    const faces = view.slices.known - view.baseArray.known;
    if (faces <= 0 || faces % 6 !== 0)
      throw t.refuse(`cube view of ${faces} faces from ${view.baseArray.known} is not whole cubes`);
  }
  if (row[4] & MF.OFFSET) throw t.refuse('texel offsets on a cube (they would cross faces) are not modelled');
}

/**
 * The slice a cube id (face + 8 * cube, an f32 whole number where the executor answers) names:
 * BASE_ARRAY + 6 * cube + face, clamped into the view so other ids stay on the host image.
 */
function cubeSlice(t: TranslationContext, view: SampledView, c: ValueId): ValueId {
  const b = t.b;
  const id = b.value('ftou', I32, c);
  const face = b.value('and', I32, id, k32(t, 7));
  const cube = b.value('lshr', I32, id, k32(t, 3));
  const slice = b.value('iadd', I32, b.value('imul', I32, cube, k32(t, 6)), face);
  const base = extentValue(t, view.baseArray);
  const last =
    'known' in view.slices && 'known' in view.baseArray
      ? k32(t, view.slices.known - 1 - view.baseArray.known)
      : b.value('isub', I32, b.value('isub', I32, extentValue(t, view.slices), k32(t, 1)), base);
  return b.value('iadd', I32, b.value('umin', I32, slice, last), base);
}

/**
 * What sampling reads of the T#: its TYPE, BASE_ARRAY and slice count, each level's binding and size,
 * and the decoder of result channels; a known T#'s constants, or the fields a T# read at run time
 * holds as the program loaded them (image-dynamic.ts: the pinned levels from BASE_LEVEL).
 */
interface SampledView {
  readonly type: ImageType;
  readonly baseArray: Extent;
  /** Slices of an array or cube resource (1 otherwise). */
  readonly slices: Extent;
  /** A format of the texel's size (texelDwords). */
  readonly texel: Format;
  /** Level `k` of the view (relative to BASE_LEVEL): its image global and width, height, depth. */
  level(k: number): { readonly global: number; readonly size: readonly [Extent, Extent, Extent] };
  /** The result channels of a raw texel's dwords (DST_SEL and the FORMAT's conversion applied). */
  decode(dwords: readonly ValueId[]): ValueId[];
}

/** The view of a known T#, decoding `channels` (refuses DST_SELs and d16 forms channelDecoder refuses). */
function knownView(
  t: TranslationContext,
  image: KnownImage,
  channels: readonly number[],
  d16: boolean,
): SampledView {
  const r = image.rsrc;
  const decoder = channelDecoder(t, image, channels, d16);
  return {
    type: r.type,
    baseArray: knownExtent(r.baseArray),
    slices: knownExtent(image.size[2]),
    texel: image.format,
    level: (k) => {
      const level = r.baseLevel + k;
      const [w, h, d] = levelSize(r, level);
      return {
        global: imageGlobal(t, image, level, true),
        size: [knownExtent(w), knownExtent(h), knownExtent(d)],
      };
    },
    decode: decoder.decode,
  };
}

/**
 * The view of a T# read at run time: its pinned levels' sizes, BASE_ARRAY, FORMAT and DST_SEL from
 * its dwords, one binding per level.
 */
function dynamicSampledView(
  t: TranslationContext,
  image: DynamicImage,
  channels: readonly number[],
  d16: boolean,
): SampledView {
  const view = dynamicView(t, image);
  const format = dynamicFormatOf(t, image);
  const base = dynamicBaseLevel(t, image);
  const extents = (size: readonly ValueId[]): [Extent, Extent, Extent] =>
    [0, 1, 2].map((i) => ({ value: size[i] as ValueId })) as [Extent, Extent, Extent];
  return {
    type: image.type,
    baseArray: view.baseArray === undefined ? knownExtent(0) : { value: view.baseArray },
    slices: { value: view.size[2] },
    texel: texelOnly(image),
    level: (k) => {
      const size = k === 0 ? view.size : dynamicLevelSize(t, image, t.b.value('iadd', I32, base, k32(t, k)));
      return { global: dynamicGlobal(t, image, k), size: extents(size) };
    },
    decode: (dwords) => dynamicChannels(t, image, format, channels, d16, dwords),
  };
}

/**
 * The instruction's S# (known: an S# read at run time is refused naming its first unknown dword) and
 * T# (known, or bound by location); undefined while deferred. The S# is asked first, so its queries
 * keep their order whatever the T#'s answers (TranslationContext.constantOf).
 */
function sampleDescriptors(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
): { descriptor: ImageDescriptor; sampler: Sampler } | undefined {
  const op = operandOf(t, ops, 'ssamp', 'src');
  const values = Array.from({ length: 4 }, (_, i) => t.readScalar32(op, i));
  const queried: Queried = { values, words: values.map((v) => t.constantOf(v)), what: 'S#' };
  const descriptor = imageDescriptor(t, inst, ops);
  const words = knownWords(t, queried);
  if (!descriptor || !words) return undefined;
  try {
    return { descriptor, sampler: decodeSampler(words) };
  } catch (e) {
    if (e instanceof DescriptorError) throw t.refuse(e.message);
    throw e;
  }
}

/**
 * The sample's LOD plan (isa/tables/image-lod.ts, the executor's), refusing what it does not model. A
 * T# read at run time has its pinned levels; its MIN_LOD the runtime checks where the plan needs it
 * (`lod`).
 */
function planOf(
  t: TranslationContext,
  descriptor: Exclude<ImageDescriptor, { readonly null: unknown }>,
  sampler: Sampler,
  row: MimgRow,
): LodPlan {
  const compare = (row[4] & MF.COMPARE) !== 0;
  const gather = row[2] === 'gather';
  const plan =
    'known' in descriptor
      ? lodPlan(descriptor.known.rsrc, sampler, row[1], {
          gather,
          compare,
          number: descriptor.known.format.number,
        })
      : lodPlan({ baseLevel: 0, lastLevel: descriptor.dynamic.levels - 1, minLod: 0 }, sampler, row[1], {
          gather,
          compare,
          number: 'any',
        });
  if (typeof plan === 'string') throw t.refuse(plan);
  return plan;
}

/** A lane's LOD decisions as IR (reference/semantics/image-lod.ts, in the same binary64 steps). */
interface LaneLod {
  /** i1: lambda <= 0 (the mag filter applies). */
  readonly magnified: ValueId;
  /** POINT: the nearest level; LINEAR: the lower level (i32, relative to BASE_LEVEL). */
  readonly level: ValueId;
  /** LINEAR: the upper level (clamped to the view) and the weights of the lower and upper levels. */
  readonly upper: ValueId;
  readonly weights: readonly [ValueId, ValueId];
}

function laneLod(t: TranslationContext, plan: LodPlan, s: Sampler, lod: ValueId | undefined): LaneLod {
  const b = t.b;
  const f64 = (x: number): ValueId => b.constFloat(F64, x);
  const arg = lod === undefined ? f64(0) : b.value('fpext', F64, lod);
  const biased = b.value('fadd', F64, arg, f64(s.lodBias));
  const lambda = b.value('fmin', F64, b.value('fmax', F64, biased, f64(s.minLod)), f64(s.maxLod));
  const last = plan.levels - 1;
  const d = b.value('fmin', F64, b.value('fmax', F64, lambda, f64(0)), f64(last));
  const magnified = b.value('fcmp.ole', I1, lambda, f64(0));
  if (plan.mip === 'POINT') {
    const nearest = b.value('ftos', I32, b.value('funary.floor', F64, b.value('fadd', F64, d, f64(0.5))));
    return { magnified, level: nearest, upper: nearest, weights: [f64(1), f64(0)] };
  }
  const floor = b.value('funary.floor', F64, d);
  const lower = b.value('ftos', I32, floor);
  const upper = b.value('smin', I32, b.value('iadd', I32, lower, k32(t, 1)), k32(t, last));
  const w1 = b.value('fsub', F64, d, floor);
  return { magnified, level: lower, upper, weights: [b.value('fsub', F64, f64(1), w1), w1] };
}

/**
 * Per channel, the values of the level `index` names among `count` levels (`width` channels). Every
 * level is its own binding, so each level's reads run in a block guarded by "this lane names it":
 * lanes (and, on a GPU, whole waves) skip the levels they do not read.
 */
function pickLevel(
  t: TranslationContext,
  index: ValueId,
  count: number,
  width: number,
  values: (k: number) => ValueId[],
): ValueId[] {
  let out: ValueId[] = Array.from({ length: width }, () => k32(t, 0));
  const types = out.map(() => I32);
  for (let k = 0; k < count; k++) {
    const named = t.b.value('icmp.eq', I1, index, k32(t, k));
    out = when(t, named, types, () => values(k), out);
  }
  return out;
}

/** The binary64 values of the `lower` and `upper` levels (LINEAR), each level read in one guarded block. */
function pickTwoLevels(
  t: TranslationContext,
  lower: ValueId,
  upper: ValueId,
  count: number,
  width: number,
  values: (k: number) => ValueId[],
): [ValueId[], ValueId[]] {
  const zero = t.b.constFloat(F64, 0);
  let both: ValueId[] = Array.from({ length: 2 * width }, () => zero);
  const types = both.map(() => F64);
  for (let k = 0; k < count; k++) {
    const isLower = t.b.value('icmp.eq', I1, lower, k32(t, k));
    const isUpper = t.b.value('icmp.eq', I1, upper, k32(t, k));
    const before = both;
    both = when(
      t,
      t.b.value('or', I1, isLower, isUpper),
      types,
      () => {
        const at = values(k);
        const pick = (named: ValueId, prior: ValueId, c: number): ValueId =>
          t.b.value('select', F64, named, at[c] as ValueId, prior);
        return [
          ...at.map((_, c) => pick(isLower, before[c] as ValueId, c)),
          ...at.map((_, c) => pick(isUpper, before[width + c] as ValueId, c)),
        ];
      },
      both,
    );
  }
  return [both.slice(0, width), both.slice(width)];
}

/** The rule of one sampler opcode (its row in isa/tables/mimg.ts). */
function sample(row: MimgRow): TranslateRule {
  const gather = row[2] === 'gather';
  const compares = (row[4] & MF.COMPARE) !== 0;
  return (t, inst, ops) => {
    const descriptors = sampleDescriptors(t, inst, ops);
    if (!descriptors) return;
    const { descriptor, sampler } = descriptors;
    if ('null' in descriptor) return nullSample(t, inst, ops, descriptor.null, gather, compares);
    const known = 'known' in descriptor ? descriptor.known : undefined;
    const dynamic = 'dynamic' in descriptor ? descriptor.dynamic : undefined;
    /** A T# read at run time: the runtime checks what the code assumes of it (image-dynamic.ts). */
    const need = (what: DynamicNeed): void => {
      if (dynamic) requireOf(t, dynamicGlobal(t, dynamic), what);
    };
    const type = known ? known.rsrc.type : (dynamic as DynamicImage).type;
    const plan = planOf(t, descriptor, sampler, row);
    if (plan.matters) need('lod');
    const supported = gather ? ['2D', '2D_ARRAY'] : ['1D', '1D_ARRAY', '2D', '2D_ARRAY', '3D', 'CUBE'];
    if (!supported.includes(type))
      throw t.refuse(`${gather ? 'gather' : 'sampling'} on a ${type} image is not modelled`);
    const unnormalized = inst.fields.unorm === 1 || sampler.unnormalized;
    if (type === '3D' && unnormalized)
      throw t.refuse('unnormalized coordinates on a 3D image are not allowed');
    if (type === '3D' && sampler.zFilter !== 'POINT')
      throw t.refuse(`3D sampling with Z_FILTER ${sampler.zFilter}`);
    const cube = type === 'CUBE';
    const axes = type === '3D' ? 3 : type.startsWith('1D') ? 1 : 2;
    // A cube's coordinates stay inside the face where the executor answers: no clamp mode applies.
    const clamp = cube ? CUBE_CLAMP : sampler.clamp;
    for (let a = 0; a < axes; a++) {
      const mode = clamp[a] as string;
      if (!WRAPPING.has(mode)) throw t.refuse(`clamp mode ${mode}: border colors are not modelled`);
    }
    const d16 = inst.fields.d16 === 1;
    const dmask = inst.fields.dmask as number;
    const channels = dmaskChannels(dmask);
    if (gather) {
      if (channels.length !== 1) throw t.refuse(`gather with dmask 0x${dmask.toString(16)}`);
      const ch = channels[0] as number;
      if (known && known.rsrc.dstSel[ch] !== 4 + ch)
        throw t.refuse(`gather of channel ${'xyzw'[ch]} through a swizzling DST_SEL is not modelled`);
      need(GATHER_NEEDS[ch] as DynamicNeed);
    }
    if (compares) {
      if (dmask !== 1)
        throw t.refuse(`depth compare with dmask 0x${dmask.toString(16)}: only x is specified`);
      if (known && known.rsrc.dstSel[0] !== 4)
        throw t.refuse('depth compare through a DST_SEL x other than X');
      if (known && known.format.number !== 'float' && known.format.number !== 'unorm')
        throw t.refuse(`depth compare on ${known.format.name} texels is not modelled`);
      need('compare');
    }
    // The filters lanes may use: the mag filter, and the min filter where the LOD picks between them.
    const filters = plan.matters && !gather && plan.mag !== plan.min ? [plan.mag, plan.min] : [plan.mag];
    if (!gather && filters.includes('BILINEAR')) {
      if (type === '3D' || cube) throw t.refuse(`bilinear filtering of a ${type} image is not modelled`);
      if (compares) throw t.refuse('bilinear depth compare (PCF) is not modelled');
      if (d16) throw t.refuse('bilinear filtering with d16 results is not translated');
      const number = known?.format.number;
      if (known && (number === 'uint' || number === 'sint'))
        throw t.refuse(`bilinear filtering of ${known.format.name}`);
      need('filter');
    }
    if (plan.mip === 'LINEAR' && d16) throw t.refuse('a LINEAR mip blend into d16 results is not translated');
    // A LINEAR mip blend of a known T#'s integer texels is refused by its plan.
    if (plan.mip === 'LINEAR' && !gather) need('filter');
    // A compare reads the texel's x as f32 (never d16) and converts the result itself.
    const decoded = compares ? [0] : channels;
    const view = known
      ? knownView(t, known, decoded, d16 && !compares)
      : dynamicSampledView(t, dynamic as DynamicImage, decoded, d16 && !compares);
    if (cube) checkCube(t, view, unnormalized, row);
    const layout = samplerAddress(row, inst.fields.dim as number, inst.fields.a16 === 1);
    const dwords = addressDwords(t, inst, ops, layout.dwords);
    const comps = layout.coords.map((c) => coordValue(t, inst, slotValue(t, dwords, c)));
    const offsets = layout.offset ? texelOffsets(t, slotValue(t, dwords, layout.offset)) : [];
    const reference = layout.compare
      ? t.b.value('bitcast', F32, slotValue(t, dwords, layout.compare))
      : undefined;
    /** Mip `k` of the view (relative to BASE_LEVEL): its texel reads and point indices. */
    const levelOf = (k: number) => {
      const { global, size } = view.level(k);
      const [w, h, d] = size;
      let z = k32(t, 0);
      if (type === '3D')
        z = wrap(t, texelIndex(t, comps[2] as ValueId, d, false, undefined, offsets[2]), d, sampler.clamp[2]);
      else if (type === '1D_ARRAY') z = layerOf(t, view, comps[1] as ValueId);
      else if (type === '2D_ARRAY') z = layerOf(t, view, comps[2] as ValueId);
      else if (cube) z = cubeSlice(t, view, comps[2] as ValueId);
      const fetch = (i: ValueId, j: ValueId): ValueId[] => {
        const x = wrap(t, i, w, clamp[0]);
        const y = axes >= 2 ? wrap(t, j, h, clamp[1]) : k32(t, 0);
        const values = view.decode(texelDwords(t, { format: view.texel }, readTexel(t, global, { x, y, z })));
        if (reference === undefined) return values;
        return [depthCompare(t, sampler.depthCompare, reference, values[0] as ValueId, d16)];
      };
      // Texel-space shift: gathers take the texel below the half-texel point; a cube's face spans
      // s in [1, 2), so floor((s - 1) * size) = floor(s * size - size).
      const shiftU = gather ? knownExtent(0.5) : cube ? w : undefined;
      const shiftV = gather ? knownExtent(0.5) : cube ? h : undefined;
      const u = texelIndex(t, comps[0] as ValueId, w, unnormalized, shiftU, offsets[0]);
      const v =
        axes >= 2 ? texelIndex(t, comps[1] as ValueId, h, unnormalized, shiftV, offsets[1]) : k32(t, 0);
      return { w, h, fetch, u, v };
    };
    if (gather) {
      // Gathers read BASE_LEVEL (the executor refuses lanes whose LOD names another level).
      const { fetch, u, v } = levelOf(0);
      const one = (x: ValueId): ValueId => t.b.value('iadd', I32, x, k32(t, 1));
      // Result order: (i0, j1), (i1, j1), (i1, j0), (i0, j0).
      const values = [fetch(u, one(v)), fetch(one(u), one(v)), fetch(one(u), v), fetch(u, v)].map(
        (x) => x[0] as ValueId,
      );
      writeResults(t, ops, values, d16);
      return;
    }
    /** Level k's result under `filter`: point texels as result bits, bilinear as binary64. */
    const unrounded = (k: number, filter: string): ValueId[] => {
      const l = levelOf(k);
      if (filter === 'POINT') return l.fetch(l.u, l.v);
      const fu = footprint(t, comps[0] as ValueId, l.w, unnormalized);
      const fv = axes >= 2 ? footprint(t, comps[1] as ValueId, l.h, unnormalized) : undefined;
      return bilinear(t, l.fetch, [fu, fv], offsets);
    };
    const bitsOf = (k: number, filter: string): ValueId[] =>
      filter === 'POINT' ? unrounded(k, filter) : unrounded(k, filter).map((x) => roundF32(t, x));
    const wideOf = (k: number, filter: string): ValueId[] =>
      filter === 'POINT'
        ? unrounded(k, filter).map((x) => t.b.value('fpext', F64, t.b.value('bitcast', F32, x)))
        : unrounded(k, filter);
    if (!plan.matters) {
      writeResults(t, ops, bitsOf(0, plan.mag), d16);
      return;
    }
    const lodRaw =
      plan.source === 'explicit' && layout.lod
        ? coordValue(t, inst, slotValue(t, dwords, layout.lod))
        : undefined;
    const lod = laneLod(t, plan, sampler, lodRaw);
    const width = compares ? 1 : channels.length;
    const filtered = (filter: string): ValueId[] => {
      if (plan.mip === 'NONE') return bitsOf(0, filter);
      if (plan.mip === 'POINT') return pickLevel(t, lod.level, plan.levels, width, (k) => bitsOf(k, filter));
      const [lower, upper] = pickTwoLevels(t, lod.level, lod.upper, plan.levels, width, (k) =>
        wideOf(k, filter),
      );
      const [w0, w1] = lod.weights;
      return lower.map((x, c) => {
        const a = t.b.value('fmul', F64, x, w0);
        return roundF32(t, t.b.value('fadd', F64, a, t.b.value('fmul', F64, upper[c] as ValueId, w1)));
      });
    };
    const byFilter = filters.map(filtered);
    const [mag, min] = byFilter as [ValueId[], ValueId[] | undefined];
    const values = min
      ? mag.map((x, c) => t.b.value('select', I32, lod.magnified, x, min[c] as ValueId))
      : mag;
    writeResults(t, ops, values, d16);
  };
}

/** Opcodes without a sampling rule (image.ts refuses them by name): image_gather4h, image_get_lod. */
const UNMODELLED = new Set(['image_gather4h', 'image_get_lod']);

/** The sampling rules by mnemonic: every image_sample* and image_gather4* row of the MIMG table. */
export const IMAGE_SAMPLE_RULES: Readonly<Record<string, TranslateRule>> = Object.fromEntries(
  MIMG_ROWS.filter((r) => (r[2] === 'sample' || r[2] === 'gather') && !UNMODELLED.has(r[1])).map((r) => [
    r[1],
    sample(r),
  ]),
);
