/**
 * T#s read at run time (issue 16, "descriptors from memory, dynamic"): an image_load/store/atomic whose
 * T# dwords are not recompile-time constants but were loaded from a constant guest address A
 * (descriptor-provenance.ts) is bound by location: the image global carries A, and the runtime reads
 * the T# there when the work starts (driver/guest-images.ts) and makes the host image from it.
 *
 * What is pinned and what is read at run time:
 * - TYPE and FORMAT are pinned by the request (`dynamicImages`, part of the cache key): they decide the
 *   host image's dimension, arrayness and texel size and the texel conversion. The runtime checks the
 *   T# it reads against the pin and refuses naming the field and both values (dynamicImageProblem),
 *   with the checks a known T# gets at recompile time (viewProblem) and a one-level view.
 * - The view's size (WIDTH, HEIGHT, DEPTH at BASE_LEVEL), BASE_ARRAY and DST_SEL are read by the
 *   program from the T# dwords it loaded. A DST_SEL that is reserved or names a component the format
 *   lacks reads 0 (the executor refuses it; no refusal can be raised at run time): as the dynamic V#
 *   path (buffer-format-dynamic.ts) does.
 * - BASE_LEVEL picks the host image's level (the runtime's; the sizes the program computes shift by it).
 *
 * Not bound by location (refused at recompile time naming why): the _mip opcodes (one binding per
 * level needs LAST_LEVEL), image_get_resinfo, sampling and gathers (image-sample.ts), MSAA types.
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import {
  decodeImageResource,
  IMAGE_RESOURCE_FIELDS,
  type ImageType,
} from '../../isa/tables/image-descriptor.js';
import { MIMG_DIMS } from '../../isa/tables/mimg.js';
import type { TranslationContext } from '../context.js';
import type { ImagePin } from '../options.js';
import { component, decode, decode16, type Format, formatOf } from './buffer-convert.js';
import { descriptorLocation } from './descriptor-provenance.js';
import {
  checkedImage,
  checkImageForm,
  declareImage,
  type KnownImage,
  knownWords,
  queryImageWords,
  type TexelView,
  viewProblem,
} from './image-resource.js';
import { k32 } from './memory-common.js';

/** A T# bound by location: its pin and the dwords the program loaded. */
export interface DynamicImage {
  readonly location: bigint;
  readonly type: ImageType;
  readonly format: Format;
  /** FORMAT as pinned (the unified code). */
  readonly formatCode: number;
  /** The T# dwords as the program read them (i32). */
  readonly words: readonly ValueId[];
}

/** An instruction's T#: known at recompile time, or bound by location. */
export type ImageDescriptor = { readonly known: KnownImage } | { readonly dynamic: DynamicImage };

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
  return words ? { known: checkedImage(t, inst, words) } : undefined;
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
  const format = formatOf(pin.format);
  if (!format) throw t.refuse(`pinned image format ${pin.format} is not modelled (not a buffer format)`);
  return { location, type: pin.type, format, formatCode: pin.format, words };
}

/** The image global of a T# bound by location (one level: the view's BASE_LEVEL, chosen at run time). */
export function dynamicGlobal(t: TranslationContext, image: DynamicImage): number {
  return declareImage(t, `@${hex(image.location)}`, image.format, {
    dim: image.type === '3D' ? '3d' : '2d_array',
    descriptor: [],
    level: 0,
    location: { address: image.location, type: image.type, format: image.formatCode },
  });
}

const FIELD = new Map(IMAGE_RESOURCE_FIELDS.map((f) => [f.name, f]));

/** A T# field of the loaded dwords (i32). */
function field(t: TranslationContext, image: DynamicImage, name: string): ValueId {
  const f = FIELD.get(name);
  if (!f) throw t.refuse(`no T# field ${name}`);
  const word = image.words[f.dword] as ValueId;
  return t.b.value('ubfe', I32, word, k32(t, f.shift), k32(t, f.width));
}

