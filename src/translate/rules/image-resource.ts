/**
 * What the MIMG rules (image.ts, image-sample.ts) share: the T# and S# as recompile-time constants,
 * the image bindings of a translation, and a lane's address components.
 *
 * A known T# (user SGPRs, or a table in the memory the request carries) decides the image's type,
 * texel format, size and view, which the binding and the texel conversion are specialized on. While a
 * dword is unknown the refusal names its fields and is deferred (constantOrDefer), so a later
 * translation pass that proves it constant translates. A T# loaded at run time from a constant
 * address is bound by location instead, for loads, stores and atomics (image-dynamic.ts: the pieces
 * here it shares are declareImage, viewProblem and viewTexel). Fields decode through
 * isa/tables/image-descriptor.ts.
 *
 * Bindings: each distinct T# (all eight dwords) that is read, written or sampled becomes one IR
 * `image` global per mip level it addresses, at set 0, bindings 0, 1, ... in order of first use (the
 * _mip opcodes address every level of the view, the others BASE_LEVEL). Texels are raw: the host image
 * holds the guest texel's bytes in an unsigned format of the same size (R8ui, R16ui, R32ui, Rg32ui,
 * Rgba32ui), and the rules convert with the guest format's exact conversions (buffer-convert.ts), so a
 * texel reads and writes bit for bit as the reference executor's. 1D, 2D, cube and array images are
 * 2D arrays on the host (a 1D image has height 1, a cube's faces are layers), 3D images are 3D, and
 * MSAA images (2D_MSAA, 2D_MSAA_ARRAY; 2^LAST_LEVEL samples) are multisampled 2D arrays. A host image
 * is one mip level of the resource with every slice (and sample); BASE_ARRAY is added to the layer in
 * the shader. The runtime builds it from the T# (recompiler/bindings.ts lists
 * the dwords with the binding).
 *
 * A null T# (FORMAT INVALID, isa/tables/null-image.ts) binds nothing: knownDescriptors answers it as
 * such, and the rules write its DST_SEL constants (loads, sampling), drop stores and refuse the rest.
 *
 * Refused: r128, tfe/lwe, FORMAT-0 T#s outside the null rule, an instruction DIM other than the T#'s TYPE,
 * DCC compression, and on MSAA T#s FMASK (COMPRESSION_EN: the executor models no metadata), ARRAY_PITCH,
 * 3D with BASE_ARRAY, an array view starting past its last slice, formats that are not buffer
 * formats, and for bound images: MSAA with BASE_LEVEL, views of several mip levels except through the
 * _mip opcodes and sampling, 96-bit texels (no storage format holds them).
 */

import type { ImageGlobal, IrModule, ValueId } from '../../ir/function.js';
import { I1, I8, I16, I32, ptr, type TypeId, vec } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import {
  DescriptorError,
  decodeImageResource,
  decodeSampler,
  IMAGE_RESOURCE_FIELDS,
  type ImageResource,
  type ImageType,
  SAMPLER_FIELDS,
  type Sampler,
} from '../../isa/tables/image-descriptor.js';
import { MF, MIMG_DIMS, MIMG_SHAPES } from '../../isa/tables/mimg.js';
import { type NullImage, nullImage } from '../../isa/tables/null-image.js';
import { InternalError } from '../../util/errors.js';
import type { TranslationContext } from '../context.js';
import { type Format, formatOf } from './buffer-convert.js';
import { findOperand, k32, operandOf } from './memory-common.js';

/** A T# known at recompile time, with what the rules derive from it. */
export interface KnownImage {
  readonly words: readonly number[];
  readonly rsrc: ImageResource;
  readonly format: Format;
  /** Width, height (1 for 1D) and depth (3D, at the view's level) or slices of the view's level. */
  readonly size: readonly [number, number, number];
}

const dwordFields = (table: readonly { name: string; dword: number }[], dword: number): string =>
  table
    .filter((f) => f.dword === dword)
    .map((f) => f.name)
    .join(', ');

