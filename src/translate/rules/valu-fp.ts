/**
 * Float building blocks for the VALU rules, expressed exactly in IR over f16/f32/f64 values: the
 * guest's NaN rules (a NaN operand gives that NaN quieted, the first in operand order; an invalid
 * operation gives the default quiet NaN), min/max by MODE.IEEE (-0 below +0), explicit denormal
 * flushing, output modifiers (omod, clamp by MODE.DX10_CLAMP), exact ldexp and the exponent/class
 * helpers. The wave's MODE is the launch's (TranslationContext.floatMode, from COMPUTE_PGM_RSRC1):
 * IEEE and DX10_CLAMP as it says, round to nearest even, and f32 / f16+f64 denormals kept or flushed
 * on input and output. A flushing MODE is made explicit (flushIf) at the shared helpers that mirror
 * the reference executor's (arith, minMax, the fused fma of valu-fma-scaled.ts) and in the rules that
 * flush on their own; a MODE that keeps denormals emits no flush at all.
 *
 * The host's own arithmetic (fadd, fmul, fma, conversions) is relied on to be IEEE with denormals
 * preserved and RNE (explicit flushing is exact whether or not the host keeps them); docs/debt.md
 * lists that requirement on the emitter.
 */
import type { ValueId } from '../../ir/function.js';
import type { OpName } from '../../ir/ops.js';
import { F16, F32, F64, I1, I16, I32, I64, type TypeId } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';

/** One float format: its IR types and field layout. */
export interface FpFormat {
  readonly name: 'f16' | 'f32' | 'f64';
  readonly ft: TypeId;
  readonly it: TypeId;
  readonly width: 16 | 32 | 64;
  readonly mant: number;
  readonly bias: number;
  readonly signBit: bigint;
  readonly expMask: bigint;
  readonly quietBit: bigint;
  readonly defaultNaN: bigint;
}

function format(
  name: 'f16' | 'f32' | 'f64',
  ft: TypeId,
  it: TypeId,
  width: 16 | 32 | 64,
  mant: number,
): FpFormat {
  const expBits = width - 1 - mant;
  return {
    name,
    ft,
    it,
    width,
    mant,
    bias: (1 << (expBits - 1)) - 1,
    signBit: 1n << BigInt(width - 1),
    expMask: ((1n << BigInt(expBits)) - 1n) << BigInt(mant),
    quietBit: 1n << BigInt(mant - 1),
    defaultNaN: (((1n << BigInt(expBits)) - 1n) << BigInt(mant)) | (1n << BigInt(mant - 1)),
  };
}

export const FP16 = format('f16', F16, I16, 16, 10);
export const FP32 = format('f32', F32, I32, 32, 23);
export const FP64 = format('f64', F64, I64, 64, 52);
/** Formats by VT name. */
export const FP_BY_TYPE: Readonly<Record<'f16' | 'f32' | 'f64', FpFormat>> = {
  f16: FP16,
  f32: FP32,
  f64: FP64,
};

/** Bit pattern of a JS number in `fp` (exact values only: the constants the rules use). */
export function floatBits(fp: FpFormat, x: number): bigint {
  const view = new DataView(new ArrayBuffer(8));
  view.setFloat64(0, x);
  const b = view.getBigUint64(0);
  if (fp.width === 64) return b;
  const sign = b >> 63n;
  const exp = Number((b >> 52n) & 0x7ffn);
  const frac = b & ((1n << 52n) - 1n);
  if (exp === 0x7ff) return (sign << BigInt(fp.width - 1)) | fp.expMask | (frac === 0n ? 0n : fp.quietBit);
  if (exp === 0 && frac === 0n) return sign << BigInt(fp.width - 1);
  const e = exp - 1023 + fp.bias;
  return (sign << BigInt(fp.width - 1)) | (BigInt(e) << BigInt(fp.mant)) | (frac >> BigInt(52 - fp.mant));
}

/** A float constant of `fp`. */
export function fconst(t: TranslationContext, fp: FpFormat, x: number): ValueId {
  return t.b.const(fp.ft, floatBits(fp, x));
}

/**
 * `v`'s bits as `type`: the value `v` was bitcast from when it has that type (a register read as a
 * float and read back as bits, a result cast to bits to be written), else a new bitcast. Bitcasts keep
 * every bit, so the round trip is the value itself; not building it spares the passes their work.
 */
