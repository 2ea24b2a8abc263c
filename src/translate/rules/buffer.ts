/**
 * MUBUF rules: raw loads and stores (bytes, shorts, d16 halves, 1..4 dwords), buffer atomics (32/64-bit,
 * the pre-op value returned with glc), the cache invalidations (no data effect), and the V# addressing
 * the format rules (buffer-format.ts) share.
 *
 * V# (four SGPRs): base = dword0 | dword1[15:0] << 32, stride = dword1[29:16], swizzle_en = dword1[31],
 * num_records = dword2, dword3: dst_sel, FORMAT [18:12], ADD_TID_ENABLE [23], OOB_SELECT [29:28],
 * TYPE [31:30]. The code is specialized on dword1 and dword3 (stride, swizzling, format, range-check
 * mode), which must be recompile-time constants (user SGPRs, or descriptors loaded from memory the
 * request carries); the base and num_records may vary at run time. Refused: a non-constant dword1 or
 * dword3, swizzle_en (the swizzled address pattern is not translated), TYPE other than buffer, tfe, the
 * lds bit, and atomics through an unbound V# (FORMAT INVALID: loads then read 0, stores are dropped).
 *
 * Per lane: index = (idxen ? VGPR : 0) + (ADD_TID ? lane : 0), offset = (offen ? VGPR : 0) + the
 * instruction offset, address = base + soffset + index * stride + offset, all in 64-bit arithmetic.
 * Range check per unit (a dword of a raw access, or the whole access when narrower; an atomic; a
 * format element) by OOB_SELECT: 0 out when index >= num_records or offset >= stride; 1 when index >=
 * num_records; 2 when num_records is 0; 3 when offset + size > num_records - soffset. An out-of-range
 * unit reads 0 and drops writes; an out-of-range atomic does nothing and returns 0. (Where the ISA and
 * Mesa read OOB_SELECT 0 and 3 differently, the choices above are listed in docs/debt.md.)
 */
import type { Instruction, Operand } from '../../isa/instruction.js';
import { MUBUF_TABLE } from '../../isa/tables/mubuf.js';
import type { ValueId } from '../../ir/function.js';
import { I1, I32, I64, type TypeId } from '../../ir/types.js';
import type { TranslationContext } from '../context.js';
import { FORMAT_RULES } from './buffer-format.js';
import type { RuleTable, TranslateRule } from './index.js';
import {
  type AtomicKind,
  atomicOperands,
  findOperand,
  guard,
  guestAtomic,
  k32,
  k64,
  kindDwords,
  LOAD_KINDS,
  laneDwords,
  loadResult,
  operandOf,
  RAW_LOADS,
  RAW_STORES,
  readGuest,
  STORE_KINDS,
  storeData,
  when,
  writeDwords,
  writeGuest,
} from './memory-common.js';

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
export function vsharpOf(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): Vsharp {
  if (inst.fields.tfe) throw t.refuse('tfe: the status dword of a buffer fetch is not specified');
  if (inst.fields.lds) throw t.refuse('loads into LDS (lds bit) are not translated');
  const rsrc = operandOf(t, ops, 'srsrc', 'src');
  const d = [0, 1, 2, 3].map((i) => t.readScalar32(rsrc, i));
  const w1 = t.constantOf(d[1] as ValueId);
  const w3 = t.constantOf(d[3] as ValueId);
  if (w1 === undefined || w3 === undefined) {
    throw t.refuse('V# not known at recompile time (dwords 1 and 3: stride, swizzling, format, range checking)');
  }
  const n1 = Number(w1);
  const n3 = Number(w3);
  if (n1 >>> 31) throw t.refuse('V# with swizzle_en: swizzled buffer addressing is not translated');
  if (n3 >>> 30 !== 0) throw t.refuse(`V# type ${n3 >>> 30} is not a buffer`);
  const hi = t.b.value('zext', I64, t.b.value('and', I32, d[1] as ValueId, k32(t, 0xffff)));
  const base = t.b.value('or', I64, t.b.value('zext', I64, d[0] as ValueId), t.b.value('shl', I64, hi, k64(t, 32)));
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
export function bufferLane(t: TranslationContext, inst: Instruction, ops: readonly Operand[], v: Vsharp): BufferLane {
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

/** Units of a raw access of `n` bytes: each dword, or the whole access when narrower. */
function rawUnits(n: number): number[] {
  return n <= 4 ? [n] : new Array<number>(n / 4).fill(4);
}

function load(kindName: string): TranslateRule {
  const kind = LOAD_KINDS[kindName] as (typeof LOAD_KINDS)[string];
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    const vdata = operandOf(t, ops, 'vdata', 'dst');
    const count = kindDwords(kind.bytes);
    const types = new Array<TypeId>(count).fill(I32);
    const zeros = Array.from({ length: count }, () => k32(t, 0));
    let raw = zeros;
    if (v.format !== 0) {
      const l = bufferLane(t, inst, ops, v);
      raw = when(
        t,
        t.active(),
        types,
        () => {
          const out: ValueId[] = [];
          let at = 0;
          for (const n of rawUnits(kind.bytes)) {
            const zero = k32(t, 0);
            out.push(...when(t, unitInRange(t, l, at, n), [I32], () => readGuest(t, unitAddress(t, l, at), n), [zero]));
            at += n;
          }
          return out;
        },
        zeros,
      );
    }
    writeDwords(t, vdata, loadResult(t, kind, raw, () => t.readLane32(vdata)));
  };
}

function store(kindName: string): TranslateRule {
  const kind = STORE_KINDS[kindName] as (typeof STORE_KINDS)[string];
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    if (v.format === 0) return;
    const data = storeData(t, kind, laneDwords(t, operandOf(t, ops, 'vdata', 'src'), kindDwords(kind.bytes)));
    const l = bufferLane(t, inst, ops, v);
    guard(t, t.active(), () => {
      let at = 0;
      for (const n of rawUnits(kind.bytes)) {
        const from = at;
        guard(t, unitInRange(t, l, from, n), () => writeGuest(t, unitAddress(t, l, from), n, data.slice(from / 4)));
        at += n;
      }
    });
  };
}

