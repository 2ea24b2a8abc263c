/**
 * T#s read at run time (issue 16, "descriptors from memory, dynamic"): an image instruction whose T#
 * dwords are not recompile-time constants but were loaded from a constant guest address A
 * (descriptor-provenance.ts) is bound by location: the image global carries A, and the runtime reads
 * the T# there when the work starts (driver/guest-images.ts) and makes the host image from it.
 *
 * What is pinned and what is read at run time:
 * - TYPE, the texel size and the view's level count are pinned by the request (`dynamicImages`, part
 *   of the cache key): they decide the host image's dimension, arrayness, texel format and the
 *   bindings (one per level, relative to BASE_LEVEL). The runtime checks the T# it reads against the
 *   pin and refuses naming the field and both values (dynamicImageProblem), with the checks a known
 *   T# gets at recompile time (viewProblem), a FORMAT the conversions know, for images atomics use a
 *   one-component 32-bit FORMAT, and what sampling code assumes (DynamicNeed).
 * - FORMAT (the conversion), the level sizes (WIDTH, HEIGHT, DEPTH shifted by the level), BASE_ARRAY
 *   and DST_SEL are read by the program from the T# dwords it loaded: the conversion is selected at
 *   run time among the buffer formats by buffer-format-dynamic.ts's tables and generic conversions
 *   (the same bits as the known-format path). Where the executor refuses and no run-time refusal
 *   exists, the result is defined as that module defines it: a DST_SEL that is reserved or names a
 *   component the format lacks reads 0, a store whose dmask misses a component of the format is
 *   dropped, d16 on 32-bit components converts the low half.
 * - BASE_LEVEL picks the host images' levels (the runtime's; the sizes the program computes shift by it).
 *
 * Loads, stores and atomics address BASE_LEVEL, the _mip opcodes every pinned level (image.ts);
 * image_get_resinfo needs no binding: its sizes and level count are computed from the loaded dwords
 * for the pinned TYPE (the instruction's DIM). Sampling and gathers (image-sample.ts) bind such a T#
 * the same way, with a known S#. MSAA types are refused at recompile time.
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32, vec } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import {
  decodeImageResource,
  IMAGE_RESOURCE_FIELDS,
  type ImageResource,
  type ImageType,
} from '../../isa/tables/image-descriptor.js';
import { MIMG_DIMS } from '../../isa/tables/mimg.js';
import type { NullImage } from '../../isa/tables/null-image.js';
import { InternalError } from '../../util/errors.js';
import type { TranslationContext } from '../context.js';
import type { ImagePin } from '../options.js';
import { type Format, formatOf } from './buffer-convert.js';
import {
  type DynamicFormat,
  decodeAny,
  encodeAny,
  formatFieldsOf,
  NF,
  selectBy,
} from './buffer-format-dynamic.js';
import { descriptorLocation } from './descriptor-provenance.js';
import {
  checkedImage,
  checkImageForm,
  declareImage,
  type KnownImage,
  knownWords,
  nullImageOf,
  queryImageWords,
  type TexelView,
  viewProblem,
} from './image-resource.js';
import { k32 } from './memory-common.js';

/** A T# bound by location: its pin and the dwords the program loaded. */
export interface DynamicImage {
  readonly location: bigint;
  readonly type: ImageType;
  /** Bytes per texel (the pin): 1, 2, 4, 8 or 16. */
  readonly texelBytes: number;
  /** Levels of the view (the pin), one binding each. */
  readonly levels: number;
  /** The T# dwords as the program read them (i32). */
  readonly words: readonly ValueId[];
}

/** An instruction's T#: known at recompile time (or known to be null), or bound by location. */
export type ImageDescriptor =
  | { readonly known: KnownImage }
  | { readonly null: NullImage }
  | { readonly dynamic: DynamicImage };

const hex = (v: bigint | number): string => `0x${v.toString(16)}`;

/**
 * The instruction's T#: known (checked as image-resource.ts checks it), or read at run time from a
 * constant address the request pins; undefined while a dword is unknown and its origin is not (the
 * refusal is deferred).
 */
export function imageDescriptor(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
): ImageDescriptor | undefined {
  checkImageForm(t, inst);
  const q = queryImageWords(t, ops);
  if (q.words.includes(undefined)) {
    const location = descriptorLocation(t, q.values);
    if (location !== undefined) return { dynamic: pinnedImage(t, inst, q.values, location) };
  }
  const words = knownWords(t, q);
  if (!words) return undefined;
  const nul = nullImageOf(t, words);
  return nul ? { null: nul } : { known: checkedImage(t, inst, words) };
}

