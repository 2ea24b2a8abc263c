/**
 * Format loads and stores through a V# whose dword 3 (DST_SEL, FORMAT) is read at run time: the
 * program decodes the format and selects, per access, the conversion it needs over every buffer
 * format the translator knows (buffer-convert.ts's table, the same formats as reference/formats.ts).
 *
 * Shape of the code, kept small on purpose: two packed tables looked up by select chains (FORMAT ->
 * layout and number format, layout -> element bytes, component count, widths and bit positions), one
 * raw element read or write shared by every format (dword 0 by its size, 1, 2 or 4 bytes, and dwords
 * 1..3 where the element has them), a component extracted by its run-time position and width, and one
 * conversion per number format, generic in the width (constants chosen by width where the known-format
 * path bakes them in), chosen by a select on the number format. Every conversion computes what the
 * known-format path (buffer-convert.ts) computes for that width, with the same operations, so the two
 * paths give the same bits.
 *
 * What the executor refuses is given a defined result here, since no refusal can be raised at run
 * time (docs/debt.md): a FORMAT that is not a buffer format (78..127) acts as an unbound V# (loads read
 * 0, SEL_1 included; stores are dropped); a reserved dst_sel (2, 3) or one naming a component the
 * format lacks reads 0; a store supplying fewer components than the format has is dropped; d16 forms
 * of formats with 32-bit components read the low 16 bits of the raw component and store the half
 * widened to f32 (FLOAT) or zero-extended (UINT/SINT); values the conversions leave open (NaN,
 * out-of-range integers) convert as the known-format path converts them.
 */

import type { ValueId } from '../../ir/function.js';
import { F16, F32, F64, I1, I16, I32, I64, type TypeId } from '../../ir/types.js';
import { InternalError } from '../../util/errors.js';
import type { TranslationContext } from '../context.js';
import { type BufferLane, unitAddress, unitInRange } from './buffer-address.js';
import {
  f32ToSmallFloat,
  formatOf,
  halfToF32,
  type NumberFormat,
  repeatingConstants,
  repeatingQuotientWith,
  smallFloatToF32,
} from './buffer-convert.js';
import { guard, ifElse, k32, k64, readGuest, when, writeGuest } from './memory-common.js';

/** Number formats by the index the run-time table stores. */
const NUMBER_FORMATS: readonly NumberFormat[] = [
  'unorm',
  'snorm',
  'uscaled',
  'sscaled',
  'uint',
  'sint',
  'float',
];
/** The index of a number format in the run-time tables (DynamicFormat.nf). */
export const NF = (nf: NumberFormat): number => NUMBER_FORMATS.indexOf(nf);

/** A component layout: widths and bit positions (x first), element bytes. */
interface Layout {
  readonly bits: readonly number[];
  readonly shifts: readonly number[];
  readonly bytes: number;
}

/** The run-time tables, built from formatOf over every FORMAT code. */
interface Tables {
  readonly layouts: readonly Layout[];
  /** Per FORMAT code: 0 for none, else 0x80 | layout << 3 | number format index. */
  readonly info: readonly number[];
  /** The widths each number format occurs with. */
  readonly widths: Readonly<Record<NumberFormat, readonly number[]>>;
}

function buildTables(): Tables {
  const layouts: Layout[] = [];
  const info: number[] = [];
  const widths = Object.fromEntries(NUMBER_FORMATS.map((nf) => [nf, [] as number[]])) as Record<
    NumberFormat,
    number[]
  >;
  for (let code = 0; code < 128; code++) {
    const fmt = formatOf(code);
    if (!fmt) {
      info.push(0);
      continue;
    }
    let at = layouts.findIndex((l) => l.bits.join() === fmt.bits.join());
    if (at < 0) at = layouts.push({ bits: fmt.bits, shifts: fmt.shifts, bytes: fmt.bytes }) - 1;
    info.push(0x80 | (at << 3) | NF(fmt.number));
    for (const w of fmt.bits) if (!widths[fmt.number].includes(w)) widths[fmt.number].push(w);
  }
  // The packing below holds 16 layouts; UNORM/SNORM conversions exist for widths up to 16 bits.
  if (layouts.length > 16 || [...widths.unorm, ...widths.snorm].some((w) => w > 16))
    throw new InternalError('buffer format table outgrew its run-time packing');
  return { layouts, info, widths };
}

