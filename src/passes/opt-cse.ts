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
 * definitions dominate it), so one walk finds every duplicate.
 */
import { computeDominance } from '../ir/dominance.js';
import type { BlockId, Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { computesValue } from '../ir/ops.js';
import { UseLists } from './ir-edit.js';
import type { Pass } from './manager.js';

/** Whether `inst` computes a shareable value. */
function shareable(inst: Inst): boolean {
  return inst.result !== undefined && computesValue(inst.op);
}

/** Small integers standing for op names, for hashing. */
const OP_CODES = new Map<string, number>();

/** A 32-bit hash of what `inst` computes (equal computations hash equal). */
function hashOf(inst: Inst): number {
  let code = OP_CODES.get(inst.op);
  if (code === undefined) {
    code = OP_CODES.size + 1;
    OP_CODES.set(inst.op, code);
  }
  let h = Math.imul(code, 0x9e3779b1) ^ inst.type;
  for (const x of inst.imms) h = Math.imul(h ^ x, 0x85ebca6b);
  for (const x of inst.operands) h = Math.imul(h ^ x, 0xc2b2ae35);
  if (inst.constant !== undefined) h = Math.imul(h ^ Number(BigInt.asUintN(32, inst.constant)), 0x27d4eb2f);
  return h >>> 0;
}

/** Whether `a` and `b` compute the same value. */
function same(a: Inst, b: Inst): boolean {
  if (a.op !== b.op || a.type !== b.type || a.constant !== b.constant) return false;
  if (a.imms.length !== b.imms.length || a.operands.length !== b.operands.length) return false;
  for (let i = 0; i < a.imms.length; i++) if (a.imms[i] !== b.imms[i]) return false;
  for (let i = 0; i < a.operands.length; i++) if (a.operands[i] !== b.operands[i]) return false;
  return true;
}

/** Replaces recomputed values by the dominating first computation; returns whether it changed `fn`. */
export function optCse(fn: IrFunction): boolean {
  const dom = computeDominance(fn);
  const children: BlockId[][] = fn.blocks.map(() => []);
  for (const b of dom.order) {
    const parent = dom.idom[b] ?? -1;
    if (parent >= 0 && parent !== b) children[parent]?.push(b);
  }
  // Built at the first duplicate: a run that finds none (the later ones, mostly) never needs it.
  let users: UseLists | undefined;
  // Per hash, the instructions in scope that computed a value first (innermost last).
  const table = new Map<number, InstId[]>();
  let changed = false;
  // Iterative preorder: a block's entries leave the table once its dominator subtree is done.
  const stack: { block: BlockId; added: number[] | undefined }[] = [];
  if (dom.order.length > 0) stack.push({ block: dom.order[0] as BlockId, added: undefined });
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: BlockId; added: number[] | undefined };
    if (top.added !== undefined) {
      for (const h of top.added) table.get(h)?.pop();
      stack.pop();
      continue;
    }
    const added: number[] = [];
    top.added = added;
    for (const id of fn.block(top.block).insts) {
      const inst = fn.inst(id);
      if (!shareable(inst)) continue;
      const h = hashOf(inst);
      let bucket = table.get(h);
      const first = bucket?.find((other) => same(fn.inst(other), inst));
      if (first === undefined) {
        if (bucket === undefined) {
          bucket = [];
          table.set(h, bucket);
        }
        bucket.push(id);
        added.push(h);
      } else {
        users ??= new UseLists(fn);
        users.replaceAllUses(inst.result as ValueId, fn.inst(first).result as ValueId);
        changed = true;
      }
    }
    for (const child of children[top.block] ?? []) stack.push({ block: child, added: undefined });
  }
  return changed;
}

export const CSE: Pass = { name: 'cse', run: optCse };
