/**
 * VOP3P packed-math translation rules (two 16-bit halves per dword) and the mixed-precision FMA, plus
 * the VOP2 v_pk_fmac_f16. Each source half is chosen by op_sel (low result) and op_sel_hi (high
 * result); neg_lo/neg_hi negate float halves (integer ops with them refuse); clamp saturates integer
 * halves and clamps float ones to [0, 1]. v_fma_mix_f32: op_sel_hi[i] = 0 reads source i as f32, 1
 * as the f16 half op_sel[i] picks (converted exactly); neg_lo negates, neg_hi takes the absolute
 * value; one fused rounding to f32. v_fma_mixlo/mixhi round a fused f32 product once to f16, which
 * the host cannot do in one step: they refuse.
 *
 * Denormals are flushed by MODE as the executor does: the f16 halves through arith, minMax and
 * fusedFma; v_fma_mix* flush their f32 sources (not the f16 ones, which convert exactly) and result.
 *
 * Inline constants: a float constant of a float op is its f16 pattern in the low half (high half 0);
 * otherwise the 32-bit pattern of the constant (as the reference executor reads them).
 */

import type { ValueId } from '../../ir/function.js';
import type { OpName } from '../../ir/ops.js';
import { F16, F32, I16, I32, I64, type TypeId } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import type { TranslateRule } from './rule.js';
import { inlineBits, integerClamp, valu } from './valu-common.js';
import { nanConvert } from './valu-convert.js';
import { exactFma, fusedFma } from './valu-fma-scaled.js';
import {
  applyOutputModifiers,
  arith,
  FP16,
  FP32,
  flushIf,
  fromBits,
  isNan,
  minMax,
  nanProp,
  toBits,
} from './valu-fp.js';

interface Vop3pMods {
  readonly opsel: number;
  readonly opselHi: number;
  readonly negLo: number;
  readonly negHi: number;
  readonly clamp: boolean;
}

function modsOf(inst: Instruction): Vop3pMods {
  const f = inst.fields;
  return {
    opsel: f.opsel ?? 0,
    opselHi: f.opselHi ?? 0,
    negLo: f.negLo ?? 0,
    negHi: f.negHi ?? 0,
    clamp: (f.clamp ?? 0) !== 0,
  };
}

function sources(ops: readonly Operand[]): Operand[] {
  return ops.filter((o) => !o.implicit && o.role === 'src');
}

/** The 32-bit value of a VOP3P source in this lane. */
function raw(t: TranslationContext, inst: Instruction, op: Operand, floatKind: boolean): ValueId {
  if (op.kind === 'inline') {
    const bits =
      floatKind && op.value >= 240 ? inlineBits(inst, op, 16) : inlineBits(inst, op, 32) & 0xffffffffn;
    return t.b.const(I32, bits);
  }
  return t.readLane32(op);
}

function half(t: TranslationContext, v: ValueId, high: boolean): ValueId {
  return t.b.value('trunc', I16, high ? t.b.value('lshr', I32, v, t.const32(16)) : v);
}

type HalfFn = (t: TranslationContext, clamp: boolean, s: ValueId[]) => ValueId;

/** A packed op: `f` per half on i16 (integer) or f16 (float) values. */
function packed(n: 2 | 3, float: boolean, f: HalfFn): TranslateRule {
  return (t, inst, ops) => {
    const m = modsOf(inst);
    const srcs = sources(ops);
    const dst = ops.find((o) => !o.implicit && o.role === 'dst');
    if (!dst || srcs.length < n) throw t.refuse('missing operands');
    if (!float && (m.negLo | m.negHi) !== 0) throw t.refuse('neg_lo/neg_hi on an integer packed op');
    const lo: ValueId[] = [];
    const hi: ValueId[] = [];
    for (let i = 0; i < n; i++) {
      const v = raw(t, inst, srcs[i] as Operand, float);
      let l = half(t, v, ((m.opsel >> i) & 1) !== 0);
      let h = half(t, v, ((m.opselHi >> i) & 1) !== 0);
      if (float) {
        if ((m.negLo >> i) & 1) l = t.b.value('xor', I16, l, t.b.const(I16, 0x8000));
        if ((m.negHi >> i) & 1) h = t.b.value('xor', I16, h, t.b.const(I16, 0x8000));
        l = fromBits(t, FP16, l);
        h = fromBits(t, FP16, h);
      }
      lo.push(l);
      hi.push(h);
    }
    // Integer halves: the half function saturates or refuses (noClamp) when the bit means saturation.
    const clamp = float ? m.clamp : m.clamp && integerClamp(t, inst.mnemonic, true);
    const one = (x: ValueId[]): ValueId => {
      let r = f(t, clamp, x);
      if (float) r = toBits(t, FP16, applyOutputModifiers(t, FP16, r, 0, clamp));
      return t.b.value('zext', I32, r);
    };
    const r = t.b.value('or', I32, one(lo), t.b.value('shl', I32, one(hi), t.const32(16)));
    t.writeLane32(dst, r);
  };
}