const TABLES = buildTables();

/** The fields of a FORMAT read at run time (all i32 but `valid`). */
export interface DynamicFormat {
  /** A buffer format (FORMAT names one; 0 and the codes past the table do not), i1. */
  readonly valid: ValueId;
  /** Index into NUMBER_FORMATS. */
  readonly nf: ValueId;
  readonly bytes: ValueId;
  readonly count: ValueId;
  readonly widths: readonly ValueId[];
  readonly shifts: readonly ValueId[];
}

const eq = (t: TranslationContext, a: ValueId, k: number): ValueId => t.b.value('icmp.eq', I1, a, k32(t, k));

/** `pick(k)` where `key == k` over `keys` (i32 key); the last key is the default. */
export function selectBy(
  t: TranslationContext,
  type: TypeId,
  key: ValueId,
  keys: readonly number[],
  pick: (k: number) => ValueId,
): ValueId {
  let out = pick(keys[keys.length - 1] as number);
  for (let i = keys.length - 2; i >= 0; i--) {
    const k = keys[i] as number;
    out = t.b.value('select', type, eq(t, key, k), pick(k), out);
  }
  return out;
}

const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);

/** Bits [at, at + n) of an i64 as an i32. */
function bitsOf64(t: TranslationContext, word: ValueId, at: number, n: number): ValueId {
  const low = t.b.value('trunc', I32, t.b.value('lshr', I64, word, k64(t, at)));
  return t.b.value('ubfe', I32, low, k32(t, 0), k32(t, n));
}

/** Layout word: widths 6 bits each from bit 0, shifts 7 bits each from 24, bytes at 52, count at 58. */
function layoutWord(l: Layout): bigint {
  let word = BigInt(l.bytes) << 52n;
  word |= BigInt(l.bits.length) << 58n;
  l.bits.forEach((w, i) => {
    word |= BigInt(w) << BigInt(6 * i);
    word |= BigInt(l.shifts[i] as number) << BigInt(24 + 7 * i);
  });
  return word;
}

/** Decodes FORMAT (dword 3 bits [18:12]) through the tables. */
function dynamicFormat(t: TranslationContext, d3: ValueId): DynamicFormat {
  return formatFieldsOf(t, t.b.value('ubfe', I32, d3, k32(t, 12), k32(t, 7)));
}

/** Decodes a unified FORMAT code read at run time (i32, 0..127) through the tables (T#s use it too). */
export function formatFieldsOf(t: TranslationContext, code: ValueId): DynamicFormat {
  const b = t.b;
  // Eight codes' info bytes per i64, up to the last valid code (later codes read 0).
  const last = TABLES.info.reduce((at, x, code) => (x !== 0 ? code : at), 0);
  const packed = range((last >> 3) + 1).map((w) =>
    range(8).reduce((acc, i) => acc | (BigInt(TABLES.info[8 * w + i] ?? 0) << BigInt(8 * i)), 0n),
  );
  const group = b.value('lshr', I32, code, k32(t, 3));
  let word = k64(t, 0);
  for (let w = packed.length - 1; w >= 0; w--)
    word = b.value('select', I64, eq(t, group, w), b.const(I64, packed[w] as bigint), word);
  const byteAt = b.value('shl', I32, b.value('and', I32, code, k32(t, 7)), k32(t, 3));
  const info = b.value(
    'and',
    I32,
    b.value('trunc', I32, b.value('lshr', I64, word, b.value('zext', I64, byteAt))),
    k32(t, 0xff),
  );
  const layout = b.value('ubfe', I32, info, k32(t, 3), k32(t, 4));
  const lw = selectBy(t, I64, layout, range(TABLES.layouts.length), (i) =>
    b.const(I64, layoutWord(TABLES.layouts[i] as Layout)),
  );
  return {
    valid: b.value('icmp.ne', I1, info, k32(t, 0)),
    nf: b.value('and', I32, info, k32(t, 7)),
    bytes: bitsOf64(t, lw, 52, 5),
    count: bitsOf64(t, lw, 58, 3),
    widths: range(4).map((i) => bitsOf64(t, lw, 6 * i, 6)),
    shifts: range(4).map((i) => bitsOf64(t, lw, 24 + 7 * i, 7)),
  };
}

