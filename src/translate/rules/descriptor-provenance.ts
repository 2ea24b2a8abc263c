/**
 * Where a descriptor read at run time came from: for the dwords of a T# (or S#) that the constant
 * analysis cannot fold, the guest address they were loaded from, when that address is a recompile-time
 * constant (a table pointer in user SGPRs, no memory given). The image rules bind such a T# by location
 * (image-resource.ts): the runtime reads it from guest memory when the work starts.
 *
 * The analysis walks the IR def chain of each dword as the translation is building it: a scalar
 * register read (`load` of the register variable) goes to the `store` to that variable that reaches
 * it (through register copies, 64-bit ones included), which must be a `load` from a physical pointer
 * (`ptr_from_addr` of the masked guest address, smem.ts, or of a constant: a masked constant folds).
 * The address is then asked of the constant analysis (TranslationContext.constantOf), so the answer
 * is proved on the final IR like every other fact. Dword i must come from address A + 4i.
 *
 * The reaching store is searched backwards from the read: earlier in its block, then through the
 * blocks rules create inside a guest basic block (guarded accesses, atomic loops), whose predecessors
 * are all known once translation moved past them; all predecessors must agree on one store. The
 * search stops at the entry and at guest leader blocks (a branch translated later may still enter
 * them), so a descriptor loaded in another guest basic block is not followed unless its registers are
 * pinned (their only writer ran once before every other guest block: a read is the loaded value
 * itself, TranslationContext.pin), nor s_buffer_load (its dwords are block parameters of a range
 * check): both leave the T# unknown (docs/debt.md).
 */

import type { BlockId, InstId, ValueId } from '../../ir/function.js';
import { guestAddress } from '../../isa/tables/guest-address.js';
import type { TranslationContext } from '../context.js';

/** The guest address an i32 scalar value was loaded from (an i64 value), or undefined. */
function loadedFrom(t: TranslationContext, value: ValueId): ValueId | undefined {
  const fn = t.fn;
  let current = value;
  // Where the search for the next reaching store starts: the block and the instruction index.
  let block = t.b.insertionBlock;
  let end = fn.block(block).insts.length;
  // Each step moves to an earlier instruction, so the walk ends.
  for (;;) {
    const half = halfOfPair(t, current);
    if (half !== undefined) {
      current = half;
      continue;
    }
    const def = fn.value(current).def;
    if (def.kind !== 'inst') return undefined;
    const inst = fn.inst(def.inst);
    if (inst.op !== 'load') return undefined;
    const pointer = inst.operands[0] as ValueId;
    const pdef = fn.value(pointer).def;
    if (pdef.kind !== 'inst') return undefined;
    const pinst = fn.inst(pdef.inst);
    if (pinst.op === 'ptr_from_addr') {
      const masked = fn.value(pinst.operands[0] as ValueId).def;
      if (masked.kind !== 'inst') return undefined;
      const and = fn.inst(masked.inst);
      // A constant address was masked as it was built (builder folding).
      if (and.op === 'const') return pinst.operands[0] as ValueId;
      return and.op === 'and' ? (and.operands[0] as ValueId) : undefined;
    }
    if (pinst.op !== 'var' || inst.block === -1) return undefined;
    // A register read: the store that reaches the read.
    const insts = fn.block(inst.block).insts;
    const at = inst.block === block ? indexOf(insts, def.inst, end) : indexOf(insts, def.inst, insts.length);
    if (at < 0) return undefined;
    const found = reachingStore(t, pointer, inst.block, at);
    if (!found) return undefined;
    current = found.value;
    block = found.block;
    end = found.index;
  }
}

/** The operand an instruction defining `value` has, if it is `op` (else undefined). */
function defOf(t: TranslationContext, value: ValueId, op: string): readonly ValueId[] | undefined {
  const def = t.fn.value(value).def;
  if (def.kind !== 'inst') return undefined;
  const inst = t.fn.inst(def.inst);
  return inst.op === op ? inst.operands : undefined;
}

