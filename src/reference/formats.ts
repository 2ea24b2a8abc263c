/**
 * Buffer data formats of gfx10 as one table: every unified FORMAT code (the 7-bit field of a V# and of
 * MTBUF instructions, names from the isa layer's table) maps to a component layout (bit widths from
 * the least significant bit: AMD names formats from the most significant component, so 2_10_10_10 is
 * x:10 y:10 z:10 w:2 and 10_11_11 is x:11 y:11 z:10) and a number format with its conversions.
 *
 * Conversions are exact where the result is a widening or a correctly rounded division (UNORM/SNORM
 * loads), and refuse (FormatError) where the hardware's choice is not specified: integer values that
 * do not fit a narrower store format, non-integral or NaN values stored to SCALED formats, NaN stored
 * to float formats, negative or overflowing values stored to the unsigned 10/11-bit floats, 32-bit
 * components in d16 forms. The residual tolerances the differential harness must allow are exported
 * in FORMAT_LOAD_ULP / FORMAT_STORE_ULP (docs/debt.md).
 */
import { DATA_FORMATS, type NumberFormat } from '../isa/tables/buffer-data-formats.js';
import { UNIFIED_FORMATS } from '../isa/tables/mtbuf.js';

export { DATA_FORMATS, type NumberFormat };

import { f16, f16Bits, f32, f32Bits } from './float.js';

/** One buffer format: layout plus number format. */
export interface BufferFormat {
  /** The unified FORMAT code. */
  readonly code: number;
  /** `8_8_UNORM`, as LLVM names it without `BUF_FMT_`. */
  readonly name: string;
  readonly number: NumberFormat;
  /** Component widths, x first. */
  readonly bits: readonly number[];
  /** Bit position of each component in the element. */
  readonly shifts: readonly number[];
  /** Element size in bytes. */
  readonly bytes: number;
}

/** A value the format cannot convert exactly, or a format that cannot be used. */
export class FormatError extends Error {}

function buildFormats(): (BufferFormat | undefined)[] {
  const out: (BufferFormat | undefined)[] = [];
  UNIFIED_FORMATS.forEach((name, code) => {
    const cut = name.lastIndexOf('_');
    const layout = DATA_FORMATS[name.slice(0, cut)];
    if (!layout) return;
    const shifts: number[] = [];
    let at = 0;
    for (const w of layout) {
      shifts.push(at);
      at += w;
    }
    out[code] = {
      code,
      name,
      number: name.slice(cut + 1).toLowerCase() as NumberFormat,
      bits: layout,
      shifts,
      bytes: at / 8,
    };
  });
  return out;
}

const FORMATS = buildFormats();

/** The buffer format of a unified FORMAT code (undefined: INVALID or not a buffer format). */
export function bufferFormat(code: number): BufferFormat | undefined {
  return FORMATS[code];
}

/** Every buffer format, by code. */
export function allBufferFormats(): readonly BufferFormat[] {
  return FORMATS.filter((f): f is BufferFormat => f !== undefined);
}

/**
 * Largest error of a format load against the exact value, in units in the last place of the f32 (or,
 * for d16, f16) result. Our loads are correctly rounded; the ISA does not state the hardware's rounding.
 */
export const FORMAT_LOAD_ULP: Readonly<Record<NumberFormat, number>> = {
  unorm: 1,
  snorm: 1,
  uscaled: 0,
  sscaled: 0,
  uint: 0,
  sint: 0,
  float: 0,
};

/**
 * Largest error of a format store, in integer codes (UNORM/SNORM: round-half-even of the exact
 * product) or in ULPs of the narrow float (16/11/10-bit: round-half-even).
 */
export const FORMAT_STORE_ULP: Readonly<Record<NumberFormat, number>> = {
  unorm: 1,
  snorm: 1,
  uscaled: 0,
  sscaled: 0,
  uint: 0,
  sint: 0,
  float: 1,
};

/** The components of an element held in little-endian bytes, as raw unsigned integers. */
export function unpackElement(fmt: BufferFormat, bytes: ArrayLike<number>): number[] {
  return fmt.bits.map((w, i) => {
    const shift = fmt.shifts[i] as number;
    const d = shift >>> 5;
    const word =
      ((bytes[4 * d] as number) |
        ((bytes[4 * d + 1] ?? 0) << 8) |
        ((bytes[4 * d + 2] ?? 0) << 16) |
        ((bytes[4 * d + 3] ?? 0) << 24)) >>>
      0;
    const s = shift & 31;
    return w === 32 ? word : (word >>> s) & ((1 << w) - 1);
  });
}

