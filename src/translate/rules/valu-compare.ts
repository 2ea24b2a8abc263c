/**
 * VALU compare translation rules, generated from the VALU operation table: every v_cmp_<cond>_<type>
 * and v_cmpx_<cond>_<type> (f16/f32/f64 with the 16 float predicates, i16/u16/i32/u32/i64/u64 with
 * the 8 integer ones) and the class tests v_cmp_class_*. The per-lane result becomes a wave-wide mask
 * (0 in lanes EXEC disables) written to VCC (e32), the SGPR pair of the VOP3/SDWA form, or EXEC only
 * for v_cmpx (gfx10). Float predicates map to ordered/unordered IR compares exactly (NaN makes the
 * ordered ones false and the negated ones true), on operands flushed by MODE; the class tests see the
 * operand as it is.
 */
import type { ValueId } from '../../ir/function.js';
import type { FcmpPred, IcmpPred } from '../../ir/ops.js';
import { I1, I32 } from '../../ir/types.js';
import { VALU_OPS } from '../../isa/tables/valu.js';
import type { TranslationContext } from '../context.js';
import type { TranslateRule } from './rule.js';
import { type VT, valu } from './valu-common.js';
import {
  expZero,
  FP16,
  FP32,
  FP64,
  type FpFormat,
  flushIf,
  isInf,
  isNan,
  isSignaling,
  isZero,
  signOf,
} from './valu-fp.js';

/** Float predicate -> IR fcmp variant ('false'/'true' for the constant ones). */
const FLOAT_PREDS: Readonly<Record<string, FcmpPred | 'true' | 'false'>> = {
  f: 'false',
  lt: 'olt',
  eq: 'oeq',
  le: 'ole',
  gt: 'ogt',
  lg: 'one',
  ge: 'oge',
  o: 'ord',
  u: 'uno',
  nge: 'ult',
  nlg: 'ueq',
  ngt: 'ule',
  nle: 'ugt',
  neq: 'une',
  nlt: 'uge',
  tru: 'true',
};

/** Integer predicate -> IR icmp variant without its signedness letter. */
const INT_PREDS: Readonly<Record<string, 'eq' | 'ne' | 'lt' | 'le' | 'gt' | 'ge' | 'true' | 'false'>> = {
  f: 'false',
  lt: 'lt',
  eq: 'eq',
  le: 'le',
  gt: 'gt',
  ne: 'ne',
  ge: 'ge',
  t: 'true',
};

function fpOf(type: string): FpFormat | undefined {
  return type === 'f16' ? FP16 : type === 'f32' ? FP32 : type === 'f64' ? FP64 : undefined;
}

/**
 * The class index of a float: 0 signaling NaN, 1 quiet NaN, 2 -inf, 3 -normal, 4 -denormal, 5 -0,
 * 6 +0, 7 +denormal, 8 +normal, 9 +inf.
 */
function classIndex(t: TranslationContext, fp: FpFormat, v: ValueId): ValueId {
  const { b } = t;
  const pick = (c: ValueId, x: number, y: ValueId): ValueId => b.value('select', I32, c, t.const32(x), y);
  const neg = signOf(t, fp, v);
  const signed = (n: number, p: number): ValueId => b.value('select', I32, neg, t.const32(n), t.const32(p));
  let r = signed(3, 8);
  r = b.value('select', I32, expZero(t, fp, v), signed(4, 7), r);
  r = b.value('select', I32, isZero(t, fp, v), signed(5, 6), r);
  r = b.value('select', I32, isInf(t, fp, v), signed(2, 9), r);
  r = pick(isNan(t, v), 1, r);
  return pick(isSignaling(t, fp, v), 0, r);
}

function compare(cond: string, type: string): TranslateRule | undefined {
  const fp = fpOf(type);
  const constant = (e: { t: TranslationContext }, v: boolean): ValueId => e.t.b.const(I1, v ? 1 : 0);
  if (fp) {
    const pred = FLOAT_PREDS[cond];
    if (!pred) return undefined;
    const vt = type as VT;
    return valu({
      srcs: [vt, vt],
      dst: 'none',
      fn: (e, s) => {
        e.maskOut =
          pred === 'false' || pred === 'true'
            ? constant(e, pred === 'true')
            : e.t.b.value(
                `fcmp.${pred}`,
                I1,
                flushIf(e.t, fp, s[0] as ValueId),
                flushIf(e.t, fp, s[1] as ValueId),
              );
        return undefined;
      },
    });
  }
  const pred = INT_PREDS[cond];
  if (!pred) return undefined;
  const vt: VT = type.endsWith('16') ? 'u16' : type.endsWith('64') ? 'u64' : 'u32';
  const signed = type[0] === 'i';
  const variant: IcmpPred =
    pred === 'eq' || pred === 'ne' ? pred : `${signed ? 's' : 'u'}${pred as 'lt' | 'le' | 'gt' | 'ge'}`;
  return valu({
    srcs: [vt, vt],
    dst: 'none',
    fn: (e, s) => {
      e.maskOut =
        pred === 'false' || pred === 'true'
          ? constant(e, pred === 'true')
          : e.t.b.value(`icmp.${variant}`, I1, s[0] as ValueId, s[1] as ValueId);
      return undefined;
    },
  });
}

function classRule(fp: FpFormat): TranslateRule {
  return valu({
    srcs: [fp.name, fp.name === 'f16' ? 'u16' : 'u32'],
    dst: 'none',
    fn: (e, s) => {
      const { t } = e;
      const m = s[1] as ValueId;
      const mask = fp.name === 'f16' ? t.b.value('zext', I32, m) : m;
      const bit = t.b.value(
        'and',
        I32,
        t.b.value('lshr', I32, mask, classIndex(t, fp, s[0] as ValueId)),
        t.const32(1),
      );
      e.maskOut = t.b.value('icmp.ne', I1, bit, t.const32(0));
      return undefined;
    },
  });
}

function build(): Record<string, TranslateRule> {
  const out: Record<string, TranslateRule> = {};
  for (const op of VALU_OPS) {
    if (op.encoding !== 'VOPC' || out[op.name]) continue;
    const m = /^v_cmpx?_([a-z]+)_([fiu](?:16|32|64))$/.exec(op.name);
    if (!m) continue;
    const [, cond, type] = m as unknown as [string, string, string];
    const fp = fpOf(type);
    const rule = cond === 'class' && fp ? classRule(fp) : compare(cond, type);
    if (rule) out[op.name] = rule;
  }
  return out;
}

/** Compare rules by mnemonic. */
export const VALU_COMPARE_RULES = build();
