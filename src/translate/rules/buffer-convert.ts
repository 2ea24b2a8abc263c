/**
 * The buffer formats as the translator sees them (component layouts by unified FORMAT code) and the
 * exact conversions of one component between its raw bits and a VGPR value, for a width and number
 * format known at recompile time. buffer-format.ts (format loads and stores), buffer-format-dynamic.ts
 * (the run-time selection over formats) and the image rules (image-texel.ts, image.ts) use them.
 *
 * Components are listed from the least significant bits (the name lists the most significant first:
 * 10_11_11 is x:11 y:11 z:10).
 *
 * Conversions on load, per component of w bits: UINT zero-extends, SINT sign-extends, FLOAT widens
 * (16-bit through fpext, with NaNs rebuilt bit by bit so payloads survive; 11/10-bit unsigned floats bit
 * by bit), UNORM is raw / (2^w - 1), SNORM max(raw / (2^(w-1) - 1), -1), SCALED the integer as a float.
 * d16 loads give 16-bit results (UNORM/SNORM computed in f32 and narrowed: docs/debt.md lists the double
 * rounding). Stores: UINT/SINT keep the low w bits, FLOAT narrows with round-to-nearest-even (11/10-bit
 * floats from the f32 bits, saturating to infinity; negative values store 0), UNORM/SNORM clamp and
 * round half to even (in f64, exact), SCALED convert toward zero, saturating.
 */

import type { ValueId } from '../../ir/function.js';
import { F16, F32, F64, I1, I16, I32, I64 } from '../../ir/types.js';
import { DATA_FORMATS, type NumberFormat } from '../../isa/tables/buffer-data-formats.js';
import { UNIFIED_FORMATS } from '../../isa/tables/mtbuf.js';

export type { NumberFormat };

import type { TranslationContext } from '../context.js';
import { k32 } from './memory-common.js';

/** A buffer format: component widths and bit positions, number format, element bytes. */
export interface Format {
  readonly name: string;
  readonly number: NumberFormat;
  readonly bits: readonly number[];
  readonly shifts: readonly number[];
  readonly bytes: number;
}

/** The buffer format of a unified FORMAT code, or undefined. */
export function formatOf(code: number): Format | undefined {
  const name = UNIFIED_FORMATS[code];
  if (name === undefined) return undefined;
  const cut = name.lastIndexOf('_');
  const bits = DATA_FORMATS[name.slice(0, cut)];
  if (!bits) return undefined;
  const shifts: number[] = [];
  let at = 0;
  for (const w of bits) {
    shifts.push(at);
    at += w;
  }
  return { name, number: name.slice(cut + 1).toLowerCase() as NumberFormat, bits, shifts, bytes: at / 8 };
}

// ---------------------------------------------------------------------------------------------------
// Conversions
// ---------------------------------------------------------------------------------------------------

const f32Const = (t: TranslationContext, v: number): ValueId => t.b.constFloat(F32, v);
const f64Const = (t: TranslationContext, v: number): ValueId => t.b.constFloat(F64, v);
const mask = (w: number): number => (w === 32 ? 0xffffffff : (1 << w) - 1);
const bitsOf = (t: TranslationContext, x: ValueId): ValueId => t.b.value('bitcast', I32, x);

/** Component `i` of an element held in dwords, as raw unsigned bits (i32). */
export function component(
  t: TranslationContext,
  fmt: Format,
  dwords: readonly ValueId[],
  i: number,
): ValueId {
  const w = fmt.bits[i] as number;
  const shift = fmt.shifts[i] as number;
  const d = dwords[shift >> 5] as ValueId;
  if (w === 32) return d;
  return t.b.value('and', I32, t.b.value('lshr', I32, d, k32(t, shift & 31)), k32(t, mask(w)));
}

/** The f32 bits of an unsigned 11/10-bit float (5-bit exponent, `mant` mantissa bits), exactly. */
export function smallFloatToF32(t: TranslationContext, raw: ValueId, mant: number): ValueId {
  const b = t.b;
  const e = b.value('lshr', I32, raw, k32(t, mant));
  const m = b.value('and', I32, raw, k32(t, (1 << mant) - 1));
  const mShift = b.value('shl', I32, m, k32(t, 23 - mant));
  const normal = b.value(
    'or',
    I32,
    b.value('shl', I32, b.value('iadd', I32, e, k32(t, 112)), k32(t, 23)),
    mShift,
  );
  const special = b.value('or', I32, k32(t, 0x7f800000), mShift);
  const denorm = bitsOf(t, b.value('fmul', F32, b.value('utof', F32, m), f32Const(t, 2 ** (-14 - mant))));
  const isSpecial = b.value('icmp.eq', I1, e, k32(t, 31));
  const isZeroExp = b.value('icmp.eq', I1, e, k32(t, 0));
  return b.value('select', I32, isSpecial, special, b.value('select', I32, isZeroExp, denorm, normal));
}

