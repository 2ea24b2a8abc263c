/**
 * Buffer addressing shared by the MUBUF/MTBUF rules (buffer.ts, buffer-format.ts): the V# fields, a
 * lane's index/offset/SGPR offset, unit addresses (linear and swizzled) and the OOB_SELECT range
 * check (semantics in buffer.ts's overview).
 *
 * A V# is specialized on where its dwords are recompile-time constants (user SGPRs, or tables in the
 * memory the request carries) and read at run time elsewhere: dword 1 gives the stride and swizzling,
 * dword 3 the format, ADD_TID, index stride and OOB_SELECT. Each field is an IR value, a constant when
 * known, and the choices it drives (the range check, swizzled addressing, a bound resource) are made at
 * recompile time for constants and by selects otherwise. Format accesses specialize on a known dword 3
 * and select over the formats at run time otherwise (buffer-format-dynamic.ts).
 */

import type { ValueId } from '../../ir/function.js';
import { I1, I32, I64 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
import { findOperand, k32, k64, literal, operandOf } from './memory-common.js';

/** Swizzled addressing (SWIZZLE_ENABLE) where it may be on. */
export interface Swizzle {
  /** SWIZZLE_ENABLE (i1). */
  readonly enabled: ValueId;
  /** log2 of INDEX_STRIDE (8 << dword3[22:21] indices per element), i64. */
  readonly indexStrideLog2: ValueId;
}

/** A V#'s fields: constants where the dwords are known at recompile time. */
export interface Vsharp {
  /** 48-bit base address (i64). */
  readonly base: ValueId;
  /** num_records (i32). */
  readonly numRecords: ValueId;
  /** Record stride in bytes (i64). */
  readonly stride: ValueId;
  /** Undefined when SWIZZLE_ENABLE is known to be off. */
  readonly swizzle: Swizzle | undefined;
  /** ADD_TID_ENABLE (i1). */
  readonly addTid: ValueId;
  /** OOB_SELECT when dword 3 is known; else `oobBits` (i32) chooses at run time. */
  readonly oobSelect: number | undefined;
  readonly oobBits: ValueId;
  /** Unified FORMAT code when dword 3 is known (0: unbound), undefined when read at run time. */
  readonly format: number | undefined;
  /** FORMAT != 0 (i1): an unbound resource reads 0 and drops writes. */
  readonly bound: ValueId;
  /** DST_SEL_X..W (0, 1, 4..7) when dword 3 is known. */
  readonly dstSel: readonly number[] | undefined;
}

const field = (t: TranslationContext, word: ValueId, at: number, bits: number): ValueId =>
  t.b.value('ubfe', I32, word, k32(t, at), k32(t, bits));
const nonZero = (t: TranslationContext, v: ValueId): ValueId => t.b.value('icmp.ne', I1, v, k32(t, 0));
const k1 = (t: TranslationContext, v: boolean): ValueId => t.b.const(I1, v ? 1 : 0);

/** Decodes the V# of a buffer instruction: constants where its dwords are known, run-time fields elsewhere. */
export function vsharpOf(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): Vsharp {
  if (inst.fields.tfe) throw t.refuse('tfe: the status dword of a buffer fetch is not specified');
  if (inst.fields.lds) throw t.refuse('loads into LDS (lds bit) are not translated');
  const rsrc = operandOf(t, ops, 'srsrc', 'src');
  const d = [0, 1, 2, 3].map((i) => t.readScalar32(rsrc, i)) as [ValueId, ValueId, ValueId, ValueId];
  const w1 = t.constantOf(d[1]);
  const w3 = t.constantOf(d[3]);
  const hi = t.b.value('zext', I64, t.b.value('and', I32, d[1], k32(t, 0xffff)));
  const base = t.b.value('or', I64, t.b.value('zext', I64, d[0]), t.b.value('shl', I64, hi, k64(t, 32)));
  const fields3 = w3 === undefined ? dynamicWord3(t, d[3]) : knownWord3(t, Number(w3));
  let stride: ValueId;
  let swizzle: Swizzle | undefined;
  if (w1 === undefined) {
    stride = t.b.value('zext', I64, field(t, d[1], 16, 14));
    swizzle = { enabled: nonZero(t, field(t, d[1], 31, 1)), indexStrideLog2: fields3.indexStrideLog2 };
  } else {
    const n1 = Number(w1);
    stride = k64(t, (n1 >>> 16) & 0x3fff);
    swizzle = n1 >>> 31 ? { enabled: k1(t, true), indexStrideLog2: fields3.indexStrideLog2 } : undefined;
  }
  return { base, numRecords: d[2], stride, swizzle, ...fields3 };
}

type Word3 = Pick<Vsharp, 'addTid' | 'oobSelect' | 'oobBits' | 'format' | 'bound' | 'dstSel'> & {
  readonly indexStrideLog2: ValueId;
};

function knownWord3(t: TranslationContext, n3: number): Word3 {
  if (n3 >>> 30 !== 0) throw t.refuse(`V# type ${n3 >>> 30} is not a buffer`);
  const format = (n3 >>> 12) & 0x7f;
  const oobSelect = (n3 >>> 28) & 3;
  return {
    addTid: k1(t, ((n3 >>> 23) & 1) === 1),
    oobSelect,
    oobBits: k32(t, oobSelect),
    format,
    bound: k1(t, format !== 0),
    dstSel: [n3 & 7, (n3 >>> 3) & 7, (n3 >>> 6) & 7, (n3 >>> 9) & 7],
    indexStrideLog2: k64(t, 3 + ((n3 >>> 21) & 3)),
  };
}

/** Dword 3 read at run time (its TYPE is not checked: docs/debt.md). */
function dynamicWord3(t: TranslationContext, d3: ValueId): Word3 {
  const log2 = t.b.value('iadd', I32, field(t, d3, 21, 2), k32(t, 3));
  return {
    addTid: nonZero(t, field(t, d3, 23, 1)),
    oobSelect: undefined,
    oobBits: field(t, d3, 28, 2),
    format: undefined,
    bound: nonZero(t, field(t, d3, 12, 7)),
    dstSel: undefined,
    indexStrideLog2: t.b.value('zext', I64, log2),
  };
}

/** The lanes an access takes effect in: active ones, where the resource is bound. */
export function boundLanes(t: TranslationContext, v: Vsharp): ValueId {
  const bound = literal(t, v.bound);
  if (bound === 0n) return k1(t, false);
  return bound === 1n ? t.active() : t.b.value('and', I1, t.active(), v.bound);
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
  const addTid = literal(t, v.addTid);
  if (addTid === 1n) index = t.b.value('iadd', I64, index, zext(t.lane));
  else if (addTid === undefined) {
    const tid = t.b.value('select', I64, v.addTid, zext(t.lane), k64(t, 0));
    index = t.b.value('iadd', I64, index, tid);
  }
  let offset = k64(t, (inst.fields.offset as number) ?? 0);
  if (offen) offset = t.b.value('iadd', I64, offset, zext(t.readLane32(vaddr as Operand, idxen ? 1 : 0)));
  const so = findOperand(ops, 'soffset', 'src');
  const soffset = so ? zext(t.readScalar32(so)) : k64(t, 0);
  return { v, index, offset, soffset };
}

/** The lane's offset plus `at` (i64). */
function offsetAt(t: TranslationContext, l: BufferLane, at: number): ValueId {
  return at === 0 ? l.offset : t.b.value('iadd', I64, l.offset, k64(t, at));
}

/**
 * Swizzled buffer offset of byte `off` of record `index` (4-byte elements):
 * ((index / is) * stride + (off & ~3)) * is + (index % is) * 4 + (off & 3), is = INDEX_STRIDE.
 */
function swizzledOffset(t: TranslationContext, l: BufferLane, s: Swizzle, off: ValueId): ValueId {
  const b = t.b;
  const msb = b.value('lshr', I64, l.index, s.indexStrideLog2);
  const lsb = b.value(
    'and',
    I64,
    l.index,
    b.value('isub', I64, b.value('shl', I64, k64(t, 1), s.indexStrideLog2), k64(t, 1)),
  );
  const record = b.value(
    'iadd',
    I64,
    b.value('imul', I64, msb, l.v.stride),
    b.value('and', I64, off, k64(t, ~3n)),
  );
  const element = b.value(
    'iadd',
    I64,
    b.value('shl', I64, lsb, k64(t, 2)),
    b.value('and', I64, off, k64(t, 3)),
  );
  return b.value('iadd', I64, b.value('shl', I64, record, s.indexStrideLog2), element);
}

/** Guest address of byte `at` of the lane's access (i64). */
export function unitAddress(t: TranslationContext, l: BufferLane, at: number): ValueId {
  const b = t.b;
  const off = offsetAt(t, l, at);
  let linear = off;
  if (literal(t, l.v.stride) !== 0n)
    linear = b.value('iadd', I64, b.value('imul', I64, l.index, l.v.stride), off);
  const s = l.v.swizzle;
  let within = linear;
  if (s) {
    const swizzled = swizzledOffset(t, l, s, off);
    within = literal(t, s.enabled) === 1n ? swizzled : b.value('select', I64, s.enabled, swizzled, linear);
  }
  return b.value('iadd', I64, b.value('iadd', I64, l.v.base, l.soffset), within);
}

/** A unit's size in bytes: a number, or an i64 read at run time (a format chosen at run time). */
export type UnitSize = number | { readonly dynamic: ValueId };

/** Whether the unit of `size` bytes at byte `at` of the access is in range (i1), per OOB_SELECT. */
export function unitInRange(t: TranslationContext, l: BufferLane, at: number, size: UnitSize): ValueId {
  const known = l.v.oobSelect;
  if (known !== undefined) return rangeCheck(t, l, at, size, known);
  // OOB_SELECT read at run time: every check, then the one dword 3 names.
  const checks = [0, 1, 2, 3].map((oob) => rangeCheck(t, l, at, size, oob));
  let inRange = checks[3] as ValueId;
  for (const oob of [2, 1, 0]) {
    const is = t.b.value('icmp.eq', I1, l.v.oobBits, k32(t, oob));
    inRange = t.b.value('select', I1, is, checks[oob] as ValueId, inRange);
  }
  return inRange;
}

/**
 * The OOB_SELECT `oob` check: 0 index < num_records and offset < stride; 1 index < num_records;
 * 2 num_records != 0; 3 offset + size + soffset <= num_records, or with swizzling (and a stride)
 * index < num_records and offset + size <= stride (the ISA's reading, docs/debt.md).
 */
function rangeCheck(t: TranslationContext, l: BufferLane, at: number, size: UnitSize, oob: number): ValueId {
  const b = t.b;
  const bytes = typeof size === 'number' ? k64(t, size) : size.dynamic;
  const nr = b.value('zext', I64, l.v.numRecords);
  const o = offsetAt(t, l, at);
  const indexOk = (): ValueId => b.value('icmp.ult', I1, l.index, nr);
  switch (oob) {
    case 0:
      return b.value('and', I1, indexOk(), b.value('icmp.ult', I1, o, l.v.stride));
    case 1:
      return indexOk();
    case 2:
      return b.value('icmp.ne', I1, nr, k64(t, 0));
    default: {
      const end = b.value('iadd', I64, b.value('iadd', I64, o, bytes), l.soffset);
      const linear = b.value('icmp.ule', I1, end, nr);
      const s = l.v.swizzle;
      if (!s) return linear;
      const withinRecord = b.value('icmp.ule', I1, b.value('iadd', I64, o, bytes), l.v.stride);
      const swizzled = b.value('and', I1, indexOk(), withinRecord);
      const strided = b.value('icmp.ne', I1, l.v.stride, k64(t, 0));
      return b.value('select', I1, b.value('and', I1, s.enabled, strided), swizzled, linear);
    }
  }
}
