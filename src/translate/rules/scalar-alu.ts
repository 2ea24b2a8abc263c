/**
 * Scalar ALU rules of the two-source encodings: SOP2 (arithmetic, logic, shifts, bit fields, selects,
 * packs), SOPC (comparisons into SCC) and the SOPK forms with a 16-bit immediate. All wave-uniform.
 *
 * SCC (RDNA ISA): unsigned add/sub give the carry/borrow out, signed add/sub (and s_addk_i32) the
 * signed overflow, min/max whether S0 was chosen, logic ops, shifts, bit-field extracts and
 * abs-difference whether the result is non-zero, the shift-and-add ops whether the 64-bit
 * (S0 << n) + S1 reaches 2^32. s_mul*, s_bfm*, s_cselect* and s_pack* leave SCC alone. Shift amounts
 * are masked to 5 (32-bit) or 6 (64-bit) bits. Bit-field extracts read the offset from S1[4:0]
 * (S1[5:0]) and the width from S1[22:16]: width 0 gives 0, a width past the operand keeps every
 * remaining bit (and sign-extends nothing more).
 */

import type { ValueId } from '../../ir/function.js';
import type { IcmpPred, OpName } from '../../ir/ops.js';
import { I1, I32, I64, type TypeId } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import type { RuleTable, TranslateRule } from './rule.js';
import { k, lowMask, readSrc, sccNonZero, shiftAmount, writeDst } from './scalar-common.js';

type Binary = (t: TranslationContext, a: ValueId, b: ValueId, type: TypeId) => ValueId;

/** A SOP2 rule `D = op(S0, S1)`; S1 is read at its own width (32-bit shift counts of 64-bit ops). */
function sop2(op: Binary): TranslateRule {
  return (t, _inst, [d, s0, s1]) => {
    const type = (d as Operand).dwords === 2 ? I64 : I32;
    const a = readSrc(t, s0 as Operand);
    const b = readSrc(t, s1 as Operand);
    writeDst(t, d as Operand, op(t, a, b, type));
  };
}

/** `name` on `type`, then SCC = result != 0. */
const logic =
  (name: OpName, invert = false): Binary =>
  (t, a, b, type) => {
    const r = t.b.value(name, type, a, b);
    return sccNonZero(t, invert ? t.b.value('iunary.not', type, r) : r, type);
  };

/** S0 `name` ~S1. */
const logicN2 =
  (name: OpName): Binary =>
  (t, a, b, type) =>
    sccNonZero(t, t.b.value(name, type, a, t.b.value('iunary.not', type, b)), type);

const shift =
  (name: OpName): Binary =>
  (t, a, b, type) =>
    sccNonZero(t, t.b.value(name, type, a, shiftAmount(t, b, type)), type);

/** Signed overflow of a + b = r (add) or a - b = r (sub), as i1. */
function overflow(t: TranslationContext, a: ValueId, b: ValueId, r: ValueId, sub: boolean): ValueId {
  const x = t.b.value('xor', I32, a, r);
  const y = sub ? t.b.value('xor', I32, a, b) : t.b.value('xor', I32, b, r);
  return t.b.value('icmp.slt', I1, t.b.value('and', I32, x, y), k(t, I32, 0));
}

function addSigned(t: TranslationContext, a: ValueId, b: ValueId): ValueId {
  const r = t.b.value('iadd', I32, a, b);
  t.scc = overflow(t, a, b, r, false);
  return r;
}

/** min/max: D = pred(S0, S1) ? S0 : S1 and SCC = pred(S0, S1). */
const choose =
  (pred: IcmpPred): Binary =>
  (t, a, b) => {
    const c = t.b.value(`icmp.${pred}`, I1, a, b);
    t.scc = c;
    return t.b.value('select', I32, c, a, b);
  };

/** (S0 << n) + S1 with SCC = the 64-bit sum reaches 2^32. */
const shiftAdd =
  (n: number): Binary =>
  (t, a, b) => {
    const wide = t.b.value(
      'iadd',
      I64,
      t.b.value('shl', I64, t.b.value('zext', I64, a), k(t, I64, n)),
      t.b.value('zext', I64, b),
    );
    const [lo, hi] = t.split64(wide);
    t.scc = t.b.value('icmp.ne', I1, hi, k(t, I32, 0));
    return lo;
  };

/** Bit-field extract on `type` with the packed S1 operand (offset, width). */
const bfe =
  (signed: boolean): Binary =>
  (t, a, b, type) => {
    const full = type === I64 ? 64 : 32;
    const offset = shiftAmount(t, b, type);
    const width = t.b.value('and', I32, t.b.value('lshr', I32, b, k(t, I32, 16)), k(t, I32, 0x7f));
    const shifted = t.b.value(signed ? 'ashr' : 'lshr', type, a, offset);
    const field = t.b.value('and', type, shifted, lowMask(t, width, type));
    if (!signed) return sccNonZero(t, field, type);
    // Sign-extend from `width` bits when 0 < width < full (width 0 gives field 0 either way).
    const rest = t.b.value('and', I32, t.b.value('isub', I32, k(t, I32, full), width), k(t, I32, full - 1));
    const r = type === I64 ? t.b.value('zext', I64, rest) : rest;
    const extended = t.b.value('ashr', type, t.b.value('shl', type, field, r), r);
    const narrow = t.b.value('icmp.ult', I1, width, k(t, I32, full));
    return sccNonZero(t, t.b.value('select', type, narrow, extended, field), type);
  };

