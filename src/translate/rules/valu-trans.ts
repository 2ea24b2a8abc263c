/**
 * VALU one-source float translation rules: rounding to integral values (floor, ceil, trunc, rndne),
 * fract (below 1.0, infinity gives NaN), frexp mantissa/exponent (exact, denormals normalized), and
 * the transcendental ops rcp/rsq/sqrt/exp/log/sin/cos. The guest's special cases (zeros, infinities,
 * NaNs, the f32 transcendentals flushing denormal inputs and results) are made explicit. The f16/f32
 * transcendentals are computed in f64 from operations Vulkan makes exact (valu-trans-f64.ts) and
 * rounded once, within the guest's 1 ULP on any conforming host; sin/cos take revolutions (1.0 =
 * 2 pi). The f64 ones (bound 2^29 ULP) use the host's ops.
 */
import type { ValueId } from '../../ir/function.js';
import type { FUNARY } from '../../ir/ops.js';
import { F64, I1, I16, I32 } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
import { shared } from '../shared.js';
import type { TranslateRule } from './rule.js';
import { valu } from './valu-common.js';
import {
  arith,
  expField,
  expZero,
  FP16,
  FP32,
  FP64,
  type FpFormat,
  fconst,
  flush,
  flushIf,
  fromBits,
  isInf,
  isNan,
  isZero,
  nanProp,
  quiet,
  signOf,
  toBits,
  withSign,
} from './valu-fp.js';
import { exp2F64, log2F64, rcpF64, rsqF64, sinCosRevF64, sqrtF64 } from './valu-trans-f64.js';

type Fmt = 'f16' | 'f32' | 'f64';
const FMT: Readonly<Record<Fmt, FpFormat>> = { f16: FP16, f32: FP32, f64: FP64 };

function rounding(f: Fmt, variant: (typeof FUNARY)[number]): TranslateRule {
  return valu({
    srcs: [f],
    dst: f,
    fn: (e, s) => arith(e.t, FMT[f], `funary.${variant}`, [s[0] as ValueId]),
  });
}

/** fract: x - floor(x), at most the largest value below 1.0; infinity gives the default NaN. */
function fract(f: Fmt): TranslateRule {
  const fp = FMT[f];
  const belowOne = f === 'f64' ? 1 - 2 ** -53 : f === 'f32' ? 1 - 2 ** -24 : 1 - 2 ** -11;
  return valu({
    share: true,
    srcs: [f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const x = flushIf(t, fp, s[0] as ValueId);
      const r = t.b.value('fsub', fp.ft, x, t.b.value('funary.floor', fp.ft, x));
      const capped = t.b.value(
        'select',
        fp.ft,
        t.b.value('fcmp.oge', I1, r, fconst(t, fp, 1)),
        fconst(t, fp, belowOne),
        r,
      );
      return flushIf(t, fp, nanProp(t, fp, [x], capped));
    },
  });
}

/** Denormal inputs normalized by 2^S: the scaled value and the true unbiased exponent of x. */
function normalized(t: TranslationContext, fp: FpFormat, x: ValueId): { xn: ValueId; exp: ValueId } {
  const S = fp.width === 16 ? 11 : fp.width === 32 ? 32 : 64;
  const den = expZero(t, fp, x);
  const xn = t.b.value('select', fp.ft, den, t.b.value('fmul', fp.ft, x, fconst(t, fp, 2 ** S)), x);
  const exp = t.b.value(
    'isub',
    I32,
    expField(t, fp, xn),
    t.b.value('select', I32, den, t.const32(fp.bias + S), t.const32(fp.bias)),
  );
  return { xn, exp };
}

/** Zero, infinity or NaN (frexp passes these). */
function special(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  return t.b.value('or', I1, t.b.value('or', I1, isZero(t, fp, x), isInf(t, fp, x)), isNan(t, x));
}

function frexpMant(f: Fmt): TranslateRule {
  const fp = FMT[f];
  return valu({
    share: true,
    srcs: [f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const x = flushIf(t, fp, s[0] as ValueId);
      const { xn } = normalized(t, fp, x);
      const body = t.b.value('and', fp.it, toBits(t, fp, xn), t.b.const(fp.it, ~fp.expMask));
      const half = t.b.const(fp.it, BigInt(fp.bias - 1) << BigInt(fp.mant));
      const m = fromBits(t, fp, t.b.value('or', fp.it, body, half));
      const r = t.b.value('select', fp.ft, special(t, fp, x), x, m);
      return t.b.value('select', fp.ft, isNan(t, x), quiet(t, fp, x), r);
    },
  });
}