function pinnedImage(
  t: TranslationContext,
  inst: Instruction,
  words: readonly ValueId[],
  location: bigint,
): DynamicImage {
  const pin: ImagePin | undefined = t.options.imagePins?.find((p) => p.address === location);
  if (!pin)
    throw t.refuse(
      `the T# is read at run time from ${hex(location)}, and the request pins no TYPE and FORMAT for it (dynamicImages)`,
    );
  const dim = MIMG_DIMS[inst.fields.dim as number]?.suffix;
  if (dim !== pin.type)
    throw t.refuse(
      `instruction dim ${dim} differs from the pinned TYPE ${pin.type} of the T# at ${hex(location)}`,
    );
  if (pin.type.startsWith('2D_MSAA'))
    throw t.refuse(`${pin.type} images are not bound yet (multisampled storage images)`);
  return { location, type: pin.type, texelBytes: pin.texelBytes, levels: pin.levels, words };
}

/** A stand-in format of the pinned size, for what depends only on the texel's bytes. */
export function texelOnly(image: DynamicImage): Format {
  const format = FIRST_OF_SIZE.get(image.texelBytes);
  if (!format) throw new InternalError(`no format of ${image.texelBytes}-byte texels`);
  return format;
}

/** The first buffer format of each texel size. */
const FIRST_OF_SIZE = new Map<number, Format>();
for (let code = 127; code > 0; code--) {
  const format = formatOf(code);
  if (format) FIRST_OF_SIZE.set(format.bytes, format);
}

/**
 * The image global of level `k` of the view of a T# bound by location (relative to its BASE_LEVEL,
 * which the runtime reads).
 */
export function dynamicGlobal(t: TranslationContext, image: DynamicImage, k = 0): number {
  if (k >= image.levels) throw new InternalError(`level ${k} of a view pinned to ${image.levels} levels`);
  return declareImage(t, `@${hex(image.location)}${k === 0 ? '' : `#${k}`}`, texelOnly(image), {
    dim: image.type === '3D' ? '3d' : '2d_array',
    descriptor: [],
    level: k,
    location: {
      address: image.location,
      type: image.type,
      texelBytes: image.texelBytes,
      ...(image.levels === 1 ? {} : { levels: image.levels }),
    },
  });
}

const FIELD = new Map(IMAGE_RESOURCE_FIELDS.map((f) => [f.name, f]));

/**
 * What a sampling rule assumes of a T# read at run time beyond its pin, which the runtime checks of
 * the T# it reads (dynamicImageProblem):
 * - `filter`: the FORMAT's numbers blend (not UINT or SINT): bilinear filtering;
 * - `compare`: the FORMAT is FLOAT or UNORM and DST_SEL x is X: depth compares;
 * - `gather-x` ... `gather-w`: DST_SEL of that channel selects it unswizzled: gathers of one channel;
 * - `lod`: the T# MIN_LOD is 0: the LOD picks the mag or min filter (the resource clamp is not modelled).
 */
export type DynamicNeed = 'filter' | 'compare' | 'lod' | `gather-${'x' | 'y' | 'z' | 'w'}`;

/** Records on the image global `index` (bound by location) that its T# must meet `need`. */
export function requireOf(t: TranslationContext, index: number, need: DynamicNeed): void {
  const global = t.module.globals[index];
  const location = global?.image?.location;
  if (!global?.image || !location) throw new InternalError(`image global ${index} is not bound by location`);
  if (location.needs?.includes(need)) return;
  const needs = [...(location.needs ?? []), need].sort();
  t.module.globals[index] = { ...global, image: { ...global.image, location: { ...location, needs } } };
}

/** Why the T# `rsrc` of FORMAT `format` fails `need`, or undefined. */
function needProblem(rsrc: ImageResource, format: Format, need: string): string | undefined {
  const integer = format.number === 'uint' || format.number === 'sint';
  if (need === 'filter' && integer)
    return `FORMAT ${rsrc.format} (${format.name}): the program filters its texels bilinearly, integer texels do not blend`;
  if (need === 'compare' && format.number !== 'float' && format.number !== 'unorm')
    return `FORMAT ${rsrc.format} (${format.name}): the program's depth compares need FLOAT or UNORM texels`;
  if (need === 'compare' && rsrc.dstSel[0] !== 4)
    return `DST_SEL x ${rsrc.dstSel[0]}: the program's depth compares read an unswizzled x (4)`;
  if (need === 'lod' && rsrc.minLod !== 0)
    return `MIN_LOD ${rsrc.minLod}: the program's LOD picks between filters and the resource LOD clamp is not modelled`;
  const gathered = need.startsWith('gather-') ? 'xyzw'.indexOf(need.slice(7)) : -1;
  if (gathered >= 0 && rsrc.dstSel[gathered] !== 4 + gathered)
    return `DST_SEL ${need.slice(7)} ${rsrc.dstSel[gathered]}: the program gathers that channel, which a swizzle would move (not modelled)`;
  return undefined;
}

