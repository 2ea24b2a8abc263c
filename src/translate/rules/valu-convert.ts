/**
 * VALU conversion translation rules. Float to integer: toward zero (floor for v_cvt_flr, floor(x+0.5)
 * for v_cvt_rpi, computed exactly in f64), saturating, NaN -> 0, with the saturation written out
 * explicitly rather than left to the host. Integer to float: one rounding to nearest even. Float to
 * float: nearest even, NaNs keep their sign and top payload bits and are quieted (explicit). The byte,
 * 4-bit and normalized conversions, v_cvt_pkrtz (round toward zero built from the nearest-even result),
 * v_cvt_pknorm, v_cvt_pk_* and v_pack_b32_f16. Float sources and float results are flushed by MODE
 * where the executor flushes them (integer sources give no denormal results; v_pack_b32_f16 moves bits).
 */
import type { ValueId } from '../../ir/function.js';
import type { OpName } from '../../ir/ops.js';
import { F32, F64, I1, I16, I32, type TypeId } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
import type { TranslateRule } from './rule.js';
import { type VT, valu } from './valu-common.js';
import {
  FP16,
  FP32,
  FP64,
  type FpFormat,
  fconst,
  flush,
  flushIf,
  fromBits,
  isNan,
  keepsDenormals,
  toBits,
} from './valu-fp.js';

type Fmt = 'f16' | 'f32' | 'f64';
const FMT: Readonly<Record<Fmt, FpFormat>> = { f16: FP16, f32: FP32, f64: FP64 };

/**
 * x (of format `fp`) converted toward zero and saturated to [lo, hi] (integers exact in `fp`, or hi + 1
 * beyond its range, which compares as infinity); NaN -> 0. Out-of-range values never reach the host
 * conversion's result.
 */
function satToInt(
  t: TranslationContext,
  fp: FpFormat,
  x: ValueId,
  lo: number,
  hi: number,
  out: TypeId,
): ValueId {
  const { b } = t;
  const r = b.value('funary.trunc', fp.ft, x);
  const n = b.value(lo < 0 ? 'ftos' : 'ftou', I32, r);
  const big = b.value('fcmp.oge', I1, r, fconst(t, fp, hi + 1));
  const small = b.value('fcmp.olt', I1, r, fconst(t, fp, lo));
  let v = b.value('select', I32, big, t.const32(hi), b.value('select', I32, small, t.const32(lo), n));
  v = b.value('select', I32, isNan(t, x), t.const32(0), v);
  return out === I32 ? v : b.value('trunc', out, v);
}

const wide = (t: TranslationContext, f: Fmt, v: ValueId): ValueId =>
  f === 'f64' ? v : t.b.value('fpext', F64, v);

function toInt(f: Fmt, lo: number, hi: number, round: 'trunc' | 'floor' | 'rpi', dst: VT): TranslateRule {
  return valu({
    srcs: [f],
    dst,
    fn: (e, s) => {
      const { t } = e;
      const out = dst === 'u16' ? I16 : I32;
      const x = flushIf(t, FMT[f], s[0] as ValueId);
      if (round === 'trunc') return satToInt(t, FMT[f], x, lo, hi, out);
      if (round === 'floor') return satToInt(t, FMT[f], t.b.value('funary.floor', FMT[f].ft, x), lo, hi, out);
      // floor(x + 0.5) exactly: the sum is exact in f64.
      const y = t.b.value(
        'funary.floor',
        F64,
        t.b.value('fadd', F64, wide(t, f, x), t.b.constFloat(F64, 0.5)),
      );
      return satToInt(t, FP64, y, lo, hi, out);
    },
  });
}

/** Integer to float `f`, one rounding. */
function fromInt(
  f: Fmt,
  src: 'u32' | 'u16',
  signed: boolean,
  pre?: (t: TranslationContext, v: ValueId) => ValueId,
): TranslateRule {
  const fp = FMT[f];
  return valu({
    srcs: [src],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      let v = s[0] as ValueId;
      if (src === 'u16') v = t.b.value(signed ? 'sext' : 'zext', I32, v);
      if (pre) v = pre(t, v);
      return t.b.value(signed ? 'stof' : 'utof', fp.ft, v);
    },
  });
}

