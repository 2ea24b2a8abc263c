/**
 * The machinery every VALU translation rule shares: the view of one VALU instruction's modifiers
 * (VOP3 abs/neg/op_sel/clamp/omod, DPP16/DPP8 lane selection with row/bank masks, bound_ctrl and
 * fetch-inactive, SDWA operand selects with sign extension and dst_sel/dst_unused), reading sources
 * per lane at a rule-declared type, and writing results where the lane is active.
 *
 * Invariants (the wave model of DESIGN.md, the same rules the reference executor applies):
 * - All sources (and the old destination) are read before anything is written.
 * - A VGPR result is written only where EXEC is set and, for DPP16, where row_mask/bank_mask allow and
 *   the source lane is valid (or bound_ctrl gives 0). 16-bit results replace only their half (op_sel
 *   bit 3 picks the high one); SDWA results go through dst_sel/dst_unused.
 * - A lane-mask result (carry-out, compare) is a wave-wide ballot with 0 in lanes not written.
 * - A modifier a rule cannot honour exactly makes the instruction refuse; none is ignored.
 *
 * Inline constants are taken from the instruction's source code fields (the VOP1/VOP2/VOPC operand
 * metadata carries their 32-bit pattern, VOP3 the code), so every width gets the right pattern.
 */

import type { ValueId } from '../../ir/function.js';
import { F16, F32, F64, I1, I16, I32, I64, type TypeId } from '../../ir/types.js';
import { type DppControl, valuModifiers } from '../../isa/families/valu-modifiers.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { inlineConstantBits } from '../../isa/operands.js';
import {
  integerClampOf,
  meaninglessClampReason,
  meaninglessOmodReason,
} from '../../isa/tables/integer-clamp.js';
import { InternalError } from '../../util/errors.js';
import { EXEC, type TranslationContext } from '../context.js';
import { shared } from '../shared.js';
import type { TranslateRule } from './rule.js';
import { applyOutputModifiers, castBits, FP_BY_TYPE } from './valu-fp.js';

/** The type a rule reads a source as or writes its result as. */
export type VT = 'u16' | 'u32' | 'u64' | 'f16' | 'f32' | 'f64';

/** IR type of a VT. */
export function irType(vt: VT): TypeId {
  switch (vt) {
    case 'u16':
      return I16;
    case 'u32':
      return I32;
    case 'u64':
      return I64;
    case 'f16':
      return F16;
    case 'f32':
      return F32;
    case 'f64':
      return F64;
  }
}

const isFloatVt = (vt: VT): boolean => vt[0] === 'f';
const widthOf = (vt: VT): 16 | 32 | 64 => (vt.endsWith('16') ? 16 : vt.endsWith('64') ? 64 : 32);

/** One data source with its modifiers. */
interface Slot {
  readonly op: Operand;
  /** Index of the encoding source (0..2), -1 for the K constant. */
  readonly index: number;
  readonly abs: boolean;
  readonly neg: boolean;
  readonly sext: boolean;
  /** op_sel: the high 16 bits hold a 16-bit source. */
  readonly hi: boolean;
  /** SDWA select 0..6 (6 = DWORD). */
  readonly sel: number;
}

/** The decoded modifiers and operand roles of one VALU instruction. */
export interface ValuView {
  readonly inst: Instruction;
  readonly srcs: readonly Slot[];
  readonly maskSrc: Operand | undefined;
  readonly dst: Operand | undefined;
  readonly maskDst: Operand | undefined;
  readonly writesExec: boolean;
  readonly clamp: boolean;
  readonly omod: number;
  readonly dstHi: boolean;
  /** op_sel bits set that the op's table does not give a meaning (VOP3). */
  readonly strayOpsel: number;
  readonly dpp: DppControl | undefined;
  readonly dstSel: number;
  readonly dstUnused: number;
}

function slotIndex(field: string): number {
  if (field === 'src0') return 0;
  if (field === 'src1' || field === 'vsrc1') return 1;
  if (field === 'src2') return 2;
  return -1;
}

