/**
 * Format loads and stores: buffer_{load,store}_format_* (format and dst_sel from the V#, which must be
 * known at recompile time, see buffer.ts) and tbuffer_{load,store}_format_* (format from the
 * instruction, identity dst_sel), with the d16 forms (16-bit values, two per VGPR, x low) and the
 * d16_hi forms (one value in the high half).
 *
 * Formats: every gfx10 unified buffer format (8, 16, 8_8, 32, 16_16, 10_11_11, 11_11_10, 10_10_10_2,
 * 2_10_10_10, 8_8_8_8, 32_32, 16_16_16_16, 32_32_32, 32_32_32_32 with UNORM, SNORM, USCALED,
 * SSCALED, UINT, SINT, FLOAT where defined). Components are listed from the least significant bits (the
 * name lists the most significant first: 10_11_11 is x:11 y:11 z:10). A format access is range-checked
 * as one unit; out of range every component reads 0, except dst_sel 1, which reads 1 (1.0 for
 * float-valued formats).
 *
 * Conversions on load, per component of w bits: UINT zero-extends, SINT sign-extends, FLOAT widens
 * (16-bit through fpext, with NaNs rebuilt bit by bit so payloads survive; 11/10-bit unsigned floats bit
 * by bit), UNORM is raw / (2^w - 1), SNORM max(raw / (2^(w-1) - 1), -1), SCALED the integer as a float.
 * d16 loads give 16-bit results (UNORM/SNORM computed in f32 and narrowed: docs/debt.md lists the double
 * rounding). Stores: UINT/SINT keep the low w bits, FLOAT narrows with round-to-nearest-even (11/10-bit
 * floats from the f32 bits, saturating to infinity; negative values store 0), UNORM/SNORM clamp and
 * round half to even (in f64, exact), SCALED convert toward zero, saturating.
 *
 * Refused at recompile time: dst_sel naming a reserved selector or a component the format lacks,
 * stores of fewer components than the format has, formats that are not buffer formats, 32-bit
 * components in d16 forms, and tbuffer access through an unbound V#.
 */