function atomic(kind: AtomicKind, bits: 32 | 64): TranslateRule {
  const w = bits / 32;
  const type = bits === 64 ? I64 : I32;
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    if (v.format === 0) throw t.refuse('atomic through an unbound V# (FORMAT INVALID): the result is not specified');
    const src = operandOf(t, ops, 'vdata', 'src');
    const d = laneDwords(t, src, w * atomicOperands(kind));
    const value = (i: number): ValueId => (w === 1 ? (d[i] as ValueId) : t.join64(d[2 * i] as ValueId, d[2 * i + 1] as ValueId));
    const a = value(0);
    const b = atomicOperands(kind) === 2 ? value(1) : undefined;
    const l = bufferLane(t, inst, ops, v);
    const zero = t.b.const(type, 0);
    const [old] = when(
      t,
      t.active(),
      [type],
      () => when(t, unitInRange(t, l, 0, 4 * w), [type], () => [guestAtomic(t, unitAddress(t, l, 0), type, kind, a, b)], [zero]),
      [zero],
    );
    if (!inst.fields.glc) return;
    const dst = operandOf(t, ops, 'vdata', 'dst');
    if (w === 1) writeDwords(t, dst, [old as ValueId]);
    else t.writeLane64(dst, old as ValueId);
  };
}

/** Buffer/global atomic names (after `buffer_atomic_` / `global_atomic_`) and their operations. */
export const MEMORY_ATOMICS: Readonly<Record<string, AtomicKind>> = {
  swap: 'xchg',
  cmpswap: 'cmpswap',
  add: 'add',
  sub: 'sub',
  smin: 'smin',
  umin: 'umin',
  smax: 'smax',
  umax: 'umax',
  and: 'and',
  or: 'or',
  xor: 'xor',
  inc: 'inc',
  dec: 'dec',
  fcmpswap: 'fcmpswap',
  fmin: 'fmin',
  fmax: 'fmax',
};

function build(): RuleTable {
  const out: Record<string, TranslateRule> = { ...FORMAT_RULES };
  for (const [suffix, kind] of Object.entries(RAW_LOADS)) out[`buffer_${suffix}`] = load(kind);
  for (const [suffix, kind] of Object.entries(RAW_STORES)) out[`buffer_${suffix}`] = store(kind);
  for (const [name, kind] of Object.entries(MEMORY_ATOMICS)) {
    out[`buffer_atomic_${name}`] = atomic(kind, 32);
    out[`buffer_atomic_${name}_x2`] = atomic(kind, 64);
  }
  out.buffer_gl0_inv = () => {};
  out.buffer_gl1_inv = () => {};
  for (const [, name] of MUBUF_TABLE) {
    if (out[name]) continue;
    out[name] = (t) => {
      throw t.refuse(`${name} is not translated (gfx1030 only, not in the RDNA 1 ISA)`);
    };
  }
  return out;
}

/** MUBUF and MTBUF rules by mnemonic. */
export const BUFFER_RULES: RuleTable = build();
