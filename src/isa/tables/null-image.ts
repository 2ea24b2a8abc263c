/**
 * Null T#s: what an image instruction does through a T# whose FORMAT is 0 (INVALID), the one fact the
 * reference executor and the translator share about unbound images.
 *
 * Rule (Mesa radeonsi si_descriptors.c, its null descriptors): "for images, all fields must be zero
 * except for the swizzle, which supports arbitrary combinations of 0s and 1s", and the TYPE must be an
 * image type; its null texture descriptor (DST_SEL_W = SEL_1, TYPE 1D) reads (0, 0, 0, 1) and its null
 * image descriptor reads 0. So the texture unit fetches nothing and applies DST_SEL: each result
 * channel is its DST_SEL constant (SEL_0: 0, SEL_1: one, a selector naming a texel channel: 0).
 * RADV writes all eight dwords zero (TYPE 0 included) for the FMASK descriptor of an image without
 * FMASK (radv_image.c, gfx10_make_texture_descriptor) and for null descriptors, and ACO loads through
 * that FMASK descriptor unconditionally, so the all-zero T# is a null T# too.
 *
 * Refused (DescriptorError): FORMAT 0 with a TYPE that is not an image type (radeonsi says the
 * hardware hangs; the all-zero T# excepted, as RADV relies on it), with a reserved DST_SEL, or with
 * any other bit set (the rule above requires them zero; what the hardware does with them is not
 * stated).
 */
import { InternalError } from '../../util/errors.js';
import { DescriptorError, type DescriptorField } from './descriptor-fields.js';
import { DST_SEL, IMAGE_RESOURCE_FIELDS, IMAGE_TYPES } from './image-descriptor.js';

/** A null T#: the four DST_SEL values (0 = 0, 1 = 1, 4..7 = a texel channel, which reads 0). */
export interface NullImage {
  readonly dstSel: readonly [number, number, number, number];
}

const field = (name: string): DescriptorField => {
  const f = IMAGE_RESOURCE_FIELDS.find((x) => x.name === name);
  if (!f) throw new InternalError(`no T# field ${name}`);
  return f;
};
const mask = (f: DescriptorField): number => ((2 ** f.width - 1) * 2 ** f.shift) >>> 0;

const FORMAT = field('FORMAT');
const TYPE = field('TYPE');
const SELS = ['DST_SEL_X', 'DST_SEL_Y', 'DST_SEL_Z', 'DST_SEL_W'].map(field);
/** The bits a null T# may set, by dword: DST_SEL_X..W and TYPE (all in dword 3). */
const ALLOWED = Array.from({ length: 8 }, (_, i) =>
  [...SELS, TYPE].filter((f) => f.dword === i).reduce((m, f) => (m | mask(f)) >>> 0, 0),
);

const read = (word: number, f: { shift: number; width: number }): number =>
  Math.floor((word >>> 0) / 2 ** f.shift) % 2 ** f.width;

/**
 * The null T# `words` (eight dwords) stand for, or undefined when FORMAT is not 0; throws a
 * DescriptorError for a FORMAT-0 T# outside the rule (module overview).
 */
export function nullImage(words: ArrayLike<number>): NullImage | undefined {
  const word = (i: number): number => (words[i] ?? 0) >>> 0;
  if (read(word(FORMAT.dword), FORMAT) !== 0) return undefined;
  const dstSel = SELS.map((f) => read(word(3), f)) as [number, number, number, number];
  if (Array.from({ length: 8 }, (_, i) => word(i)).every((w) => w === 0)) return { dstSel };
  const type = read(word(3), TYPE);
  if (IMAGE_TYPES[type as keyof typeof IMAGE_TYPES] === undefined)
    throw new DescriptorError(
      'T#',
      'TYPE',
      type,
      'FORMAT INVALID (a null T#) with a TYPE that is not an image type: radeonsi states the hardware hangs',
    );
  SELS.forEach((f, k) => {
    const sel = dstSel[k] as number;
    if (DST_SEL[sel as keyof typeof DST_SEL] === undefined)
      throw new DescriptorError('T#', f.name, sel, 'reserved value');
  });
  for (let i = 0; i < 8; i++) {
    const extra = (word(i) & ~(ALLOWED[i] as number)) >>> 0;
    if (extra === 0) continue;
    const low = 31 - Math.clz32(extra & -extra);
    const f = IMAGE_RESOURCE_FIELDS.find((x) => x.dword === i && low >= x.shift && low < x.shift + x.width);
    throw new DescriptorError(
      'T#',
      f?.name ?? `dword ${i} bit ${low}`,
      f ? read(word(i), f) : 1,
      'set in a null T# (FORMAT INVALID): only DST_SEL and TYPE may be nonzero (radeonsi), what the hardware does with other fields is not stated',
    );
  }
  return { dstSel };
}

/**
 * Result channel `k` of any fetch through a null T#: its DST_SEL constant, `one` for SEL_1 (the
 * caller's 1 in the result's number type), 0 otherwise.
 */
export function nullChannel(image: NullImage, k: number, one: number): number {
  return image.dstSel[k] === 1 ? one : 0;
}