export function castBits(t: TranslationContext, type: TypeId, v: ValueId): ValueId {
  const { b } = t;
  const def = b.fn.value(v).def;
  const cast = def.kind === 'inst' ? b.fn.inst(def.inst) : undefined;
  const source = cast?.op === 'bitcast' ? (cast.operands[0] as ValueId) : undefined;
  return source !== undefined && b.fn.typeOf(source) === type ? source : b.value('bitcast', type, v);
}

export function toBits(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  return castBits(t, fp.it, x);
}

export function fromBits(t: TranslationContext, fp: FpFormat, i: ValueId): ValueId {
  return castBits(t, fp.ft, i);
}

export function isNan(t: TranslationContext, x: ValueId): ValueId {
  return t.b.value('fcmp.uno', I1, x, x);
}

/** NaN `x` with its quiet bit set (payload kept). */
export function quiet(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  return fromBits(t, fp, t.b.value('or', fp.it, toBits(t, fp, x), t.b.const(fp.it, fp.quietBit)));
}

export function isSignaling(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  const { b } = t;
  const q = b.value('and', fp.it, toBits(t, fp, x), b.const(fp.it, fp.quietBit));
  return b.value('and', I1, isNan(t, x), b.value('icmp.eq', I1, q, b.const(fp.it, 0)));
}

/** The raw exponent field as i32. */
export function expField(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  const { b } = t;
  const f = b.value(
    'lshr',
    fp.it,
    b.value('and', fp.it, toBits(t, fp, x), b.const(fp.it, fp.expMask)),
    b.const(fp.it, fp.mant),
  );
  if (fp.it === I32) return f;
  return b.value(fp.width === 64 ? 'trunc' : 'zext', I32, f);
}

/** Whether `x` has a zero exponent field (zero or denormal). */
export function expZero(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  const { b } = t;
  return b.value(
    'icmp.eq',
    I1,
    b.value('and', fp.it, toBits(t, fp, x), b.const(fp.it, fp.expMask)),
    b.const(fp.it, 0),
  );
}

/** Sign bit set (i1). */
export function signOf(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  const { b } = t;
  return b.value(
    'icmp.ne',
    I1,
    b.value('and', fp.it, toBits(t, fp, x), b.const(fp.it, fp.signBit)),
    b.const(fp.it, 0),
  );
}

/**
 * Denormals flushed to a signed zero (the guest's flush, made explicit), on the bit pattern. Not the IR
 * op `flush` yet: with it, an H200 fuzz program in a flushing MODE differed (docs/debt.md); this is
 * the form every campaign has passed with.
 */
export function flush(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  // A flushed value has no denormal left (a mac's product flushed, then flushed as the add's input).
  if (t.flushed.has(x)) return x;
  const { b } = t;
  const bits = toBits(t, fp, x);
  // Tested on the magnitude, which a NaN test of the flushed value then reads too (lower-float-rules).
  const magnitude = b.value('and', fp.it, bits, b.const(fp.it, fp.signBit - 1n));
  const denormal = b.value('icmp.ult', I1, magnitude, b.const(fp.it, 1n << BigInt(fp.mant)));
  const zero = b.value('and', fp.it, bits, b.const(fp.it, fp.signBit));
  const flushed = fromBits(t, fp, b.value('select', fp.it, denormal, zero, bits));
  t.flushed.add(flushed);
  return flushed;
}

/** Whether the launch's MODE keeps `fp`'s denormals (FP_DENORM f32, or the f16/f64 field). */
export function keepsDenormals(t: TranslationContext, fp: FpFormat): boolean {
  return fp.width === 32 ? t.floatMode.f32Denormals : t.floatMode.f16f64Denormals;
}

/** `x` flushed unless denormals are kept (`keep`: by default the MODE's setting for `fp`); no IR when kept. */
export function flushIf(
  t: TranslationContext,
  fp: FpFormat,
  x: ValueId,
  keep = keepsDenormals(t, fp),
): ValueId {
  return keep ? x : flush(t, fp, x);
}

