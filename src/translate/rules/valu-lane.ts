/**
 * VALU translation rules that cross lanes: v_readlane_b32 / v_readfirstlane_b32 (a VGPR lane to an
 * SGPR: `broadcast` with a wave-uniform lane index, so the SGPR stays uniform), v_writelane_b32 (an
 * SGPR into one lane, whatever EXEC says), v_swap_b32, v_permlane16_b32 / v_permlanex16_b32
 * (`shuffle` with a computed source lane), and refusals for the M0-relative moves, which need indexed
 * registers (the translator keeps each VGPR in its own variable). DPP lane selection lives in
 * valu-common.ts; v_mbcnt in valu-int.ts.
 *
 * "First active lane" is the first set bit of the guest's EXEC (lane 0 when EXEC is 0), not the host's
 * first active invocation: every host invocation runs every instruction (DESIGN.md wave model).
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32, I64 } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import { vop3Table } from '../../isa/tables/vop3.js';
import { EXEC, type TranslationContext } from '../context.js';
import { refusedRule } from './refused.js';
import type { TranslateRule } from './rule.js';
import { inlineBits } from './valu-common.js';

function explicit(ops: readonly Operand[], role: 'src' | 'dst'): Operand[] {
  return ops.filter((o) => !o.implicit && o.role === role);
}

/** The wave-uniform 32-bit value of a source read in lane 0's view (scalar operands, constants). */
function uniform32(t: TranslationContext, inst: Parameters<TranslateRule>[1], op: Operand): ValueId {
  if (op.kind === 'inline') return t.b.const(I32, inlineBits(inst, op, 32) & 0xffffffffn);
  if (op.kind === 'vgpr') throw t.refuse('a lane select or scalar source in a VGPR is not uniform');
  return t.readScalar32(op);
}

/** The per-lane 32-bit value of a source (inline constants from the instruction's code). */
function lane32(t: TranslationContext, inst: Parameters<TranslateRule>[1], op: Operand): ValueId {
  if (op.kind === 'inline') return t.b.const(I32, inlineBits(inst, op, 32) & 0xffffffffn);
  return t.readLane32(op);
}

/** Index of the first set bit of EXEC, 0 when EXEC is 0 (uniform). */
function firstActiveLane(t: TranslationContext): ValueId {
  const { b } = t;
  const exec = t.readMask(EXEC);
  const lsb = (v: ValueId): ValueId => b.value('iunary.find_lsb', I32, v);
  if (t.waveSize === 32) {
    return b.value('select', I32, b.value('icmp.eq', I1, exec, t.const32(0)), t.const32(0), lsb(exec));
  }
  const [lo, hi] = t.split64(exec);
  const inHi = b.value('iadd', I32, lsb(hi), t.const32(32));
  const r = b.value('select', I32, b.value('icmp.ne', I1, lo, t.const32(0)), lsb(lo), inHi);
  return b.value('select', I32, b.value('icmp.eq', I1, exec, b.const(I64, 0)), t.const32(0), r);
}

/** A VGPR's value in a uniform lane; other sources are already uniform. */
function fromLane(
  t: TranslationContext,
  inst: Parameters<TranslateRule>[1],
  src: Operand,
  lane: ValueId,
): ValueId {
  if (src.kind !== 'vgpr') return lane32(t, inst, src);
  return t.b.value('broadcast', I32, t.readLane32(src), lane);
}

const readfirstlane: TranslateRule = (t, inst, ops) => {
  const [dst] = explicit(ops, 'dst');
  const [src] = explicit(ops, 'src');
  if (!dst || !src) throw t.refuse('missing operands');
  t.writeScalar32(dst, fromLane(t, inst, src, firstActiveLane(t)));
};

const readlane: TranslateRule = (t, inst, ops) => {
  const [dst] = explicit(ops, 'dst');
  const [src, sel] = explicit(ops, 'src');
  if (!dst || !src || !sel) throw t.refuse('missing operands');
  const lane = t.b.value('and', I32, uniform32(t, inst, sel), t.const32(t.waveSize - 1));
  t.writeScalar32(dst, fromLane(t, inst, src, lane));
};