/** A descriptor's dwords as asked of the constant analysis (undefined where unknown). */
export interface Queried {
  readonly values: readonly ValueId[];
  readonly words: readonly (bigint | undefined)[];
  readonly what: 'T#' | 'S#';
}

function queryWords(t: TranslationContext, op: Operand, count: number, what: 'T#' | 'S#'): Queried {
  const values = Array.from({ length: count }, (_, i) => t.readScalar32(op, i));
  return { values, words: values.map((v) => t.constantOf(v)), what };
}

/**
 * The dwords as numbers, or undefined after deferring the refusal that names the first unknown
 * dword's fields. Called after every query of the rule, so the queries keep their order whatever the
 * answers (TranslationContext.constantOf).
 */
export function knownWords(t: TranslationContext, q: Queried): number[] | undefined {
  const unknown = q.words.indexOf(undefined);
  if (unknown < 0) return q.words.map((w) => Number(w));
  const fields = dwordFields(q.what === 'T#' ? IMAGE_RESOURCE_FIELDS : SAMPLER_FIELDS, unknown);
  t.constantOrDefer(
    q.values[unknown] as ValueId,
    `${q.what} dword ${unknown} (${fields}) is not known at recompile time: images are specialized on a constant ${q.what} (a T# read at run time is bound by location only where it is loaded from a constant address and read by image_load/store/atomics, docs/debt.md)`,
  );
  return undefined;
}

function decoded<T>(t: TranslationContext, body: () => T): T {
  try {
    return body();
  } catch (e) {
    if (e instanceof DescriptorError) throw t.refuse(e.message);
    throw e;
  }
}

/** Refuses the MIMG forms no T# makes translatable (r128, tfe/lwe). */
export function checkImageForm(t: TranslationContext, inst: Instruction): void {
  const fl = inst.fields;
  if (fl.r128) throw t.refuse('r128: a 128-bit T# is not modelled');
  if (fl.tfe || fl.lwe) throw t.refuse('tfe/lwe: the status dword of an image fetch is not specified');
}

/** The instruction's T# dwords as asked of the constant analysis. */
export function queryImageWords(t: TranslationContext, ops: readonly Operand[]): Queried {
  return queryWords(t, operandOf(t, ops, 'srsrc', 'src'), 8, 'T#');
}

/** The null T# (FORMAT INVALID) known `words` stand for, or undefined; refuses one outside the rule. */
export function nullImageOf(t: TranslationContext, words: readonly number[]): NullImage | undefined {
  return decoded(t, () => nullImage(words));
}

/** Known descriptors of an instruction: a T# with texels, or a null T#, and the S# when asked for. */
export type KnownDescriptors =
  | { readonly image: KnownImage; readonly sampler: Sampler | undefined }
  | { readonly nullImage: NullImage; readonly sampler: Sampler | undefined };

/**
 * The instruction's T# (and, `withSampler`, its S#), known and checked (module overview), or the null
 * T# it is; undefined while a dword is not known yet (the refusal is deferred).
 */
export function knownDescriptors(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  withSampler: boolean,
): KnownDescriptors | undefined {
  checkImageForm(t, inst);
  const rq = queryImageWords(t, ops);
  const sq = withSampler ? queryWords(t, operandOf(t, ops, 'ssamp', 'src'), 4, 'S#') : undefined;
  const words = knownWords(t, rq);
  const samplerWords = sq ? knownWords(t, sq) : undefined;
  if (!words || (sq && !samplerWords)) return undefined;
  const sampler = samplerWords ? decoded(t, () => decodeSampler(samplerWords)) : undefined;
  const nul = nullImageOf(t, words);
  if (nul) return { nullImage: nul, sampler };
  return { image: checkedImage(t, inst, words), sampler };
}