/** The little-endian bytes of an element from raw component integers. */
export function packElement(fmt: BufferFormat, raw: readonly number[]): number[] {
  const words = new Array<number>(Math.ceil(fmt.bytes / 4)).fill(0);
  fmt.bits.forEach((w, i) => {
    const shift = fmt.shifts[i] as number;
    const d = shift >>> 5;
    const v = w === 32 ? (raw[i] as number) : (raw[i] as number) & ((1 << w) - 1);
    words[d] = ((words[d] as number) | (v << (shift & 31))) >>> 0;
  });
  const out: number[] = [];
  for (let i = 0; i < fmt.bytes; i++) out.push(((words[i >>> 2] as number) >>> (8 * (i & 3))) & 0xff);
  return out;
}

function signExtend(raw: number, w: number): number {
  return w === 32 ? raw | 0 : (raw << (32 - w)) >> (32 - w);
}

/** The value of an unsigned small float (exponent 5 bits, bias 15, `mant` mantissa bits). */
function smallFloatValue(raw: number, mant: number): number {
  const e = raw >>> mant;
  const m = raw & ((1 << mant) - 1);
  if (e === 31) return m === 0 ? Number.POSITIVE_INFINITY : Number.NaN;
  if (e === 0) return m * 2 ** (-14 - mant);
  return (1 + m / 2 ** mant) * 2 ** (e - 15);
}

/** The f32 pattern of a 16/11/10-bit float, NaN payloads shifted into place (not quieted). */
function floatToF32(raw: number, w: number): number {
  if (w === 32) return raw >>> 0;
  const sign = w === 16 ? (raw & 0x8000) << 16 : 0;
  const mant = w === 16 ? 10 : w - 5;
  const mag = w === 16 ? raw & 0x7fff : raw;
  if (mag >>> mant === 31) return (sign | 0x7f800000 | ((mag & ((1 << mant) - 1)) << (23 - mant))) >>> 0;
  const v = w === 16 ? f16(raw) : smallFloatValue(raw, mant);
  return f32Bits(v);
}

/** The f16 pattern of a 16/11/10-bit float (exact: the small floats are f16 with shorter mantissas). */
function floatToF16(raw: number, w: number): number {
  if (w === 16) return raw;
  if (w === 32) throw new FormatError('a 32-bit component has no d16 form');
  return raw << (10 - (w - 5));
}

/** The number a component stands for (UNORM/SNORM/SCALED), exactly. */
function realValue(raw: number, w: number, nf: NumberFormat): number {
  switch (nf) {
    case 'unorm':
      return raw / (2 ** w - 1);
    case 'snorm':
      return Math.max(signExtend(raw, w) / (2 ** (w - 1) - 1), -1);
    case 'uscaled':
      return raw;
    case 'sscaled':
      return signExtend(raw, w);
    default:
      throw new FormatError(`${nf} has no real value`);
  }
}

/** The 32-bit VGPR pattern a format load returns for one raw component. */
export function decodeComponent(raw: number, w: number, nf: NumberFormat): number {
  switch (nf) {
    case 'uint':
      return raw >>> 0;
    case 'sint':
      return signExtend(raw, w) >>> 0;
    case 'float':
      return floatToF32(raw, w);
    default:
      return f32Bits(realValue(raw, w, nf));
  }
}

/** The 16-bit pattern a d16 format load returns for one raw component. */
export function decodeComponent16(raw: number, w: number, nf: NumberFormat): number {
  if (w === 32) throw new FormatError('a 32-bit component has no d16 form');
  switch (nf) {
    case 'uint':
      return raw & 0xffff;
    case 'sint':
      return signExtend(raw, w) & 0xffff;
    case 'float':
      return floatToF16(raw, w);
    default: {
      const h = f16Bits(realValue(raw, w, nf));
      if ((h & 0x7c00) === 0x7c00) throw new FormatError(`${raw} overflows f16 (clamping is not specified)`);
      return h;
    }
  }
}

