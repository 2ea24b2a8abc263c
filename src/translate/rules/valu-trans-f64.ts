/**
 * f64 kernels of the f16/f32 transcendentals (rcp, rsq, sqrt, exp2, log2, sin and cos of revolutions)
 * built only from what Vulkan makes exact: f64 add/sub/mul (correctly rounded), conversions, integer
 * and bit operations, compares and selects. Vulkan's own Exp2/Log2/Sin/Cos/InverseSqrt are a few ULP
 * (and f64 OpFDiv/Sqrt only need single precision), while the guest promises 1 ULP: each kernel's
 * relative error is about 1e-16, so its result rounded once to f32 or f16 is within 1 ULP of the
 * correctly rounded one. Inputs are finite f16/f32 values widened to f64 (normal in f64); the callers
 * handle zeros, infinities, NaNs and the sign rules.
 */
import type { ValueId } from '../../ir/function.js';
import type { FcmpPred, OpName } from '../../ir/ops.js';
import { F64, I1, I32, I64 } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';

/** 1/n! for n = 0..last (Taylor coefficients), each within an ULP or so of the exact value. */
function inverseFactorials(last: number): number[] {
  const out = [1];
  for (let n = 1; n <= last; n++) out.push((out[n - 1] as number) / n);
  return out;
}
const INV_FACT = inverseFactorials(18);
/** e^z = sum z^n / n!, n = 0..16: |z| < ln 2 leaves a remainder below 6e-18. */
const EXP_COEFFS = INV_FACT.slice(0, 17);
/** sin y / y = sum (-1)^k y^2k / (2k+1)!, k = 0..8: |y| <= pi/4 leaves a remainder of about 1e-19. */
const SIN_COEFFS = [1, 3, 5, 7, 9, 11, 13, 15, 17].map((n, k) => (k % 2 ? -1 : 1) * (INV_FACT[n] as number));
/** cos y = sum (-1)^k y^2k / (2k)!, k = 0..9: |y| <= pi/4 leaves a remainder below 1e-20. */
const COS_COEFFS = [0, 2, 4, 6, 8, 10, 12, 14, 16, 18].map(
  (n, k) => (k % 2 ? -1 : 1) * (INV_FACT[n] as number),
);
/** atanh(s) / s = sum s^2k / (2k+1), k = 0..10: |s| <= 0.172 leaves a remainder below 1e-18. */
const LOG_COEFFS = Array.from({ length: 11 }, (_, k) => 1 / (2 * k + 1));

/** Bits of 2^1023: 1/d seeds as their difference with d's bits (error at most 12.5%). */
const RCP_SEED = 0x7fe0000000000000n;
/** 1/sqrt(x) seeds as this minus half x's bits (the 'fast inverse square root' trick; error under 3.5%). */
const RSQ_SEED = 0x5fe6eb50c7b537a9n;

/** f64 arithmetic on IR values, spelled briefly. */
function f64Ops(t: TranslationContext) {
  const { b } = t;
  const k = (x: number): ValueId => b.constFloat(F64, x);
  const bin =
    (name: OpName) =>
    (x: ValueId, y: ValueId): ValueId =>
      b.value(name, F64, x, y);
  const cmp =
    (pred: FcmpPred) =>
    (x: ValueId, y: ValueId): ValueId =>
      b.value(`fcmp.${pred}`, I1, x, y);
  const [add, sub, mul] = [bin('fadd'), bin('fsub'), bin('fmul')];
  const [gt, ge, lt, eq] = [cmp('ogt'), cmp('oge'), cmp('olt'), cmp('oeq')];
  const sel = (c: ValueId, x: ValueId, y: ValueId): ValueId => b.value('select', F64, c, x, y);
  return {
    k,
    add,
    sub,
    mul,
    sel,
    gt,
    ge,
    lt,
    eq,
    neg: (x: ValueId): ValueId => b.value('funary.neg', F64, x),
    abs: (x: ValueId): ValueId => b.value('funary.abs', F64, x),
    bits: (x: ValueId): ValueId => b.value('bitcast', I64, x),
    float: (i: ValueId): ValueId => b.value('bitcast', F64, i),
    i64: (v: bigint): ValueId => b.const(I64, v),
    /** c0 + x (c1 + x (c2 + ...)), Horner's rule. */
    poly: (x: ValueId, coeffs: readonly number[]): ValueId => {
      let r = k(coeffs[coeffs.length - 1] as number);
      for (let i = coeffs.length - 2; i >= 0; i--) r = add(k(coeffs[i] as number), mul(x, r));
      return r;
    },
    /** x clamped to [-limit, limit] (x not NaN). */
    clamp: (x: ValueId, limit: number): ValueId =>
      sel(gt(x, k(limit)), k(limit), sel(lt(x, k(-limit)), k(-limit), x)),
    /** trunc(x) as i32 and x - trunc(x) (exact, in (-1, 1)), for |x| < 2^31. */
    split: (x: ValueId): { n: ValueId; frac: ValueId } => {
      const n = b.value('ftos', I32, x);
      return { n, frac: sub(x, b.value('stof', F64, n)) };
    },
  };
}