const writelane: TranslateRule = (t, inst, ops) => {
  const [dst] = explicit(ops, 'dst');
  const [src, sel] = explicit(ops, 'src');
  if (!dst || !src || !sel || dst.kind !== 'vgpr') throw t.refuse('missing operands');
  const value = uniform32(t, inst, src);
  const lane = t.b.value('and', I32, uniform32(t, inst, sel), t.const32(t.waveSize - 1));
  const old = t.readLane32(dst);
  const mine = t.b.value('icmp.eq', I1, t.lane, lane);
  t.initVgpr(dst.value, t.b.value('select', I32, mine, value, old));
};

const swap: TranslateRule = (t, _inst, ops) => {
  const [dst] = explicit(ops, 'dst');
  const [src] = explicit(ops, 'src');
  if (!dst || !src || src.kind !== 'vgpr' || dst.kind !== 'vgpr')
    throw t.refuse('v_swap_b32 needs two VGPRs');
  const a = t.readLane32(dst);
  const b = t.readLane32(src);
  t.writeLane32(dst, b);
  t.writeLane32(src, a);
};

/**
 * v_permlane16/x16: each lane reads src0 from the lane of its row (x16: of the other row of its pair)
 * named by its nibble of {src2, src1}. op_sel[0] is fetch-inactive, op_sel[1] bound_ctrl: an inactive
 * source lane reads 0 with bound_ctrl, else the lane keeps its value.
 */
function permlane(cross: boolean): TranslateRule {
  return (t, inst, ops) => {
    const [dst] = explicit(ops, 'dst');
    const [src, s1, s2] = explicit(ops, 'src');
    if (!dst || !src || !s1 || !s2 || src.kind !== 'vgpr' || dst.kind !== 'vgpr')
      throw t.refuse('missing operands');
    const spec = vop3Table(t.options.target.mcpu)[inst.opcode];
    const f = inst.fields;
    if (!spec || (f.abs ?? 0) !== 0 || (f.neg ?? 0) !== 0 || (f.clamp ?? 0) !== 0 || (f.omod ?? 0) !== 0)
      throw t.refuse('modifiers on v_permlane are not translated');
    const opsel = f.opsel ?? 0;
    if (opsel & ~3) throw t.refuse('op_sel bits other than fetch-inactive and bound_ctrl');
    const { b } = t;
    const sel = t.join64(uniform32(t, inst, s1), uniform32(t, inst, s2));
    const lane = t.lane;
    const shift = b.value(
      'zext',
      I64,
      b.value('shl', I32, b.value('and', I32, lane, t.const32(15)), t.const32(2)),
    );
    const nibble = b.value(
      'trunc',
      I32,
      b.value('and', I64, b.value('lshr', I64, sel, shift), b.const(I64, 15)),
    );
    const base = cross ? b.value('xor', I32, lane, t.const32(16)) : lane;
    const from = b.value('iadd', I32, b.value('and', I32, base, t.const32(~15)), nibble);
    const value = b.value('shuffle', I32, t.readLane32(src), from);
    const old = t.readLane32(dst);
    let r = value;
    if ((opsel & 1) === 0) {
      const srcActive = t.laneBit(t.readMask(EXEC), from);
      r = b.value('select', I32, srcActive, value, (opsel & 2) !== 0 ? t.const32(0) : old);
    }
    t.writeLane32(dst, r);
  };
}

/** Cross-lane rules by mnemonic. */
export const VALU_LANE_RULES = {
  v_readfirstlane_b32: readfirstlane,
  v_readlane_b32: readlane,
  v_writelane_b32: writelane,
  v_swap_b32: swap,
  v_permlane16_b32: permlane(false),
  v_permlanex16_b32: permlane(true),
  v_movreld_b32: refusedRule('v_movreld_b32'),
  v_movrels_b32: refusedRule('v_movrels_b32'),
  v_movrelsd_b32: refusedRule('v_movrelsd_b32'),
  v_movrelsd_2_b32: refusedRule('v_movrelsd_2_b32'),
  v_swaprel_b32: refusedRule('v_swaprel_b32'),
};