/** The pattern of the constant 1 a dst_sel of SEL_1 returns (integer for UINT/SINT formats). */
export function oneFor(nf: NumberFormat, d16: boolean): number {
  if (nf === 'uint' || nf === 'sint') return 1;
  return d16 ? 0x3c00 : 0x3f800000;
}

/** Rounds half to even (x finite). */
function roundEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x - Math.trunc(x)) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** Encodes a non-negative finite or infinite number as an unsigned small float, round-half-even. */
function smallFloatBits(v: number, w: number): number {
  const mant = w - 5;
  const hidden = 2 ** mant;
  if (v === Number.POSITIVE_INFINITY) return 31 << mant;
  if (v < 2 ** -14) {
    const m = roundEven(v / 2 ** (-14 - mant)); // exact scaling by a power of two
    return m; // m === hidden rounds up into the smallest normal, whose pattern is the same integer
  }
  let e = Math.floor(Math.log2(v));
  while (2 ** e > v) e -= 1;
  while (2 ** (e + 1) <= v) e += 1;
  let m = roundEven(v / 2 ** (e - mant));
  if (m === 2 * hidden) {
    m = hidden;
    e += 1;
  }
  const exp = e + 15;
  if (exp >= 31) throw new FormatError(`${v} overflows a ${w}-bit float (clamping is not specified)`);
  return (exp << mant) | (m - hidden);
}

function checkFits(v: number, lo: number, hi: number, what: string): number {
  if (!Number.isInteger(v) || v < lo || v > hi) {
    throw new FormatError(
      `${what} ${v} does not fit [${lo}, ${hi}]: the store's conversion is not specified`,
    );
  }
  return v;
}

/** Raw bits of a component from a real value (float input of UNORM/SNORM/SCALED/FLOAT stores). */
function encodeReal(v: number, w: number, nf: NumberFormat): number {
  if (Number.isNaN(v)) throw new FormatError(`NaN stored to a ${nf} format: the result is not specified`);
  switch (nf) {
    case 'unorm': {
      const c = Math.min(Math.max(v, 0), 1);
      return roundEven(c * (2 ** w - 1));
    }
    case 'snorm': {
      const c = Math.min(Math.max(v, -1), 1);
      return roundEven(c * (2 ** (w - 1) - 1)) & (w === 32 ? -1 : (1 << w) - 1);
    }
    case 'uscaled':
      return checkFits(v, 0, 2 ** w - 1, 'uscaled value');
    case 'sscaled':
      return checkFits(v, -(2 ** (w - 1)), 2 ** (w - 1) - 1, 'sscaled value') & ((1 << w) - 1);
    case 'float':
      if (w === 16) return f16Bits(v);
      if (v < 0 || Object.is(v, -0))
        throw new FormatError(`${v} stored to an unsigned ${w}-bit float is not specified`);
      return smallFloatBits(v, w);
    default:
      throw new FormatError(`${nf} is not a real format`);
  }
}

/** Raw component bits a format store writes from a 32-bit VGPR pattern. */
export function encodeComponent(value: number, w: number, nf: NumberFormat): number {
  switch (nf) {
    case 'uint':
      return checkFits(value >>> 0, 0, 2 ** w - 1, 'uint value');
    case 'sint':
      return (
        checkFits(value | 0, -(2 ** (w - 1)), 2 ** (w - 1) - 1, 'sint value') & (w === 32 ? -1 : (1 << w) - 1)
      );
    case 'float':
      if (w === 32) return value >>> 0;
      return encodeReal(f32(value), w, nf);
    default:
      return encodeReal(f32(value), w, nf);
  }
}

/** Raw component bits a d16 format store writes from a 16-bit VGPR half. */
export function encodeComponent16(value: number, w: number, nf: NumberFormat): number {
  if (w === 32) throw new FormatError('a 32-bit component has no d16 form');
  switch (nf) {
    case 'uint':
      return checkFits(value & 0xffff, 0, 2 ** w - 1, 'uint value');
    case 'sint':
      return checkFits((value << 16) >> 16, -(2 ** (w - 1)), 2 ** (w - 1) - 1, 'sint value') & ((1 << w) - 1);
    case 'float':
      if (w === 16) return value & 0xffff;
      return encodeReal(f16(value & 0xffff), w, nf);
    default:
      return encodeReal(f16(value & 0xffff), w, nf);
  }
}
