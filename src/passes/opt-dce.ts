/**
 * Dead code elimination: removes instructions without effects whose results are unused, function
 * variables that are never loaded (with their stores: nothing can observe them), and blocks no path
 * from the entry reaches. Runs to a fixed point.
 */
import { Builder } from '../ir/builder.js';
import { computeDominance } from '../ir/dominance.js';
import type { BlockId, InstId, IrFunction, ValueId } from '../ir/function.js';
import { opInfo } from '../ir/ops.js';
import { VOID } from '../ir/types.js';
import { useCounts } from './ir-edit.js';
import type { Pass } from './manager.js';

/** Removes dead instructions, unread variables and unreachable blocks' code; returns whether it changed `fn`. */
export function optDce(fn: IrFunction): boolean {
  let changed = removeUnreachable(fn);
  changed = removeDeadParams(fn) || changed;
  const uses = useCounts(fn);
  const escaping = escapingVars(fn);
  const dead = new Set<InstId>();
  const work: InstId[] = [];
  const consider = (i: InstId): void => {
    if (dead.has(i)) return;
    const inst = fn.inst(i);
    if (inst.block === -1) return;
    if (inst.op === 'store') {
      const target = inst.operands[0] as ValueId;
      if (isVar(fn, target) && !escaping.has(target)) work.push(i);
      return;
    }
    const info = opInfo(inst.op);
    if (info.effects || info.terminator) return;
    if (inst.result !== undefined && (uses[inst.result] ?? 0) === 0) work.push(i);
  };
  for (const block of fn.blocks) for (const i of block.insts) consider(i);
  // Removing an instruction releases its operands; their definitions may become dead in turn.
  while (work.length > 0) {
    const i = work.pop() as InstId;
    if (dead.has(i)) continue;
    dead.add(i);
    for (const v of fn.inst(i).operands) {
      uses[v] = (uses[v] ?? 1) - 1;
      const def = fn.value(v).def;
      if (def.kind === 'inst' && uses[v] === 0) consider(def.inst);
    }
  }
  if (dead.size === 0) return changed;
  for (const block of fn.blocks) {
    if (block.insts.some((i) => dead.has(i))) block.insts = block.insts.filter((i) => !dead.has(i));
  }
  for (const i of dead) fn.inst(i).block = -1;
  changed = true;
  return changed;
}

function isVar(fn: IrFunction, v: ValueId): boolean {
  const def = fn.value(v).def;
  return def.kind === 'inst' && fn.inst(def.inst).op === 'var';
}

/** Variables used other than as the pointer of a store. */
function escapingVars(fn: IrFunction): Set<ValueId> {
  const out = new Set<ValueId>();
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      inst.operands.forEach((v, k) => {
        if (!(inst.op === 'store' && k === 0)) out.add(v);
      });
      for (const e of inst.targets) for (const v of e.args) out.add(v);
    }
  }
  return out;
}

/**
 * Removes block parameters no instruction needs (with their arguments on every edge): a parameter is
 * live when a live instruction or a terminator's condition reads it, or when it is passed to a live
 * parameter. promote-vars makes a parameter wherever a register's stores meet, used or not, and
 * lane-masks leaves the mask parameters of bits it now reads per lane.
 */
function removeDeadParams(fn: IrFunction): boolean {
  const live = new Uint8Array(fn.values.length);
  const work: ValueId[] = [];
  const mark = (v: ValueId): void => {
    if (live[v]) return;
    live[v] = 1;
    work.push(v);
  };
  const incoming: { inst: InstId; edge: number }[][] = fn.blocks.map(() => []);
  fn.blocks.forEach((block) => {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      inst.targets.forEach((e, k) => {
        incoming[e.block]?.push({ inst: i, edge: k });
      });
      const info = opInfo(inst.op);
      if (info.effects || info.terminator) for (const v of inst.operands) mark(v);
    }
  });
  while (work.length > 0) {
    const v = work.pop() as ValueId;
    const def = fn.value(v).def;
    if (def.kind === 'inst') {
      for (const o of fn.inst(def.inst).operands) mark(o);
      continue;
    }
    for (const { inst, edge } of incoming[def.block] ?? []) {
      const arg = fn.inst(inst).targets[edge]?.args[def.index];
      if (arg !== undefined) mark(arg);
    }
  }
  let changed = false;
  fn.blocks.forEach((block, b) => {
    const keep = block.params.map((p) => live[p] === 1);
    if (keep.every(Boolean)) return;
    changed = true;
    const kept = block.params.filter((_, k) => keep[k]);
    block.params.length = 0;
    kept.forEach((p, index) => {
      block.params.push(p);
      fn.values[p] = { type: fn.typeOf(p), def: { kind: 'param', block: b as BlockId, index } };
    });
    for (const { inst, edge } of incoming[b] ?? []) {
      const e = fn.inst(inst).targets[edge] as { block: BlockId; args: readonly ValueId[] };
      fn.inst(inst).targets[edge] = { block: e.block, args: e.args.filter((_, k) => keep[k]) };
    }
  });
  return changed;
}

/** Empties blocks the entry does not reach (they keep an `unreachable` terminator). */
function removeUnreachable(fn: IrFunction): boolean {
  const dom = computeDominance(fn);
  let changed = false;
  fn.blocks.forEach((block, index) => {
    if (dom.idom[index] !== -1) return;
    const term = fn.terminator(index as BlockId);
    if (block.insts.length === 1 && term?.op === 'unreachable') return;
    for (const i of [...block.insts]) fn.remove(i);
    new Builder(fn).at(index as BlockId).emit('unreachable', VOID, []);
    changed = true;
  });
  return changed;
}

/** The pass-manager entry for {@link optDce}. */
export const DCE: Pass = { name: 'dce', run: optDce };