/** The modifiers of the K constant (no encoding source). */
const NO_MODIFIERS = { abs: false, neg: false, sext: false, hi: false, sel: 6 } as const;

/** Builds the view of `inst` from its fields and operand metadata (one scan: a rule per instruction). */
export function viewOf(t: TranslationContext, inst: Instruction, operands: readonly Operand[]): ValuView {
  const {
    srcs: mods,
    clamp,
    omod,
    dstHi,
    strayOpsel,
    dpp,
    dstSel,
    dstUnused,
  } = valuModifiers(inst, t.options.target.mcpu);
  const srcs: Slot[] = [];
  let maskSrc: Operand | undefined;
  let dst: Operand | undefined;
  let maskDst: Operand | undefined;
  let writesExec = false;
  for (const op of operands) {
    if (op.implicit) {
      if (op.role === 'dst' && op.kind === 'special' && op.value === EXEC) writesExec = true;
    } else if (op.role === 'src') {
      if (op.type === 'mask') maskSrc ??= op;
      else {
        const index = slotIndex(op.field);
        const m = index >= 0 ? (mods[index] as (typeof mods)[number]) : NO_MODIFIERS;
        srcs.push({ op, index, abs: m.abs, neg: m.neg, sext: m.sext, hi: m.hi, sel: m.sel });
      }
    } else if (op.type === 'mask') maskDst ??= op;
    else dst ??= op;
  }
  return {
    inst,
    srcs,
    maskSrc,
    dst,
    maskDst,
    writesExec,
    clamp,
    omod,
    dstHi,
    strayOpsel,
    dpp,
    dstSel,
    dstUnused,
  };
}

/** The source code an operand came from (for inline constants). */
function sourceCode(inst: Instruction, op: Operand): number {
  if (inst.encoding === 'VOP3' || inst.encoding === 'VOP3P') return op.value;
  if (op.field === 'src0')
    return inst.form === 'sdwa' ? (inst.fields.ext ?? 0) & 0xff : (inst.fields.src0 ?? 0);
  return inst.fields.vsrc1 ?? 0;
}

/** Bit pattern of an inline-constant operand read at `width` (16-bit float constants in the low half). */
export function inlineBits(inst: Instruction, op: Operand, width: 16 | 32 | 64): bigint {
  const code = sourceCode(inst, op);
  if (width === 64) return inlineConstantBits(code, 64);
  if (width === 16 && code >= 240) return inlineConstantBits(code, 16);
  return inlineConstantBits(code, 32);
}

/** Lane selection state of a DPP instruction for this invocation. */
interface DppLanes {
  /** The lane src0 is read from (in range). */
  readonly from: ValueId;
  /** src0 reads 0 (invalid or inactive source lane). */
  readonly zero: ValueId;
  /** The lane is written at all (row/bank masks; invalid source without bound_ctrl). */
  readonly write: ValueId;
}

/** Per-instruction state while a rule runs. */
export class ValuInstr {
  private dppLanes: DppLanes | undefined;
  constructor(
    readonly t: TranslationContext,
    readonly view: ValuView,
  ) {}

  private c32(n: number): ValueId {
    return this.t.const32(n);
  }

