/**
 * FLAT-encoding rules: global_* loads, stores and atomics by 64-bit guest address; flat_* and scratch_*
 * are refused.
 *
 * global_*: address = VGPR pair + sext(offset), or (saddr not off) SGPR pair + zext(VGPR) + sext(offset),
 * modulo 2^64, reached through `ptr_from_addr` (the emitter adds the guest-to-host offset). Data kinds,
 * alignment handling and atomics are memory-common.ts's; every access runs only in active lanes (a
 * `cond_br` on the lane's EXEC bit), and atomics return the pre-op value with glc. A global access
 * inside the LDS or private aperture is a memory violation on the guest; the translation cannot tell
 * (the aperture values are not known to Oberon) and accesses guest memory there (docs/debt.md).
 *
 * Refused: flat_* (a flat address may fall in the LDS or private aperture, whose bases are not known at
 * recompile time, so the target memory cannot be chosen), scratch_* (no private memory model), the
 * lds bit (loads into LDS), and the gfx1030-only addtid and csub forms.
 */

import type { ValueId } from '../../ir/function.js';
import { I32, I64 } from '../../ir/types.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { FLAT_TABLE } from '../../isa/tables/flat.js';
import type { TranslationContext } from '../context.js';
import { MEMORY_ATOMICS } from './buffer.js';
import {
  type AtomicKind,
  atomicOperands,
  findOperand,
  guard,
  guestAtomic,
  k64,
  kindDwords,
  LOAD_KINDS,
  laneDwords,
  loadResult,
  operandOf,
  RAW_LOADS,
  RAW_STORES,
  readGuestWhere,
  STORE_KINDS,
  storeData,
  when,
  writeDwords,
  writeGuest,
} from './memory-common.js';
import { refusedRule } from './refused.js';
import type { RuleTable, TranslateRule } from './rule.js';

const NULL_SADDR = 125;

/** The lane's guest address (i64). */
function globalAddress(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): ValueId {
  if (inst.fields.lds) throw t.refuse('loads into LDS (lds bit) are not translated');
  const offset = findOperand(ops, 'offset')?.value ?? 0;
  const vaddr = operandOf(t, ops, 'addr', 'src');
  const saddr = findOperand(ops, 'saddr', 'src');
  let base: ValueId;
  if (saddr && (inst.fields.saddr as number) !== NULL_SADDR) {
    base = t.b.value('iadd', I64, t.readScalar64(saddr), t.b.value('zext', I64, t.readLane32(vaddr)));
  } else base = t.readLane64(vaddr);
  return offset === 0 ? base : t.b.value('iadd', I64, base, k64(t, BigInt(offset)));
}

function load(kindName: string): TranslateRule {
  const kind = LOAD_KINDS[kindName] as (typeof LOAD_KINDS)[string];
  return (t, inst, ops) => {
    const vdst = operandOf(t, ops, 'vdst', 'dst');
    const address = globalAddress(t, inst, ops);
    // Inactive lanes read the sink (their addresses need not be valid), not around a branch; the
    // write under EXEC drops what they read.
    const raw = readGuestWhere(t, t.active(), address, kind.bytes, undefined);
    writeDwords(
      t,
      vdst,
      loadResult(t, kind, raw, () => t.readLane32(vdst)),
    );
  };
}

function store(kindName: string): TranslateRule {
  const kind = STORE_KINDS[kindName] as (typeof STORE_KINDS)[string];
  return (t, inst, ops) => {
    const address = globalAddress(t, inst, ops);
    const data = storeData(t, kind, laneDwords(t, operandOf(t, ops, 'data', 'src'), kindDwords(kind.bytes)));
    // Inactive lanes branch around the store: sent to the sink, every one would write there, a
    // scalar store each on llvmpipe and traffic to one address everywhere (debt.md).
    guard(t, t.active(), () => writeGuest(t, address, kind.bytes, data));
  };
}

function atomic(kind: AtomicKind, bits: 32 | 64): TranslateRule {
  const w = bits / 32;
  const type = bits === 64 ? I64 : I32;
  return (t, inst, ops) => {
    const address = globalAddress(t, inst, ops);
    const d = laneDwords(t, operandOf(t, ops, 'data', 'src'), w * atomicOperands(kind));
    const value = (i: number): ValueId =>
      w === 1 ? (d[i] as ValueId) : t.join64(d[2 * i] as ValueId, d[2 * i + 1] as ValueId);
    const a = value(0);
    const b = atomicOperands(kind) === 2 ? value(1) : undefined;
    const zero = t.b.const(type, 0);
    const [old] = when(t, t.active(), [type], () => [guestAtomic(t, address, type, kind, a, b)], [zero]);
    if (!inst.fields.glc) return;
    const dst = operandOf(t, ops, 'vdst', 'dst');
    if (w === 1) writeDwords(t, dst, [old as ValueId]);
    else t.writeLane64(dst, old as ValueId);
  };
}

function build(): RuleTable {
  const out: Record<string, TranslateRule> = {};
  for (const [suffix, kind] of Object.entries(RAW_LOADS)) out[`global_${suffix}`] = load(kind);
  for (const [suffix, kind] of Object.entries(RAW_STORES)) out[`global_${suffix}`] = store(kind);
  for (const [name, kind] of Object.entries(MEMORY_ATOMICS)) {
    out[`global_atomic_${name}`] = atomic(kind, 32);
    out[`global_atomic_${name}_x2`] = atomic(kind, 64);
  }
  for (const [, name, , , flags] of FLAT_TABLE) {
    if (flags.includes('F')) out[`flat_${name}`] = refusedRule(`flat_${name}`);
    if (flags.includes('S')) out[`scratch_${name}`] = refusedRule(`scratch_${name}`);
    if (flags.includes('G') && !out[`global_${name}`]) out[`global_${name}`] = refusedRule(`global_${name}`);
  }
  return out;
}

/** FLAT/GLOBAL/SCRATCH rules by mnemonic. */
export const FLAT_RULES: RuleTable = build();
