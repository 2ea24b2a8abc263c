/**
 * MUBUF rules: raw loads and stores (bytes, shorts, d16 halves, 1..4 dwords), buffer atomics (32/64-bit,
 * the pre-op value returned with glc), the cache invalidations (no data effect), and the V# addressing
 * the format rules (buffer-format.ts) share.
 *
 * V# (four SGPRs): base = dword0 | dword1[15:0] << 32, stride = dword1[29:16], swizzle_en = dword1[31],
 * num_records = dword2, dword3: dst_sel, FORMAT [18:12], ADD_TID_ENABLE [23], OOB_SELECT [29:28],
 * INDEX_STRIDE [22:21], TYPE [31:30]. The code is specialized on the dwords known at recompile time
 * (user SGPRs, or descriptors loaded from memory the request carries) and reads the others at run time
 * (buffer-address.ts): raw accesses and atomics take any V#; format accesses select their conversion
 * at run time when dword 3 is not known (buffer-format-dynamic.ts).
 * Refused: TYPE other than buffer (known dword 3), tfe, the lds bit, and atomics through a V# known to
 * be unbound (FORMAT INVALID: loads then read 0, stores are dropped; an atomic's result is not
 * specified, and through a V# read at run time it does nothing and returns 0, docs/debt.md).
 * Swizzled addressing (SWIZZLE_ENABLE, 4-byte elements): record offset ((index / is) * stride +
 * (offset & ~3)) * is + (index % is) * 4 + (offset & 3).
 *
 * Per lane: index = (idxen ? VGPR : 0) + (ADD_TID ? lane : 0), offset = (offen ? VGPR : 0) + the
 * instruction offset, address = base + soffset + index * stride + offset, all in 64-bit arithmetic.
 * Range check per unit (a dword of a raw access, or the whole access when narrower; an atomic; a
 * format element) by OOB_SELECT: 0 out when index >= num_records or offset >= stride; 1 when index >=
 * num_records; 2 when num_records is 0; 3 when offset + size > num_records - soffset. An out-of-range
 * unit reads 0 and drops writes; an out-of-range atomic does nothing and returns 0. (Where the ISA and
 * Mesa read OOB_SELECT 0 and 3 differently, the choices above are listed in docs/debt.md.)
 */

import type { ValueId } from '../../ir/function.js';
import { I32, I64 } from '../../ir/types.js';
import { MUBUF_TABLE } from '../../isa/tables/mubuf.js';
import { boundLanes, bufferLane, unitAddress, unitInRange, vsharpOf } from './buffer-address.js';
import { FORMAT_RULES } from './buffer-format.js';
import {
  type AtomicKind,
  and1,
  atomicOperands,
  guard,
  guestAtomic,
  k32,
  kindDwords,
  LOAD_KINDS,
  laneDwords,
  loadResult,
  operandOf,
  RAW_LOADS,
  RAW_STORES,
  readGuestWhere,
  STORE_KINDS,
  sinkUnless,
  storeData,
  when,
  writeDwords,
  writeGuestWhere,
} from './memory-common.js';
import { refusedRule } from './refused.js';
import type { RuleTable, TranslateRule } from './rule.js';

/** Units of a raw access of `n` bytes: each dword, or the whole access when narrower. */
function rawUnits(n: number): number[] {
  return n <= 4 ? [n] : new Array<number>(n / 4).fill(4);
}

function load(kindName: string): TranslateRule {
  const kind = LOAD_KINDS[kindName] as (typeof LOAD_KINDS)[string];
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    const vdata = operandOf(t, ops, 'vdata', 'dst');
    let raw = Array.from({ length: kindDwords(kind.bytes) }, () => k32(t, 0));
    if (v.format !== 0) {
      const l = bufferLane(t, inst, ops, v);
      const lanes = boundLanes(t, v);
      raw = [];
      let at = 0;
      for (const n of rawUnits(kind.bytes)) {
        // 0 where the unit is out of range or the V# unbound; the inactive lanes' values are dropped.
        const valid = and1(t, v.bound, unitInRange(t, l, at, n));
        raw.push(...readGuestWhere(t, and1(t, lanes, valid), unitAddress(t, l, at), n, valid));
        at += n;
      }
    }
    writeDwords(
      t,
      vdata,
      loadResult(t, kind, raw, () => t.readLane32(vdata)),
    );
  };
}

function store(kindName: string): TranslateRule {
  const kind = STORE_KINDS[kindName] as (typeof STORE_KINDS)[string];
  return (t, inst, ops) => {
    const v = vsharpOf(t, inst, ops);
    if (v.format === 0) return;
    const data = storeData(t, kind, laneDwords(t, operandOf(t, ops, 'vdata', 'src'), kindDwords(kind.bytes)));
    const l = bufferLane(t, inst, ops, v);
    // Lanes out of EXEC branch around the store (flat.ts says why); units out of range go to the sink.
    guard(t, boundLanes(t, v), () => {
      let at = 0;
      for (const n of rawUnits(kind.bytes)) {
        writeGuestWhere(t, unitInRange(t, l, at, n), unitAddress(t, l, at), n, data.slice(at / 4));
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
    if (v.format === 0)
      throw t.refuse('atomic through an unbound V# (FORMAT INVALID): the result is not specified');
    const src = operandOf(t, ops, 'vdata', 'src');
    const d = laneDwords(t, src, w * atomicOperands(kind));
    const value = (i: number): ValueId =>
      w === 1 ? (d[i] as ValueId) : t.join64(d[2 * i] as ValueId, d[2 * i + 1] as ValueId);
    const a = value(0);
    const b = atomicOperands(kind) === 2 ? value(1) : undefined;
    const l = bufferLane(t, inst, ops, v);
    const zero = t.b.const(type, 0);
    // An unbound V# known only at run time: the atomic does nothing and returns 0 (docs/debt.md).
    const [old] = when(
      t,
      boundLanes(t, v),
      [type],
      () => {
        const inRange = unitInRange(t, l, 0, 4 * w);
        const at = sinkUnless(t, inRange, unitAddress(t, l, 0));
        if (at === undefined) return [zero];
        return [t.b.value('select', type, inRange, guestAtomic(t, at, type, kind, a, b), zero)];
      },
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
  for (const [, name] of MUBUF_TABLE) if (!out[name]) out[name] = refusedRule(name);
  return out;
}

/** MUBUF and MTBUF rules by mnemonic. */
export const BUFFER_RULES: RuleTable = build();