/** A quiet NaN of `to` with the sign and top payload bits of NaN `v` (of `from`). */
export function nanConvert(t: TranslationContext, from: FpFormat, to: FpFormat, v: ValueId): ValueId {
  const { b } = t;
  const bits = toBits(t, from, v);
  const sign = b.value(
    'icmp.ne',
    I1,
    b.value('and', from.it, bits, b.const(from.it, from.signBit)),
    b.const(from.it, 0),
  );
  let payload = b.value('and', from.it, bits, b.const(from.it, (1n << BigInt(from.mant)) - 1n));
  const shift = from.mant - to.mant;
  if (shift > 0) payload = b.value('lshr', from.it, payload, b.const(from.it, shift));
  if (from.width !== to.width) payload = b.value(from.width > to.width ? 'trunc' : 'zext', to.it, payload);
  if (shift < 0) payload = b.value('shl', to.it, payload, b.const(to.it, -shift));
  const base = b.value(
    'select',
    to.it,
    sign,
    b.const(to.it, to.signBit | to.expMask | to.quietBit),
    b.const(to.it, to.expMask | to.quietBit),
  );
  return fromBits(t, to, b.value('or', to.it, base, payload));
}

function floatToFloat(from: Fmt, to: Fmt): TranslateRule {
  const a = FMT[from];
  const z = FMT[to];
  return valu({
    srcs: [from],
    dst: to,
    fn: (e, s) => {
      const { t } = e;
      const v = flushIf(t, a, s[0] as ValueId);
      const r = flushIf(t, z, t.b.value(z.width > a.width ? 'fpext' : 'fptrunc', z.ft, v));
      return t.b.value('select', z.ft, isNan(t, v), nanConvert(t, a, z, v), r);
    },
  });
}

/**
 * f32 -> f16 rounded toward zero (bits of the i16 pattern as i32); NaN converted with its payload.
 * Built from the bit fields (truncation needs no rounding): NVIDIA's compiler folds the round trip
 * fpext(fptrunc(x)) a conversion-based version would compare against x.
 */
function f32ToF16Rtz(t: TranslationContext, v: ValueId): ValueId {
  const { b } = t;
  const x = flushIf(t, FP32, v);
  const k = (n: number): ValueId => t.const32(n);
  const op = (name: OpName, p: ValueId, q: ValueId): ValueId => b.value(name, I32, p, q);
  const sel = (c: ValueId, p: ValueId, q: ValueId): ValueId => b.value('select', I32, c, p, q);
  const ge = (p: ValueId, n: number): ValueId => b.value('icmp.uge', I1, p, k(n));
  const u = toBits(t, FP32, x);
  const sign = op('and', op('lshr', u, k(16)), k(0x8000));
  const a = op('and', u, k(0x7fffffff));
  const exp = op('lshr', a, k(23));
  // f16 exponent field exp - 112 with the mantissa's top 10 bits.
  const normal = op(
    'or',
    op('shl', op('isub', exp, k(112)), k(10)),
    op('lshr', op('and', a, k(0x7fffff)), k(13)),
  );
  // f16 subnormal: x * 2^24 truncated = (1.mant * 2^23) >> (126 - exp), for exp in [103, 112].
  const sub = op('lshr', op('or', op('and', a, k(0x7fffff)), k(0x800000)), op('isub', k(126), exp));
  const magnitude = sel(
    b.value('icmp.eq', I1, a, k(0x7f800000)),
    k(0x7c00),
    sel(ge(exp, 143), k(0x7bff), sel(ge(exp, 113), normal, sel(ge(exp, 103), sub, k(0)))),
  );
  let down = b.value('trunc', I16, op('or', sign, magnitude));
  if (!keepsDenormals(t, FP16)) down = toBits(t, FP16, flush(t, FP16, fromBits(t, FP16, down)));
  const h = b.value('select', I16, isNan(t, x), toBits(t, FP16, nanConvert(t, FP32, FP16, x)), down);
  return b.value('zext', I32, h);
}

