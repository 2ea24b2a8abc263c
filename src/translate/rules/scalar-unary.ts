/**
 * SOP1 rules: conditional moves, bit manipulation and counting, sign extension, quad masks, the EXEC
 * save/write forms and the M0-relative moves. Program-counter moves are in scalar-pc.ts.
 *
 * - s_not, s_wqm, s_bcnt*, s_quadmask and s_abs set SCC to (result != 0); find-bit ops, moves,
 *   s_brev, s_sext, s_bitset and s_bitreplicate leave it alone.
 * - s_ff0/s_ff1 count from bit 0, s_flbit* from the top; "none" gives -1. s_flbit_i32/_i64 count the
 *   bits equal to the sign bit (-1 for 0 and -1).
 * - *_saveexec: D = old EXEC, EXEC = op(S0, old EXEC), SCC = (new EXEC != 0); *_wrexec write the new
 *   EXEC to D. The b32 forms use EXEC_LO, the b64 forms the EXEC pair: raw registers in either wave
 *   size, as the encoding names them (translate.ts zeroes EXEC_HI at launch in wave32).
 * - s_movrels/s_movreld/s_movrelsd_2 index the SGPR file by M0, which must be known at recompile time
 *   (registers are variables, not an indexable array); an index leaving the bank of the named
 *   register (s0..s105, ttmp0..15) or a misaligned pair is refused.
 * 64-bit counts and bit scans are built from 32-bit halves so the host needs no 64-bit bit ops.
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32, I64, type TypeId } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { MAX_SGPR } from '../../isa/operands.js';
import { EXEC, M0, type TranslationContext } from '../context.js';
import type { RuleTable, TranslateRule } from './rule.js';
import { abs32 } from './scalar-alu.js';
import { k, nonZero, readSrc, sccNonZero, shiftAmount, writeDst } from './scalar-common.js';

type Unary = (t: TranslationContext, a: ValueId, type: TypeId) => ValueId;

/** A SOP1 rule `D = op(S0)`, the operation typed by S0's width. */
function sop1(op: Unary): TranslateRule {
  return (t, _inst, [d, s0]) => {
    const src = s0 as Operand;
    writeDst(t, d as Operand, op(t, readSrc(t, src), src.dwords === 2 ? I64 : I32));
  };
}

/** Bits set in an i32/i64 value, as i32. */
function count(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  if (type === I32) return t.b.value('iunary.bitcount', I32, x);
  const [lo, hi] = t.split64(x);
  return t.b.value('iadd', I32, t.b.value('iunary.bitcount', I32, lo), t.b.value('iunary.bitcount', I32, hi));
}

/** Index of the lowest set bit, or -1 (i32). */
function lowestSet(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  if (type === I32) return t.b.value('iunary.find_lsb', I32, x);
  const [lo, hi] = t.split64(x);
  const high = t.b.value('iunary.find_lsb', I32, hi);
  const fromHigh = t.b.value(
    'select',
    I32,
    nonZero(t, hi),
    t.b.value('iadd', I32, high, k(t, I32, 32)),
    k(t, I32, -1),
  );
  return t.b.value('select', I32, nonZero(t, lo), t.b.value('iunary.find_lsb', I32, lo), fromHigh);
}

/** Zero bits above the highest set bit, or -1 for 0 (i32). */
function leadingZeros(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  let msb: ValueId;
  let top: number;
  if (type === I32) {
    msb = t.b.value('iunary.find_umsb', I32, x);
    top = 31;
  } else {
    const [lo, hi] = t.split64(x);
    const high = t.b.value('iadd', I32, t.b.value('iunary.find_umsb', I32, hi), k(t, I32, 32));
    msb = t.b.value('select', I32, nonZero(t, hi), high, t.b.value('iunary.find_umsb', I32, lo));
    top = 63;
  }
  const zero = t.b.value('icmp.eq', I1, x, k(t, type, 0));
  return t.b.value('select', I32, zero, k(t, I32, -1), t.b.value('isub', I32, k(t, I32, top), msb));
}

