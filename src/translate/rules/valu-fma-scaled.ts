/**
 * The fused multiply-add of v_div_fmas: (a * b + c) * 2^k with k = 0 or +-64 (f32) / +-128 (f64),
 * rounded once to nearest even; the scale applies to the exact sum, so nothing overflows, underflows
 * or rounds before the single rounding. Infinite results are not scaled; NaN results are left to the
 * caller's NaN rule.
 *
 * - f32 (scaledFma32): in f64 the product of two f32 values is exact and the sum's rounding error is
 *   exact too (TwoSum); the sum rounded to odd (an inexact sum with an even last bit moves one unit
 *   toward the exact value) and scaled by 2^k (exact in f64) rounds to f32 correctly, since f64 keeps
 *   more than two bits beyond f32's 24 (the round-to-odd property).
 * - f64 (scaledFma64): integer arithmetic on the significands: the 106-bit product and the addend are
 *   aligned in a 128-bit frame (pairs of i64; bits shifted out become a sticky bit, which never reaches
 *   the rounding position), added or subtracted by sign, normalized, and rounded once at the position
 *   the scaled result needs (53 bits, or the subnormal quantum 2^-1074), overflow giving infinity.
 */
import type { ValueId } from '../../ir/function.js';
import type { IcmpPred, OpName } from '../../ir/ops.js';
import { F16, F32, F64, I1, I32, I64, printType } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
import { shared } from '../shared.js';
import { FP32, FP64, type FpFormat, fconst, flushIf, fromBits, nanRule, toBits } from './valu-fp.js';

/**
 * An exact f64 zero result of x `op` y given the sign IEEE rounding to nearest gives it, from the
 * operands' bits: a sum is -0 only when both are -0, a product has the sign product, or is NaN where
 * a factor is infinite or NaN. Mesa folds f64 `x + 0.0` and `x * 0.0` (llvmpipe gave -0 for +0 + -0,
 * +0 for -x * +0, and 0 for NaN * 0 where it proved a packed f16 half 0: the high half of a small
 * integer), and f64 ops are not all guarded (passes/guard-zeros.ts), so these are explicit. Selected
 * as bits: NVIDIA turned a float select of -0 into +0. The NaN's payload is the caller's NaN rule's.
 */
function zeroSigned(
  t: TranslationContext,
  op: 'sum' | 'product',
  x: ValueId,
  y: ValueId,
  r: ValueId,
): ValueId {
  const { b: ir } = t;
  const bits = (v: ValueId): ValueId => toBits(t, FP64, v);
  const magnitude = ir.value('and', I64, bits(r), ir.const(I64, 0x7fffffffffffffffn));
  const isZero = ir.value('icmp.eq', I1, magnitude, ir.const(I64, 0));
  const combined = ir.value(op === 'sum' ? 'and' : 'xor', I64, bits(x), bits(y));
  const sign = ir.value('and', I64, combined, ir.const(I64, 1n << 63n));
  let zero = sign;
  if (op === 'product') {
    const exponent = ir.const(I64, 0x7ff0000000000000n);
    const special = (v: ValueId): ValueId =>
      ir.value('icmp.eq', I1, ir.value('and', I64, bits(v), exponent), exponent);
    const infOrNan = ir.value('or', I1, special(x), special(y));
    zero = ir.value('select', I64, infOrNan, ir.const(I64, 0x7ff8000000000000n), sign);
  }
  return fromBits(t, FP64, ir.value('select', I64, isZero, zero, bits(r)));
}

function fpext(t: TranslationContext, v: ValueId): ValueId {
  return t.b.value('fpext', F64, v);
}

/**
 * An f32 in f64 with denormals kept, built without a float op on the f32 value: a host that flushes
 * f32 denormals (NVIDIA, which the H200 does in every MODE) flushes them in the conversion too. A
 * denormal is its significand times 2^-149, both exact in f64.
 */