/** A known T# decoded and checked against the instruction (module overview). */
export function checkedImage(t: TranslationContext, inst: Instruction, words: number[]): KnownImage {
  const fl = inst.fields;
  const rsrc = decoded(t, () => decodeImageResource(words));
  if (rsrc.format === 0) throw new InternalError('a null T# reached checkedImage (nullImageOf answers it)');
  const dim = MIMG_DIMS[fl.dim as number]?.suffix;
  if (dim !== rsrc.type) throw t.refuse(`instruction dim ${dim} differs from the T# type ${rsrc.type}`);
  const problem = viewProblem(rsrc);
  if (problem) throw t.refuse(problem);
  const format = formatOf(rsrc.format);
  if (!format) throw t.refuse(`image format ${rsrc.format} is not modelled (not a buffer format)`);
  return { words, rsrc, format, size: levelSize(rsrc, rsrc.baseLevel) };
}

/**
 * Why a bound T#'s view is not modelled (DCC, FMASK on MSAA, ARRAY_PITCH, 3D with BASE_ARRAY, an empty array view),
 * or undefined: checked at recompile time for a known T#, by the runtime for one read at run time.
 */
export function viewProblem(rsrc: ImageResource): string | undefined {
  if (rsrc.compressed && rsrc.type.startsWith('2D_MSAA'))
    return `${rsrc.type} T# with COMPRESSION_EN: FMASK/CMASK (or DCC) metadata in use, which is not modelled`;
  if (rsrc.compressed) return 'DCC-compressed image (COMPRESSION_EN): metadata is not modelled';
  if (rsrc.fields.ARRAY_PITCH !== 0) return '3D view of slices (ARRAY_PITCH) is not modelled';
  if (rsrc.type === '3D' && rsrc.baseArray !== 0) return '3D T# with BASE_ARRAY is not modelled';
  if (isArrayed(rsrc) && rsrc.baseArray >= rsrc.depth)
    return `BASE_ARRAY ${rsrc.baseArray} is past the last of ${rsrc.depth} slices: the view is empty`;
  return undefined;
}

/** The instruction's T#, known and checked (a null T# refused, naming `what`); undefined while deferred. */
export function knownImage(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  what = inst.mnemonic,
): KnownImage | undefined {
  const known = knownDescriptors(t, inst, ops, false);
  if (known && 'nullImage' in known)
    throw t.refuse(`${what} through a null T# (FORMAT INVALID): the result is not stated`);
  return known?.image;
}

/** Width, height and depth (3D) or slices (others) of a mip level of the resource. */
export function levelSize(r: ImageResource, level: number): [number, number, number] {
  const height = r.type.startsWith('1D') ? 1 : r.height;
  const depth = r.type === '3D' ? Math.max(r.depth >> level, 1) : isArrayed(r) ? r.depth : 1;
  return [Math.max(r.width >> level, 1), Math.max(height >> level, 1), depth];
}

/**
 * Samples per pixel of a T#'s resource: 2^LAST_LEVEL for the MSAA types (RADV's gfx10 descriptors;
 * their views have one level), else 1.
 */
export function sampleCount(r: ImageResource): number {
  return r.type.startsWith('2D_MSAA') ? 2 ** r.lastLevel : 1;
}

/** Whether the T# type has layers (arrays, cubes). */
export function isArrayed(r: ImageResource): boolean {
  return r.type.endsWith('ARRAY') || r.type === 'CUBE';
}

/** Raw texel types by texel bytes. */
const TEXELS: Readonly<Record<number, TypeId>> = {
  1: I8,
  2: I16,
  4: I32,
  8: vec(I32, 2),
  16: vec(I32, 4),
};

/** Image globals by module, keyed by the T# dwords. */
const bindings = new WeakMap<IrModule, Map<string, number>>();

/**
 * The index of the image global holding mip `level` of `image`'s resource (default the view's
 * BASE_LEVEL), declared on first use. `multiLevel`: the caller addresses every level of the view (the
 * _mip opcodes, sampling by LOD), one binding each; otherwise a view of several levels is refused.
 */