function reverse(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  if (type === I32) return t.b.value('iunary.bitreverse', I32, x);
  const [lo, hi] = t.split64(x);
  return t.join64(t.b.value('iunary.bitreverse', I32, hi), t.b.value('iunary.bitreverse', I32, lo));
}

/** Bit 4q of the result is set when any bit of quad q of `x` is. */
function quadAny(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  let any = x;
  for (const s of [1, 2, 3]) any = t.b.value('or', type, any, t.b.value('lshr', type, x, k(t, type, s)));
  return t.b.value('and', type, any, k(t, type, 0x1111_1111_1111_1111n));
}

function wqm(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  const q = quadAny(t, x, type);
  return sccNonZero(t, t.b.value('imul', type, q, k(t, type, 0xf)), type);
}

/** The eight quad bits of an i32 gathered into bits 0..7. */
function gatherQuads(t: TranslationContext, x: ValueId): ValueId {
  const q = quadAny(t, x, I32);
  let r = k(t, I32, 0);
  for (let i = 0; i < 8; i++) {
    const bit = t.b.value('and', I32, t.b.value('lshr', I32, q, k(t, I32, 3 * i)), k(t, I32, 1 << i));
    r = t.b.value('or', I32, r, bit);
  }
  return r;
}

function quadmask(t: TranslationContext, x: ValueId, type: TypeId): ValueId {
  if (type === I32) return sccNonZero(t, gatherQuads(t, x));
  const [lo, hi] = t.split64(x);
  const r = t.b.value('or', I32, gatherQuads(t, lo), t.b.value('shl', I32, gatherQuads(t, hi), k(t, I32, 8)));
  return sccNonZero(t, t.join64(r, k(t, I32, 0)), I64);
}

/** Each bit of an i32 twice: bits 2i and 2i+1 of the i64 result are bit i of `x`. */
function bitReplicate(t: TranslationContext, x: ValueId): ValueId {
  let v = t.b.value('zext', I64, x);
  const steps: readonly [number, bigint][] = [
    [16, 0x0000_ffff_0000_ffffn],
    [8, 0x00ff_00ff_00ff_00ffn],
    [4, 0x0f0f_0f0f_0f0f_0f0fn],
    [2, 0x3333_3333_3333_3333n],
    [1, 0x5555_5555_5555_5555n],
  ];
  for (const [s, m] of steps) {
    v = t.b.value('and', I64, t.b.value('or', I64, v, t.b.value('shl', I64, v, k(t, I64, s))), k(t, I64, m));
  }
  return t.b.value('or', I64, v, t.b.value('shl', I64, v, k(t, I64, 1)));
}

function bitset(value: 0 | 1, type: TypeId): TranslateRule {
  return (t, _inst, [d, s0]) => {
    const dst = d as Operand;
    const old = readSrc(t, dst);
    const bit = t.b.value('shl', type, k(t, type, 1), shiftAmount(t, t.readScalar32(s0 as Operand), type));
    const r = value
      ? t.b.value('or', type, old, bit)
      : t.b.value('and', type, old, t.b.value('iunary.not', type, bit));
    writeDst(t, dst, r);
  };
}

function cmov(): TranslateRule {
  return (t, _inst, [d, s0]) => {
    const dst = d as Operand;
    const type = dst.dwords === 2 ? I64 : I32;
    const value = readSrc(t, s0 as Operand);
    writeDst(t, dst, t.b.value('select', type, t.scc, value, readSrc(t, dst)));
  };
}

/** EXEC update of each save/write form: (S0, old EXEC) -> new EXEC. */
const EXEC_OPS: Readonly<
  Record<string, (t: TranslationContext, s: ValueId, e: ValueId, type: TypeId) => ValueId>