/** The f32 bits of an f16 pattern (i32 low bits): fpext, NaNs rebuilt with their payload. */
export function halfToF32(t: TranslationContext, raw: ValueId): ValueId {
  const b = t.b;
  const widened = bitsOf(t, b.value('fpext', F32, b.value('bitcast', F16, b.value('trunc', I16, raw))));
  const sign = b.value('shl', I32, b.value('and', I32, raw, k32(t, 0x8000)), k32(t, 16));
  const nan = b.value(
    'or',
    I32,
    b.value('or', I32, sign, k32(t, 0x7f800000)),
    b.value('shl', I32, b.value('and', I32, raw, k32(t, 0x3ff)), k32(t, 13)),
  );
  const isNan = b.value('icmp.ugt', I1, b.value('and', I32, raw, k32(t, 0x7fff)), k32(t, 0x7c00));
  return b.value('select', I32, isNan, nan, widened);
}

/**
 * `m / (2^p - 1)` as an f32, correctly rounded, for `m` of at most `p` bits (i32): in binary the
 * quotient is m's p bits repeated forever, so m times the repetition constant (as many copies as fit
 * in 64 bits) holds it, and one integer-to-float conversion (correctly rounded in Vulkan) and an
 * exact power-of-two scale give the f32. The copies after the rounding position always include a
 * whole period (nonzero for m > 0), which settles the rounding as the infinite expansion would; a
 * host division would be 1 ULP off on some hosts (NVIDIA).
 */
export function repeatingQuotient(t: TranslationContext, m: ValueId, p: number): ValueId {
  const { repeat, exponent } = repeatingConstants(p);
  return repeatingQuotientWith(t, m, t.b.const(I64, repeat), k32(t, exponent));
}

/** repeatingQuotient's constants for `p` bits: the repetition (i64) and the power-of-two scale. */
export function repeatingConstants(p: number): { repeat: bigint; exponent: number } {
  const copies = Math.floor(64 / p);
  let repeat = 0n;
  for (let k = 0; k < copies; k++) repeat |= 1n << BigInt(k * p);
  return { repeat, exponent: -copies * p };
}

/** repeatingQuotient with its constants as values (i64 repetition, i32 exponent). */
export function repeatingQuotientWith(
  t: TranslationContext,
  m: ValueId,
  repeat: ValueId,
  exponent: ValueId,
): ValueId {
  const b = t.b;
  const bits = b.value('imul', I64, b.value('zext', I64, m), repeat);
  return b.value('ldexp', F32, b.value('utof', F32, bits), exponent);
}

/** The f32 value (as F32) a UNORM/SNORM/SCALED component stands for. */
function realValue(t: TranslationContext, raw: ValueId, w: number, nf: NumberFormat): ValueId {
  const b = t.b;
  const signed = (): ValueId => (w === 32 ? raw : b.value('sbfe', I32, raw, k32(t, 0), k32(t, w)));
  switch (nf) {
    case 'unorm':
      if (w <= 16) return repeatingQuotient(t, raw, w);
      return b.value('fdiv', F32, b.value('utof', F32, raw), f32Const(t, 2 ** w - 1));
    case 'snorm': {
      if (w <= 16) {
        // |s| / (2^(w-1) - 1) with the most negative code clamped to -1, the sign set on the bits.
        const s = signed();
        const negative = b.value('icmp.slt', I1, s, k32(t, 0));
        const magnitude = b.value('select', I32, negative, b.value('isub', I32, k32(t, 0), s), s);
        const top = k32(t, 2 ** (w - 1) - 1);
        const q = repeatingQuotient(t, b.value('umin', I32, magnitude, top), w - 1);
        const sign = b.value('select', I32, negative, k32(t, 0x80000000), k32(t, 0));
        return b.value('bitcast', F32, b.value('or', I32, b.value('bitcast', I32, q), sign));
      }
      const q = b.value('fdiv', F32, b.value('stof', F32, signed()), f32Const(t, 2 ** (w - 1) - 1));
      return b.value('fmax', F32, q, f32Const(t, -1));
    }
    case 'uscaled':
      return b.value('utof', F32, raw);
    default:
      return b.value('stof', F32, signed());
  }
}

/** The 32-bit VGPR pattern a format load gives for one raw component. */
export function decode(t: TranslationContext, raw: ValueId, w: number, nf: NumberFormat): ValueId {
  switch (nf) {
    case 'uint':
      return raw;
    case 'sint':
      return w === 32 ? raw : t.b.value('sbfe', I32, raw, k32(t, 0), k32(t, w));
    case 'float':
      if (w === 32) return raw;
      return w === 16 ? halfToF32(t, raw) : smallFloatToF32(t, raw, w - 5);
    default:
      return bitsOf(t, realValue(t, raw, w, nf));
  }
}

