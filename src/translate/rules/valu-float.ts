/**
 * VALU float arithmetic translation rules (f16, f32, f64): add/sub/mul, fused multiply-adds and the
 * accumulating fmac forms, the constant forms fmamk/fmaak, the unfused v_mad_f32 family (which flushes
 * f32 denormals on the guest whatever MODE says, made explicit here), the legacy multiplies (a zero
 * operand gives +0), min/max/min3/max3/med3 by MODE.IEEE, exact ldexp, the division helpers
 * v_div_scale/v_div_fmas (by the hardware's exponent-field rules, which the published pseudocode does
 * not state: see divScale) and v_div_fixup, and the cube-map helpers. NaN results follow the guest's
 * rule exactly (valu-fp.ts); denormals are flushed where MODE flushes them, as the executor does
 * (v_div_fixup and the cube helpers never flush, v_div_fmas flushes its result only).
 */
import type { ValueId } from '../../ir/function.js';
import type { IcmpPred, OpName } from '../../ir/ops.js';
import { I1, I32 } from '../../ir/types.js';
import { VCC } from '../context.js';
import type { TranslateRule } from './rule.js';
import { type LaneEnv, valu } from './valu-common.js';
import { fusedFma, scaledFma32, scaledFma64 } from './valu-fma-scaled.js';
import {
  arith,
  expField,
  FP16,
  FP32,
  FP64,
  type FpFormat,
  fconst,
  flushIf,
  fromBits,
  isInf,
  isNan,
  isNanBits,
  isZero,
  keepsDenormals,
  ldexpExact,
  minMax,
  nanProp,
  quiet,
  scaleBits,
  signOf,
  toBits,
  withSign,
} from './valu-fp.js';

type Fmt = 'f16' | 'f32' | 'f64';
const FMT: Readonly<Record<Fmt, FpFormat>> = { f16: FP16, f32: FP32, f64: FP64 };

const sel = (e: LaneEnv, fp: FpFormat, c: ValueId, a: ValueId, b: ValueId): ValueId =>
  e.t.b.value('select', fp.ft, c, a, b);
const and1 = (e: LaneEnv, a: ValueId, b: ValueId): ValueId => e.t.b.value('and', I1, a, b);
const or1 = (e: LaneEnv, a: ValueId, b: ValueId): ValueId => e.t.b.value('or', I1, a, b);

function bin(f: Fmt, name: OpName, reverse = false): TranslateRule {
  const fp = FMT[f];
  return valu({
    srcs: [f, f],
    dst: f,
    fn: (e, s) => {
      const op = reverse ? ([a, b]: ValueId[]) => e.t.b.value(name, fp.ft, b as ValueId, a as ValueId) : name;
      return arith(e.t, fp, op, s);
    },
  });
}