function fpextKeepingDenormals(t: TranslationContext, v: ValueId): ValueId {
  const { b: ir } = t;
  const bits = toBits(t, FP32, v);
  const significand = ir.value('and', I32, bits, t.const32(0x7fffff));
  const expZero = ir.value('icmp.eq', I1, ir.value('and', I32, bits, t.const32(0x7f800000)), t.const32(0));
  const magnitude = ir.value('fmul', F64, ir.value('utof', F64, significand), fconst(t, FP64, 2 ** -149));
  // The sign is put in as a bit, and the result selected as bits (NVIDIA lost -0 in float selects).
  const sign = ir.value(
    'shl',
    I64,
    ir.value('zext', I64, ir.value('and', I32, bits, t.const32(0x80000000))),
    ir.const(I64, 32),
  );
  const tiny = ir.value('or', I64, toBits(t, FP64, magnitude), sign);
  return fromBits(
    t,
    FP64,
    ir.value('select', I64, expZero, tiny, toBits(t, FP64, ir.value('fpext', F64, v))),
  );
}

/**
 * a * b + c for f32 or f16 a, b, c in f64: the exact product plus c rounded to odd (`odd`), whether
 * all operands are finite, and the result for infinite and NaN operands (`special`: the sum itself).
 */
function fmaOdd64(
  t: TranslationContext,
  a: ValueId,
  b: ValueId,
  c: ValueId,
  extend: (t: TranslationContext, v: ValueId) => ValueId = fpext,
): { odd: ValueId; finite: ValueId; special: ValueId } {
  const { b: ir } = t;
  const f64 = (v: ValueId): ValueId => extend(t, v);
  const [A, B, C] = [f64(a), f64(b), f64(c)];
  // Exact: 48 significant bits, far from f64's range limits. A zero product takes its sign from the
  // operands' bits: NIR folds an f64 `x * 0.0` to +0 (v_pk_fmac_f16 summed -x * +0 and -0 to +0).
  const p = zeroSigned(t, 'product', A, B, ir.value('fmul', F64, A, B));
  const sum = zeroSigned(t, 'sum', p, C, ir.value('fadd', F64, p, C));
  // TwoSum: err = (p + C) - sum exactly.
  const bb = ir.value('fsub', F64, sum, p);
  const err = ir.value(
    'fadd',
    F64,
    ir.value('fsub', F64, p, ir.value('fsub', F64, sum, bb)),
    ir.value('fsub', F64, C, bb),
  );
  const zero = fconst(t, FP64, 0);
  const inexact = ir.value('fcmp.one', I1, err, zero);
  const bits = toBits(t, FP64, sum);
  const even = ir.value('icmp.eq', I1, ir.value('and', I64, bits, ir.const(I64, 1)), ir.const(I64, 0));
  const away = ir.value(
    'icmp.eq',
    I1,
    ir.value('fcmp.olt', I1, err, zero),
    ir.value('fcmp.olt', I1, sum, zero),
  );
  const step = ir.value('select', I64, away, ir.const(I64, 1), ir.const(I64, -1n));
  const odd = fromBits(
    t,
    FP64,
    ir.value('select', I64, ir.value('and', I1, inexact, even), ir.value('iadd', I64, bits, step), bits),
  );
  // Infinite or NaN operands: the sum itself. A product of f32 or f16 values cannot overflow f64, so
  // the sum is infinite or NaN exactly when an operand is, and then it is IEEE's answer (inf * 0 and
  // inf - inf NaN). Not the host's fma: NIR rewrote fma(a, b, -a) as a * (b - 1), which made
  // inf * 0.5 - inf -inf instead of NaN. On an IEEE host `odd` already equals such a sum (its error
  // term is NaN, so it is not inexact) and no test can tell the select from `odd` alone; the select
  // keeps a host whose NaN compare answers loosely from stepping an infinity to a NaN or to the
  // largest finite value.
  const magnitude = ir.value('and', I64, bits, ir.const(I64, 0x7fffffffffffffffn));
  const finite = ir.value('icmp.ult', I1, magnitude, ir.const(I64, 0x7ff0000000000000n));
  return { odd, finite, special: sum };
}

