/**
 * Per-format float arithmetic for VALU rules (f16, f32, f64 over their bit patterns): denormal
 * flushing by MODE, NaN propagation (a NaN operand gives that NaN quieted, the first one in operand
 * order; an invalid operation gives the default quiet NaN), correctly rounded results in
 * round-to-nearest-even, and the IEEE-mode min/max rules.
 *
 * Results are exact: f16 and f32 operations run in binary64 and round once (exact for add/sub/mul of
 * f16, and correctly rounded for f32 since binary64 holds more than 2p+2 bits); fused operations use
 * the exact big-integer path of float.ts.
 */
import {
  decomposeNumber,
  F16,
  F32_FORMAT,
  F64_FORMAT,
  type FloatFormat,
  type FloatMode,
  f16,
  f16Bits,
  f32,
  f32Bits,
  f64,
  f64Bits,
  fmaRounded,
  isNaN64,
  isNaNBits,
  isSignaling64,
  isSignalingBits,
  quiet64,
  quietBits,
  roundToFormat,
} from '../float.js';
import type { LaneEnv, Val } from './valu-core.js';

/** One float format's operations on bit patterns. */
export interface Fp {
  readonly t: 'f16' | 'f32' | 'f64';
  readonly fmt: FloatFormat;
  num(v: Val): number;
  /** The pattern of `x` rounded to nearest even (NaN: the default NaN). */
  bits(x: number): Val;
  isNaN(v: Val): boolean;
  isSignaling(v: Val): boolean;
  quiet(v: Val): Val;
  /** The default quiet NaN. */
  readonly nan: Val;
  /** Whether denormals are kept in `mode`. */
  keep(mode: FloatMode): boolean;
  /** The pattern flushed to a signed zero when it is a denormal and `mode` flushes. */
  flush(v: Val, mode: FloatMode): Val;
  /** The pattern of sign bit | magnitude bits (for copysign-like results). */
  readonly signBit: Val;
}

function flush32(v: Val, keep: boolean, width: 16 | 32): Val {
  if (keep) return v;
  const n = v as number;
  const expMask = width === 32 ? 0x7f800000 : 0x7c00;
  return (n & expMask) === 0 ? (n & (width === 32 ? 0x80000000 : 0x8000)) >>> 0 : n;
}

export const FP32: Fp = {
  t: 'f32',
  fmt: F32_FORMAT,
  num: (v) => f32(v as number),
  bits: (x) => f32Bits(x),
  isNaN: (v) => isNaNBits(v as number, 32),
  isSignaling: (v) => isSignalingBits(v as number, 32),
  quiet: (v) => quietBits(v as number, 32),
  nan: 0x7fc00000,
  keep: (m) => m.f32Denormals,
  flush: (v, m) => flush32(v, m.f32Denormals, 32),
  signBit: 0x80000000,
};

export const FP16: Fp = {
  t: 'f16',
  fmt: F16,
  num: (v) => f16(v as number),
  bits: (x) => f16Bits(x),
  isNaN: (v) => isNaNBits(v as number, 16),
  isSignaling: (v) => isSignalingBits(v as number, 16),
  quiet: (v) => quietBits(v as number, 16),
  nan: 0x7e00,
  keep: (m) => m.f16f64Denormals,
  flush: (v, m) => flush32(v, m.f16f64Denormals, 16),
  signBit: 0x8000,
};

export const FP64: Fp = {
  t: 'f64',
  fmt: F64_FORMAT,
  num: (v) => f64(v as bigint),
  bits: (x) => f64Bits(x),
  isNaN: (v) => isNaN64(v as bigint),
  isSignaling: (v) => isSignaling64(v as bigint),
  quiet: (v) => quiet64(v as bigint),
  nan: 0x7ff8000000000000n,
  keep: (m) => m.f16f64Denormals,
  flush: (v, m) => {
    if (m.f16f64Denormals) return v;
    const b = v as bigint;
    return (b & 0x7ff0000000000000n) === 0n ? b & 0x8000000000000000n : b;
  },
  signBit: 0x8000000000000000n,
};

/** The quieted first NaN among `vals`, or undefined. */
export function firstNaN(fp: Fp, vals: readonly Val[]): Val | undefined {
  for (const v of vals) if (fp.isNaN(v)) return fp.quiet(v);
  return undefined;
}

/** Whether a pattern's sign bit is set. */
export function signOf(fp: Fp, v: Val): boolean {
  return fp.t === 'f64' ? (v as bigint) >> 63n === 1n : ((v as number) & (fp.signBit as number)) !== 0;
}

