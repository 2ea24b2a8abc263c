/**
 * VALU one-source float translation rules: rounding to integral values (floor, ceil, trunc, rndne),
 * fract (below 1.0, infinity gives NaN), frexp mantissa/exponent (exact, denormals normalized), and
 * the transcendental ops rcp/rsq/sqrt/exp/log/sin/cos. The guest's special cases (zeros, infinities,
 * NaNs, the f32 transcendentals flushing denormal inputs and results) are made explicit; the
 * approximated part is the host's accuracy in the finite range, bounded in docs/debt.md. f16
 * transcendentals are computed in f32 and rounded once to f16. sin/cos take revolutions (1.0 = 2 pi):
 * the argument is first reduced exactly to [-0.5, 0.5].
 */
import type { ValueId } from '../../ir/function.js';
import { F32, I1, I16, I32 } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
import type { TranslateRule } from './index.js';
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

type Fmt = 'f16' | 'f32' | 'f64';
const FMT: Readonly<Record<Fmt, FpFormat>> = { f16: FP16, f32: FP32, f64: FP64 };

function rounding(f: Fmt, variant: string): TranslateRule {
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
    srcs: [f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const x = s[0] as ValueId;
      const r = t.b.value('fsub', fp.ft, x, t.b.value('funary.floor', fp.ft, x));
      const capped = t.b.value(
        'select',
        fp.ft,
        t.b.value('fcmp.oge', I1, r, fconst(t, fp, 1)),
        fconst(t, fp, belowOne),
        r,
      );
      return nanProp(t, fp, [x], capped);
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
    srcs: [f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const x = s[0] as ValueId;
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
    srcs: [f],
    dst: f === 'f16' ? 'u16' : 'u32',
    fn: (e, s) => {
      const { t } = e;
      const x = s[0] as ValueId;
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

/** The host op on an f32/f64 value with the guest's special cases (zero, infinity) made explicit. */
function hostTrans(t: TranslationContext, fp: FpFormat, op: Trans, v: ValueId): ValueId {
  const { b } = t;
  const sel = (c: ValueId, x: ValueId, y: ValueId): ValueId => b.value('select', fp.ft, c, x, y);
  const inf = fconst(t, fp, Number.POSITIVE_INFINITY);
  const zero = fconst(t, fp, 0);
  const neg = signOf(t, fp, v);
  const zeroIn = isZero(t, fp, v);
  const infIn = isInf(t, fp, v);
  switch (op) {
    case 'rcp':
      return sel(
        zeroIn,
        withSign(t, fp, inf, neg),
        sel(infIn, withSign(t, fp, zero, neg), b.value('funary.rcp', fp.ft, v)),
      );
    case 'rsq': {
      const posInf = b.value('fcmp.oeq', I1, v, inf);
      return sel(zeroIn, withSign(t, fp, inf, neg), sel(posInf, zero, b.value('funary.rsq', fp.ft, v)));
    }
    case 'sqrt':
      return sel(zeroIn, v, b.value('funary.sqrt', fp.ft, v));
    case 'exp': {
      const negInf = b.value('fcmp.oeq', I1, v, fconst(t, fp, Number.NEGATIVE_INFINITY));
      return sel(negInf, zero, sel(infIn, v, b.value('funary.exp2', fp.ft, v)));
    }
    case 'log': {
      const posInf = b.value('fcmp.oeq', I1, v, inf);
      return sel(
        zeroIn,
        fconst(t, fp, Number.NEGATIVE_INFINITY),
        sel(posInf, v, b.value('funary.log2', fp.ft, v)),
      );
    }
    case 'sin':
    case 'cos': {
      const r = b.value('fsub', fp.ft, v, b.value('funary.round_even', fp.ft, v));
      const angle = b.value('fmul', fp.ft, r, fconst(t, fp, 2 * Math.PI));
      const y = b.value(`funary.${op}`, fp.ft, angle);
      if (op === 'cos') return y;
      return sel(b.value('fcmp.oeq', I1, y, zero), withSign(t, fp, zero, neg), y);
    }
  }
}

/** A transcendental op: f32 flushes denormal inputs and results; f16 computes in f32 and rounds once. */
function trans(f: Fmt, op: Trans): TranslateRule {
  const fp = FMT[f];
  return valu({
    srcs: [f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      let v = s[0] as ValueId;
      if (f === 'f32') v = flush(t, fp, v);
      let r: ValueId;
      if (f === 'f16') {
        const wide = hostTrans(t, FP32, op, t.b.value('fpext', F32, v));
        r = t.b.value('fptrunc', fp.ft, wide);
      } else r = hostTrans(t, fp, op, v);
      r = nanProp(t, fp, [v], r);
      return f === 'f32' ? flush(t, fp, r) : r;
    },
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
  v_rcp_f64: trans('f64', 'rcp'),
  v_rsq_f64: trans('f64', 'rsq'),
  v_sqrt_f64: trans('f64', 'sqrt'),
};