/** |x| of an i32 (|INT_MIN| = INT_MIN). */
export function abs32(t: TranslationContext, x: ValueId): ValueId {
  const negative = t.b.value('icmp.slt', I1, x, k(t, I32, 0));
  return t.b.value('select', I32, negative, t.b.value('iunary.neg', I32, x), x);
}

const SOP2: RuleTable = {
  s_add_u32: sop2((t, a, b) => {
    const r = t.b.value('iadd', I32, a, b);
    t.scc = t.b.value('icmp.ult', I1, r, a);
    return r;
  }),
  s_sub_u32: sop2((t, a, b) => {
    t.scc = t.b.value('icmp.ugt', I1, b, a);
    return t.b.value('isub', I32, a, b);
  }),
  s_add_i32: sop2((t, a, b) => addSigned(t, a, b)),
  s_sub_i32: sop2((t, a, b) => {
    const r = t.b.value('isub', I32, a, b);
    t.scc = overflow(t, a, b, r, true);
    return r;
  }),
  s_addc_u32: sop2((t, a, b) => {
    const carry = t.b.value('zext', I64, t.scc);
    const sum = t.b.value(
      'iadd',
      I64,
      t.b.value('iadd', I64, t.b.value('zext', I64, a), t.b.value('zext', I64, b)),
      carry,
    );
    const [lo, hi] = t.split64(sum);
    t.scc = t.b.value('icmp.ne', I1, hi, k(t, I32, 0));
    return lo;
  }),
  s_subb_u32: sop2((t, a, b) => {
    const borrow = t.b.value('zext', I32, t.scc);
    const need = t.b.value('iadd', I64, t.b.value('zext', I64, b), t.b.value('zext', I64, borrow));
    const r = t.b.value('isub', I32, t.b.value('isub', I32, a, b), borrow);
    t.scc = t.b.value('icmp.ugt', I1, need, t.b.value('zext', I64, a));
    return r;
  }),
  s_min_i32: sop2(choose('slt')),
  s_min_u32: sop2(choose('ult')),
  s_max_i32: sop2(choose('sgt')),
  s_max_u32: sop2(choose('ugt')),
  s_cselect_b32: sop2((t, a, b, type) => t.b.value('select', type, t.scc, a, b)),
  s_cselect_b64: sop2((t, a, b, type) => t.b.value('select', type, t.scc, a, b)),
  s_lshl_b32: sop2(shift('shl')),
  s_lshl_b64: sop2(shift('shl')),
  s_lshr_b32: sop2(shift('lshr')),
  s_lshr_b64: sop2(shift('lshr')),
  s_ashr_i32: sop2(shift('ashr')),
  s_ashr_i64: sop2(shift('ashr')),
  s_bfm_b32: sop2((t, a, b, type) =>
    t.b.value(
      'shl',
      type,
      lowMask(t, t.b.value('and', I32, a, k(t, I32, 31)), type),
      shiftAmount(t, b, type),
    ),
  ),
  s_bfm_b64: sop2((t, a, b, type) =>
    t.b.value(
      'shl',
      type,
      lowMask(t, t.b.value('and', I32, a, k(t, I32, 63)), type),
      shiftAmount(t, b, type),
    ),
  ),
  s_mul_i32: sop2((t, a, b) => t.b.value('imul', I32, a, b)),
  s_mul_hi_u32: sop2((t, a, b) => t.b.value('umul_hi', I32, a, b)),
  s_mul_hi_i32: sop2((t, a, b) => t.b.value('smul_hi', I32, a, b)),
  s_bfe_u32: sop2(bfe(false)),
  s_bfe_i32: sop2(bfe(true)),
  s_bfe_u64: sop2(bfe(false)),
  s_bfe_i64: sop2(bfe(true)),
  s_absdiff_i32: sop2((t, a, b) => sccNonZero(t, abs32(t, t.b.value('isub', I32, a, b)))),
  s_lshl1_add_u32: sop2(shiftAdd(1)),
  s_lshl2_add_u32: sop2(shiftAdd(2)),
  s_lshl3_add_u32: sop2(shiftAdd(3)),
  s_lshl4_add_u32: sop2(shiftAdd(4)),
  s_pack_ll_b32_b16: sop2((t, a, b) =>
    t.b.value(
      'or',
      I32,
      t.b.value('and', I32, a, k(t, I32, 0xffff)),
      t.b.value('shl', I32, b, k(t, I32, 16)),
    ),
  ),
  s_pack_lh_b32_b16: sop2((t, a, b) =>
    t.b.value(
      'or',
      I32,
      t.b.value('and', I32, a, k(t, I32, 0xffff)),
      t.b.value('and', I32, b, k(t, I32, 0xffff0000)),
    ),
  ),
  s_pack_hh_b32_b16: sop2((t, a, b) =>
    t.b.value(
      'or',
      I32,
      t.b.value('lshr', I32, a, k(t, I32, 16)),
      t.b.value('and', I32, b, k(t, I32, 0xffff0000)),
    ),
  ),
};