> = {
  and: (t, s, e, ty) => t.b.value('and', ty, s, e),
  or: (t, s, e, ty) => t.b.value('or', ty, s, e),
  xor: (t, s, e, ty) => t.b.value('xor', ty, s, e),
  andn2: (t, s, e, ty) => t.b.value('and', ty, s, t.b.value('iunary.not', ty, e)),
  orn2: (t, s, e, ty) => t.b.value('or', ty, s, t.b.value('iunary.not', ty, e)),
  nand: (t, s, e, ty) => t.b.value('iunary.not', ty, t.b.value('and', ty, s, e)),
  nor: (t, s, e, ty) => t.b.value('iunary.not', ty, t.b.value('or', ty, s, e)),
  xnor: (t, s, e, ty) => t.b.value('iunary.not', ty, t.b.value('xor', ty, s, e)),
  andn1: (t, s, e, ty) => t.b.value('and', ty, t.b.value('iunary.not', ty, s), e),
  orn1: (t, s, e, ty) => t.b.value('or', ty, t.b.value('iunary.not', ty, s), e),
};

function execForm(name: string, wide: boolean, writeNew: boolean): TranslateRule {
  const op = EXEC_OPS[name] as NonNullable<(typeof EXEC_OPS)[string]>;
  const type = wide ? I64 : I32;
  return (t, _inst, [d, s0]) => {
    const s = readSrc(t, s0 as Operand);
    const old = wide ? t.join64(t.loadSgpr(EXEC), t.loadSgpr(EXEC + 1)) : t.loadSgpr(EXEC);
    const next = op(t, s, old, type);
    writeDst(t, d as Operand, writeNew ? next : old);
    if (wide) {
      const [lo, hi] = t.split64(next);
      t.storeSgpr(EXEC, lo);
      t.storeSgpr(EXEC + 1, hi);
    } else {
      t.storeSgpr(EXEC, next);
    }
    t.scc = nonZero(t, next, type);
  };
}

/** The register code `base + offset` of an M0-relative access, or a refusal. */
function relativeCode(t: TranslationContext, op: Operand, offset: bigint, dwords: number): number {
  if (op.kind !== 'sgpr' && op.kind !== 'special')
    throw t.refuse(`an M0-relative access needs a register, not a ${op.kind}`);
  const base = op.value;
  const [lo, hi] = base <= MAX_SGPR ? [0, MAX_SGPR] : base >= 108 && base <= 123 ? [108, 123] : [-1, -1];
  if (lo < 0) throw t.refuse(`register code ${base} cannot be indexed by M0`);
  const index = base + Number(offset);
  if (offset > 0xffffn || index + dwords - 1 > hi) {
    throw t.refuse(
      `M0-relative index ${offset} from register code ${base} leaves the register bank (last code ${hi})`,
    );
  }
  if (dwords === 2 && (index & 1) !== 0)
    throw t.refuse(`M0-relative 64-bit access at odd register code ${index}`);
  return index;
}

/** M0, which an M0-relative move needs at recompile time. */
function knownM0(t: TranslationContext, inst: Instruction): bigint {
  return t.constantOrDefer(
    t.loadSgpr(M0),
    `${inst.mnemonic} indexes registers by M0, which is not known at recompile time`,
  );
}

function movrels(dwords: 1 | 2): TranslateRule {
  return (t, inst, [d, s0]) => {
    const code = relativeCode(t, s0 as Operand, knownM0(t, inst), dwords);
    const lo = t.loadSgpr(code);
    if (dwords === 1) t.writeScalar32(d as Operand, lo);
    else t.writeScalar64(d as Operand, t.join64(lo, t.loadSgpr(code + 1)));
  };
}

function movreld(dwords: 1 | 2): TranslateRule {
  return (t, inst, [d, s0]) => {
    const value = readSrc(t, s0 as Operand);
    const code = relativeCode(t, d as Operand, knownM0(t, inst), dwords);
    if (dwords === 1) {
      t.storeSgpr(code, value);
      return;
    }
    const [lo, hi] = t.split64(value);
    t.storeSgpr(code, lo);
    t.storeSgpr(code + 1, hi);
  };
}