/**
 * fma(a, b, c) rounded once, without relying on a fused host fma (Vulkan gives GLSL.std.450 Fma the
 * precision of a multiply then an add): for f16 and f32 the round-to-odd f64 sum rounds to the narrow
 * format correctly (f64 keeps more than twice f32's and f16's precision plus two bits); f64 goes
 * through the 128-bit integer fma (lavapipe's f64 Fma is not fused). NaN results are the caller's NaN
 * rule.
 */
export function exactFma(t: TranslationContext, fp: FpFormat, a: ValueId, b: ValueId, c: ValueId): ValueId {
  // f64: the scaled fma's helper with scale 0 (v_div_fmas_f64 shares it; one 128-bit body per module).
  if (fp.ft === F64) return scaledFma64(t, a, b, c, t.const32(0));
  // v_fma_mix* round an fma of f32 sources to f16: a helper of its own (the key names the signature).
  const from = printType(t.fn.typeOf(a));
  const key = from === `f${fp.width}` ? `fma_${from}` : `fma_${from}_to_f${fp.width}`;
  return shared(t, key, [a, b, c], (h, [x, y, z]) =>
    narrowFma(h, fp, x as ValueId, y as ValueId, z as ValueId),
  );
}

/** exactFma for f16 and f32. */
function narrowFma(t: TranslationContext, fp: FpFormat, a: ValueId, b: ValueId, c: ValueId): ValueId {
  const { odd, finite, special } = fmaOdd64(t, a, b, c);
  const sum = t.b.value('select', F64, finite, odd, special);
  // f16: through f32 rounded to odd again, since a host may convert f64 to f16 through f32 with two
  // roundings (llvmpipe was 1 ULP off on v_fmac_f16); 24 bits still round correctly to f16's 11.
  if (fp.ft === F16) return t.b.value('fptrunc', F16, toF32Odd(t, sum));
  return t.b.value('fptrunc', fp.ft, sum);
}

/**
 * An f64 rounded to odd at f32 precision, on bits: the top 23 fraction bits with the rest ORed into
 * the last. Magnitudes beyond f32's range become infinity, below its normal range zero (both round to
 * the same f16); infinity and NaN pass.
 */
function toF32Odd(t: TranslationContext, x: ValueId): ValueId {
  const { b } = t;
  const bits = toBits(t, FP64, x);
  const k64 = (n: bigint): ValueId => b.const(I64, n);
  const sign = b.value('trunc', I32, b.value('lshr', I64, bits, k64(32n)));
  const signBit = b.value('and', I32, sign, t.const32(0x80000000));
  const exp = b.value('trunc', I32, b.value('and', I64, b.value('lshr', I64, bits, k64(52n)), k64(0x7ffn)));
  const fraction = b.value('and', I64, bits, k64((1n << 52n) - 1n));
  const sticky = b.value('icmp.ne', I1, b.value('and', I64, fraction, k64((1n << 29n) - 1n)), k64(0n));
  const top = b.value('trunc', I32, b.value('lshr', I64, fraction, k64(29n)));
  const normal = b.value(
    'or',
    I32,
    b.value('or', I32, b.value('shl', I32, b.value('isub', I32, exp, t.const32(896)), t.const32(23)), top),
    b.value('zext', I32, sticky),
  );
  const special = b.value('or', I32, t.const32(0x7f800000), top);
  const magnitude = b.value(
    'select',
    I32,
    b.value('icmp.eq', I1, exp, t.const32(0x7ff)),
    b.value('or', I32, special, b.value('zext', I32, sticky)),
    b.value(
      'select',
      I32,
      b.value('icmp.sge', I1, exp, t.const32(1151)),
      t.const32(0x7f800000),
      b.value('select', I32, b.value('icmp.slt', I1, exp, t.const32(897)), t.const32(0), normal),
    ),
  );
  return fromBits(t, FP32, b.value('or', I32, signBit, magnitude));
}