for (const width of ['b32', 'b64']) {
  const table = SOP2 as Record<string, TranslateRule>;
  table[`s_and_${width}`] = sop2(logic('and'));
  table[`s_or_${width}`] = sop2(logic('or'));
  table[`s_xor_${width}`] = sop2(logic('xor'));
  table[`s_andn2_${width}`] = sop2(logicN2('and'));
  table[`s_orn2_${width}`] = sop2(logicN2('or'));
  table[`s_nand_${width}`] = sop2(logic('and', true));
  table[`s_nor_${width}`] = sop2(logic('or', true));
  table[`s_xnor_${width}`] = sop2(logic('xor', true));
}

/** Comparison suffixes of SOPC/SOPK and their IR predicates (signed, unsigned). */
const COMPARES: Readonly<Record<string, readonly [IcmpPred, IcmpPred]>> = {
  eq: ['eq', 'eq'],
  lg: ['ne', 'ne'],
  gt: ['sgt', 'ugt'],
  ge: ['sge', 'uge'],
  lt: ['slt', 'ult'],
  le: ['sle', 'ule'],
};

function compare(pred: IcmpPred, type: TypeId): TranslateRule {
  return (t, _inst, [s0, s1]) => {
    const a = type === I64 ? t.readScalar64(s0 as Operand) : t.readScalar32(s0 as Operand);
    const b = type === I64 ? t.readScalar64(s1 as Operand) : t.readScalar32(s1 as Operand);
    t.scc = t.b.value(`icmp.${pred}`, I1, a, b);
  };
}

function bitcmp(set: boolean, type: TypeId): TranslateRule {
  return (t, _inst, [s0, s1]) => {
    const a = type === I64 ? t.readScalar64(s0 as Operand) : t.readScalar32(s0 as Operand);
    const bit = t.b.value(
      'and',
      type,
      t.b.value('lshr', type, a, shiftAmount(t, t.readScalar32(s1 as Operand), type)),
      k(t, type, 1),
    );
    t.scc = t.b.value(set ? 'icmp.ne' : 'icmp.eq', I1, bit, k(t, type, 0));
  };
}

function buildCompares(): RuleTable {
  const out: Record<string, TranslateRule> = {
    s_cmp_eq_u64: compare('eq', I64),
    s_cmp_lg_u64: compare('ne', I64),
    s_bitcmp0_b32: bitcmp(false, I32),
    s_bitcmp1_b32: bitcmp(true, I32),
    s_bitcmp0_b64: bitcmp(false, I64),
    s_bitcmp1_b64: bitcmp(true, I64),
  };
  for (const [name, [s, u]] of Object.entries(COMPARES)) {
    out[`s_cmp_${name}_i32`] = compare(s, I32);
    out[`s_cmp_${name}_u32`] = compare(u, I32);
    // SOPK: the immediate operand already holds sext(simm16) (i16) or zext(simm16) (u16).
    out[`s_cmpk_${name}_i32`] = compare(s, I32);
    out[`s_cmpk_${name}_u32`] = compare(u, I32);
  }
  return out;
}

const SOPK: RuleTable = {
  s_movk_i32: (t, _inst, [d, imm]) => t.writeScalar32(d as Operand, t.readScalar32(imm as Operand)),
  s_cmovk_i32: (t, _inst, [d, imm]) => {
    const old = t.readScalar32(d as Operand);
    t.writeScalar32(d as Operand, t.b.value('select', I32, t.scc, t.readScalar32(imm as Operand), old));
  },
  // s_addk/s_mulk list sdst twice (written, then read) before the immediate.
  s_addk_i32: (t, _inst, [d, old, imm]) => {
    const r = addSigned(t, t.readScalar32(old as Operand), t.readScalar32(imm as Operand));
    t.writeScalar32(d as Operand, r);
  },
  s_mulk_i32: (t, _inst, [d, old, imm]) => {
    t.writeScalar32(
      d as Operand,
      t.b.value('imul', I32, t.readScalar32(old as Operand), t.readScalar32(imm as Operand)),
    );
  },
};

/** SOP2, SOPC and SOPK arithmetic/compare rules. */
export const SCALAR_ALU: RuleTable = { ...SOP2, ...buildCompares(), ...SOPK };