/** Whether the bit pattern `bits` (of `fp`'s integer type) is a NaN: decided without a float compare. */
export function isNanBits(t: TranslationContext, fp: FpFormat, bits: ValueId): ValueId {
  const { b } = t;
  const magnitude = b.value('and', fp.it, bits, b.const(fp.it, fp.signBit - 1n));
  return b.value('icmp.ugt', I1, magnitude, b.const(fp.it, fp.expMask));
}

/** The guest's NaN rule around a computed result: first NaN input quieted, else a NaN result becomes the default NaN. */
export function nanProp(
  t: TranslationContext,
  fp: FpFormat,
  inputs: readonly ValueId[],
  result: ValueId,
): ValueId {
  // Selected as bit patterns: NVIDIA's compiler does not keep a NaN's payload through float selects
  // (it gave its canonical 0x7fffffff where the guest keeps the operand's payload). The tests are
  // float ones (one OpIsNan each, where a test of the bits is a mask and a compare).
  const { b } = t;
  const it = fp.it;
  const rb = toBits(t, fp, result);
  let r = b.value('select', it, isNan(t, result), b.const(it, fp.defaultNaN), rb);
  for (let i = inputs.length - 1; i >= 0; i--) {
    const input = inputs[i] as ValueId;
    const x = toBits(t, fp, input);
    r = b.value('select', it, isNan(t, input), b.value('or', it, x, b.const(it, fp.quietBit)), r);
  }
  return fromBits(t, fp, r);
}

/**
 * An arithmetic op on `fp` values (an IR op name, or a function of the flushed inputs) with the guest's
 * rules: inputs flushed unless `keep`, the NaN rule, the result flushed unless `keep`. `keep` defaults
 * to the MODE's setting; v_mad_f32 and its kin pass false (they flush f32 denormals in every MODE).
 */
export function arith(
  t: TranslationContext,
  fp: FpFormat,
  op: OpName | ((x: ValueId[]) => ValueId),
  inputs: readonly ValueId[],
  keep = keepsDenormals(t, fp),
): ValueId {
  const x = inputs.map((v) => flushIf(t, fp, v, keep));
  if (typeof op !== 'string') return flushIf(t, fp, nanProp(t, fp, x, op(x)), keep);
  return flushIf(t, fp, nanRule(t, fp, x, t.b.value(op, fp.ft, ...x)), keep);
}

/**
 * The guest's NaN rule as the IR op `nan_rule`, for a `result` that is NaN whenever an input is (an
 * IEEE op of the inputs): passes/lower-float-rules.ts builds the payload only where it can be seen.
 */
export function nanRule(
  t: TranslationContext,
  fp: FpFormat,
  inputs: readonly ValueId[],
  result: ValueId,
): ValueId {
  return t.b.value('nan_rule', fp.ft, result, ...inputs);
}

/**
 * v_min/v_max by MODE.IEEE, -0 ordered below +0. IEEE on: a signaling NaN operand gives it quieted
 * (src0 checked first); otherwise a NaN in src1 gives src0 and a NaN in src0 gives src1. IEEE off:
 * the same two NaN rules with nothing quieted. Two NaNs therefore give src0. Both operands are
 * flushed first by MODE, so the result is flushed too.
 */
export function minMax(t: TranslationContext, fp: FpFormat, x: ValueId, y: ValueId, max: boolean): ValueId {
  const { b } = t;
  const a = flushIf(t, fp, x);
  const c = flushIf(t, fp, y);
  const ft = fp.ft;
  const sel = (cond: ValueId, x: ValueId, y: ValueId): ValueId => b.value('select', ft, cond, x, y);
  // a below c, -0 below +0: equal floats are one bit pattern or the two zeros, and then the signed
  // integer order of the bits puts -0 (the sign bit alone) first. A constant that is no zero is
  // equal to no zero, so there the float order is the order.
  const [ab, cb] = [toBits(t, fp, a), toBits(t, fp, c)];
  const nonzero = (bits: ValueId): boolean => {
    const k = b.literal(bits);
    return k !== undefined && (k & (fp.signBit - 1n)) !== 0n;
  };
  const lt = b.value('fcmp.olt', I1, a, c);
  const less =
    nonzero(ab) || nonzero(cb)
      ? lt
      : b.value('select', I1, b.value('fcmp.oeq', I1, a, c), b.value('icmp.slt', I1, ab, cb), lt);
  let r = max ? sel(less, c, a) : sel(less, a, c);
  r = sel(isNan(t, a), c, r);
  r = sel(isNan(t, c), a, r);
  if (!t.floatMode.ieee) return r;
  r = sel(isSignaling(t, fp, c), quiet(t, fp, c), r);
  return sel(isSignaling(t, fp, a), quiet(t, fp, a), r);
}