function isConst(t: TranslationContext, value: ValueId, k: bigint): boolean {
  const def = t.fn.value(value).def;
  return def.kind === 'inst' && t.fn.inst(def.inst).op === 'const' && t.fn.inst(def.inst).constant === k;
}

/**
 * The i32 half a 64-bit register copy (s_mov_b64: split64 of join64, context.ts) moves unchanged:
 * `trunc(or(zext lo, shl(zext hi, 32)))` is lo, `trunc(lshr(that, 32))` is hi; else undefined.
 */
function halfOfPair(t: TranslationContext, value: ValueId): ValueId | undefined {
  const truncated = defOf(t, value, 'trunc')?.[0];
  if (truncated === undefined) return undefined;
  const shifted = defOf(t, truncated, 'lshr');
  const high = shifted !== undefined && isConst(t, shifted[1] as ValueId, 32n);
  const pair = defOf(t, high ? (shifted?.[0] as ValueId) : truncated, 'or');
  if (!pair) return undefined;
  const lo = defOf(t, pair[0] as ValueId, 'zext')?.[0];
  const hiShift = defOf(t, pair[1] as ValueId, 'shl');
  if (lo === undefined || !hiShift) return undefined;
  if (!isConst(t, hiShift[1] as ValueId, 32n)) return undefined;
  const hi = defOf(t, hiShift[0] as ValueId, 'zext')?.[0];
  return high ? hi : lo;
}

function indexOf(insts: readonly InstId[], id: InstId, end: number): number {
  for (let i = Math.min(end, insts.length) - 1; i >= 0; i--) if (insts[i] === id) return i;
  return -1;
}

/**
 * The value stored to `variable` that reaches instruction `index` of `block`: the last store before it
 * in the block, else the one store reaching the ends of all its predecessors, followed through blocks
 * a rule created (guestBlocks may still gain predecessors, so the search stops there).
 */
function reachingStore(
  t: TranslationContext,
  variable: ValueId,
  block: BlockId,
  index: number,
): { value: ValueId; block: BlockId; index: number } | undefined {
  const fn = t.fn;
  const visited = new Set<BlockId>();
  const search = (
    b: BlockId,
    before: number,
  ): { value: ValueId; block: BlockId; index: number } | null | undefined => {
    const insts = fn.block(b).insts;
    for (let i = before - 1; i >= 0; i--) {
      const s = fn.inst(insts[i] as InstId);
      if (s.op === 'store' && s.operands[0] === variable)
        return { value: s.operands[1] as ValueId, block: b, index: i };
    }
    if (t.guestBlocks.has(b)) return undefined;
    if (visited.has(b)) return null; // a cycle adds no store
    visited.add(b);
    const preds = fn.blocks.flatMap((_, p) =>
      fn.successors(p as BlockId).includes(b) ? [p as BlockId] : [],
    );
    let found: { value: ValueId; block: BlockId; index: number } | null = null;
    for (const p of preds) {
      const r = search(p, fn.block(p).insts.length);
      if (r === undefined) return undefined;
      if (r === null) continue;
      if (found && found.value !== r.value) return undefined;
      found ??= r;
    }
    return preds.length === 0 ? undefined : found;
  };
  return search(block, index) ?? undefined;
}

/**
 * The guest address (VM-translated, isa/tables/guest-address.ts) the descriptor whose dwords are
 * `values` was loaded from, or undefined where a dword's origin is not a load from a recompile-time
 * constant address A + 4i.
 */
export function descriptorLocation(t: TranslationContext, values: readonly ValueId[]): bigint | undefined {
  const addresses = values.map((v) => loadedFrom(t, v));
  if (addresses.some((a) => a === undefined)) return undefined;
  // Every address is asked, whatever the answers (constantOf's query order).
  const known = (addresses as ValueId[]).map((a) => t.constantOf(a));
  const first = known[0];
  if (first === undefined) return undefined;
  const base = guestAddress(first);
  const consecutive = known.every((a, i) => a !== undefined && guestAddress(a) === base + 4n * BigInt(i));
  return consecutive ? base : undefined;
}