/** 1/d for positive normal d: the bit seed and five Newton steps r (2 - d r) (error squares each step). */
function rcpPositive(t: TranslationContext, d: ValueId): ValueId {
  const f = f64Ops(t);
  let r = f.float(t.b.value('isub', I64, f.i64(RCP_SEED), f.bits(d)));
  for (let i = 0; i < 5; i++) r = f.mul(r, f.sub(f.k(2), f.mul(d, r)));
  return r;
}

/** 1/x for finite nonzero x. */
export function rcpF64(t: TranslationContext, x: ValueId): ValueId {
  const f = f64Ops(t);
  const r = rcpPositive(t, f.abs(x));
  return f.sel(f.lt(x, f.k(0)), f.neg(r), r);
}

/** 1/sqrt(x) for positive normal x: the bit seed and four Newton steps y (1.5 - x/2 y^2). */
export function rsqF64(t: TranslationContext, x: ValueId): ValueId {
  const f = f64Ops(t);
  const half = f.mul(x, f.k(0.5));
  const shifted = t.b.value('lshr', I64, f.bits(x), f.i64(1n));
  let y = f.float(t.b.value('isub', I64, f.i64(RSQ_SEED), shifted));
  for (let i = 0; i < 4; i++) y = f.mul(y, f.sub(f.k(1.5), f.mul(half, f.mul(y, y))));
  return y;
}

/** sqrt(x) = x / sqrt(x) for positive normal x. */
export function sqrtF64(t: TranslationContext, x: ValueId): ValueId {
  return f64Ops(t).mul(x, rsqF64(t, x));
}

/**
 * 2^x for finite x: x = n + f with n = trunc(x) (x clamped to [-200, 200], beyond which every f16/f32
 * result overflows or underflows anyway), 2^f = e^(f ln 2) by its Taylor series, 2^n from its bits.
 */
export function exp2F64(t: TranslationContext, x: ValueId): ValueId {
  const f = f64Ops(t);
  const { n, frac } = f.split(f.clamp(x, 200));
  const biased = t.b.value('zext', I64, t.b.value('iadd', I32, n, t.const32(1023)));
  const scale = f.float(t.b.value('shl', I64, biased, f.i64(52n)));
  return f.mul(f.poly(f.mul(frac, f.k(Math.LN2)), EXP_COEFFS), scale);
}

/**
 * log2(x) for positive normal x: x = m 2^e from the bits with m in [sqrt(1/2), sqrt(2)), then
 * log2(m) = 2/ln 2 atanh(s) with s = (m - 1)/(m + 1) (m - 1 is exact, so results near x = 1 keep
 * their relative accuracy).
 */
export function log2F64(t: TranslationContext, x: ValueId): ValueId {
  const f = f64Ops(t);
  const { b } = t;
  const bits = f.bits(x);
  const mant = b.value('and', I64, bits, f.i64((1n << 52n) - 1n));
  const m1 = f.float(b.value('or', I64, mant, f.i64(1023n << 52n)));
  const big = f.gt(m1, f.k(Math.SQRT2));
  const m = f.sel(big, f.mul(m1, f.k(0.5)), m1);
  const field = b.value('trunc', I32, b.value('lshr', I64, bits, f.i64(52n)));
  const e = b.value('iadd', I32, field, b.value('select', I32, big, t.const32(-1022), t.const32(-1023)));
  const s = f.mul(f.sub(m, f.k(1)), rcpPositive(t, f.add(m, f.k(1))));
  const log2m = f.mul(f.mul(s, f.poly(f.mul(s, s), LOG_COEFFS)), f.k(2 * Math.LOG2E));
  return f.add(b.value('stof', F64, e), log2m);
}

/**
 * sin(2 pi x) or cos(2 pi x) for finite x (revolutions): r = x - round(x) in [-0.5, 0.5) exactly (x
 * clamped to +-2^24, beyond which f32 values are integers), then exact reflections a -> 0.5 - a and
 * a -> 0.25 - a into [0, 1/8] revolutions, so results near the zeros stay relatively accurate, and the
 * Taylor series of sin and cos on [0, pi/4]; the roots come out as exact zeros.
 */
export function sinCosRevF64(t: TranslationContext, x: ValueId, cos: boolean): ValueId {
  const f = f64Ops(t);
  const { frac } = f.split(f.clamp(x, 2 ** 24));
  const wrap = f.sel(f.ge(frac, f.k(0.5)), f.k(1), f.sel(f.lt(frac, f.k(-0.5)), f.k(-1), f.k(0)));
  const r = f.sub(frac, wrap);
  const a = f.abs(r);
  const flip = f.gt(a, f.k(0.25));
  const a1 = f.sel(flip, f.sub(f.k(0.5), a), a);
  const swap = f.gt(a1, f.k(0.125));
  const y = f.mul(f.sel(swap, f.sub(f.k(0.25), a1), a1), f.k(2 * Math.PI));
  const y2 = f.mul(y, y);
  const s = f.mul(y, f.poly(y2, SIN_COEFFS));
  const c = f.poly(y2, COS_COEFFS);
  if (cos) {
    const mag = f.sel(swap, s, c);
    return f.sel(flip, f.neg(mag), mag);
  }
  const mag = f.sel(swap, c, s);
  return f.sel(f.lt(r, f.k(0)), f.neg(mag), mag);
}