/** The guest's fma (v_fma_*, fmac, fmamk/fmaak, v_pk_fma): inputs and result flushed by MODE, the NaN rule. */
export function fusedFma(t: TranslationContext, fp: FpFormat, a: ValueId, b: ValueId, c: ValueId): ValueId {
  const [x, y, z] = [a, b, c].map((v) => flushIf(t, fp, v)) as [ValueId, ValueId, ValueId];
  return flushIf(t, fp, nanRule(t, fp, [x, y, z], exactFma(t, fp, x, y, z)));
}

/** round_f32((a * b + c) * 2^scale) for f32 a, b, c and an i32 scale of 0 or +-64. */
export function scaledFma32(
  t: TranslationContext,
  a: ValueId,
  b: ValueId,
  c: ValueId,
  scale: ValueId,
): ValueId {
  return shared(t, 'fma_scaled_f32', [a, b, c, scale], (h, p) => scaledFma32Inline(h, ...(p as Four)));
}

type Four = [ValueId, ValueId, ValueId, ValueId];

function scaledFma32Inline(
  t: TranslationContext,
  a: ValueId,
  b: ValueId,
  c: ValueId,
  scale: ValueId,
): ValueId {
  const { b: ir } = t;
  // v_div_fmas never flushes its inputs (ISA note), whatever the host does with f32 denormals.
  const { odd, finite, special } = fmaOdd64(t, a, b, c, fpextKeepingDenormals);
  const factor = ir.value(
    'select',
    F64,
    ir.value('icmp.sgt', I1, scale, t.const32(0)),
    fconst(t, FP64, 2 ** 64),
    ir.value(
      'select',
      F64,
      ir.value('icmp.slt', I1, scale, t.const32(0)),
      fconst(t, FP64, 2 ** -64),
      fconst(t, FP64, 1),
    ),
  );
  const scaled = ir.value('fmul', F64, odd, factor);
  return ir.value('fptrunc', F32, ir.value('select', F64, finite, scaled, special));
}

/** A 128-bit unsigned integer as two i64 halves. */
interface U128 {
  readonly hi: ValueId;
  readonly lo: ValueId;
}

/** Integer helpers over i64 values and U128 pairs. */
class Wide {
  constructor(readonly t: TranslationContext) {}

  k(n: number | bigint): ValueId {
    return this.t.b.const(I64, BigInt(n));
  }
  op(name: OpName, ...args: ValueId[]): ValueId {
    return this.t.b.value(name, I64, ...args);
  }
  cmp(pred: IcmpPred, x: ValueId, y: ValueId): ValueId {
    return this.t.b.value(`icmp.${pred}`, I1, x, y);
  }
  sel(c: ValueId, x: ValueId, y: ValueId): ValueId {
    return this.t.b.value('select', I64, c, x, y);
  }
  sel128(c: ValueId, x: U128, y: U128): U128 {
    return { hi: this.sel(c, x.hi, y.hi), lo: this.sel(c, x.lo, y.lo) };
  }
  /**
   * The 128-bit product of two unsigned i64 values from four 32x32-bit products (llvmpipe's 64-bit
   * OpUMulExtended gives wrong high halves; partial products are exact on every host).
   */
  mul(a: ValueId, b: ValueId): U128 {
    const mask = this.k(0xffffffffn);
    const k32 = this.k(32);
    const [a0, a1] = [this.op('and', a, mask), this.op('lshr', a, k32)];
    const [b0, b1] = [this.op('and', b, mask), this.op('lshr', b, k32)];
    const p00 = this.op('imul', a0, b0);
    const p01 = this.op('imul', a0, b1);
    const p10 = this.op('imul', a1, b0);
    const p11 = this.op('imul', a1, b1);
    // Bits 32..95 of the sum of the middle terms and p00's high half; at most 2^34, no overflow.
    const middle = this.op(
      'iadd',
      this.op('iadd', this.op('lshr', p00, k32), this.op('and', p01, mask)),
      this.op('and', p10, mask),
    );
    const hi = this.op(
      'iadd',
      this.op('iadd', p11, this.op('lshr', p01, k32)),
      this.op('iadd', this.op('lshr', p10, k32), this.op('lshr', middle, k32)),
    );
    const lo = this.op('or', this.op('and', p00, mask), this.op('shl', middle, k32));
    return { hi, lo };
  }

