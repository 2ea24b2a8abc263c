/**
 * Common subexpressions: an instruction that computes what an instruction in a dominating position
 * already computed (same op, result type, immediates, constant and operands) reads that result instead;
 * the duplicate is left for DCE. Translation builds each guest instruction's IR on its own, so the same
 * descriptor decode, lane mask, constant or builtin read recurs wherever a guest instruction needs it;
 * sharing one value shrinks everything after this pass and what reaches the host.
 *
 * Exact by construction: only operations whose result is a function of their operands and immediates
 * take part (ops.ts `computesValue`). Translation already shares such values within a block (the
 * builder's interning); this pass shares them across blocks and after other passes' rewrites.
 *
 * The walk is the dominator tree in preorder with a scoped table, so a value is reused only where its
 * definition dominates; operands are already rewritten when an instruction is reached (its operands'
 * definitions dominate it), so one walk finds every duplicate. The pipeline shares inside
 * opt-simplify.ts's walk (with this module's hash and table); this pass shares on its own.
 */
import { computeDominance, walkDominatorTree } from '../ir/dominance.js';
import type { Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { computesValue } from '../ir/ops.js';
import { ScopedHashTable } from '../util/scoped-hash-table.js';
import { Spare } from '../util/spare.js';
import { UseLists } from './ir-edit.js';
import type { Pass } from './manager.js';

/** Whether `inst` computes a shareable value. */
export function shareable(inst: Inst): boolean {
  return inst.result !== undefined && computesValue(inst.op);
}

/** A 32-bit hash of what `inst` computes (equal computations hash equal). */
export function hashOf(inst: Inst): number {
  let h = Math.imul(inst.info.index + 1, 0x9e3779b1) ^ inst.type;
  const { imms, operands } = inst;
  for (let k = 0; k < imms.length; k++) h = Math.imul(h ^ (imms[k] as number), 0x85ebca6b);
  for (let k = 0; k < operands.length; k++) h = Math.imul(h ^ (operands[k] as number), 0xc2b2ae35);
  if (inst.constant !== undefined) h = Math.imul(h ^ Number(BigInt.asUintN(32, inst.constant)), 0x27d4eb2f);
  // Signed, as ScopedComputations' Int32Array holds it (an unsigned hash above 2^31 would never match).
  return h | 0;
}

/** Whether `a` and `b` compute the same value. */
export function same(a: Inst, b: Inst): boolean {
  if (a.op !== b.op || a.type !== b.type || a.constant !== b.constant) return false;
  if (a.imms.length !== b.imms.length || a.operands.length !== b.operands.length) return false;
  for (let i = 0; i < a.imms.length; i++) if (a.imms[i] !== b.imms[i]) return false;
  for (let i = 0; i < a.operands.length; i++) if (a.operands[i] !== b.operands[i]) return false;
  return true;
}

/**
 * The instructions in scope along a dominator-tree walk, by what they compute (util/scoped-hash-table.ts:
 * a block's entries leave once its subtree is done). At most one entry per computation is in scope
 * (a second one is replaced, not added), so a lookup finds the one.
 */
export class ScopedComputations extends ScopedHashTable {
  /** The instruction in scope computing what `inst` (hash `h`) computes. */
  find(fn: IrFunction, inst: Inst, h: number): InstId | undefined {
    for (let s = this.probe(h); s !== -1; s = this.nextProbe(h, s))
      if (same(fn.inst(this.idAt(s) as InstId), inst)) return this.idAt(s) as InstId;
    return undefined;
  }
}

/**
 * A table for one walk, kept for the next when handed back ({@link releaseComputations}): a fresh
 * table per walk cost two arrays the size of the function, per simplify run. It keeps the largest
 * size a walk grew it to.
 */
const spare = new Spare<ScopedComputations>((table) => table.truncate(0));

/** A table with room for `count` entries: the spare one while no walk holds it, else a new one. */
export function acquireComputations(count: number): ScopedComputations {
  return spare.take(() => new ScopedComputations(count));
}

/** Hands `table` back for the next walk. */
export function releaseComputations(table: ScopedComputations): void {
  spare.give(table);
}

/** Replaces recomputed values by the dominating first computation; returns whether it changed `fn`. */
export function optCse(fn: IrFunction): boolean {
  // Built at the first duplicate: a run that finds none (the later ones, mostly) never needs it.
  let users: UseLists | undefined;
  const table = acquireComputations(fn.insts.length);
  let changed = false;
  // A block's entries leave the table once its dominator subtree is done.
  walkDominatorTree(
    computeDominance(fn),
    (block) => {
      const mark = table.size;
      for (const id of fn.block(block).insts) {
        const inst = fn.inst(id);
        if (!shareable(inst)) continue;
        const h = hashOf(inst);
        const first = table.find(fn, inst, h);
        if (first === undefined) table.add(id, h);
        else {
          users ??= new UseLists(fn);
          users.replaceAllUses(inst.result as ValueId, fn.inst(first).result as ValueId);
          changed = true;
        }
      }
      return mark;
    },
    (_block, mark) => table.truncate(mark),
  );
  releaseComputations(table);
  return changed;
}

export const CSE: Pass = { name: 'cse', run: optCse };