// ---------------------------------------------------------------------------------------------------
// Conversions generic in the width (each the known-format conversion of buffer-convert.ts)
// ---------------------------------------------------------------------------------------------------

/** `m / (2^p - 1)` (repeatingQuotient) for `p` read at run time among `ps`. */
function quotient(t: TranslationContext, m: ValueId, p: ValueId, ps: readonly number[]): ValueId {
  const repeat = selectBy(t, I64, p, ps, (k) => t.b.const(I64, repeatingConstants(k).repeat));
  const exponent = selectBy(t, I32, p, ps, (k) => k32(t, repeatingConstants(k).exponent));
  return repeatingQuotientWith(t, m, repeat, exponent);
}

/** The F32 values of a UNORM and an SNORM component of width `w`. */
function normValues(t: TranslationContext, raw: ValueId, w: ValueId): { unorm: ValueId; snorm: ValueId } {
  const b = t.b;
  const unorm = quotient(t, raw, w, TABLES.widths.unorm);
  // |s| / (2^(w-1) - 1) with the most negative code clamped to -1, the sign set on the bits.
  const s = b.value('sbfe', I32, raw, k32(t, 0), w);
  const negative = b.value('icmp.slt', I1, s, k32(t, 0));
  const magnitude = b.value('select', I32, negative, b.value('isub', I32, k32(t, 0), s), s);
  const p = b.value('isub', I32, w, k32(t, 1));
  const top = b.value('isub', I32, b.value('shl', I32, k32(t, 1), p), k32(t, 1));
  const ps = TABLES.widths.snorm.map((k) => k - 1);
  const q = quotient(t, b.value('umin', I32, magnitude, top), p, ps);
  const sign = b.value('select', I32, negative, k32(t, 0x80000000), k32(t, 0));
  const snorm = b.value('bitcast', F32, b.value('or', I32, b.value('bitcast', I32, q), sign));
  return { unorm, snorm };
}

/**
 * The VGPR pattern a format load gives for raw component bits `raw` of width `w` (i32; 16-bit
 * patterns in the low half for d16) in the number format `nf` (an index into NUMBER_FORMATS).
 */
export function decodeAny(
  t: TranslationContext,
  raw: ValueId,
  w: ValueId,
  nf: ValueId,
  d16: boolean,
): ValueId {
  const b = t.b;
  const signed = b.value('sbfe', I32, raw, k32(t, 0), w);
  const { unorm, snorm } = normValues(t, raw, w);
  const half = (v: ValueId): ValueId =>
    b.value('zext', I32, b.value('bitcast', I16, b.value('fptrunc', F16, v)));
  const h16 = (v: ValueId): ValueId => b.value('and', I32, v, k32(t, 0xffff));
  const bits = (v: ValueId): ValueId => b.value('bitcast', I32, v);
  const floats = TABLES.widths.float;
  const byFormat: Record<NumberFormat, ValueId> = d16
    ? {
        unorm: half(unorm),
        snorm: half(snorm),
        uscaled: b.value('zext', I32, b.value('bitcast', I16, b.value('utof', F16, raw))),
        sscaled: b.value('zext', I32, b.value('bitcast', I16, b.value('stof', F16, signed))),
        uint: h16(raw),
        sint: h16(signed),
        float: selectBy(t, I32, w, floats, (k) =>
          k === 16 || k === 32 ? h16(raw) : b.value('shl', I32, raw, k32(t, 10 - (k - 5))),
        ),
      }
    : {
        unorm: bits(unorm),
        snorm: bits(snorm),
        uscaled: bits(b.value('utof', F32, raw)),
        sscaled: bits(b.value('stof', F32, signed)),
        uint: raw,
        sint: signed,
        float: selectBy(t, I32, w, floats, (k) =>
          k === 32 ? raw : k === 16 ? halfToF32(t, raw) : smallFloatToF32(t, raw, k - 5),
        ),
      };
  return selectBy(
    t,
    I32,
    nf,
    range(NUMBER_FORMATS.length),
    (i) => byFormat[NUMBER_FORMATS[i] as NumberFormat],
  );
}