import type { ValueId } from '../../ir/function.js';
import { F16, F32, F64, I1, I16, I32, I64 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { UNIFIED_FORMATS } from '../../isa/tables/mtbuf.js';
import type { TranslationContext } from '../context.js';
import { bufferLane, type FormatVsharp, formatVsharpOf, unitAddress, unitInRange } from './buffer-address.js';
import { guard, k32, operandOf, readGuest, when, writeDwords, writeGuest } from './memory-common.js';
import type { TranslateRule } from './rule.js';

export type NumberFormat = 'unorm' | 'snorm' | 'uscaled' | 'sscaled' | 'uint' | 'sint' | 'float';

/** Component widths by data format, x first. */
const LAYOUTS: Readonly<Record<string, readonly number[]>> = {
  '8': [8],
  '16': [16],
  '8_8': [8, 8],
  '32': [32],
  '16_16': [16, 16],
  '10_11_11': [11, 11, 10],
  '11_11_10': [10, 11, 11],
  '10_10_10_2': [2, 10, 10, 10],
  '2_10_10_10': [10, 10, 10, 2],
  '8_8_8_8': [8, 8, 8, 8],
  '32_32': [32, 32],
  '16_16_16_16': [16, 16, 16, 16],
  '32_32_32': [32, 32, 32],
  '32_32_32_32': [32, 32, 32, 32],
};

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
  const bits = LAYOUTS[name.slice(0, cut)];
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
function smallFloatToF32(t: TranslationContext, raw: ValueId, mant: number): ValueId {
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
function halfToF32(t: TranslationContext, raw: ValueId): ValueId {
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

/** The f32 value (as F32) a UNORM/SNORM/SCALED component stands for. */
/**
 * `m / (2^p - 1)` as an f32, correctly rounded, for `m` of at most `p` bits (i32): in binary the
 * quotient is m's p bits repeated forever, so m times the repetition constant (as many copies as fit
 * in 64 bits) holds it, and one integer-to-float conversion (correctly rounded in Vulkan) and an
 * exact power-of-two scale give the f32. The copies after the rounding position always include a
 * whole period (nonzero for m > 0), which settles the rounding as the infinite expansion would; a
 * host division would be 1 ULP off on some hosts (NVIDIA).
 */
function repeatingQuotient(t: TranslationContext, m: ValueId, p: number): ValueId {
  const b = t.b;
  const copies = Math.floor(64 / p);
  let repeat = 0n;
  for (let k = 0; k < copies; k++) repeat |= 1n << BigInt(k * p);
  const bits = b.value('imul', I64, b.value('zext', I64, m), b.const(I64, repeat));
  return b.value('ldexp', F32, b.value('utof', F32, bits), k32(t, -copies * p));
}

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
function f32ToSmallFloat(t: TranslationContext, bits: ValueId, w: number): ValueId {
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

// ---------------------------------------------------------------------------------------------------
// Rules
// ---------------------------------------------------------------------------------------------------

/** Shape of one format mnemonic. */
interface FormatOp {
  readonly count: number;
  readonly d16: boolean;
  readonly hi: boolean;
  /** MTBUF: format from the instruction, identity dst_sel. */
  readonly typed: boolean;
}

const SEL_0 = 0;
const SEL_1 = 1;
const SEL_X = 4;

/** The format and dst_sel of an access; undefined format: an unbound MUBUF resource. */
function accessFormat(
  t: TranslationContext,
  inst: Instruction,
  v: FormatVsharp,
  op: FormatOp,
): { fmt?: Format; sel: number[] } {
  if (op.typed && v.format === 0)
    throw t.refuse('tbuffer access through an unbound V# (FORMAT INVALID) is not specified');
  const code = op.typed ? (inst.fields.format as number) : v.format;
  if (code === 0) {
    if (op.typed) throw t.refuse('tbuffer format INVALID');
    return { sel: [] };
  }
  const fmt = formatOf(code);
  if (!fmt) throw t.refuse(`format ${code} is not a buffer format`);
  if (op.d16 && fmt.bits.includes(32))
    throw t.refuse(`${fmt.name} has 32-bit components, which have no d16 form`);
  const m = fmt.bits.length;
  const sel = op.typed ? [0, 1, 2, 3].map((i) => (i < m ? SEL_X + i : SEL_0)) : [...v.dstSel];
  for (let i = 0; i < op.count; i++) {
    const s = sel[i] as number;
    if (s !== SEL_0 && s !== SEL_1 && s < SEL_X) throw t.refuse(`dst_sel ${s} is reserved`);
    if (s >= SEL_X && s - SEL_X >= m)
      throw t.refuse(`dst_sel ${'xyzw'[s - SEL_X]} selects a component ${fmt.name} lacks`);
  }
  return { fmt, sel };
}

/** The VGPR dwords of the results (16-bit halves packed for d16; `old` keeps halves not written). */
function packResults(
  t: TranslationContext,
  op: FormatOp,
  values: readonly ValueId[],
  old: (i: number) => ValueId,
): ValueId[] {
  if (!op.d16) return [...values];
  const bfi = (base: ValueId, v: ValueId, at: number): ValueId =>
    t.b.value('bfi', I32, base, v, k32(t, at), k32(t, 16));
  if (op.hi) return [bfi(old(0), values[0] as ValueId, 16)];
  const out: ValueId[] = [];
  for (let i = 0; i < values.length; i += 2) {
    const lo = bfi(old(i / 2), values[i] as ValueId, 0);
    out.push(i + 1 < values.length ? bfi(lo, values[i + 1] as ValueId, 16) : lo);
  }
  return out;
}

function load(op: FormatOp): TranslateRule {
  return (t, inst, ops) => {
    const v = formatVsharpOf(t, inst, ops);
    if (!v) return;
    const { fmt, sel } = accessFormat(t, inst, v, op);
    const vdata = operandOf(t, ops, 'vdata', 'dst');
    let values: ValueId[];
    if (!fmt) values = Array.from({ length: op.count }, () => k32(t, 0));
    else {
      const one = k32(t, fmt.number === 'uint' || fmt.number === 'sint' ? 1 : op.d16 ? 0x3c00 : 0x3f800000);
      const zero = k32(t, 0);
      const l = bufferLane(t, inst, ops, v);
      const picked = sel.slice(0, op.count);
      const fetched = picked.filter((s) => s >= SEL_X);
      const types = fetched.map(() => I32);
      const results = when(
        t,
        t.active(),
        types,
        () =>
          when(
            t,
            unitInRange(t, l, 0, fmt.bytes),
            types,
            () => {
              const dwords = readGuest(t, unitAddress(t, l, 0), fmt.bytes);
              return fetched.map((s) => {
                const i = s - SEL_X;
                const raw = component(t, fmt, dwords, i);
                const w = fmt.bits[i] as number;
                return op.d16 ? decode16(t, raw, w, fmt.number) : decode(t, raw, w, fmt.number);
              });
            },
            fetched.map(() => zero),
          ),
        fetched.map(() => zero),
      );
      let next = 0;
      values = picked.map((s) => (s >= SEL_X ? (results[next++] as ValueId) : s === SEL_1 ? one : zero));
    }
    writeDwords(
      t,
      vdata,
      packResults(t, op, values, (i) => t.readLane32(vdata, i)),
    );
  };
}

/** The values a store supplies, one per component (16-bit halves for d16). */
function storeValues(t: TranslationContext, vdata: Operand, op: FormatOp): ValueId[] {
  const out: ValueId[] = [];
  for (let i = 0; i < op.count; i++) {
    if (!op.d16) out.push(t.readLane32(vdata, i));
    else {
      const d = t.readLane32(vdata, op.hi ? 0 : i >> 1);
      const shift = op.hi || i & 1 ? 16 : 0;
      out.push(t.b.value('and', I32, t.b.value('lshr', I32, d, k32(t, shift)), k32(t, 0xffff)));
    }
  }
  return out;
}

function store(op: FormatOp): TranslateRule {
  return (t, inst, ops) => {
    const v = formatVsharpOf(t, inst, ops);
    if (!v) return;
    const { fmt } = accessFormat(t, inst, v, op);
    if (!fmt) return;
    if (op.count < fmt.bits.length) {
      throw t.refuse(
        `store of ${op.count} components to ${fmt.name}: the missing components' values are not specified`,
      );
    }
    const values = storeValues(t, operandOf(t, ops, 'vdata', 'src'), op);
    const l = bufferLane(t, inst, ops, v);
    guard(t, t.active(), () => {
      guard(t, unitInRange(t, l, 0, fmt.bytes), () => {
        const words: ValueId[] = Array.from({ length: Math.ceil(fmt.bytes / 4) }, () => k32(t, 0));
        fmt.bits.forEach((w, i) => {
          const raw = op.d16
            ? encode16(t, values[i] as ValueId, w, fmt.number)
            : encode(t, values[i] as ValueId, w, fmt.number);
          const shift = fmt.shifts[i] as number;
          const d = shift >> 5;
          const placed = shift & 31 ? t.b.value('shl', I32, raw, k32(t, shift & 31)) : raw;
          words[d] = t.b.value('or', I32, words[d] as ValueId, placed);
        });
        writeGuest(t, unitAddress(t, l, 0), fmt.bytes, words);
      });
    });
  };
}

function rules(): Record<string, TranslateRule> {
  const out: Record<string, TranslateRule> = {};
  ['x', 'xy', 'xyz', 'xyzw'].forEach((suffix, i) => {
    const count = i + 1;
    for (const typed of [false, true]) {
      const prefix = typed ? 'tbuffer' : 'buffer';
      out[`${prefix}_load_format_${suffix}`] = load({ count, d16: false, hi: false, typed });
      out[`${prefix}_store_format_${suffix}`] = store({ count, d16: false, hi: false, typed });
      out[`${prefix}_load_format_d16_${suffix}`] = load({ count, d16: true, hi: false, typed });
      out[`${prefix}_store_format_d16_${suffix}`] = store({ count, d16: true, hi: false, typed });
    }
  });
  out.buffer_load_format_d16_hi_x = load({ count: 1, d16: true, hi: true, typed: false });
  out.buffer_store_format_d16_hi_x = store({ count: 1, d16: true, hi: true, typed: false });
  return out;
}

/** Format load/store rules by mnemonic (MUBUF format forms and every MTBUF opcode). */
export const FORMAT_RULES: Readonly<Record<string, TranslateRule>> = rules();
