/**
 * Buffer addressing shared by the MUBUF/MTBUF rules (buffer.ts, buffer-format.ts): the V# fields the
 * code is specialized on, a lane's index/offset/SGPR offset, unit addresses and the OOB_SELECT range
 * check (semantics in buffer.ts's overview).
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32, I64 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import { findOperand, k32, k64, operandOf } from './memory-common.js';

/** The recompile-time facts of a V# and its run-time fields. */
export interface Vsharp {
  /** 48-bit base address (i64). */
  readonly base: ValueId;
  /** num_records (i32). */
  readonly numRecords: ValueId;
  readonly stride: number;
  /** DST_SEL_X..W (0, 1, 4..7). */
  readonly dstSel: readonly number[];
  /** Unified FORMAT code (0: unbound). */
  readonly format: number;
  readonly addTid: boolean;
  readonly oobSelect: number;
}

/** Decodes the V# of a buffer instruction, refusing what the translation does not specialize. */
/**
 * Undefined while the V# is not (yet) known at recompile time: the refusal is recorded (constantOrDefer)
 * and the rule emits nothing.
 */
export function vsharpOf(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
): Vsharp | undefined {
  if (inst.fields.tfe) throw t.refuse('tfe: the status dword of a buffer fetch is not specified');
  if (inst.fields.lds) throw t.refuse('loads into LDS (lds bit) are not translated');
  const rsrc = operandOf(t, ops, 'srsrc', 'src');
  const d = [0, 1, 2, 3].map((i) => t.readScalar32(rsrc, i));
  const reason = 'V# not known at recompile time (dwords 1 and 3: stride, swizzling, format, range checking)';
  const w1 = t.constantOf(d[1] as ValueId);
  const w3 = t.constantOf(d[3] as ValueId);
  if (w1 === undefined || w3 === undefined) {
    // Refused unless a later translation pass proves the dwords constant; emit nothing meanwhile.
    t.constantOrDefer(d[w1 === undefined ? 1 : 3] as ValueId, reason);
    return undefined;
  }
  const n1 = Number(w1);
  const n3 = Number(w3);
  if (n1 >>> 31) throw t.refuse('V# with swizzle_en: swizzled buffer addressing is not translated');
  if (n3 >>> 30 !== 0) throw t.refuse(`V# type ${n3 >>> 30} is not a buffer`);
  const hi = t.b.value('zext', I64, t.b.value('and', I32, d[1] as ValueId, k32(t, 0xffff)));
  const base = t.b.value(
    'or',
    I64,
    t.b.value('zext', I64, d[0] as ValueId),
    t.b.value('shl', I64, hi, k64(t, 32)),
  );
  return {
    base,
    numRecords: d[2] as ValueId,
    stride: (n1 >>> 16) & 0x3fff,
    dstSel: [n3 & 7, (n3 >>> 3) & 7, (n3 >>> 6) & 7, (n3 >>> 9) & 7],
    format: (n3 >>> 12) & 0x7f,
    addTid: ((n3 >>> 23) & 1) === 1,
    oobSelect: (n3 >>> 28) & 3,
  };
}

/** One lane's buffer addressing (all i64). */
export interface BufferLane {
  readonly v: Vsharp;
  readonly index: ValueId;
  readonly offset: ValueId;
  readonly soffset: ValueId;
}

/** The lane's index, offset and SGPR offset. */
export function bufferLane(
  t: TranslationContext,
  inst: Instruction,
  ops: readonly Operand[],
  v: Vsharp,
): BufferLane {
  const idxen = Boolean(inst.fields.idxen);
  const offen = Boolean(inst.fields.offen);
  const vaddr = findOperand(ops, 'vaddr', 'src');
  const zext = (x: ValueId): ValueId => t.b.value('zext', I64, x);
  let index = k64(t, 0);
  if (idxen) index = zext(t.readLane32(vaddr as Operand, 0));
  if (v.addTid) index = t.b.value('iadd', I64, index, zext(t.lane));
  let offset = k64(t, (inst.fields.offset as number) ?? 0);
  if (offen) offset = t.b.value('iadd', I64, offset, zext(t.readLane32(vaddr as Operand, idxen ? 1 : 0)));
  const so = findOperand(ops, 'soffset', 'src');
  const soffset = so ? zext(t.readScalar32(so)) : k64(t, 0);
  return { v, index, offset, soffset };
}

/** Guest address of byte `at` of the lane's access (i64). */
export function unitAddress(t: TranslationContext, l: BufferLane, at: number): ValueId {
  const b = t.b;
  let a = b.value('iadd', I64, l.v.base, l.soffset);
  if (l.v.stride !== 0) a = b.value('iadd', I64, a, b.value('imul', I64, l.index, k64(t, l.v.stride)));
  a = b.value('iadd', I64, a, l.offset);
  return at === 0 ? a : b.value('iadd', I64, a, k64(t, at));
}

/** Whether the unit of `size` bytes at byte `at` of the access is in range (i1), per OOB_SELECT. */
export function unitInRange(t: TranslationContext, l: BufferLane, at: number, size: number): ValueId {
  const b = t.b;
  const nr = b.value('zext', I64, l.v.numRecords);
  const o = at === 0 ? l.offset : b.value('iadd', I64, l.offset, k64(t, at));
  switch (l.v.oobSelect) {
    case 0: {
      const indexOk = b.value('icmp.ult', I1, l.index, nr);
      return b.value('and', I1, indexOk, b.value('icmp.ult', I1, o, k64(t, l.v.stride)));
    }
    case 1:
      return b.value('icmp.ult', I1, l.index, nr);
    case 2:
      return b.value('icmp.ne', I1, nr, k64(t, 0));
    default: {
      const end = b.value('iadd', I64, b.value('iadd', I64, o, k64(t, size)), l.soffset);
      return b.value('icmp.ule', I1, end, nr);
    }
  }
}