/**
 * The bits of x * 2^k for k in {1, 2, -1}, rounded to nearest even, computed on the bit pattern: a
 * host multiply flushes denormal inputs and results where the host cannot preserve them (NVIDIA f32),
 * and omod applies after the guest's flush, so it can make or read a denormal. NaN and infinity pass.
 */
export function scaleBits(t: TranslationContext, fp: FpFormat, bits: ValueId, k: 1 | 2 | -1): ValueId {
  const { b } = t;
  const it = fp.it;
  const c = (n: bigint): ValueId => b.const(it, n);
  const below = (m: ValueId, n: bigint): ValueId => b.value('icmp.ult', I1, m, c(n));
  const one = 1n << BigInt(fp.mant);
  // The magnitude's integer counts units of the smallest subnormal in exponent fields 0 and 1, so a
  // step there is a shift; above, the exponent field moves by one.
  const doubled = (m: ValueId): ValueId => {
    const up = b.value(
      'select',
      it,
      below(m, one),
      b.value('shl', it, m, c(1n)),
      b.value('iadd', it, m, c(one)),
    );
    return b.value('select', it, below(up, fp.expMask), up, c(fp.expMask));
  };
  const halved = (m: ValueId): ValueId => {
    const half = b.value('lshr', it, m, c(1n));
    const roundUp = b.value('and', it, b.value('and', it, m, half), c(1n));
    const shifted = b.value('iadd', it, half, roundUp);
    return b.value('select', it, below(m, 2n * one), shifted, b.value('isub', it, m, c(one)));
  };
  const sign = b.value('and', it, bits, c(fp.signBit));
  const mag = b.value('and', it, bits, c(fp.signBit - 1n));
  const scaled = k === 2 ? doubled(doubled(mag)) : k === 1 ? doubled(mag) : halved(mag);
  return b.value('or', it, sign, b.value('select', it, below(mag, fp.expMask), scaled, mag));
}

/**
 * omod (x2, x4, /2; NaN passes) then clamp to [0, 1]: -0 gives +0; a NaN gives +0 when MODE.DX10_CLAMP
 * is set and passes unchanged when it is not.
 */
export function applyOutputModifiers(
  t: TranslationContext,
  fp: FpFormat,
  value: ValueId,
  omod: number,
  clamp: boolean,
): ValueId {
  const { b } = t;
  let v = value;
  if (omod !== 0)
    v = fromBits(t, fp, scaleBits(t, fp, toBits(t, fp, v), omod === 1 ? 1 : omod === 2 ? 2 : -1));
  if (clamp) {
    const zero = fconst(t, fp, 0);
    const one = fconst(t, fp, 1);
    // Decided on the bit pattern as a signed integer (order-preserving for non-NaN floats) and
    // selected as bits: NVIDIA's compiler turns float compares and selects of this shape into its
    // saturate, which does not pass a NaN through (DX10_CLAMP off keeps the guest's NaN).
    const it = fp.it;
    const vb = toBits(t, fp, v);
    const nan = isNanBits(t, fp, vb);
    const notNan = b.value('xor', I1, nan, b.const(I1, 1));
    const atMostZero = b.value('icmp.sle', I1, vb, b.const(it, 0));
    const low = t.floatMode.dx10Clamp
      ? b.value('or', I1, nan, atMostZero)
      : b.value('and', I1, notNan, atMostZero);
    const high = b.value('and', I1, notNan, b.value('icmp.sge', I1, vb, toBits(t, fp, one)));
    v = fromBits(
      t,
      fp,
      b.value('select', it, low, toBits(t, fp, zero), b.value('select', it, high, toBits(t, fp, one), vb)),
    );
  }
  return v;
}

/** An i32 clamped to [lo, hi]. */
function clampI32(t: TranslationContext, n: ValueId, lo: number, hi: number): ValueId {
  return t.b.value('smin', I32, t.b.value('smax', I32, n, t.const32(lo)), t.const32(hi));
}