/** The view's width, height and depth or slices at BASE_LEVEL, and BASE_ARRAY, from the loaded dwords. */
export function dynamicView(t: TranslationContext, image: DynamicImage): TexelView {
  const one = k32(t, 1);
  const plusOne = (v: ValueId): ValueId => t.b.value('iadd', I32, v, one);
  const level = field(t, image, 'BASE_LEVEL');
  const atLevel = (n: ValueId): ValueId => t.b.value('umax', I32, t.b.value('lshr', I32, n, level), one);
  const widthLo = field(t, image, 'WIDTH_LO');
  const widthHi = field(t, image, 'WIDTH_HI');
  const width = plusOne(t.b.value('or', I32, widthLo, t.b.value('shl', I32, widthHi, k32(t, 2))));
  const type = image.type;
  const height = type.startsWith('1D') ? one : atLevel(plusOne(field(t, image, 'HEIGHT')));
  const depthField = plusOne(field(t, image, 'DEPTH'));
  const arrayed = type.endsWith('ARRAY') || type === 'CUBE';
  const depth = type === '3D' ? atLevel(depthField) : arrayed ? depthField : one;
  return {
    type,
    size: [atLevel(width), height, depth],
    baseArray: arrayed ? field(t, image, 'BASE_ARRAY') : undefined,
  };
}

/**
 * The result channels of a load through a T# bound by location: DST_SEL read from the loaded dword 3
 * per channel, selecting 0, 1 or a converted component (0 for a reserved selector or a component the
 * format lacks). `dwords`: the raw texel.
 */
export function dynamicChannels(
  t: TranslationContext,
  image: DynamicImage,
  channels: readonly number[],
  d16: boolean,
  dwords: readonly ValueId[],
): ValueId[] {
  const fmt = image.format;
  if (d16 && fmt.bits.includes(32))
    throw t.refuse(`${fmt.name} has 32-bit components, which have no d16 form`);
  const integer = fmt.number === 'uint' || fmt.number === 'sint';
  const one = k32(t, integer ? 1 : d16 ? 0x3c00 : 0x3f800000);
  const comps = fmt.bits.map((w, i) => {
    const raw = component(t, fmt, dwords, i);
    return d16 ? decode16(t, raw, w, fmt.number) : decode(t, raw, w, fmt.number);
  });
  const d3 = image.words[3] as ValueId;
  return channels.map((k) => {
    const sel = t.b.value('ubfe', I32, d3, k32(t, 3 * k), k32(t, 3));
    const is = (v: number): ValueId => t.b.value('icmp.eq', I1, sel, k32(t, v));
    let value = t.b.value('select', I32, is(1), one, k32(t, 0));
    comps.forEach((c, i) => {
      value = t.b.value('select', I32, is(4 + i), c, value);
    });
    return value;
  });
}

/**
 * Why the T# `words`, read at run time from a location bound with `pin`, cannot serve the program
 * recompiled for it (the field and both values), or undefined. The runtime calls this before making
 * the image (recompiler/bindings.ts resolveImageBinding).
 */
export function dynamicImageProblem(
  words: readonly number[],
  pin: { readonly address: number | bigint; readonly type: string; readonly format: number },
): string | undefined {
  const at = `the T# at ${hex(pin.address)}`;
  let rsrc: ReturnType<typeof decodeImageResource>;
  try {
    rsrc = decodeImageResource(words);
  } catch (e) {
    return `${at}: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (rsrc.format === 0) return `${at} is unbound (FORMAT INVALID): the result is not specified`;
  if (rsrc.format !== pin.format)
    return `${at} has FORMAT ${rsrc.format}, the program was recompiled for FORMAT ${pin.format} (dynamicImages)`;
  if (rsrc.type !== pin.type)
    return `${at} has TYPE ${rsrc.type}, the program was recompiled for TYPE ${pin.type} (dynamicImages)`;
  const problem = viewProblem(rsrc);
  if (problem) return `${at}: ${problem}`;
  if (rsrc.lastLevel !== rsrc.baseLevel)
    return `${at} views mip levels ${rsrc.baseLevel}..${rsrc.lastLevel}: a T# read at run time is bound as one level (BASE_LEVEL = LAST_LEVEL)`;
  return undefined;
}