  /** The DPP lane selection (computed once). */
  lanes(): DppLanes | undefined {
    const dpp = this.view.dpp;
    if (!dpp) return undefined;
    if (this.dppLanes) return this.dppLanes;
    const { b } = this.t;
    const lane = this.t.lane;
    const and = (x: ValueId, m: number): ValueId => b.value('and', I32, x, this.c32(m));
    const add = (x: ValueId, y: ValueId): ValueId => b.value('iadd', I32, x, y);
    const T = b.const(I1, 1);
    const exec = this.t.readMask(EXEC);
    if (dpp.kind === 'dpp8') {
      const sel = and(
        b.value('lshr', I32, this.c32(dpp.selects), b.value('imul', I32, and(lane, 7), this.c32(3))),
        7,
      );
      const from = add(and(lane, ~7), sel);
      const zero = dpp.fi ? b.const(I1, 0) : b.value('xor', I1, this.t.laneBit(exec, from), T);
      this.dppLanes = { from, zero, write: T };
      return this.dppLanes;
    }
    const ctrl = dpp.ctrl;
    const n = ctrl & 15;
    const group = ctrl & 0x1f0;
    const row = and(lane, ~15);
    const i = and(lane, 15);
    let from: ValueId;
    let inRange: ValueId = T;
    if (ctrl <= 0xff) {
      const shift = b.value('shl', I32, and(lane, 3), this.c32(1));
      from = add(and(lane, ~3), and(b.value('lshr', I32, this.c32(ctrl), shift), 3));
    } else if (group === 0x100 && n > 0) {
      inRange = b.value('icmp.ult', I1, add(i, this.c32(n)), this.c32(16));
      from = add(lane, this.c32(n));
    } else if (group === 0x110 && n > 0) {
      inRange = b.value('icmp.uge', I1, i, this.c32(n));
      from = b.value('isub', I32, lane, this.c32(n));
    } else if (group === 0x120 && n > 0) {
      // row_ror:n rotates toward higher lanes (like row_shr): lane i reads row lane (i - n) mod 16.
      from = add(row, and(add(i, this.c32(16 - n)), 15));
    } else if (ctrl === 0x140) {
      from = add(row, b.value('isub', I32, this.c32(15), i));
    } else if (ctrl === 0x141) {
      from = add(and(lane, ~7), b.value('isub', I32, this.c32(7), and(lane, 7)));
    } else if (group === 0x150) {
      from = add(row, this.c32(n));
    } else if (group === 0x160) {
      from = add(row, b.value('xor', I32, i, this.c32(n)));
    } else {
      throw this.t.refuse(`dpp_ctrl 0x${ctrl.toString(16)} is not valid on gfx10`);
    }
    from = b.value('select', I32, inRange, from, lane);
    const srcActive = dpp.fi ? T : this.t.laneBit(exec, from);
    const valid = b.value('and', I1, inRange, srcActive);
    let write: ValueId = dpp.boundCtrl ? T : valid;
    if (dpp.rowMask !== 15 || dpp.bankMask !== 15) {
      const rowBit = and(
        b.value('lshr', I32, this.c32(dpp.rowMask), b.value('lshr', I32, lane, this.c32(4))),
        1,
      );
      const bankBit = and(
        b.value('lshr', I32, this.c32(dpp.bankMask), and(b.value('lshr', I32, lane, this.c32(2)), 3)),
        1,
      );
      const masked = b.value('icmp.ne', I1, b.value('and', I32, rowBit, bankBit), this.c32(0));
      write = b.value('and', I1, write, masked);
    }
    this.dppLanes = { from, zero: b.value('xor', I1, valid, T), write };
    return this.dppLanes;
  }

  /** The raw 32-bit dword `dword` of slot `slot` in this lane (DPP and SDWA selection applied). */
  private raw32(slot: Slot, width: 16 | 32): ValueId {
    const { t } = this;
    const { b } = t;
    let v: ValueId;
    if (slot.op.kind === 'inline') v = b.const(I32, inlineBits(this.view.inst, slot.op, width) & 0xffffffffn);
    else v = t.readLane32(slot.op);
    const lanes = slot.index === 0 ? this.lanes() : undefined;
    if (lanes) {
      v = b.value('shuffle', I32, v, lanes.from);
      v = b.value('select', I32, lanes.zero, this.c32(0), v);
    }
    if (this.view.inst.form === 'sdwa' && slot.sel < 6) {
      const size = slot.sel >= 4 ? 16 : 8;
      const shift = slot.sel >= 4 ? (slot.sel - 4) * 16 : slot.sel * 8;
      v = b.emit(slot.sext ? 'sbfe' : 'ubfe', I32, [v, this.c32(shift), this.c32(size)]).result as ValueId;
    }
    return v;
  }