export function imageGlobal(
  t: TranslationContext,
  image: KnownImage,
  level = image.rsrc.baseLevel,
  multiLevel = false,
): number {
  const r = image.rsrc;
  const samples = sampleCount(r);
  if (samples > 1 && r.baseLevel !== 0)
    throw t.refuse(`${r.type} T# with BASE_LEVEL ${r.baseLevel}: a multisampled resource has one level`);
  if (samples === 1 && r.lastLevel !== r.baseLevel && !multiLevel) {
    throw t.refuse(
      `a view of mip levels ${r.baseLevel}..${r.lastLevel}: only the _mip opcodes address several levels (docs/debt.md)`,
    );
  }
  return declareImage(t, `${image.words.join(',')}@${level}`, image.format, {
    dim: r.type === '3D' ? '3d' : '2d_array',
    descriptor: image.words,
    level,
    ...(samples > 1 ? { samples } : {}),
  });
}

/**
 * The index of the image global `key` names (a T#'s dwords or location, and the level), declared on
 * first use with raw texels of `format`'s size at the next binding.
 */
export function declareImage(t: TranslationContext, key: string, format: Format, image: ImageGlobal): number {
  const texel = TEXELS[format.bytes];
  if (texel === undefined)
    throw t.refuse(`${format.name}: ${format.bytes}-byte texels have no storage image format`);
  let table = bindings.get(t.module);
  if (!table) {
    table = new Map();
    bindings.set(t.module, table);
  }
  const known = table.get(key);
  if (known !== undefined) return known;
  const index = t.module.addGlobal({
    name: `image${table.size}`,
    type: ptr('image', texel),
    binding: { set: 0, binding: table.size },
    image,
  });
  table.set(key, index);
  return index;
}

/** The address components the opcode takes before any LOD/mip one, for the instruction's dim. */
export function coordCount(inst: Instruction): number {
  return MIMG_DIMS[inst.fields.dim as number]?.coords ?? 0;
}

/** Whether the opcode takes a trailing LOD/mip component. */
export function hasLodComponent(inst: Instruction): boolean {
  const row = MIMG_SHAPES[inst.opcode]?.row;
  return row !== undefined && (row[4] & MF.LOD) !== 0;
}

/** A lane's first `count` address dwords as i32, from the contiguous vaddr tuple or the NSA registers. */
export function addressDwords(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  count: number,
): ValueId[] {
  const nsa = (inst.fields.nsa as number) !== 0;
  return Array.from({ length: count }, (_, i) => {
    if (!nsa) return t.readLane32(operandOf(t, ops, 'vaddr', 'src'), i);
    const op = findOperand(ops, `vaddr${i}`, 'src');
    if (!op) throw t.refuse(`no address register ${i}`);
    return t.readLane32(op);
  });
}

/**
 * A lane's first `count` address components as i32 (a16: the zero-extended 16-bit halves, low
 * first), from the contiguous vaddr tuple or the NSA registers.
 */
export function addressComponents(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  count: number,
): ValueId[] {
  const a16 = inst.fields.a16 === 1;
  const dwords = addressDwords(t, inst, ops, a16 ? (count + 1) >> 1 : count);
  return Array.from({ length: count }, (_, i) => {
    if (!a16) return dwords[i] as ValueId;
    return t.b.value('ubfe', I32, dwords[i >> 1] as ValueId, k32(t, 16 * (i & 1)), k32(t, 16));
  });
}

/** An integer texel position on the host image and whether it lies inside the view (i1). */
export interface HostTexel {
  readonly x: ValueId;
  readonly y: ValueId;
  /** The layer (BASE_ARRAY added) or the 3D depth. */
  readonly z: ValueId;
  /** The sample (multisampled images only). */
  readonly sample?: ValueId;
  readonly inRange: ValueId;
}