const op = (t: TranslationContext, name: OpName, type: TypeId, ...a: ValueId[]): ValueId =>
  t.b.value(name, type, ...a);

/** An exact i64 result saturated to the 16-bit range with clamp, else wrapped. */
function sat16(t: TranslationContext, clamp: boolean, v: ValueId, signed: boolean): ValueId {
  if (!clamp) return t.b.value('trunc', I16, v);
  const lo = t.b.const(I64, signed ? -32768 : 0);
  const hi = t.b.const(I64, signed ? 32767 : 0xffff);
  return t.b.value('trunc', I16, t.b.value('smin', I64, t.b.value('smax', I64, v, lo), hi));
}

const ext = (t: TranslationContext, v: ValueId, signed: boolean): ValueId =>
  t.b.value(signed ? 'sext' : 'zext', I64, v);

function addSub(name: 'iadd' | 'isub', signed: boolean): HalfFn {
  return (t, clamp, [a, b]) =>
    sat16(t, clamp, t.b.value(name, I64, ext(t, a as ValueId, signed), ext(t, b as ValueId, signed)), signed);
}

function mad(signed: boolean): HalfFn {
  return (t, clamp, [a, b, c]) => {
    const p = t.b.value('imul', I64, ext(t, a as ValueId, signed), ext(t, b as ValueId, signed));
    return sat16(t, clamp, t.b.value('iadd', I64, p, ext(t, c as ValueId, signed)), signed);
  };
}

function noClamp(f: (t: TranslationContext, s: ValueId[]) => ValueId): HalfFn {
  return (t, clamp, s) => {
    if (clamp) throw t.refuse('integer clamp (saturation) of this packed op is not translated');
    return f(t, s);
  };
}

const shift = (name: OpName): HalfFn =>
  noClamp((t, [a, b]) =>
    op(t, name, I16, b as ValueId, t.b.value('and', I16, a as ValueId, t.b.const(I16, 15))),
  );
const int2 = (name: OpName): HalfFn => noClamp((t, [a, b]) => op(t, name, I16, a as ValueId, b as ValueId));

/**
 * v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16: sources as f32 or exactly converted f16 halves,
 * one fused rounding to the result type (f16 results through the round-to-odd f64 sum of exactFma),
 * written whole (f32) or into one half of the destination, the other half kept.
 */
function fmaMix(result: 'f32' | 'lo' | 'hi'): TranslateRule {
  return (t, inst, ops) => {
    const m = modsOf(inst);
    const srcs = sources(ops);
    const dst = ops.find((o) => !o.implicit && o.role === 'dst');
    if (!dst || srcs.length < 3) throw t.refuse('missing operands');
    const x: ValueId[] = [];
    for (let i = 0; i < 3; i++) {
      const asF16 = ((m.opselHi >> i) & 1) !== 0;
      const v = raw(t, inst, srcs[i] as Operand, asF16);
      let f: ValueId;
      if (asF16) {
        let h = half(t, v, ((m.opsel >> i) & 1) !== 0);
        if ((m.negHi >> i) & 1) h = t.b.value('and', I16, h, t.b.const(I16, 0x7fff));
        if ((m.negLo >> i) & 1) h = t.b.value('xor', I16, h, t.b.const(I16, 0x8000));
        const hf = fromBits(t, FP16, h);
        f = t.b.value(
          'select',
          F32,
          isNan(t, hf),
          nanConvert(t, FP16, FP32, hf),
          t.b.value('fpext', F32, hf),
        );
      } else {
        let b = v;
        if ((m.negHi >> i) & 1) b = t.b.value('and', I32, b, t.const32(0x7fffffff));
        if ((m.negLo >> i) & 1) b = t.b.value('xor', I32, b, t.const32(0x80000000));
        f = flushIf(t, FP32, fromBits(t, FP32, b));
      }
      x.push(f);
    }
    const [a, b, c] = x as [ValueId, ValueId, ValueId];
    if (result === 'f32') {
      const r = flushIf(t, FP32, nanProp(t, FP32, x, exactFma(t, FP32, a, b, c)));
      t.writeLane32(dst, toBits(t, FP32, applyOutputModifiers(t, FP32, r, 0, m.clamp)));
      return;
    }
    // A NaN source gives its quieted f32 pattern narrowed to f16 (sign, quiet bit, next 9 bits).
    const firstNan = toBits(t, FP32, nanProp(t, FP32, x, fromBits(t, FP32, t.const32(0))));
    const narrowed = t.b.value(
      'or',
      I32,
      t.b.value('and', I32, t.b.value('lshr', I32, firstNan, t.const32(16)), t.const32(0x8000)),
      t.b.value(
        'or',
        I32,
        t.const32(0x7e00),
        t.b.value('and', I32, t.b.value('lshr', I32, firstNan, t.const32(13)), t.const32(0x1ff)),
      ),
    );
    const sourceNan = isNan(t, fromBits(t, FP32, firstNan));
    const fused = flushIf(t, FP16, nanProp(t, FP16, [], exactFma(t, FP16, a, b, c)));
    const r16 = t.b.value(
      'select',
      F16,
      sourceNan,
      fromBits(t, FP16, t.b.value('trunc', I16, narrowed)),
      fused,
    );
    const h = t.b.value('zext', I32, toBits(t, FP16, applyOutputModifiers(t, FP16, r16, 0, m.clamp)));
    const old = t.readLane32(dst);
    const merged =
      result === 'lo'
        ? t.b.value('or', I32, t.b.value('and', I32, old, t.const32(0xffff0000)), h)
        : t.b.value(
            'or',
            I32,
            t.b.value('and', I32, old, t.const32(0xffff)),
            t.b.value('shl', I32, h, t.const32(16)),
          );
    t.writeLane32(dst, merged);
  };
}