function frexpExp(f: Fmt): TranslateRule {
  const fp = FMT[f];
  return valu({
    share: true,
    srcs: [f],
    dst: f === 'f16' ? 'u16' : 'u32',
    fn: (e, s) => {
      const { t } = e;
      const x = flushIf(t, fp, s[0] as ValueId);
      const { exp } = normalized(t, fp, x);
      const r = t.b.value(
        'select',
        I32,
        special(t, fp, x),
        t.const32(0),
        t.b.value('iadd', I32, exp, t.const32(1)),
      );
      return f === 'f16' ? t.b.value('trunc', I16, r) : r;
    },
  });
}

type Trans = 'rcp' | 'rsq' | 'sqrt' | 'exp' | 'log' | 'sin' | 'cos';

/** v_rcp/rsq/sqrt_f64: the host op (bound 2^29 ULP) with the guest's zero and infinity cases explicit. */
function hostTrans64(t: TranslationContext, op: 'rcp' | 'rsq' | 'sqrt', v: ValueId): ValueId {
  const { b } = t;
  const fp = FP64;
  const sel = (c: ValueId, x: ValueId, y: ValueId): ValueId => b.value('select', fp.ft, c, x, y);
  const inf = fconst(t, fp, Number.POSITIVE_INFINITY);
  const zero = fconst(t, fp, 0);
  const neg = signOf(t, fp, v);
  const zeroIn = isZero(t, fp, v);
  // Hosts without f64 DenormPreserve (the H200) flush denormal operands and results of these ops:
  // tiny operands are scaled by 2^128 first and huge rcp operands by 2^-128 (powers of two, exact in
  // an f64 multiply), the result scaled back.
  const k = (x: number): ValueId => fconst(t, fp, x);
  const mul = (x: ValueId, y: ValueId): ValueId => b.value('fmul', fp.ft, x, y);
  const magnitude = b.value('funary.abs', fp.ft, v);
  const tiny = b.value('fcmp.olt', I1, magnitude, k(2 ** -1020));
  const huge = b.value('fcmp.ogt', I1, magnitude, k(2 ** 1020));
  const up = (factor: number): ValueId => sel(tiny, k(factor), k(1));
  switch (op) {
    case 'rcp': {
      const scale = sel(tiny, k(2 ** 128), sel(huge, k(2 ** -128), k(1)));
      const r = mul(b.value('funary.rcp', fp.ft, mul(v, scale)), scale);
      return sel(zeroIn, withSign(t, fp, inf, neg), sel(isInf(t, fp, v), withSign(t, fp, zero, neg), r));
    }
    case 'rsq': {
      const posInf = b.value('fcmp.oeq', I1, v, inf);
      const r = mul(b.value('funary.rsq', fp.ft, mul(v, up(2 ** 128))), up(2 ** 64));
      return sel(zeroIn, withSign(t, fp, inf, neg), sel(posInf, zero, r));
    }
    case 'sqrt': {
      const r = mul(b.value('funary.sqrt', fp.ft, mul(v, up(2 ** 128))), up(2 ** -64));
      return sel(zeroIn, v, r);
    }
  }
}

/**
 * An f16/f32 transcendental of x (widened to f64) by the f64 kernels, with the guest's zeros,
 * infinities and sign rules explicit: the f64 result, and whether the result is the default NaN
 * (negative operands of rsq/sqrt/log, infinite ones of sin/cos; chosen explicitly, as hosts need not
 * make NaNs).
 */
function exactTrans(t: TranslationContext, op: Trans, x: ValueId): { value: ValueId; invalid: ValueId } {
  const { b } = t;
  const fp = FP64;
  const sel = (c: ValueId, p: ValueId, q: ValueId): ValueId => b.value('select', F64, c, p, q);
  const k = (v: number): ValueId => fconst(t, fp, v);
  const is = (v: number): ValueId => b.value('fcmp.oeq', I1, x, k(v));
  const signed = (v: number): ValueId => withSign(t, fp, k(v), signOf(t, fp, x));
  const negative = (): ValueId => b.value('fcmp.olt', I1, x, k(0));
  const inf = Number.POSITIVE_INFINITY;
  const never = b.const(I1, 0);
  switch (op) {
    case 'rcp':
      return {
        value: sel(isZero(t, fp, x), signed(inf), sel(isInf(t, fp, x), signed(0), rcpF64(t, x))),
        invalid: never,
      };
    case 'rsq':
      return {
        value: sel(isZero(t, fp, x), signed(inf), sel(is(inf), k(0), rsqF64(t, x))),
        invalid: negative(),
      };
    case 'sqrt':
      return {
        value: sel(b.value('or', I1, isZero(t, fp, x), is(inf)), x, sqrtF64(t, x)),
        invalid: negative(),
      };
    case 'exp':
      return { value: sel(is(-inf), k(0), sel(is(inf), x, exp2F64(t, x))), invalid: never };
    case 'log':
      return { value: sel(isZero(t, fp, x), k(-inf), sel(is(inf), x, log2F64(t, x))), invalid: negative() };
    case 'cos':
      return { value: sinCosRevF64(t, x, true), invalid: isInf(t, fp, x) };
    case 'sin': {
      // sin of a whole number of revolutions is a zero with the argument's sign.
      const y = sinCosRevF64(t, x, false);
      return { value: sel(b.value('fcmp.oeq', I1, y, k(0)), signed(0), y), invalid: isInf(t, fp, x) };
    }
  }
}