/** A T# field of the loaded dwords (i32). */
function field(t: TranslationContext, image: DynamicImage, name: string): ValueId {
  const f = FIELD.get(name);
  if (!f) throw t.refuse(`no T# field ${name}`);
  const word = image.words[f.dword] as ValueId;
  return t.b.value('ubfe', I32, word, k32(t, f.shift), k32(t, f.width));
}

/**
 * Width, height (1 for 1D) and depth (3D) or slices (arrays, cubes; 1 otherwise) of mip `level` of the
 * resource (an absolute level, i32), from the loaded dwords. A shift past 31 is taken as 31 (the size
 * is then 1, as for any level past the last).
 */
export function dynamicLevelSize(
  t: TranslationContext,
  image: DynamicImage,
  level: ValueId,
): [ValueId, ValueId, ValueId] {
  const one = k32(t, 1);
  const plusOne = (v: ValueId): ValueId => t.b.value('iadd', I32, v, one);
  const shift = t.b.value('umin', I32, level, k32(t, 31));
  const atLevel = (n: ValueId): ValueId => t.b.value('umax', I32, t.b.value('lshr', I32, n, shift), one);
  const widthLo = field(t, image, 'WIDTH_LO');
  const widthHi = field(t, image, 'WIDTH_HI');
  const width = plusOne(t.b.value('or', I32, widthLo, t.b.value('shl', I32, widthHi, k32(t, 2))));
  const type = image.type;
  const height = type.startsWith('1D') ? one : atLevel(plusOne(field(t, image, 'HEIGHT')));
  const depthField = plusOne(field(t, image, 'DEPTH'));
  const arrayed = type.endsWith('ARRAY') || type === 'CUBE';
  const depth = type === '3D' ? atLevel(depthField) : arrayed ? depthField : one;
  return [atLevel(width), height, depth];
}

/** The view's width, height and depth or slices at BASE_LEVEL, and BASE_ARRAY, from the loaded dwords. */
export function dynamicView(t: TranslationContext, image: DynamicImage): TexelView {
  const type = image.type;
  const arrayed = type.endsWith('ARRAY') || type === 'CUBE';
  return {
    type,
    size: dynamicLevelSize(t, image, field(t, image, 'BASE_LEVEL')),
    baseArray: arrayed ? field(t, image, 'BASE_ARRAY') : undefined,
  };
}

/** Levels of the view, LAST_LEVEL - BASE_LEVEL + 1 (i32), from the loaded dwords. */
export function dynamicLevels(t: TranslationContext, image: DynamicImage): ValueId {
  const last = field(t, image, 'LAST_LEVEL');
  return t.b.value('iadd', I32, t.b.value('isub', I32, last, field(t, image, 'BASE_LEVEL')), k32(t, 1));
}

/** BASE_LEVEL of the loaded dwords (i32). */
export function dynamicBaseLevel(t: TranslationContext, image: DynamicImage): ValueId {
  return field(t, image, 'BASE_LEVEL');
}

/** FORMAT of the loaded dwords, decoded through buffer-format-dynamic.ts's tables. */
export function dynamicFormatOf(t: TranslationContext, image: DynamicImage): DynamicFormat {
  return formatFieldsOf(t, field(t, image, 'FORMAT'));
}

/**
 * The result channels of a load through a T# bound by location: per channel, DST_SEL read from the
 * loaded dword 3 selects 0, 1 or a component of the raw texel `dwords` converted by the FORMAT read at
 * run time (0 for a reserved selector or a component the format lacks).
 */
export function dynamicChannels(
  t: TranslationContext,
  image: DynamicImage,
  f: DynamicFormat,
  channels: readonly number[],
  d16: boolean,
  dwords: readonly ValueId[],
): ValueId[] {
  const b = t.b;
  const zero = k32(t, 0);
  const d3 = image.words[3] as ValueId;
  const integer = b.value('or', I1, is(t, f.nf, NF('uint')), is(t, f.nf, NF('sint')));
  const one = b.value('select', I32, integer, k32(t, 1), k32(t, d16 ? 0x3c00 : 0x3f800000));
  const four = [0, 1, 2, 3];
  return channels.map((k) => {
    const sel = b.value('ubfe', I32, d3, k32(t, 3 * k), k32(t, 3));
    const i = b.value('and', I32, sel, k32(t, 3));
    const w = selectBy(t, I32, i, four, (c) => f.widths[c] as ValueId);
    const shift = selectBy(t, I32, i, four, (c) => f.shifts[c] as ValueId);
    const dword = selectBy(t, I32, b.value('lshr', I32, shift, k32(t, 5)), four, (d) => dwords[d] ?? zero);
    const raw = b.value('ubfe', I32, dword, b.value('and', I32, shift, k32(t, 31)), w);
    const present = b.value(
      'and',
      I1,
      b.value('icmp.uge', I1, sel, k32(t, 4)),
      b.value('icmp.ne', I1, w, zero),
    );
    const value = b.value('select', I32, present, decodeAny(t, raw, w, f.nf, d16), zero);
    return b.value('select', I32, is(t, sel, 1), one, value);
  });
}