function fma3(f: Fmt): TranslateRule {
  return valu({
    srcs: [f, f, f],
    dst: f,
    fn: (e, s) => fusedFma(e.t, FMT[f], s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  });
}

function fmac(f: 'f16' | 'f32'): TranslateRule {
  return valu({
    srcs: [f, f],
    dst: f,
    fn: (e, s) => fusedFma(e.t, FMT[f], s[0] as ValueId, s[1] as ValueId, e.x.old(f)),
  });
}

/** round(round(a * b) + c) with f32 denormals flushed at every step, in every MODE. */
function mad32(e: LaneEnv, a: ValueId, b: ValueId, c: ValueId): ValueId {
  return arith(e.t, FP32, 'fadd', [arith(e.t, FP32, 'fmul', [a, b], false), c], false);
}

/**
 * Legacy multiply: a zero operand (after flushing unless `keep`) gives +0 even against inf or NaN;
 * else a product flushed unless `keep` (v_mul_legacy: by MODE; the mad_legacy forms: always flushed).
 */
function mulLegacy(e: LaneEnv, a: ValueId, b: ValueId, keep: boolean): ValueId {
  const x = flushIf(e.t, FP32, a, keep);
  const y = flushIf(e.t, FP32, b, keep);
  const zero = or1(e, isZero(e.t, FP32, x), isZero(e.t, FP32, y));
  return sel(e, FP32, zero, fconst(e.t, FP32, 0), arith(e.t, FP32, 'fmul', [x, y], keep));
}

function madLegacy(e: LaneEnv, a: ValueId, b: ValueId, c: ValueId): ValueId {
  return arith(e.t, FP32, 'fadd', [mulLegacy(e, a, b, false), c], false);
}

/**
 * v_fma_legacy: a zero factor (checked before any flush, as the executor does) gives c + (+0) (so -0
 * becomes +0, NaN quieted), flushed by MODE; else a fused fma.
 */
function fmaLegacy(e: LaneEnv, a: ValueId, b: ValueId, c: ValueId): ValueId {
  const zero = or1(e, isZero(e.t, FP32, a), isZero(e.t, FP32, b));
  const addZero = sel(
    e,
    FP32,
    isZero(e.t, FP32, c),
    fconst(e.t, FP32, 0),
    sel(e, FP32, isNan(e.t, c), quiet(e.t, FP32, c), c),
  );
  return sel(e, FP32, zero, flushIf(e.t, FP32, addZero), fusedFma(e.t, FP32, a, b, c));
}

function minmax(f: Fmt, max: boolean): TranslateRule {
  return valu({
    srcs: [f, f],
    dst: f,
    fn: (e, s) => minMax(e.t, FMT[f], s[0] as ValueId, s[1] as ValueId, max),
  });
}

function minmax3(f: 'f16' | 'f32', max: boolean): TranslateRule {
  const fp = FMT[f];
  return valu({
    share: true,
    srcs: [f, f, f],
    dst: f,
    fn: (e, s) =>
      minMax(e.t, fp, minMax(e.t, fp, s[0] as ValueId, s[1] as ValueId, max), s[2] as ValueId, max),
  });
}

/**
 * Numeric equality of two non-NaN values on their bits (equal patterns, or both zeros): a host that
 * flushes denormals compares a denormal equal to 0 (NVIDIA f32), the guest does not.
 */
function sameNumber(e: LaneEnv, fp: FpFormat, x: ValueId, y: ValueId): ValueId {
  const b = e.t.b;
  const equalBits = b.value('icmp.eq', I1, toBits(e.t, fp, x), toBits(e.t, fp, y));
  return or1(e, equalBits, b.value('and', I1, isZero(e.t, fp, x), isZero(e.t, fp, y)));
}

/** v_med3: any NaN gives min3; otherwise the max of the two operands that are not the max3. */
function med3(f: 'f16' | 'f32'): TranslateRule {
  const fp = FMT[f];
  return valu({
    share: true,
    srcs: [f, f, f],
    dst: f,
    fn: (e, s) => {
      const [a, b, c] = s as [ValueId, ValueId, ValueId];
      const mn = (x: ValueId, y: ValueId): ValueId => minMax(e.t, fp, x, y, false);
      const mx = (x: ValueId, y: ValueId): ValueId => minMax(e.t, fp, x, y, true);
      const anyNaN = or1(e, or1(e, isNan(e.t, a), isNan(e.t, b)), isNan(e.t, c));
      const m3 = mx(mx(a, b), c);
      const eqA = sameNumber(e, fp, m3, a);
      const eqB = sameNumber(e, fp, m3, b);
      const med = sel(e, fp, eqA, mx(b, c), sel(e, fp, eqB, mx(a, c), mx(a, b)));
      return sel(e, fp, anyNaN, mn(mn(a, b), c), med);
    },
  });
}

function ldexpRule(f: Fmt): TranslateRule {
  const fp = FMT[f];
  return valu({
    share: true,
    srcs: [f, f === 'f16' ? 'u16' : 'u32'],
    dst: f,
    fn: (e, s) => {
      const n = f === 'f16' ? e.t.b.value('sext', I32, s[1] as ValueId) : (s[1] as ValueId);
      return flushIf(e.t, fp, ldexpExact(e.t, fp, flushIf(e.t, fp, s[0] as ValueId), n));
    },
  });
}

/** v_div_fixup: the special cases of quotient q = s0 of numerator n = s2 by denominator d = s1. */
function divFixup(f: Fmt): TranslateRule {
  const fp = FMT[f];
  const bias = f === 'f64' ? 1075 : f === 'f32' ? 150 : 25;
  return valu({
    share: true,
    srcs: [f, f, f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const [q, d, n] = s as [ValueId, ValueId, ValueId];
      const neg = t.b.value('xor', I1, signOf(t, fp, d), signOf(t, fp, n));
      const inf = fconst(t, fp, Number.POSITIVE_INFINITY);
      const zero = fconst(t, fp, 0);
      const signedInf = withSign(t, fp, inf, neg);
      const signedZero = withSign(t, fp, zero, neg);
      // Selected as bit patterns: NVIDIA turned a float select of -0 into +0 (0 / -4 gave +0).
      const bits = (v: ValueId): ValueId => toBits(t, fp, v);
      const pick = (c: ValueId, a: ValueId, b: ValueId): ValueId => t.b.value('select', fp.it, c, a, b);
      const fixNaN = t.b.const(fp.it, fp.defaultNaN | fp.signBit);
      let r = pick(isNan(t, q), bits(signedInf), bits(withSign(t, fp, q, neg)));
      const expDiff = t.b.value('isub', I32, expField(t, fp, n), expField(t, fp, d));
      r = pick(t.b.value('icmp.slt', I1, expDiff, t.const32(-bias)), bits(signedZero), r);
      r = pick(or1(e, isInf(t, fp, d), isZero(t, fp, n)), bits(signedZero), r);
      r = pick(or1(e, isZero(t, fp, d), isInf(t, fp, n)), bits(signedInf), r);
      r = pick(and1(e, isInf(t, fp, d), isInf(t, fp, n)), fixNaN, r);
      r = pick(and1(e, isZero(t, fp, d), isZero(t, fp, n)), fixNaN, r);
      r = pick(isNan(t, d), bits(quiet(t, fp, d)), r);
      return fromBits(t, fp, pick(isNan(t, n), bits(quiet(t, fp, n)), r));
    },
  });
}

/**
 * v_div_scale parameters per format: the exponent-field gap that asks v_div_fmas to post-scale, the
 * pre-scale exponent, the smallest denominator exponent field whose reciprocal is subnormal
 * (2 * bias - 1), the largest numerator exponent field counted as tiny.
 */
const DIV_SCALE = {
  f32: { gap: 96, scale: 64, bigDenominator: 253, tinyNumerator: 24 },
  f64: { gap: 768, scale: 128, bigDenominator: 2045, tinyNumerator: 53 },
} as const;

/**
 * v_div_scale (src0 = the operand to scale, src1 = denominator, src2 = numerator): decided on the
 * exponent fields de, ne of the denominator and numerator, first rule that holds (gap = ne - de):
 *   gap >= G          VCC 1, the denominator scaled up, the numerator kept;
 *   de == 0           VCC 0, both scaled up;
 *   de >= big         VCC (gap <= -G); numerator kept when VCC, else down; the denominator down;
 *   gap <= -G         VCC 1, the numerator scaled up, the denominator kept;
 *   ne <= tiny        VCC 0, both scaled up;
 *   otherwise         VCC 0, unchanged.
 * "Scaled" is an exact ldexp by 2^+-64 (f64 2^+-128); src0 counts as the denominator when its bits
 * equal src1's. A zero denominator or numerator gives the negative default NaN (VCC still by the
 * rules); a NaN src0 gives it quieted, an infinite one passes. Operands and result are flushed by MODE.
 */
function divScale(f: 'f32' | 'f64'): TranslateRule {
  const fp = FMT[f];
  const p = DIV_SCALE[f];
  return valu({
    share: true,
    srcs: [f, f, f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const b = t.b;
      const [v, d, n] = (s as ValueId[]).map((x) => flushIf(t, fp, x)) as [ValueId, ValueId, ValueId];
      const de = expField(t, fp, d);
      const ne = expField(t, fp, n);
      const gap = b.value('isub', I32, ne, de);
      const cmp = (pred: IcmpPred, x: ValueId, k: number): ValueId =>
        b.value(`icmp.${pred}`, I1, x, t.const32(k));
      const isDenominator = b.value('icmp.eq', I1, toBits(t, fp, v), toBits(t, fp, d));
      const T = b.const(I1, 1);
      const F = b.const(I1, 0);
      const up = t.const32(p.scale);
      const down = t.const32(-p.scale);
      const none = t.const32(0);
      const pick = (c: ValueId, x: ValueId, y: ValueId): ValueId => b.value('select', I32, c, x, y);
      const hugeQuotient = cmp('sge', gap, p.gap);
      const tinyQuotient = cmp('sle', gap, -p.gap);
      const bigDenominator = cmp('sge', de, p.bigDenominator);
      // [condition, exponent adjustment of src0, VCC], first rule first.
      const rules: [ValueId, ValueId, ValueId][] = [
        [hugeQuotient, pick(isDenominator, up, none), T],
        [cmp('eq', de, 0), up, F],
        [
          bigDenominator,
          pick(b.value('and', I1, tinyQuotient, b.value('xor', I1, isDenominator, T)), none, down),
          tinyQuotient,
        ],
        [tinyQuotient, pick(isDenominator, none, up), T],
        [cmp('sle', ne, p.tinyNumerator), up, F],
      ];
      let adjust = none;
      let vcc = F;
      for (let i = rules.length - 1; i >= 0; i--) {
        const [cond, amount, bit] = rules[i] as [ValueId, ValueId, ValueId];
        adjust = pick(cond, amount, adjust);
        vcc = b.value('select', I1, cond, bit, vcc);
      }
      e.maskOut = vcc;
      const scaled = ldexpExact(t, fp, v, adjust);
      const zero = or1(e, isZero(t, fp, d), isZero(t, fp, n));
      return sel(e, fp, zero, b.const(fp.ft, fp.defaultNaN | fp.signBit), flushIf(t, fp, scaled));
    },
  });
}

/**
 * v_div_fmas: (a * b + c) * 2^k rounded once, k = 0 without the lane's VCC bit and otherwise +64
 * (f64: +128) when |c| >= 2, else -64 (-128); the scale applies to the exact sum. NaN operands
 * propagate (the first, quieted), invalid operations give the default NaN, an infinite result is
 * not scaled. f32 is exact through f64, f64 through integer arithmetic (valu-fma-scaled.ts). The
 * operands are never flushed (ISA note); the result is, by MODE.
 */
function divFmas(f: 'f32' | 'f64'): TranslateRule {
  const fp = FMT[f];
  const k = f === 'f64' ? 128 : 64;
  return valu({
    srcs: [f, f, f],
    dst: f,
    fn: (e, s) => {
      const { t } = e;
      const [a, b, c] = s as [ValueId, ValueId, ValueId];
      const vcc = t.laneBit(t.readMask(VCC));
      const big = t.b.value('fcmp.oge', I1, t.b.value('funary.abs', fp.ft, c), fconst(t, fp, 2));
      const scale = t.b.value(
        'select',
        I32,
        vcc,
        t.b.value('select', I32, big, t.const32(k), t.const32(-k)),
        t.const32(0),
      );
      const r = f === 'f64' ? scaledFma64(t, a, b, c, scale) : scaledFma32(t, a, b, c, scale);
      return flushIf(t, fp, nanProp(t, fp, [a, b, c], r));
    },
  });
}

type Cube = 'id' | 'sc' | 'tc' | 'ma';

/** The cube-map helpers: face id, s and t coordinates, and twice the major axis. */
function cube(which: Cube): TranslateRule {
  return valu({
    share: true,
    srcs: ['f32', 'f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => {
      const { t } = e;
      const fp = FP32;
      const [x, y, z] = s as [ValueId, ValueId, ValueId];
      // Compared and selected on the bits: a host that flushes f32 denormals (NVIDIA) would tie
      // denormal magnitudes the guest orders, and turned float selects of -0 into +0.
      const bits = (v: ValueId): ValueId => toBits(t, fp, v);
      const magnitude = (v: ValueId): ValueId => t.b.value('and', I32, bits(v), t.const32(0x7fffffff));
      const notNan = (v: ValueId): ValueId => t.b.value('icmp.ule', I1, magnitude(v), t.const32(0x7f800000));
      const ge = (a: ValueId, b: ValueId): ValueId =>
        and1(e, and1(e, notNan(a), notNan(b)), t.b.value('icmp.uge', I1, magnitude(a), magnitude(b)));
      const lt0 = (v: ValueId): ValueId =>
        and1(
          e,
          t.b.value('icmp.slt', I1, bits(v), t.const32(0)),
          and1(e, notNan(v), t.b.value('icmp.ne', I1, magnitude(v), t.const32(0))),
        );
      const neg = (v: ValueId): ValueId =>
        fromBits(t, fp, t.b.value('xor', I32, toBits(t, fp, v), t.const32(0x80000000)));
      const zMajor = and1(e, ge(z, x), ge(z, y));
      const yMajor = and1(e, t.b.value('xor', I1, zMajor, t.b.const(I1, 1)), ge(y, x));
      const choose = (c: ValueId, a: ValueId, b: ValueId): ValueId =>
        fromBits(t, fp, t.b.value('select', I32, c, bits(a), bits(b)));
      const pick = (zv: ValueId, yv: ValueId, xv: ValueId): ValueId =>
        choose(zMajor, zv, choose(yMajor, yv, xv));
      const c = (n: number): ValueId => fconst(t, fp, n);
      switch (which) {
        case 'id':
          return pick(choose(lt0(z), c(5), c(4)), choose(lt0(y), c(3), c(2)), choose(lt0(x), c(1), c(0)));
        case 'sc':
          return pick(choose(lt0(z), neg(x), x), x, choose(lt0(x), z, neg(z)));
        case 'tc':
          return pick(neg(y), choose(lt0(y), neg(z), z), neg(y));
        case 'ma': {
          // 2 * major axis on the bits (a host that flushes would zero a denormal axis); NaN becomes
          // the default NaN.
          const m = bits(pick(z, y, x));
          const nan = isNanBits(t, fp, m);
          return fromBits(
            t,
            fp,
            t.b.value('select', I32, nan, t.b.const(I32, fp.defaultNaN), scaleBits(t, fp, m, 1)),
          );
        }
      }
    },
  });
}

/** Float arithmetic rules by mnemonic. */
export const VALU_FLOAT_RULES = {
  v_add_f32: bin('f32', 'fadd'),
  v_sub_f32: bin('f32', 'fsub'),
  v_subrev_f32: bin('f32', 'fsub', true),
  v_mul_f32: bin('f32', 'fmul'),
  v_add_f16: bin('f16', 'fadd'),
  v_sub_f16: bin('f16', 'fsub'),
  v_subrev_f16: bin('f16', 'fsub', true),
  v_mul_f16: bin('f16', 'fmul'),
  v_add_f64: bin('f64', 'fadd'),
  v_mul_f64: bin('f64', 'fmul'),
  v_mul_legacy_f32: valu({
    srcs: ['f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => mulLegacy(e, s[0] as ValueId, s[1] as ValueId, keepsDenormals(e.t, FP32)),
  }),
  v_min_f32: minmax('f32', false),
  v_max_f32: minmax('f32', true),
  v_min_f16: minmax('f16', false),
  v_max_f16: minmax('f16', true),
  v_min_f64: minmax('f64', false),
  v_max_f64: minmax('f64', true),
  v_min3_f32: minmax3('f32', false),
  v_max3_f32: minmax3('f32', true),
  v_min3_f16: minmax3('f16', false),
  v_max3_f16: minmax3('f16', true),
  v_med3_f32: med3('f32'),
  v_med3_f16: med3('f16'),
  v_fma_f32: fma3('f32'),
  v_fma_f16: fma3('f16'),
  v_fma_f64: fma3('f64'),
  v_fmac_f32: fmac('f32'),
  v_fmac_f16: fmac('f16'),
  v_fmamk_f32: fma3('f32'),
  v_fmaak_f32: fma3('f32'),
  v_fmamk_f16: fma3('f16'),
  v_fmaak_f16: fma3('f16'),
  v_mad_f32: valu({
    srcs: ['f32', 'f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => mad32(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  }),
  v_madmk_f32: valu({
    srcs: ['f32', 'f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => mad32(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  }),
  v_madak_f32: valu({
    srcs: ['f32', 'f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => mad32(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  }),
  v_mac_f32: valu({
    srcs: ['f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => mad32(e, s[0] as ValueId, s[1] as ValueId, e.x.old('f32')),
  }),
  v_mad_legacy_f32: valu({
    srcs: ['f32', 'f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => madLegacy(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  }),
  v_mac_legacy_f32: valu({
    srcs: ['f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => madLegacy(e, s[0] as ValueId, s[1] as ValueId, e.x.old('f32')),
  }),
  v_fma_legacy_f32: valu({
    srcs: ['f32', 'f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => fmaLegacy(e, s[0] as ValueId, s[1] as ValueId, s[2] as ValueId),
  }),
  v_fmac_legacy_f32: valu({
    srcs: ['f32', 'f32'],
    dst: 'f32',
    fn: (e, s) => fmaLegacy(e, s[0] as ValueId, s[1] as ValueId, e.x.old('f32')),
  }),
  v_ldexp_f32: ldexpRule('f32'),
  v_ldexp_f16: ldexpRule('f16'),
  v_ldexp_f64: ldexpRule('f64'),
  v_div_fixup_f32: divFixup('f32'),
  v_div_fixup_f16: divFixup('f16'),
  v_div_fixup_f64: divFixup('f64'),
  v_div_scale_f32: divScale('f32'),
  v_div_scale_f64: divScale('f64'),
  v_div_fmas_f32: divFmas('f32'),
  v_div_fmas_f64: divFmas('f64'),
  v_cubeid_f32: cube('id'),
  v_cubesc_f32: cube('sc'),
  v_cubetc_f32: cube('tc'),
  v_cubema_f32: cube('ma'),
};