  /** Reads slot `i` as `vt` with its modifiers applied (`signMods`: abs/neg on an integer's sign bit). */
  read(i: number, vt: VT, signMods = false): ValueId {
    const slot = this.view.srcs[i];
    if (!slot) throw this.t.refuse(`missing source ${i}`);
    const { t } = this;
    const { b } = t;
    const float = isFloatVt(vt);
    if ((slot.abs || slot.neg) && !float && !signMods)
      throw t.refuse(`neg/abs modifier on integer source ${i}`);
    if (slot.sext && float) throw t.refuse(`sext modifier on float source ${i}`);
    const width = widthOf(vt);
    if (width === 16 && slot.index >= 0 && this.view.strayOpsel & (1 << slot.index))
      throw t.refuse(`op_sel on source ${i} of an op without op_sel`);
    const mods = (v: ValueId, it: TypeId, sign: bigint): ValueId => {
      let r = v;
      if (slot.abs) r = b.value('and', it, r, b.const(it, ~sign));
      if (slot.neg) r = b.value('xor', it, r, b.const(it, sign));
      return r;
    };
    if (width === 64) {
      if (this.view.dpp || this.view.inst.form === 'sdwa') throw t.refuse('64-bit source in a DPP/SDWA form');
      let v: ValueId;
      if (slot.op.kind === 'inline') v = b.const(I64, inlineBits(this.view.inst, slot.op, 64));
      else if (slot.op.kind === 'literal') {
        const lit = BigInt(slot.op.value >>> 0);
        v = b.const(I64, vt === 'f64' ? lit << 32n : lit);
      } else v = t.readLane64(slot.op);
      v = mods(v, I64, 1n << 63n);
      return vt === 'f64' ? castBits(t, F64, v) : v;
    }
    let v = this.raw32(slot, width);
    if (width === 32) {
      v = mods(v, I32, 1n << 31n);
      return vt === 'f32' ? castBits(t, F32, v) : v;
    }
    if (slot.hi) v = b.value('lshr', I32, v, this.c32(16));
    let h = b.value('trunc', I16, v);
    h = mods(h, I16, 0x8000n);
    return vt === 'f16' ? castBits(t, F16, h) : h;
  }

  /** This lane's bit of the lane-mask source (carry-in, v_cndmask selector). */
  maskIn(): ValueId {
    const op = this.view.maskSrc;
    if (!op) throw this.t.refuse('missing lane-mask source');
    if (op.kind !== 'sgpr' && !(op.kind === 'special' && op.value < 128))
      throw this.t.refuse(`lane-mask source of kind ${op.kind}`);
    return this.t.laneBit(this.t.readMask(op.value));
  }

  /** The destination's value before the instruction, at `vt` (accumulating ops). */
  old(vt: VT): ValueId {
    const dst = this.view.dst;
    const { t } = this;
    const { b } = t;
    if (dst?.kind !== 'vgpr') throw t.refuse('accumulator without a VGPR destination');
    if (widthOf(vt) === 64) {
      const v = t.readLane64(dst);
      return vt === 'f64' ? castBits(t, F64, v) : v;
    }
    let v = t.readLane32(dst);
    if (widthOf(vt) === 32) return vt === 'f32' ? castBits(t, F32, v) : v;
    if (this.view.dstHi) v = b.value('lshr', I32, v, this.c32(16));
    const h = b.value('trunc', I16, v);
    return vt === 'f16' ? castBits(t, F16, h) : h;
  }

  /** Where the lane's result is written: EXEC and the DPP write condition. */
  private writeCondition(): ValueId {
    const lanes = this.lanes();
    return lanes ? this.t.b.value('and', I1, this.t.active(), lanes.write) : this.t.active();
  }

