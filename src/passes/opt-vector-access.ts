/**
 * Vector accesses of guest memory. The translator splits every multi-dword guest access (a
 * buffer_load_dwordx4, a global_store_dwordx2) into dword accesses at X, X+4, X+8, X+12, since an
 * address is in general only known to be 4-aligned; a GPU host then issues four 32-bit accesses where
 * the guest made one 128-bit one (a memory-bound copy ran 1.7x native on the H200). Where known zero
 * bits prove X 16-aligned (8-aligned for a pair), the dwords become one vec4 (vec2) access through
 * `ptr_from_aligned_addr`, which the emitter decorates `Aligned 16` (8): the host address is aligned
 * too, since the guest-to-host offset is a multiple of MAX_ADDRESS_ALIGNMENT (recompiler/address-offset.ts).
 *
 * Dword i's address is and(X + 4i, M), M the guest address mask (X itself for i = 0). With X aligned
 * and M's low four bits set, and(X + 4i, M) = and(X, M) + 4i, so one access at and(X, M) covers them.
 * A buffer unit's address is select(c, X + 4i, sink), the sink where the guest drops the access; with
 * one c for every dword (simplify makes the range tests of an aligned offset one) one access at
 * select(c, X, sink) covers them, since the sink (SINK_BYTES, aligned) takes a whole vector. X + 4i
 * is read as a sum: its terms and its constant, through nested additions; an address that is such a
 * sum with neither mask nor sink (a buffer unit proved in range) merges the same way.
 * Loads merge when no instruction with effects lies between them (a store could write one of the
 * dwords); stores when only instructions without effects that are not loads lie between them (a load
 * could read one of the dwords). The vector load takes the place of the first dword load, which starts
 * a group (the others read its components); the vector store the place of the last dword store, where
 * every dword's value is defined. Runs after the guard passes, which reason about dword loads.
 */