/** Float to a normalized integer: clamp to [-1, 1] or [0, 1], scale, round to nearest even (in f64, exact); NaN -> 0. */
function norm(t: TranslationContext, f: Fmt, v: ValueId, signed: boolean): ValueId {
  const { b } = t;
  const x = wide(t, f, flushIf(t, FMT[f], v));
  const lo = b.constFloat(F64, signed ? -1 : 0);
  const hi = b.constFloat(F64, 1);
  const c1 = b.value('select', F64, b.value('fcmp.olt', I1, x, lo), lo, x);
  const c = b.value('select', F64, b.value('fcmp.ogt', I1, c1, hi), hi, c1);
  const scaled = b.value(
    'funary.round_even',
    F64,
    b.value('fmul', F64, c, b.constFloat(F64, signed ? 32767 : 65535)),
  );
  const n = b.value(signed ? 'ftos' : 'ftou', I32, scaled);
  const r = b.value('and', I32, n, t.const32(0xffff));
  return b.value('select', I32, isNan(t, x), t.const32(0), r);
}

function pknorm(f: 'f16' | 'f32', signed: boolean): TranslateRule {
  return valu({
    share: true,
    srcs: [f, f],
    dst: 'u32',
    fn: (e, s) => {
      const { t } = e;
      const lo = norm(t, f, s[0] as ValueId, signed);
      return t.b.value(
        'or',
        I32,
        lo,
        t.b.value('shl', I32, norm(t, f, s[1] as ValueId, signed), t.const32(16)),
      );
    },
  });
}

function cvtNorm(signed: boolean): TranslateRule {
  return valu({
    srcs: ['f16'],
    dst: 'u16',
    fn: (e, s) => e.t.b.value('trunc', I16, norm(e.t, 'f16', s[0] as ValueId, signed)),
  });
}

const pack = (t: TranslationContext, lo: ValueId, hi: ValueId): ValueId =>
  t.b.value(
    'or',
    I32,
    t.b.value('and', I32, lo, t.const32(0xffff)),
    t.b.value('shl', I32, hi, t.const32(16)),
  );

const I32_MIN = -(2 ** 31);
const I32_MAX = 2 ** 31 - 1;
const U32_MAX = 2 ** 32 - 1;

