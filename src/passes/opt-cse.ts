/**
 * Common subexpressions: an instruction that computes what an instruction in a dominating position
 * already computed (same op, result type, immediates, constant and operands) reads that result instead;
 * the duplicate is left for DCE. Translation builds each guest instruction's IR on its own, so the same
 * descriptor decode, lane mask, constant or builtin read recurs wherever a guest instruction needs it;
 * sharing one value shrinks everything after this pass and what reaches the host.
 *
 * Exact by construction: only operations whose result is a function of their operands and immediates
 * take part. Memory reads (`load`, `image_read`) may see a store in between; `var` and `undef` are one
 * object or value each; wave operations (`ballot`, `broadcast*`, `shuffle`) read the lanes active where
 * they stand. Operations with effects never yield a shared value.
 *
 * The walk is the dominator tree in preorder with a scoped table, so a value is reused only where its
 * definition dominates; operands are already rewritten when an instruction is reached (its operands'
 * definitions dominate it), so one walk finds every duplicate.
 */
import { computeDominance } from '../ir/dominance.js';
import type { BlockId, Inst, IrFunction, ValueId } from '../ir/function.js';
import { opInfo } from '../ir/ops.js';
import { UseLists } from './ir-edit.js';
import type { Pass } from './manager.js';

/** Ops without effects whose result still depends on where they run. */
const NOT_SHARED: ReadonlySet<string> = new Set([
  'load',
  'image_read',
  'var',
  'undef',
  'ballot',
  'broadcast',
  'broadcast_first',
  'shuffle',
]);

/** The key of what `inst` computes, or undefined when it computes nothing shareable. */
function keyOf(inst: Inst): string | undefined {
  if (inst.result === undefined || NOT_SHARED.has(inst.op)) return undefined;
  const info = opInfo(inst.op);
  if (info.effects || info.terminator) return undefined;
  return `${inst.op} ${inst.type} ${inst.constant ?? ''} [${inst.imms.join(',')}] ${inst.operands.join(',')}`;
}

/** Replaces recomputed values by the dominating first computation; returns whether it changed `fn`. */
export function optCse(fn: IrFunction): boolean {
  const dom = computeDominance(fn);
  const children: BlockId[][] = fn.blocks.map(() => []);
  for (const b of dom.order) {
    const parent = dom.idom[b] ?? -1;
    if (parent >= 0 && parent !== b) children[parent]?.push(b);
  }
  const users = new UseLists(fn);
  const table = new Map<string, ValueId>();
  let changed = false;
  // Iterative preorder: a block's keys leave the table once its dominator subtree is done.
  const stack: { block: BlockId; added: string[] | undefined }[] = [];
  if (dom.order.length > 0) stack.push({ block: dom.order[0] as BlockId, added: undefined });
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: BlockId; added: string[] | undefined };
    if (top.added !== undefined) {
      for (const k of top.added) table.delete(k);
      stack.pop();
      continue;
    }
    const added: string[] = [];
    top.added = added;
    for (const id of fn.block(top.block).insts) {
      const inst = fn.inst(id);
      const key = keyOf(inst);
      if (key === undefined) continue;
      const first = table.get(key);
      if (first === undefined) {
        table.set(key, inst.result as ValueId);
        added.push(key);
      } else {
        users.replaceAllUses(inst.result as ValueId, first);
        changed = true;
      }
    }
    for (const child of children[top.block] ?? []) stack.push({ block: child, added: undefined });
  }
  return changed;
}

export const CSE: Pass = { name: 'cse', run: optCse };