/**
 * A rule function for an arithmetic operation on `fp` values: inputs flushed per MODE, NaNs
 * propagated, `op` computed on numbers and rounded, the result flushed per MODE.
 */
export function arith(fp: Fp, op: (...x: number[]) => number): (s: Val[], env: LaneEnv) => Val {
  return (s, env) => {
    const v = s.map((x) => fp.flush(x, env.mode));
    const nan = firstNaN(fp, v);
    if (nan !== undefined) return nan;
    const r = op(...v.map((x) => fp.num(x)));
    return Number.isNaN(r) ? fp.nan : fp.flush(fp.bits(r), env.mode);
  };
}

/**
 * Fused a * b + c on `fp` patterns with no denormal flushing, rounded once after the exact result is
 * scaled by 2^scale (v_div_fmas: the scale never touches the operands, so nothing overflows or loses
 * bits early). NaNs propagate (the first, quieted); an invalid operation gives the default NaN.
 */
export function fusedExact(fp: Fp, a: Val, b: Val, c: Val, scale = 0): Val {
  const nan = firstNaN(fp, [a, b, c]);
  if (nan !== undefined) return nan;
  const r = fmaRounded(fp.num(a), fp.num(b), fp.num(c), fp.fmt, 'rne', scale);
  if (r === undefined) return fp.nan;
  return fp.t === 'f64' ? r : Number(r);
}

/** Fused a * b + c on `fp` patterns (one rounding), inputs and result flushed per MODE. */
export function fused(fp: Fp, a: Val, b: Val, c: Val, mode: FloatMode): Val {
  const r = fusedExact(fp, fp.flush(a, mode), fp.flush(b, mode), fp.flush(c, mode));
  return fp.flush(r, mode);
}

/** Whether a < b in the ordering min/max use (-0 below +0); both non-NaN. */
function less(fp: Fp, a: Val, b: Val): boolean {
  const x = fp.num(a);
  const y = fp.num(b);
  if (x === y) return signOf(fp, a) && !signOf(fp, b);
  return x < y;
}

/**
 * v_min/v_max by MODE.IEEE (RDNA3.5 ISA pseudocode, which spells out both modes; the RDNA1 manual
 * only calls the ops IEEE compliant). IEEE on: a signaling NaN operand gives it quieted (src0 first),
 * then a quiet NaN in src1 gives src0 and one in src0 gives src1. IEEE off: a NaN (of either kind) in
 * src1 gives src0 and one in src0 gives src1, never quieted. So two NaNs give src0 (quieted only by the
 * IEEE signaling rule). -0 orders below +0.
 */
export function minMax(fp: Fp, a: Val, b: Val, max: boolean, mode: FloatMode): Val {
  const x = fp.flush(a, mode);
  const y = fp.flush(b, mode);
  if (mode.ieee) {
    if (fp.isSignaling(x)) return fp.quiet(x);
    if (fp.isSignaling(y)) return fp.quiet(y);
  }
  if (fp.isNaN(y)) return x;
  if (fp.isNaN(x)) return y;
  return less(fp, x, y) !== max ? x : y;
}

/** v_med3 per the ISA: any NaN gives min3; otherwise the median by max3 comparison. */
export function med3(fp: Fp, a: Val, b: Val, c: Val, mode: FloatMode): Val {
  const mn = (x: Val, y: Val): Val => minMax(fp, x, y, false, mode);
  const mx = (x: Val, y: Val): Val => minMax(fp, x, y, true, mode);
  if (fp.isNaN(a) || fp.isNaN(b) || fp.isNaN(c)) return mn(mn(a, b), c);
  const m3 = mx(mx(a, b), c);
  if (fp.num(m3) === fp.num(a)) return mx(b, c);
  if (fp.num(m3) === fp.num(b)) return mx(a, c);
  return mx(a, b);
}

/** The unbiased exponent field of a pattern (the raw field value). */
export function expField(fp: Fp, v: Val): number {
  if (fp.t === 'f64') return Number(((v as bigint) >> 52n) & 0x7ffn);
  return fp.t === 'f32' ? ((v as number) >>> 23) & 0xff : ((v as number) >>> 10) & 0x1f;
}

/** The pattern of `v * 2^n` rounded once to `fp` (exact except at the subnormal and overflow edges). */
export function ldexp(fp: Fp, v: Val, n: number): Val {
  if (fp.isNaN(v)) return fp.quiet(v);
  const x = fp.num(v);
  if (x === 0 || !Number.isFinite(x)) return v;
  const d = decomposeNumber(x);
  const r = roundToFormat(d.neg, d.m, d.e + Math.max(-4000, Math.min(4000, n)), fp.fmt, 'rne');
  return fp.t === 'f64' ? r : Number(r);
}