/** Conversion rules by mnemonic. */
export const VALU_CONVERT_RULES = {
  v_cvt_i32_f32: toInt('f32', I32_MIN, I32_MAX, 'trunc', 'u32'),
  v_cvt_u32_f32: toInt('f32', 0, U32_MAX, 'trunc', 'u32'),
  v_cvt_i32_f64: toInt('f64', I32_MIN, I32_MAX, 'trunc', 'u32'),
  v_cvt_u32_f64: toInt('f64', 0, U32_MAX, 'trunc', 'u32'),
  v_cvt_flr_i32_f32: toInt('f32', I32_MIN, I32_MAX, 'floor', 'u32'),
  v_cvt_rpi_i32_f32: toInt('f32', I32_MIN, I32_MAX, 'rpi', 'u32'),
  v_cvt_i16_f16: toInt('f16', -32768, 32767, 'trunc', 'u16'),
  v_cvt_u16_f16: toInt('f16', 0, 65535, 'trunc', 'u16'),
  v_cvt_f32_i32: fromInt('f32', 'u32', true),
  v_cvt_f32_u32: fromInt('f32', 'u32', false),
  v_cvt_f64_i32: fromInt('f64', 'u32', true),
  v_cvt_f64_u32: fromInt('f64', 'u32', false),
  v_cvt_f16_i16: fromInt('f16', 'u16', true),
  v_cvt_f16_u16: fromInt('f16', 'u16', false),
  v_cvt_f32_ubyte0: fromInt('f32', 'u32', false, (t, v) => t.b.value('and', I32, v, t.const32(0xff))),
  v_cvt_f32_ubyte1: fromInt('f32', 'u32', false, (t, v) =>
    t.b.value('and', I32, t.b.value('lshr', I32, v, t.const32(8)), t.const32(0xff)),
  ),
  v_cvt_f32_ubyte2: fromInt('f32', 'u32', false, (t, v) =>
    t.b.value('and', I32, t.b.value('lshr', I32, v, t.const32(16)), t.const32(0xff)),
  ),
  v_cvt_f32_ubyte3: fromInt('f32', 'u32', false, (t, v) => t.b.value('lshr', I32, v, t.const32(24))),
  v_cvt_off_f32_i4: valu({
    srcs: ['u32'],
    dst: 'f32',
    fn: (e, s) => {
      const { t } = e;
      const n = t.b.value('ashr', I32, t.b.value('shl', I32, s[0] as ValueId, t.const32(28)), t.const32(28));
      return t.b.value('fmul', F32, t.b.value('stof', F32, n), fconst(t, FP32, 1 / 16));
    },
  }),
  v_cvt_f16_f32: floatToFloat('f32', 'f16'),
  v_cvt_f32_f16: floatToFloat('f16', 'f32'),
  v_cvt_f32_f64: floatToFloat('f64', 'f32'),
  v_cvt_f64_f32: floatToFloat('f32', 'f64'),
  v_cvt_norm_i16_f16: cvtNorm(true),
  v_cvt_norm_u16_f16: cvtNorm(false),
  v_cvt_pkrtz_f16_f32: valu({
    srcs: ['f32', 'f32'],
    dst: 'u32',
    fn: (e, s) => pack(e.t, f32ToF16Rtz(e.t, s[0] as ValueId), f32ToF16Rtz(e.t, s[1] as ValueId)),
  }),
  v_cvt_pknorm_i16_f32: pknorm('f32', true),
  v_cvt_pknorm_u16_f32: pknorm('f32', false),
  v_cvt_pknorm_i16_f16: pknorm('f16', true),
  v_cvt_pknorm_u16_f16: pknorm('f16', false),
  v_cvt_pk_u16_u32: valu({
    srcs: ['u32', 'u32'],
    dst: 'u32',
    fn: (e, s) => {
      const m = (v: ValueId): ValueId => e.t.b.value('umin', I32, v, e.t.const32(0xffff));
      return pack(e.t, m(s[0] as ValueId), m(s[1] as ValueId));
    },
  }),
  v_cvt_pk_i16_i32: valu({
    srcs: ['u32', 'u32'],
    dst: 'u32',
    fn: (e, s) => {
      const c = (v: ValueId): ValueId =>
        e.t.b.value('smin', I32, e.t.b.value('smax', I32, v, e.t.const32(-32768)), e.t.const32(32767));
      return pack(e.t, c(s[0] as ValueId), c(s[1] as ValueId));
    },
  }),
  v_cvt_pk_u8_f32: valu({
    srcs: ['f32', 'u32', 'u32'],
    dst: 'u32',
    fn: (e, s) => {
      const { t } = e;
      const r = t.b.value('funary.round_even', F32, flushIf(t, FP32, s[0] as ValueId));
      const byte = satToInt(t, FP32, r, 0, 255, I32);
      const shift = t.b.value('shl', I32, t.b.value('and', I32, s[1] as ValueId, t.const32(3)), t.const32(3));
      const keep = t.b.value(
        'and',
        I32,
        s[2] as ValueId,
        t.b.value('iunary.not', I32, t.b.value('shl', I32, t.const32(0xff), shift)),
      );
      return t.b.value('or', I32, keep, t.b.value('shl', I32, byte, shift));
    },
  }),
  v_pack_b32_f16: valu({
    srcs: ['f16', 'f16'],
    dst: 'u32',
    fn: (e, s) => {
      const { t } = e;
      const h = (v: ValueId): ValueId => t.b.value('zext', I32, toBits(t, FP16, v));
      return pack(t, h(s[0] as ValueId), h(s[1] as ValueId));
    },
  }),
};