  /** Writes the result `value` of type `vt` to the VGPR destination (output modifiers applied for floats). */
  write(vt: VT, value: ValueId, floatOut = isFloatVt(vt)): void {
    const { t } = this;
    const { b } = t;
    const dst = this.view.dst;
    if (dst?.kind !== 'vgpr') throw t.refuse('result without a VGPR destination');
    let v = value;
    if (floatOut)
      v = applyOutputModifiers(
        t,
        FP_BY_TYPE[vt as 'f16' | 'f32' | 'f64'],
        v,
        this.view.omod,
        this.view.clamp,
      );
    const width = widthOf(vt);
    if (width === 64) {
      if (this.view.dpp || this.view.inst.form === 'sdwa') throw t.refuse('64-bit result in a DPP/SDWA form');
      t.writeLane64(dst, vt === 'f64' ? castBits(t, I64, v) : v);
      return;
    }
    let n: ValueId;
    // Read only where the result keeps part of it (a write under a known-full EXEC needs none).
    let before: ValueId | undefined;
    const old = (): ValueId => {
      before ??= t.readLane32(dst);
      return before;
    };
    if (width === 32) n = vt === 'f32' ? castBits(t, I32, v) : v;
    else {
      const h = vt === 'f16' ? castBits(t, I16, v) : v;
      n = b.value('zext', I32, h);
      if (this.view.inst.form !== 'sdwa') {
        n = this.view.dstHi
          ? b.value(
              'or',
              I32,
              b.value('and', I32, old(), this.c32(0xffff)),
              b.value('shl', I32, n, this.c32(16)),
            )
          : b.value('or', I32, b.value('and', I32, old(), this.c32(0xffff0000)), n);
      }
    }
    if (this.view.inst.form === 'sdwa' && this.view.dstSel < 6) n = this.sdwaDst(n, old());
    const lanes = this.lanes();
    if (lanes) n = b.value('select', I32, lanes.write, n, old());
    t.writeLane32(dst, n);
  }

  private sdwaDst(n: ValueId, old: ValueId): ValueId {
    const { b } = this.t;
    const sel = this.view.dstSel;
    const size = sel >= 4 ? 16 : 8;
    const shift = sel >= 4 ? (sel - 4) * 16 : sel * 8;
    const sizeMask = size === 16 ? 0xffff : 0xff;
    const fieldMask = (sizeMask << shift) >>> 0;
    const field = b.value('shl', I32, b.value('and', I32, n, this.c32(sizeMask)), this.c32(shift));
    if (this.view.dstUnused === 2)
      return b.value('or', I32, b.value('and', I32, old, this.c32(~fieldMask)), field);
    if (this.view.dstUnused === 1 && shift + size < 32) {
      const negative = b.value('icmp.ne', I1, b.value('and', I32, n, this.c32(1 << (size - 1))), this.c32(0));
      const ext = b.value('or', I32, field, this.c32(0xffffffff << (shift + size)));
      return b.value('select', I32, negative, ext, field);
    }
    if (this.view.dstUnused === 3) throw this.t.refuse('SDWA dst_unused 3 is reserved');
    return field;
  }

  /** Writes the lane-mask result: bit = `bit` in lanes written, 0 elsewhere (to the mask dst, or EXEC). */
  writeMask(bit: ValueId): void {
    const { t } = this;
    const mask = t.ballot(t.b.value('and', I1, bit, this.writeCondition()));
    if (this.view.writesExec) {
      t.writeMask(EXEC, mask);
      return;
    }
    const dst = this.view.maskDst;
    if (!dst) throw t.refuse('missing lane-mask destination');
    if (dst.kind !== 'sgpr' && !(dst.kind === 'special' && dst.value < 128))
      throw t.refuse(`lane-mask destination of kind ${dst.kind}`);
    t.writeMask(dst.value, mask);
  }
}

/** What a rule function sees besides its sources. */
export interface LaneEnv {
  readonly t: TranslationContext;
  readonly x: ValuInstr;
  /** The clamp bit (integer rules with `intClamp` saturate with it). */
  readonly clamp: boolean;
  /** Set by the rule: this lane's bit of the lane-mask result. */
  maskOut?: ValueId;
}