/** An f16/f32 transcendental: f32 flushes denormal inputs and results; the f64 kernel rounds once. */
function trans(f: 'f16' | 'f32', op: Trans): TranslateRule {
  const fp = FMT[f];
  return valu({
    srcs: [f],
    dst: f,
    fn: (e, s) =>
      shared(e.t, `${op}_${f}`, s, (t, [x]) => {
        const { b } = t;
        let v = x as ValueId;
        if (f === 'f32') v = flush(t, fp, v);
        const { value, invalid } = exactTrans(t, op, b.value('fpext', F64, v));
        const nan = b.const(fp.ft, fp.defaultNaN);
        const r = nanProp(
          t,
          fp,
          [v],
          b.value('select', fp.ft, invalid, nan, b.value('fptrunc', fp.ft, value)),
        );
        return f === 'f32' ? flush(t, fp, r) : r;
      }),
  });
}

/** v_rcp/rsq/sqrt_f64. */
function trans64(op: 'rcp' | 'rsq' | 'sqrt'): TranslateRule {
  return valu({
    srcs: ['f64'],
    dst: 'f64',
    fn: (e, s) => nanProp(e.t, FP64, [s[0] as ValueId], hostTrans64(e.t, op, s[0] as ValueId)),
  });
}

/** One-source float rules by mnemonic. */
export const VALU_TRANS_RULES = {
  v_floor_f32: rounding('f32', 'floor'),
  v_ceil_f32: rounding('f32', 'ceil'),
  v_trunc_f32: rounding('f32', 'trunc'),
  v_rndne_f32: rounding('f32', 'round_even'),
  v_floor_f16: rounding('f16', 'floor'),
  v_ceil_f16: rounding('f16', 'ceil'),
  v_trunc_f16: rounding('f16', 'trunc'),
  v_rndne_f16: rounding('f16', 'round_even'),
  v_floor_f64: rounding('f64', 'floor'),
  v_ceil_f64: rounding('f64', 'ceil'),
  v_trunc_f64: rounding('f64', 'trunc'),
  v_rndne_f64: rounding('f64', 'round_even'),
  v_fract_f32: fract('f32'),
  v_fract_f16: fract('f16'),
  v_fract_f64: fract('f64'),
  v_frexp_mant_f32: frexpMant('f32'),
  v_frexp_mant_f16: frexpMant('f16'),
  v_frexp_mant_f64: frexpMant('f64'),
  v_frexp_exp_i32_f32: frexpExp('f32'),
  v_frexp_exp_i16_f16: frexpExp('f16'),
  v_frexp_exp_i32_f64: frexpExp('f64'),
  v_rcp_f32: trans('f32', 'rcp'),
  v_rcp_iflag_f32: trans('f32', 'rcp'),
  v_rsq_f32: trans('f32', 'rsq'),
  v_sqrt_f32: trans('f32', 'sqrt'),
  v_exp_f32: trans('f32', 'exp'),
  v_log_f32: trans('f32', 'log'),
  v_sin_f32: trans('f32', 'sin'),
  v_cos_f32: trans('f32', 'cos'),
  v_rcp_f16: trans('f16', 'rcp'),
  v_rsq_f16: trans('f16', 'rsq'),
  v_sqrt_f16: trans('f16', 'sqrt'),
  v_exp_f16: trans('f16', 'exp'),
  v_log_f16: trans('f16', 'log'),
  v_sin_f16: trans('f16', 'sin'),
  v_cos_f16: trans('f16', 'cos'),
  v_rcp_f64: trans64('rcp'),
  v_rsq_f64: trans64('rsq'),
  v_sqrt_f64: trans64('sqrt'),
};