  /** An i32 as i64 (sign-extended). */
  wide(v: ValueId): ValueId {
    return this.t.b.value('sext', I64, v);
  }

  /** x >> k for an i64 k in [0, 127] (no sticky). */
  shr(x: U128, k: ValueId): U128 {
    const small = this.cmp('ult', k, this.k(64));
    const k64 = this.op('and', k, this.k(63));
    const carried = this.sel(
      this.cmp('eq', k64, this.k(0)),
      this.k(0),
      this.op('shl', x.hi, this.op('isub', this.k(64), k64)),
    );
    return this.sel128(
      small,
      { hi: this.op('lshr', x.hi, k64), lo: this.op('or', this.op('lshr', x.lo, k64), carried) },
      { hi: this.k(0), lo: this.op('lshr', x.hi, k64) },
    );
  }

  /** Whether any of the low k bits of x is set, for an i64 k in [0, 128]. */
  lowBits(x: U128, k: ValueId): ValueId {
    const ones = (n: ValueId): ValueId =>
      this.op('isub', this.op('shl', this.k(1), this.op('and', n, this.k(63))), this.k(1));
    const ge64 = this.cmp('uge', k, this.k(64));
    const maskLo = this.sel(ge64, this.k(-1n), ones(k));
    const kHi = this.op('isub', k, this.k(64));
    const maskHi = this.sel(
      ge64,
      this.sel(this.cmp('uge', kHi, this.k(64)), this.k(-1n), ones(kHi)),
      this.k(0),
    );
    const any = this.op('or', this.op('and', x.lo, maskLo), this.op('and', x.hi, maskHi));
    return this.cmp('ne', any, this.k(0));
  }

  /** x >> k for any i64 k >= 0, the bits shifted out ORed into bit 0. */
  shrSticky(x: U128, k: ValueId): U128 {
    const kk = this.op('umin', k, this.k(128));
    const lost = this.lowBits(x, kk);
    const inRange = this.cmp('ult', kk, this.k(128));
    const s = this.shr(x, this.op('and', kk, this.k(127)));
    const shifted = this.sel128(inRange, s, { hi: this.k(0), lo: this.k(0) });
    return { hi: shifted.hi, lo: this.op('or', shifted.lo, this.t.b.value('zext', I64, lost)) };
  }

  add(x: U128, y: U128): U128 {
    const lo = this.op('iadd', x.lo, y.lo);
    const carry = this.t.b.value('zext', I64, this.cmp('ult', lo, x.lo));
    return { hi: this.op('iadd', this.op('iadd', x.hi, y.hi), carry), lo };
  }

  sub(x: U128, y: U128): U128 {
    const borrow = this.t.b.value('zext', I64, this.cmp('ult', x.lo, y.lo));
    return { hi: this.op('isub', this.op('isub', x.hi, y.hi), borrow), lo: this.op('isub', x.lo, y.lo) };
  }

  /** x >= y (unsigned). */
  uge(x: U128, y: U128): ValueId {
    const b = this.t.b;
    return b.value(
      'or',
      I1,
      this.cmp('ugt', x.hi, y.hi),
      b.value('and', I1, this.cmp('eq', x.hi, y.hi), this.cmp('uge', x.lo, y.lo)),
    );
  }

  /** Index of the highest set bit of an i64 as i32 (-1 for 0). */
  msb64(x: ValueId): ValueId {
    return this.t.b.value('iunary.find_umsb', I32, x);
  }
}