/** The 16-bit pattern (i32 low bits) a d16 format load gives for one raw component. */
export function decode16(t: TranslationContext, raw: ValueId, w: number, nf: NumberFormat): ValueId {
  const b = t.b;
  switch (nf) {
    case 'uint':
      return b.value('and', I32, raw, k32(t, 0xffff));
    case 'sint':
      return b.value('and', I32, b.value('sbfe', I32, raw, k32(t, 0), k32(t, w)), k32(t, 0xffff));
    case 'float':
      return w === 16 ? raw : b.value('shl', I32, raw, k32(t, 10 - (w - 5)));
    case 'uscaled':
    case 'sscaled': {
      const src = nf === 'uscaled' ? raw : b.value('sbfe', I32, raw, k32(t, 0), k32(t, w));
      const h = b.value(nf === 'uscaled' ? 'utof' : 'stof', F16, src);
      return b.value('zext', I32, b.value('bitcast', I16, h));
    }
    default: {
      const h = b.value('fptrunc', F16, realValue(t, raw, w, nf));
      return b.value('zext', I32, b.value('bitcast', I16, h));
    }
  }
}

/** An unsigned 11/10-bit float from f32 bits, round to nearest even, saturating to infinity. */
export function f32ToSmallFloat(t: TranslationContext, bits: ValueId, w: number): ValueId {
  const b = t.b;
  const mant = w - 5;
  const shift = 23 - mant;
  const value = b.value('bitcast', F32, bits);
  // Below the smallest normal: an exact scaling and one rounding to an integer mantissa.
  const scaled = b.value('fmul', F32, value, f32Const(t, 2 ** (14 + mant)));
  const small = b.value('ftou', I32, b.value('funary.round_even', F32, scaled));
  const lsb = b.value('and', I32, b.value('lshr', I32, bits, k32(t, shift)), k32(t, 1));
  const rounded = b.value(
    'lshr',
    I32,
    b.value('iadd', I32, b.value('iadd', I32, bits, k32(t, (1 << (shift - 1)) - 1)), lsb),
    k32(t, shift),
  );
  const rebased = b.value('isub', I32, rounded, k32(t, (127 - 15) << mant));
  const inf = 31 << mant;
  const normal = b.value('umin', I32, rebased, k32(t, inf));
  const isSmall = b.value('fcmp.olt', I1, value, f32Const(t, 2 ** -14));
  const negative = b.value('icmp.ne', I1, b.value('and', I32, bits, k32(t, 0x80000000)), k32(t, 0));
  const isNan = b.value('icmp.ugt', I1, b.value('and', I32, bits, k32(t, 0x7fffffff)), k32(t, 0x7f800000));
  const nan = b.value('or', I32, k32(t, inf), k32(t, 1 << (mant - 1)));
  const magnitude = b.value('select', I32, isSmall, small, normal);
  return b.value('select', I32, isNan, nan, b.value('select', I32, negative, k32(t, 0), magnitude));
}

/** Raw component bits a store writes from an f32 value (UNORM/SNORM/SCALED/FLOAT), given as F32. */
function encodeReal(t: TranslationContext, v: ValueId, w: number, nf: NumberFormat): ValueId {
  const b = t.b;
  switch (nf) {
    case 'unorm':
    case 'snorm': {
      const lo = nf === 'unorm' ? 0 : -1;
      const c = b.value('fmin', F32, b.value('fmax', F32, v, f32Const(t, lo)), f32Const(t, 1));
      const scale = nf === 'unorm' ? 2 ** w - 1 : 2 ** (w - 1) - 1;
      const product = b.value('fmul', F64, b.value('fpext', F64, c), f64Const(t, scale));
      const r = b.value('funary.round_even', F64, product);
      const i = b.value(nf === 'unorm' ? 'ftou' : 'ftos', I32, r);
      return b.value('and', I32, i, k32(t, mask(w)));
    }
    case 'uscaled':
      return b.value('and', I32, b.value('ftou', I32, v), k32(t, mask(w)));
    case 'sscaled':
      return b.value('and', I32, b.value('ftos', I32, v), k32(t, mask(w)));
    default:
      if (w === 32) return bitsOf(t, v);
      if (w === 16) return b.value('zext', I32, b.value('bitcast', I16, b.value('fptrunc', F16, v)));
      return f32ToSmallFloat(t, bitsOf(t, v), w);
  }
}

/** Raw component bits from a 32-bit VGPR pattern. */
export function encode(t: TranslationContext, value: ValueId, w: number, nf: NumberFormat): ValueId {
  if (nf === 'uint' || nf === 'sint') return w === 32 ? value : t.b.value('and', I32, value, k32(t, mask(w)));
  return encodeReal(t, t.b.value('bitcast', F32, value), w, nf);
}

/** Raw component bits from a 16-bit VGPR half (i32 low bits). */
export function encode16(t: TranslationContext, value: ValueId, w: number, nf: NumberFormat): ValueId {
  const b = t.b;
  if (nf === 'uint' || nf === 'sint') return b.value('and', I32, value, k32(t, mask(w)));
  if (nf === 'float' && w === 16) return b.value('and', I32, value, k32(t, 0xffff));
  const wide = b.value('fpext', F32, b.value('bitcast', F16, b.value('trunc', I16, value)));
  return encodeReal(t, wide, w, nf);
}