/**
 * x * 2^n rounded once (exact ldexp): the exponent is adjusted in the bit pattern while the result is
 * normal; a subnormal result is made by one multiply by a normal power of two. NaN is quieted; zero
 * and infinity pass.
 */
export function ldexpExact(t: TranslationContext, fp: FpFormat, x: ValueId, n: ValueId): ValueId {
  const { b } = t;
  const it = fp.it;
  const S = fp.width === 16 ? 11 : fp.width === 32 ? 32 : 64;
  const emin = 1 - fp.bias;
  const den = expZero(t, fp, x);
  const xn = b.value('select', fp.ft, den, b.value('fmul', fp.ft, x, fconst(t, fp, 2 ** S)), x);
  const e = b.value(
    'isub',
    I32,
    expField(t, fp, xn),
    b.value('select', I32, den, t.const32(fp.bias + S), t.const32(fp.bias)),
  );
  const lim = 4 * fp.bias + 64;
  const E = b.value('iadd', I32, e, clampI32(t, n, -lim, lim));
  const bits = toBits(t, fp, xn);
  const body = b.value('and', it, bits, b.const(it, ~fp.expMask));
  const withExp = (field: ValueId): ValueId => {
    const f = it === I32 ? field : b.value(fp.width === 64 ? 'zext' : 'trunc', it, field);
    return fromBits(t, fp, b.value('or', it, body, b.value('shl', it, f, b.const(it, fp.mant))));
  };
  const sign = b.value('and', it, bits, b.const(it, fp.signBit));
  const inf = fromBits(t, fp, b.value('or', it, sign, b.const(it, fp.expMask)));
  const zero = fromBits(t, fp, sign);
  const normal = withExp(b.value('iadd', I32, E, t.const32(fp.bias)));
  const K = fp.mant + 2;
  const sub = b.value(
    'fmul',
    fp.ft,
    withExp(b.value('iadd', I32, E, t.const32(fp.bias + K))),
    fconst(t, fp, 2 ** -K),
  );
  let r = b.value('select', fp.ft, b.value('icmp.sge', I1, E, t.const32(emin)), normal, sub);
  r = b.value('select', fp.ft, b.value('icmp.sle', I1, E, t.const32(emin - fp.mant - 2)), zero, r);
  r = b.value('select', fp.ft, b.value('icmp.sgt', I1, E, t.const32(fp.bias)), inf, r);
  const passes = b.value(
    'or',
    I1,
    b.value('fcmp.oeq', I1, x, fconst(t, fp, 0)),
    b.value('fcmp.oeq', I1, b.value('funary.abs', fp.ft, x), fconst(t, fp, Number.POSITIVE_INFINITY)),
  );
  r = b.value('select', fp.ft, passes, x, r);
  return b.value('select', fp.ft, isNan(t, x), quiet(t, fp, x), r);
}

/**
 * Whether x is zero (either sign), on the bits: a denormal is not zero unless a rule flushes it
 * (flushIf), and a host that flushes f32 denormals (NVIDIA) would compare one equal to 0.
 */
export function isZero(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  const { b } = t;
  const magnitude = b.value('and', fp.it, toBits(t, fp, x), b.const(fp.it, ~fp.signBit));
  return b.value('icmp.eq', I1, magnitude, b.const(fp.it, 0));
}

/** Whether x is an infinity. */
export function isInf(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  return t.b.value(
    'fcmp.oeq',
    I1,
    t.b.value('funary.abs', fp.ft, x),
    fconst(t, fp, Number.POSITIVE_INFINITY),
  );
}

/** Whether x is a denormal (nonzero with a zero exponent field). */
export function isDenorm(t: TranslationContext, fp: FpFormat, x: ValueId): ValueId {
  const { b } = t;
  return b.value('and', I1, expZero(t, fp, x), b.value('xor', I1, isZero(t, fp, x), b.const(I1, 1)));
}

/** |x| with the sign of `s` as a bit (i1). */
export function withSign(t: TranslationContext, fp: FpFormat, x: ValueId, negative: ValueId): ValueId {
  const { b } = t;
  const mag = b.value('and', fp.it, toBits(t, fp, x), b.const(fp.it, ~fp.signBit));
  const s = b.value('select', fp.it, negative, b.const(fp.it, fp.signBit), b.const(fp.it, 0));
  return fromBits(t, fp, b.value('or', fp.it, mag, s));
}