const SIGN64 = 1n << 63n;

/** An f64 operand as its bits, significand normalized to [2^52, 2^53) (0 for zero) and LSB exponent. */
interface Parts {
  readonly bits: ValueId;
  readonly m: ValueId;
  /** x = m * 2^e (i32). */
  readonly e: ValueId;
  readonly zero: ValueId;
  /** Neither infinite nor NaN (the exponent field is not all ones). */
  readonly finite: ValueId;
}

function parts(w: Wide, x: ValueId): Parts {
  const t = w.t;
  const b = t.b;
  const u = toBits(t, FP64, x);
  const field = w.op('and', w.op('lshr', u, w.k(52)), w.k(0x7ff));
  const frac = w.op('and', u, w.k((1n << 52n) - 1n));
  const sub = w.cmp('eq', field, w.k(0));
  const m0 = w.sel(sub, frac, w.op('or', frac, w.k(1n << 52n)));
  const e0 = b.value('isub', I32, b.value('trunc', I32, w.op('umax', field, w.k(1))), t.const32(1075));
  const zero = w.cmp('eq', m0, w.k(0));
  // Leading zeros of a subnormal significand below bit 52 (0 for normal ones and zero).
  const lz = b.value('select', I32, zero, t.const32(0), b.value('isub', I32, t.const32(52), w.msb64(m0)));
  return {
    bits: u,
    m: w.op('shl', m0, b.value('zext', I64, lz)),
    e: b.value('isub', I32, e0, lz),
    zero,
    // Compared as an i32: llvmpipe (Mesa 22.3) got the i64 `field != 0x7ff` wrong (f64_arith kernels).
    finite: b.value('icmp.ne', I1, b.value('trunc', I32, field), t.const32(0x7ff)),
  };
}

/**
 * round_f64((a * b + c) * 2^scale) for f64 a, b, c and an i32 scale of 0 or +-128; infinite or NaN
 * operands and the all-zero sum go through the host fma unscaled (exact for them).
 */
export function scaledFma64(
  t: TranslationContext,
  a: ValueId,
  b: ValueId,
  c: ValueId,
  scale: ValueId,
): ValueId {
  return shared(t, 'fma_scaled_f64', [a, b, c, scale], (h, p) => scaledFma64Inline(h, ...(p as Four)));
}