const movrelsd2: TranslateRule = (t, inst, [d, s0]) => {
  const m0 = knownM0(t, inst);
  const from = relativeCode(t, s0 as Operand, m0 & 0x3ffn, 1);
  const to = relativeCode(t, d as Operand, (m0 >> 16n) & 0x3ffn, 1);
  t.storeSgpr(to, t.loadSgpr(from));
};

function build(): RuleTable {
  const out: Record<string, TranslateRule> = {
    s_cmov_b32: cmov(),
    s_cmov_b64: cmov(),
    s_not_b32: sop1((t, a, ty) => sccNonZero(t, t.b.value('iunary.not', ty, a), ty)),
    s_not_b64: sop1((t, a, ty) => sccNonZero(t, t.b.value('iunary.not', ty, a), ty)),
    s_wqm_b32: sop1(wqm),
    s_wqm_b64: sop1(wqm),
    s_brev_b32: sop1(reverse),
    s_brev_b64: sop1(reverse),
    s_quadmask_b32: sop1(quadmask),
    s_quadmask_b64: sop1(quadmask),
    s_abs_i32: sop1((t, a) => sccNonZero(t, abs32(t, a))),
    s_sext_i32_i8: sop1((t, a) =>
      t.b.value('ashr', I32, t.b.value('shl', I32, a, k(t, I32, 24)), k(t, I32, 24)),
    ),
    s_sext_i32_i16: sop1((t, a) =>
      t.b.value('ashr', I32, t.b.value('shl', I32, a, k(t, I32, 16)), k(t, I32, 16)),
    ),
    s_bitreplicate_b64_b32: sop1((t, a) => bitReplicate(t, a)),
    s_bitset0_b32: bitset(0, I32),
    s_bitset1_b32: bitset(1, I32),
    s_bitset0_b64: bitset(0, I64),
    s_bitset1_b64: bitset(1, I64),
    s_movrels_b32: movrels(1),
    s_movrels_b64: movrels(2),
    s_movreld_b32: movreld(1),
    s_movreld_b64: movreld(2),
    s_movrelsd_2_b32: movrelsd2,
  };
  for (const w of ['b32', 'b64']) {
    out[`s_bcnt0_i32_${w}`] = sop1((t, a, ty) =>
      sccNonZero(t, t.b.value('isub', I32, k(t, I32, ty === I64 ? 64 : 32), count(t, a, ty))),
    );
    out[`s_bcnt1_i32_${w}`] = sop1((t, a, ty) => sccNonZero(t, count(t, a, ty)));
    out[`s_ff0_i32_${w}`] = sop1((t, a, ty) => lowestSet(t, t.b.value('iunary.not', ty, a), ty));
    out[`s_ff1_i32_${w}`] = sop1(lowestSet);
    out[`s_flbit_i32_${w}`] = sop1(leadingZeros);
  }
  // Signed forms: leading bits equal to the sign bit = leading zeros of x ^ (x >> (width - 1)).
  const signedScan: Unary = (t, a, ty) => {
    const sign = t.b.value('ashr', ty, a, k(t, ty, ty === I64 ? 63 : 31));
    return leadingZeros(t, t.b.value('xor', ty, a, sign), ty);
  };
  out.s_flbit_i32 = sop1(signedScan);
  out.s_flbit_i32_i64 = sop1(signedScan);
  for (const name of Object.keys(EXEC_OPS)) {
    out[`s_${name}_saveexec_b32`] = execForm(name, false, false);
    out[`s_${name}_saveexec_b64`] = execForm(name, true, false);
  }
  for (const name of ['andn1', 'andn2']) {
    out[`s_${name}_wrexec_b32`] = execForm(name, false, true);
    out[`s_${name}_wrexec_b64`] = execForm(name, true, true);
  }
  return out;
}

/** SOP1 rules (program-counter moves excepted). */
export const SCALAR_UNARY: RuleTable = build();