/** Raw component bits a format store writes from a VGPR pattern (a 16-bit half for d16). */
export function encodeAny(
  t: TranslationContext,
  value: ValueId,
  w: ValueId,
  nf: ValueId,
  d16: boolean,
): ValueId {
  const b = t.b;
  const f32 = (v: number): ValueId => b.constFloat(F32, v);
  const low = (v: ValueId): ValueId => b.value('ubfe', I32, v, k32(t, 0), w);
  const real = d16
    ? b.value('fpext', F32, b.value('bitcast', F16, b.value('trunc', I16, value)))
    : b.value('bitcast', F32, value);
  const norm = (signed: boolean): ValueId => {
    const c = b.value('fmin', F32, b.value('fmax', F32, real, f32(signed ? -1 : 0)), f32(1));
    const widths = signed ? TABLES.widths.snorm : TABLES.widths.unorm;
    const scale = selectBy(t, F64, w, widths, (k) =>
      b.constFloat(F64, signed ? 2 ** (k - 1) - 1 : 2 ** k - 1),
    );
    const r = b.value('funary.round_even', F64, b.value('fmul', F64, b.value('fpext', F64, c), scale));
    return low(b.value(signed ? 'ftos' : 'ftou', I32, r));
  };
  const float = selectBy(t, I32, w, TABLES.widths.float, (k) => {
    if (k === 32) return d16 ? b.value('bitcast', I32, real) : value;
    if (k === 16)
      return d16
        ? b.value('and', I32, value, k32(t, 0xffff))
        : b.value('zext', I32, b.value('bitcast', I16, b.value('fptrunc', F16, real)));
    return f32ToSmallFloat(t, b.value('bitcast', I32, real), k);
  });
  const byFormat: Record<NumberFormat, ValueId> = {
    unorm: norm(false),
    snorm: norm(true),
    uscaled: low(b.value('ftou', I32, real)),
    sscaled: low(b.value('ftos', I32, real)),
    uint: low(value),
    sint: low(value),
    float,
  };
  return selectBy(
    t,
    I32,
    nf,
    range(NUMBER_FORMATS.length),
    (i) => byFormat[NUMBER_FORMATS[i] as NumberFormat],
  );
}

// ---------------------------------------------------------------------------------------------------
// Element access
// ---------------------------------------------------------------------------------------------------

/** The four dwords of an element of `bytes` (1, 2, 4, 8, 12 or 16) at `address` (0 past its end). */
function readElement(t: TranslationContext, address: ValueId, bytes: ValueId): ValueId[] {
  const first = ifElse(
    t,
    eq(t, bytes, 1),
    [I32],
    () => readGuest(t, address, 1),
    () =>
      ifElse(
        t,
        eq(t, bytes, 2),
        [I32],
        () => readGuest(t, address, 2),
        () => readGuest(t, address, 4),
      ),
  );
  const rest = [1, 2, 3].map(
    (k) =>
      when(
        t,
        t.b.value('icmp.ugt', I1, bytes, k32(t, 4 * k)),
        [I32],
        () => readGuest(t, t.b.value('iadd', I64, address, k64(t, 4 * k)), 4),
        [k32(t, 0)],
      )[0] as ValueId,
  );
  return [...first, ...rest];
}

/** Writes the `bytes` bytes of an element from its four dwords. */
function writeElement(
  t: TranslationContext,
  address: ValueId,
  bytes: ValueId,
  words: readonly ValueId[],
): void {
  ifElse(
    t,
    eq(t, bytes, 1),
    [],
    () => {
      writeGuest(t, address, 1, words);
      return [];
    },
    () =>
      ifElse(
        t,
        eq(t, bytes, 2),
        [],
        () => {
          writeGuest(t, address, 2, words);
          return [];
        },
        () => {
          writeGuest(t, address, 4, words);
          return [];
        },
      ),
  );
  for (const k of [1, 2, 3]) {
    guard(t, t.b.value('icmp.ugt', I1, bytes, k32(t, 4 * k)), () =>
      writeGuest(t, t.b.value('iadd', I64, address, k64(t, 4 * k)), 4, [words[k] as ValueId]),
    );
  }
}