const is = (t: TranslationContext, v: ValueId, k: number): ValueId => t.b.value('icmp.eq', I1, v, k32(t, k));

/**
 * The raw texel (vec4<i32>) a store through a T# bound by location writes, and whether it writes at
 * all (i1: every component of the FORMAT read at run time is in the dmask). `slots`: the dmask's
 * values (32-bit, or 16-bit halves for d16), lowest channel first.
 */
export function dynamicTexel(
  t: TranslationContext,
  f: DynamicFormat,
  dmask: number,
  slots: readonly ValueId[],
  d16: boolean,
): { value: ValueId; supplied: ValueId } {
  const b = t.b;
  const zero = k32(t, 0);
  const words = [zero, zero, zero, zero];
  let supplied = b.const(I1, 1);
  let slot = 0;
  for (let i = 0; i < 4; i++) {
    if ((dmask & (1 << i)) === 0) {
      // Component i is not supplied: the format must not have it.
      supplied = b.value('and', I1, supplied, b.value('icmp.ule', I1, f.count, k32(t, i)));
      continue;
    }
    const w = f.widths[i] as ValueId;
    const shift = f.shifts[i] as ValueId;
    const v = slots[slot++] as ValueId;
    const raw = b.value('select', I32, is(t, w, 0), zero, encodeAny(t, v, w, f.nf, d16));
    const placed = b.value('shl', I32, raw, b.value('and', I32, shift, k32(t, 31)));
    const at = b.value('lshr', I32, shift, k32(t, 5));
    for (let d = 0; d < 4; d++)
      words[d] = b.value('or', I32, words[d] as ValueId, b.value('select', I32, is(t, at, d), placed, zero));
  }
  return { value: b.value('compose', vec(I32, 4), ...words), supplied };
}

/**
 * Why the T# `words`, read at run time from a location bound with `pin`, cannot serve the program
 * recompiled for it (the field and both values), or undefined. The runtime calls this before making
 * the image (recompiler/bindings.ts resolveImageBinding).
 */
export function dynamicImageProblem(
  words: readonly number[],
  pin: {
    readonly address: number | bigint;
    readonly type: string;
    readonly texelBytes: number;
    readonly atomics: boolean;
    readonly levels?: number;
    readonly needs?: readonly string[];
  },
): string | undefined {
  const at = `the T# at ${hex(pin.address)}`;
  let rsrc: ReturnType<typeof decodeImageResource>;
  try {
    rsrc = decodeImageResource(words);
  } catch (e) {
    return `${at}: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (rsrc.format === 0)
    return `${at} is a null T# (FORMAT INVALID): null T#s are answered only when known at recompile time (docs/debt.md)`;
  if (rsrc.type !== pin.type)
    return `${at} has TYPE ${rsrc.type}, the program was recompiled for TYPE ${pin.type} (dynamicImages)`;
  const format = formatOf(rsrc.format);
  if (!format) return `${at} has FORMAT ${rsrc.format}, which is not modelled (not a buffer format)`;
  if (format.bytes !== pin.texelBytes)
    return `${at} has FORMAT ${rsrc.format} (${format.name}, ${format.bytes}-byte texels), the program was recompiled for ${pin.texelBytes}-byte texels (dynamicImages)`;
  if (pin.atomics && (format.bits.length !== 1 || format.bits[0] !== 32))
    return `${at} has FORMAT ${rsrc.format} (${format.name}): the program's image atomics need one 32-bit component`;
  const problem = viewProblem(rsrc);
  if (problem) return `${at}: ${problem}`;
  for (const need of pin.needs ?? []) {
    const unmet = needProblem(rsrc, format, need);
    if (unmet) return `${at} has ${unmet}`;
  }
  const levels = pin.levels ?? 1;
  if (rsrc.lastLevel - rsrc.baseLevel + 1 !== levels)
    return `${at} views mip levels ${rsrc.baseLevel}..${rsrc.lastLevel}, the program was recompiled for a view of ${levels} (dynamicImages levels)`;
  return undefined;
}