/** The coordinate operands of an IR image op: x, y, z, and the sample of a multisampled image. */
export function texelOperands(p: HostTexel): ValueId[] {
  return p.sample === undefined ? [p.x, p.y, p.z] : [p.x, p.y, p.z, p.sample];
}

/**
 * What integer texel addressing needs of a view: its type, the addressed level's width, height and
 * depth (3D) or slices as i32 values, and BASE_ARRAY (undefined: 0). Constants for a known T#,
 * fields read at run time for one bound by location (image-dynamic.ts).
 */
export interface TexelView {
  readonly type: ImageType;
  readonly size: readonly [ValueId, ValueId, ValueId];
  readonly baseArray: ValueId | undefined;
  /** Samples per texel of an MSAA view (i32); undefined for the other types. */
  readonly samples?: ValueId;
}

/**
 * The texel an integer address names (image_load/store/atomic) on mip `level` of the resource, as the
 * executor's integerTexel reads it: x; x y; x y z; x y face; x slice; x y slice; then the mip level
 * relative to BASE_LEVEL, which must name `level` for the texel to be in range.
 */
export function integerTexel(
  t: TranslationContext,
  image: KnownImage,
  comps: readonly ValueId[],
  mip: ValueId | undefined,
  level = image.rsrc.baseLevel,
): HostTexel {
  const r = image.rsrc;
  const [w, h, d] = levelSize(r, level);
  const view: TexelView = {
    type: r.type,
    size: [k32(t, w), k32(t, h), k32(t, d)],
    baseArray: r.baseArray !== 0 ? k32(t, r.baseArray) : undefined,
    ...(sampleCount(r) > 1 ? { samples: k32(t, sampleCount(r)) } : {}),
  };
  const named = mip === undefined ? undefined : t.b.value('icmp.eq', I1, mip, k32(t, level - r.baseLevel));
  return viewTexel(t, view, comps, named);
}

/** The texel `comps` name in `view`; `levelNamed` (i1): the lane's mip component names the level. */
export function viewTexel(
  t: TranslationContext,
  view: TexelView,
  comps: readonly ValueId[],
  levelNamed: ValueId | undefined,
): HostTexel {
  const zero = k32(t, 0);
  const [c0, c1 = zero, c2 = zero, c3 = zero] = comps;
  const x = c0 as ValueId;
  let y = zero;
  let layer = zero;
  let sample: ValueId | undefined;
  if (view.type === '1D_ARRAY') layer = c1;
  else if (view.type === '2D_MSAA') {
    y = c1;
    sample = c2;
  } else if (view.type === '2D_MSAA_ARRAY') {
    y = c1;
    layer = c2;
    sample = c3;
  } else if (view.type !== '1D') {
    y = c1;
    if (view.type !== '2D') layer = c2;
  }
  const [w, h, d] = view.size;
  const below = (v: ValueId, n: ValueId): ValueId => t.b.value('icmp.ult', I1, v, n);
  let inRange = t.b.value('and', I1, below(x, w), below(y, h));
  let z = layer;
  if (view.type === '3D' || view.baseArray === undefined)
    inRange = t.b.value('and', I1, inRange, below(layer, d));
  else {
    // BASE_ARRAY < slices (checked), so the view's slice count does not wrap.
    inRange = t.b.value('and', I1, inRange, below(layer, t.b.value('isub', I32, d, view.baseArray)));
    z = t.b.value('iadd', I32, layer, view.baseArray);
  }
  if (sample !== undefined) {
    if (view.samples === undefined) throw new InternalError(`${view.type} view without a sample count`);
    inRange = t.b.value('and', I1, inRange, below(sample, view.samples));
  }
  // The executor refuses a nonzero mip on an MSAA image (its views have one level).
  if (levelNamed !== undefined) inRange = t.b.value('and', I1, inRange, levelNamed);
  return { x, y, z, ...(sample !== undefined ? { sample } : {}), inRange };
}