/** v_pk_fmac_f16 (VOP2): dst.lo = fma(src0.lo, src1.lo, dst.lo), likewise for the high halves. */
const pkFmac: TranslateRule = valu({
  srcs: ['u32', 'u32'],
  dst: 'u32',
  fn: (e, s) => {
    const { t } = e;
    const d = e.x.old('u32');
    const h = (v: ValueId, hi: boolean): ValueId => fromBits(t, FP16, half(t, v, hi));
    const fma = (hi: boolean): ValueId =>
      t.b.value(
        'zext',
        I32,
        toBits(t, FP16, fma16(t, [h(s[0] as ValueId, hi), h(s[1] as ValueId, hi), h(d, hi)])),
      );
    return t.b.value('or', I32, fma(false), t.b.value('shl', I32, fma(true), t.const32(16)));
  },
});

/** An f16 fma rounded once (valu-fma-scaled.ts), with the guest NaN and flushing rules. */
const fma16 = (t: TranslationContext, s: readonly ValueId[]): ValueId =>
  fusedFma(t, FP16, ...(s as [ValueId, ValueId, ValueId]));

const f16 =
  (name: OpName): HalfFn =>
  (t, _clamp, s) =>
    arith(t, FP16, name, s);

/** Packed and mixed-precision rules by mnemonic. */
export const VALU_PACKED_RULES: Readonly<Record<string, TranslateRule>> = {
  v_pk_mad_i16: packed(3, false, mad(true)),
  v_pk_mad_u16: packed(3, false, mad(false)),
  v_pk_mul_lo_u16: packed(2, false, int2('imul')),
  v_pk_add_i16: packed(2, false, addSub('iadd', true)),
  v_pk_sub_i16: packed(2, false, addSub('isub', true)),
  v_pk_add_u16: packed(2, false, addSub('iadd', false)),
  v_pk_sub_u16: packed(2, false, addSub('isub', false)),
  v_pk_lshlrev_b16: packed(2, false, shift('shl')),
  v_pk_lshrrev_b16: packed(2, false, shift('lshr')),
  v_pk_ashrrev_i16: packed(2, false, shift('ashr')),
  v_pk_max_i16: packed(2, false, int2('smax')),
  v_pk_min_i16: packed(2, false, int2('smin')),
  v_pk_max_u16: packed(2, false, int2('umax')),
  v_pk_min_u16: packed(2, false, int2('umin')),
  v_pk_add_f16: packed(2, true, f16('fadd')),
  v_pk_mul_f16: packed(2, true, f16('fmul')),
  v_pk_fma_f16: packed(3, true, (t, _c, s) => fma16(t, s)),
  v_pk_min_f16: packed(2, true, (t, _c, [a, b]) => minMax(t, FP16, a as ValueId, b as ValueId, false)),
  v_pk_max_f16: packed(2, true, (t, _c, [a, b]) => minMax(t, FP16, a as ValueId, b as ValueId, true)),
  v_fma_mix_f32: fmaMix('f32'),
  v_fma_mixlo_f16: fmaMix('lo'),
  v_fma_mixhi_f16: fmaMix('hi'),
  v_pk_fmac_f16: pkFmac,
};