function scaledFma64Inline(
  t: TranslationContext,
  a: ValueId,
  b: ValueId,
  c: ValueId,
  scale: ValueId,
): ValueId {
  const ir = t.b;
  const w = new Wide(t);
  const i32 = (n: number): ValueId => t.const32(n);
  const pa = parts(w, a);
  const pb = parts(w, b);
  const pc = parts(w, c);
  const productZero = ir.value('or', I1, pa.zero, pb.zero);
  const product = w.mul(pa.m, pb.m);
  const ep = ir.value('iadd', I32, pa.e, pb.e);
  // The frame: value = W * 2^(top - 126), top bounding both terms (product < 2^(ep+106), c < 2^(ec+53)).
  const none = i32(-100000);
  const topP = ir.value('select', I32, productZero, none, ir.value('iadd', I32, ep, i32(106)));
  const topC = ir.value('select', I32, pc.zero, none, ir.value('iadd', I32, pc.e, i32(53)));
  const top = ir.value('smax', I32, topP, topC);
  // Each term with its bound at the frame's top (the product shifted by 126 - 106, the addend by
  // 126 - 53); the one with the lower bound then moves right by the difference, its lost bits sticky.
  const P0: U128 = {
    hi: w.op('or', w.op('shl', product.hi, w.k(20)), w.op('lshr', product.lo, w.k(44))),
    lo: w.op('shl', product.lo, w.k(20)),
  };
  const C0: U128 = { hi: w.op('shl', pc.m, w.k(9)), lo: w.k(0) };
  const d = ir.value('isub', I32, topP, topC);
  const pTop = ir.value('icmp.sge', I1, d, i32(0));
  const distance = ir.value('smax', I32, d, ir.value('isub', I32, i32(0), d));
  const lower = w.shrSticky(w.sel128(pTop, C0, P0), w.wide(distance));
  const P = w.sel128(pTop, P0, lower);
  const C = w.sel128(pTop, lower, C0);
  // The signs as sign bits of i64s: NVIDIA answered true for an i1 `negP == negC` with negP true and
  // negC false (fuzz seed 3520945887), flipping the sign of a v_div_fmas_f64 result.
  const signP = w.op('and', w.op('xor', pa.bits, pb.bits), w.k(SIGN64));
  const signC = w.op('and', pc.bits, w.k(SIGN64));
  const same = w.cmp('eq', signP, signC);
  const pBigger = w.uge(P, C);
  const mag = w.sel128(same, w.add(P, C), w.sel128(pBigger, w.sub(P, C), w.sub(C, P)));
  const signBit = w.sel(ir.value('or', I1, same, pBigger), signP, signC);
  const hiSet = w.cmp('ne', mag.hi, w.k(0));
  const msb = ir.value(
    'select',
    I32,
    hiSet,
    ir.value('iadd', I32, w.msb64(mag.hi), i32(64)),
    w.msb64(mag.lo),
  );
  // LSB exponent of the result: 53 bits below the MSB, but not below the subnormal quantum 2^-1074.
  const base = ir.value('iadd', I32, ir.value('isub', I32, top, i32(126)), scale);
  const lsb = ir.value(
    'smax',
    I32,
    ir.value('iadd', I32, ir.value('isub', I32, msb, i32(52)), base),
    i32(-1074),
  );
  const r = ir.value('isub', I32, lsb, base);
  // r <= 0: every bit kept (the magnitude is below 2^53 then); r > 0: round off r bits.
  const exactKept = w.op(
    'shl',
    mag.lo,
    w.wide(ir.value('smax', I32, ir.value('isub', I32, i32(0), r), i32(0))),
  );
  const rr = w.wide(ir.value('smin', I32, ir.value('smax', I32, r, i32(1)), i32(128)));
  const above = w.shr(mag, w.op('isub', rr, w.k(1))); // bits from r - 1 up (< 2^54)
  const guard = w.cmp('ne', w.op('and', above.lo, w.k(1)), w.k(0));
  const roundedKept = w.op('lshr', above.lo, w.k(1));
  const sticky = w.lowBits(mag, w.op('isub', rr, w.k(1)));
  const odd = w.cmp('ne', w.op('and', roundedKept, w.k(1)), w.k(0));
  const up = ir.value('and', I1, guard, ir.value('or', I1, sticky, odd));
  const rounds = ir.value('icmp.sgt', I1, r, i32(0));
  const kept = w.sel(rounds, w.op('iadd', roundedKept, ir.value('zext', I64, up)), exactKept);
  const biased = ir.value('iadd', I32, lsb, i32(1074));
  const magnitude = w.op('iadd', w.op('shl', w.wide(biased), w.k(52)), kept);
  const overflow = ir.value('icmp.sgt', I1, biased, i32(2045));
  const inf = w.k(0x7ff0000000000000n);
  const zeroSum = w.cmp('eq', w.op('or', mag.hi, mag.lo), w.k(0));
  const resultBits = w.sel(zeroSum, w.k(0), w.op('or', signBit, w.sel(overflow, inf, magnitude)));
  const general = ir.value(
    'and',
    I1,
    ir.value('and', I1, pa.finite, ir.value('and', I1, pb.finite, pc.finite)),
    ir.value('xor', I1, ir.value('and', I1, productZero, pc.zero), ir.const(I1, 1)),
  );
  // Selected as bits: NVIDIA turned float selects of -0 into +0 (a zero product plus -0 is -0 here).
  const host = toBits(t, FP64, ir.value('fma', F64, a, b, c));
  return fromBits(t, FP64, ir.value('select', I64, general, resultBits, host));
}