/** A lane-wise VALU operation: source types, result type and the IR it computes per lane. */
export interface ValuSpec {
  readonly srcs: readonly VT[];
  readonly dst: VT | 'none';
  readonly fn: (e: LaneEnv, s: ValueId[]) => ValueId | undefined;
  /** The rule implements integer clamp itself (else a clamp bit on a non-float result refuses). */
  readonly intClamp?: boolean;
  /** abs/neg act on the sign bit of integer sources (v_cndmask_b32). */
  readonly signMods?: boolean;
  /** Float results get omod and clamp (default: true for f16/f32/f64 results). */
  readonly floatOut?: boolean;
  /**
   * `fn` is a kernel worth sharing (tens of instructions) that reads only its sources and `e.t`: its
   * result and its lane-mask result each become a helper function per mnemonic (translate/shared.ts),
   * called by each instruction.
   */
  readonly share?: boolean;
}

/** A shared rule's body reads no instruction state: the helper is the same for every call. */
const NO_INSTR = new Proxy({} as ValuInstr, {
  get: (_, key) => {
    throw new InternalError(`a shared VALU rule read its instruction (${String(key)})`);
  },
});

/** Builds the rule of a lane-wise VALU operation (every form of the mnemonic). */
export function valu(spec: ValuSpec): TranslateRule {
  const floatOut = spec.floatOut ?? (spec.dst !== 'none' && isFloatVt(spec.dst));
  return (t, inst, operands) => {
    const view = viewOf(t, inst, operands);
    if (view.omod !== 0 && !floatOut) throw t.refuse(meaninglessOmodReason(inst.mnemonic));
    const clamp = floatOut ? view.clamp : view.clamp && integerClamp(t, inst.mnemonic, spec.intClamp);
    const x = new ValuInstr(t, view);
    const s = spec.srcs.map((vt, i) => x.read(i, vt, spec.signMods));
    const env: LaneEnv = { t, x, clamp };
    let r: ValueId | undefined;
    if (spec.share && !view.writesExec) {
      const key = clamp ? `${inst.mnemonic}_clamp` : inst.mnemonic;
      // One helper per result (the passes drop from each body what only the other needs).
      const part =
        (result: 'value' | 'mask') =>
        (h: TranslationContext, p: readonly ValueId[]): ValueId => {
          const lane: LaneEnv = { t: h, x: NO_INSTR, clamp };
          const value = spec.fn(lane, [...p]);
          const out = result === 'value' ? value : lane.maskOut;
          if (out === undefined) throw new InternalError(`shared rule of ${inst.mnemonic} gave no ${result}`);
          return out;
        };
      if (view.dst) r = shared(t, key, s, part('value'));
      if (view.maskDst) env.maskOut = shared(t, `${key}_mask`, s, part('mask'));
    } else r = spec.fn(env, s);
    if (spec.dst !== 'none' && view.dst) {
      if (r === undefined) throw t.refuse('rule produced no result');
      x.write(spec.dst, r, floatOut);
    }
    if (view.maskDst || view.writesExec) {
      if (env.maskOut === undefined) throw t.refuse('rule produced no lane-mask result');
      x.writeMask(env.maskOut);
    }
  };
}

/**
 * Whether a set clamp bit saturates the integer result of `mnemonic` (src/isa/tables/integer-clamp.ts):
 * false where it has no effect; refused where the ISA gives it no meaning, or where the table says it
 * saturates and the rule (`implemented`) does not.
 */
export function integerClamp(t: TranslationContext, mnemonic: string, implemented = false): boolean {
  const meaning = integerClampOf(mnemonic);
  if (meaning === undefined) throw t.refuse(meaninglessClampReason(mnemonic));
  if (meaning === 'no-effect') return false;
  if (!implemented) throw t.refuse(`integer clamp (saturation) of ${mnemonic} is not translated`);
  return true;
}

/** Integer helpers over IR values used by several rule modules. */
export function iconst(t: TranslationContext, type: TypeId, v: number | bigint): ValueId {
  return t.b.const(type, v);
}