import type { BlockId, Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { KnownZeros } from '../ir/known-zeros.js';
import { I32, ptr, type TypeId, vec } from '../ir/types.js';
import { BlockEdits, UseLists } from './ir-edit.js';
import type { Pass } from './manager.js';
import { optDce } from './opt-dce.js';

/** A dword access of guest memory: instruction, the address value and where it falls in a group. */
interface Dword {
  readonly inst: InstId;
  /** Position in the block. */
  readonly seq: number;
  /** The address the access reads its pointer from. */
  readonly address: ValueId;
  /** The accesses one vector can cover share it: the address's form and its non-constant terms. */
  readonly key: string;
  /** The dword's place in its 16 bytes: (constant part of the address mod 16) / 4. */
  readonly slot: number;
}

/** Dword accesses at offsets 0, 4, 8, 12 of one 16-byte span. */
interface Group {
  readonly members: (Dword | undefined)[];
}

const PHYSICAL_I32 = ptr('physical', I32);

/** How deep a sum is flattened into terms and a constant. */
const SUM_DEPTH = 4;

export function optVectorAccess(fn: IrFunction): boolean {
  const zeros = new KnownZeros(fn);
  const constant = (v: ValueId): bigint | undefined => {
    const def = fn.value(v).def;
    if (def.kind !== 'inst') return undefined;
    const inst = fn.inst(def.inst);
    return inst.op === 'const' ? inst.constant : undefined;
  };
  const defining = (v: ValueId): Inst | undefined => {
    const def = fn.value(v).def;
    return def.kind === 'inst' ? fn.inst(def.inst) : undefined;
  };
  /** `v` as a sum of non-constant terms (sorted) and a constant, through nested i64 iadds. */
  const linear = (v: ValueId): { terms: ValueId[]; k: bigint } => {
    const terms: ValueId[] = [];
    let k = 0n;
    const walk = (x: ValueId, depth: number): void => {
      const c = constant(x);
      if (c !== undefined) {
        k += c;
        return;
      }
      const add = defining(x);
      if (add?.op === 'iadd' && depth > 0) {
        for (const o of add.operands) walk(o as ValueId, depth - 1);
        return;
      }
      terms.push(x);
    };
    walk(v, SUM_DEPTH);
    return { terms: terms.sort((a, b) => a - b), k: BigInt.asUintN(64, k) };
  };
  /**
   * The dword access `inst` makes through its pointer operand `pointer`, if it is one: at
   * and(S, M), S a sum, M the guest address mask with its low four bits set (and(S + 4i, M) is
   * and(S, M) + 4i where S is 16-aligned), or at select(c, S, sink) (a buffer access the guest drops
   * where c fails: the sink's 64 aligned bytes take a whole vector as well as a dword), or at S itself.
   */
  const dwordOf = (id: InstId, seq: number, pointer: ValueId): Dword | undefined => {
    if (fn.typeOf(pointer) !== PHYSICAL_I32) return undefined;
    const p = defining(pointer);
    if (p?.op !== 'ptr_from_addr') return undefined;
    const address = p.operands[0] as ValueId;
    const a = defining(address);
    let form: string;
    let sum: ValueId;
    if (a?.op === 'and') {
      const [l, r] = a.operands as [ValueId, ValueId];
      const kl = constant(l);
      const mask = kl ?? constant(r);
      if (mask === undefined || (mask & 15n) !== 15n) return undefined;
      form = `and ${mask}`;
      sum = kl === undefined ? l : r;
    } else if (a?.op === 'select' && defining(a.operands[2] as ValueId)?.op === 'sink_address') {
      form = `sink ${a.operands[0]}`;
      sum = a.operands[1] as ValueId;
    } else {
      // The address itself is the sum (a buffer unit always in range).
      form = 'sum';
      sum = address;
    }
    const { terms, k } = linear(sum);
    if (k % 4n !== 0n) return undefined;
    return {
      inst: id,
      seq,
      address,
      key: `${form} ${terms.join(',')} ${k - (k % 16n)}`,
      slot: Number(k % 16n) / 4,
    };
  };
  // Made at the first merged load (most functions have none); built then, it sees the new code too.
  let uses: UseLists | undefined;
  let changed = false;

  const aligned = (x: ValueId, bytes: number): boolean => {
    const low = BigInt(bytes - 1);
    return (zeros.of(x) & low) === low;
  };

  /**
   * Replaces the loads of `members` (consecutive dwords) by one vector load at the first, whose
   * address it takes: only when that is the lowest dword (its address is defined there).
   */
  const mergeLoads = (edits: BlockEdits, members: readonly Dword[]): void => {
    const first = members[0] as Dword;
    if (members.some((m) => m.seq < first.seq)) return;
    const type = vec(I32, members.length);
    const parts = edits.insertBefore(first.inst, (b) => {
      const p = b.emit('ptr_from_aligned_addr', ptr('physical', type), [first.address], {
        imms: [4 * members.length],
      }).result as ValueId;
      const v = b.value('load', type, p);
      return members.map((_, i) => b.emit('extract', I32, [v], { imms: [i] }).result as ValueId);
    });
    uses ??= new UseLists(fn);
    const users = uses;
    members.forEach((m, i) => {
      users.replaceAllUses(fn.inst(m.inst).result as ValueId, parts[i] as ValueId);
      edits.remove(m.inst);
    });
    changed = true;
  };

  /** Replaces the stores of `members` (consecutive dwords) by one vector store at the last one. */
  const mergeStores = (edits: BlockEdits, members: readonly Dword[]): void => {
    const type = vec(I32, members.length);
    const last = members.reduce((a, m) => (m.seq > a.seq ? m : a));
    edits.insertBefore(last.inst, (b) => {
      const values = members.map((m) => fn.inst(m.inst).operands[1] as ValueId);
      const v = wholeVector(values, type) ?? b.value('compose', type, ...values);
      const p = b.emit('ptr_from_aligned_addr', ptr('physical', type), [(members[0] as Dword).address], {
        imms: [4 * members.length],
      }).result as ValueId;
      b.effect('store', [p, v]);
    });
    for (const m of members) edits.remove(m.inst);
    changed = true;
  };

  /** The vector whose components 0..n-1 `values` extract, in order (a copy), if one of `type`. */
  const wholeVector = (values: readonly ValueId[], type: TypeId): ValueId | undefined => {
    let source: ValueId | undefined;
    for (let i = 0; i < values.length; i++) {
      const def = fn.value(values[i] as ValueId).def;
      if (def.kind !== 'inst') return undefined;
      const e = fn.inst(def.inst);
      if (e.op !== 'extract' || e.imms[0] !== i) return undefined;
      source ??= e.operands[0] as ValueId;
      if (e.operands[0] !== source) return undefined;
    }
    return source !== undefined && fn.typeOf(source) === type ? source : undefined;
  };

  /** Merges what a closed group allows: four dwords from a 16-aligned address, else aligned pairs. */
  const close = (g: Group, merge: (members: readonly Dword[]) => void): void => {
    const [d0, d4, d8, d12] = g.members;
    if (d0 && d4 && d8 && d12 && aligned(d0.address, 16)) merge([d0, d4, d8, d12]);
    else {
      if (d0 && d4 && aligned(d0.address, 8)) merge([d0, d4]);
      if (d8 && d12 && aligned(d8.address, 8)) merge([d8, d12]);
    }
  };

  for (let b = 0; b < fn.blocks.length; b++) {
    const block = fn.block(b as BlockId);
    if (block.insts.length < 2) continue;
    // Merges in this block, put into its list once its scan ends.
    const edits = new BlockEdits(fn, b as BlockId);
    const mergeLoadsHere = (members: readonly Dword[]): void => mergeLoads(edits, members);
    const mergeStoresHere = (members: readonly Dword[]): void => mergeStores(edits, members);
    const loads = new Map<string, Group>();
    const stores = new Map<string, Group>();
    const closeAll = (groups: Map<string, Group>, merge: (m: readonly Dword[]) => void): void => {
      for (const g of groups.values()) close(g, merge);
      groups.clear();
    };
    // Joins `d` to its open group of `groups`; a group whose slot is taken closes and `d` opens another.
    const place = (groups: Map<string, Group>, d: Dword, merge: (m: readonly Dword[]) => void): void => {
      const open = groups.get(d.key);
      if (open && open.members[d.slot] === undefined) {
        open.members[d.slot] = d;
        return;
      }
      if (open) close(open, merge);
      const members: (Dword | undefined)[] = [undefined, undefined, undefined, undefined];
      members[d.slot] = d;
      groups.set(d.key, { members });
    };
    const insts = [...block.insts];
    for (let seq = 0; seq < insts.length; seq++) {
      const id = insts[seq] as InstId;
      const inst = fn.inst(id) as Inst;
      if (inst.op === 'load') {
        closeAll(stores, mergeStoresHere);
        const d = inst.type === I32 ? dwordOf(id, seq, inst.operands[0] as ValueId) : undefined;
        if (d) place(loads, d, mergeLoadsHere);
      } else if (inst.op === 'store') {
        closeAll(loads, mergeLoadsHere);
        const value = inst.operands[1] as ValueId;
        const d = fn.typeOf(value) === I32 ? dwordOf(id, seq, inst.operands[0] as ValueId) : undefined;
        if (d) place(stores, d, mergeStoresHere);
        else closeAll(stores, mergeStoresHere);
      } else if (inst.info.effects || inst.info.terminator) {
        closeAll(loads, mergeLoadsHere);
        closeAll(stores, mergeStoresHere);
      }
    }
    closeAll(loads, mergeLoadsHere);
    closeAll(stores, mergeStoresHere);
    edits.apply();
  }
  if (changed) optDce(fn);
  return changed;
}

export const VECTOR_ACCESS: Pass = { name: 'vector-access', run: optVectorAccess };