const zext64 = (t: TranslationContext, v: ValueId): ValueId => t.b.value('zext', I64, v);

/**
 * The values (one per component of the access, 16-bit patterns for d16) a format load gives in each
 * lane, with dword 3 `d3` read at run time; `live` is where the load takes effect (active lanes).
 */
export function loadAnyFormat(
  t: TranslationContext,
  l: BufferLane,
  d3: ValueId,
  count: number,
  d16: boolean,
  live: ValueId,
): ValueId[] {
  const b = t.b;
  const f = dynamicFormat(t, d3);
  const sels = range(count).map((k) => b.value('ubfe', I32, d3, k32(t, 3 * k), k32(t, 3)));
  const inRange = unitInRange(t, l, 0, { dynamic: zext64(t, f.bytes) });
  const loads = b.value('and', I1, b.value('and', I1, live, f.valid), inRange);
  const zero = k32(t, 0);
  const fetched = when(
    t,
    loads,
    sels.map(() => I32),
    () => {
      const dwords = readElement(t, unitAddress(t, l, 0), f.bytes);
      return sels.map((s) => {
        const i = b.value('and', I32, s, k32(t, 3));
        const w = selectBy(t, I32, i, range(4), (k) => f.widths[k] as ValueId);
        const shift = selectBy(t, I32, i, range(4), (k) => f.shifts[k] as ValueId);
        const dword = selectBy(
          t,
          I32,
          b.value('lshr', I32, shift, k32(t, 5)),
          range(4),
          (k) => dwords[k] as ValueId,
        );
        const raw = b.value('ubfe', I32, dword, b.value('and', I32, shift, k32(t, 31)), w);
        const value = decodeAny(t, raw, w, f.nf, d16);
        // SEL_0, SEL_1 (below), the reserved 2 and 3, and components the format lacks read 0 here.
        const present = b.value(
          'and',
          I1,
          b.value('icmp.uge', I1, s, k32(t, 4)),
          b.value('icmp.ne', I1, w, zero),
        );
        return b.value('select', I32, present, value, zero);
      });
    },
    sels.map(() => zero),
  );
  const integer = b.value('or', I1, eq(t, f.nf, NF('uint')), eq(t, f.nf, NF('sint')));
  const one = b.value('select', I32, integer, k32(t, 1), k32(t, d16 ? 0x3c00 : 0x3f800000));
  return sels.map((s, k) =>
    b.value('select', I32, b.value('and', I1, f.valid, eq(t, s, 1)), one, fetched[k] as ValueId),
  );
}

/**
 * A format store of `values` (one per component supplied, 16-bit halves for d16) with dword 3 `d3`
 * read at run time, in the lanes `live` (active lanes).
 */
export function storeAnyFormat(
  t: TranslationContext,
  l: BufferLane,
  d3: ValueId,
  values: readonly ValueId[],
  d16: boolean,
  live: ValueId,
): void {
  const b = t.b;
  const f = dynamicFormat(t, d3);
  const supplied = b.value('icmp.ule', I1, f.count, k32(t, values.length));
  const inRange = unitInRange(t, l, 0, { dynamic: zext64(t, f.bytes) });
  const stores = b.value('and', I1, b.value('and', I1, live, f.valid), b.value('and', I1, supplied, inRange));
  guard(t, stores, () => {
    const zero = k32(t, 0);
    const words = [zero, zero, zero, zero];
    values.forEach((v, i) => {
      const w = f.widths[i] as ValueId;
      const shift = f.shifts[i] as ValueId;
      const raw = b.value('select', I32, eq(t, w, 0), zero, encodeAny(t, v, w, f.nf, d16));
      const placed = b.value('shl', I32, raw, b.value('and', I32, shift, k32(t, 31)));
      const at = b.value('lshr', I32, shift, k32(t, 5));
      for (const d of range(4)) {
        const part = b.value('select', I32, eq(t, at, d), placed, zero);
        words[d] = b.value('or', I32, words[d] as ValueId, part);
      }
    });
    writeElement(t, unitAddress(t, l, 0), f.bytes, words);
  });
}
