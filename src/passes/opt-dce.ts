/**
 * Dead code elimination: removes instructions without effects whose results are unused, function
 * variables that are never loaded (with their stores: nothing can observe them), and blocks no path
 * from the entry reaches. Runs to a fixed point.
 */
import { Builder } from '../ir/builder.js';
import { reachableBlocks } from '../ir/dominance.js';
import type { BlockId, Edge, Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { opInfo } from '../ir/ops.js';
import { VOID } from '../ir/types.js';
import { useCounts } from './ir-edit.js';
import type { Pass } from './manager.js';

/** Removes dead instructions, unread variables and unreachable blocks' code; returns whether it changed `fn`. */
export function optDce(fn: IrFunction): boolean {
  let changed = removeUnreachable(fn);
  changed = removeDeadParams(fn) || changed;
  // Per-value and per-instruction side tables in typed arrays: DCE runs four times per recompile.
  const uses = useCounts(fn);
  const escaping = escapingVars(fn);
  const dead = new Uint8Array(fn.insts.length);
  let deadCount = 0;
  const work: InstId[] = [];
  const consider = (i: InstId): void => {
    if (dead[i]) return;
    const inst = fn.inst(i);
    if (inst.block === -1) return;
    if (inst.op === 'store') {
      const target = inst.operands[0] as ValueId;
      if (isVar(fn, target) && !escaping[target]) work.push(i);
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
    if (dead[i]) continue;
    dead[i] = 1;
    deadCount++;
    for (const v of fn.inst(i).operands) {
      uses[v] = (uses[v] ?? 1) - 1;
      const def = fn.value(v).def;
      if (def.kind === 'inst' && uses[v] === 0) consider(def.inst);
    }
  }
  if (deadCount === 0) return changed;
  for (const block of fn.blocks) {
    if (block.insts.some((i) => dead[i])) block.insts = block.insts.filter((i) => !dead[i]);
  }
  for (let i = 0; i < dead.length; i++) if (dead[i]) (fn.insts[i] as Inst).block = -1;
  changed = true;
  return changed;
}

function isVar(fn: IrFunction, v: ValueId): boolean {
  const def = fn.value(v).def;
  return def.kind === 'inst' && fn.inst(def.inst).op === 'var';
}

/** Values used other than as the pointer of a store (1 per value id). */
function escapingVars(fn: IrFunction): Uint8Array {
  const out = new Uint8Array(fn.values.length);
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      const operands = inst.operands;
      for (let k = inst.op === 'store' ? 1 : 0; k < operands.length; k++) out[operands[k] as ValueId] = 1;
      for (const e of inst.targets) for (const v of e.args) out[v] = 1;
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
  if (fn.blocks.every((block) => block.params.length === 0)) return false;
  const live = new Uint8Array(fn.values.length);
  const work: ValueId[] = [];
  const mark = (v: ValueId): void => {
    if (live[v]) return;
    live[v] = 1;
    work.push(v);
  };
  // The edges into each block, as (instruction, edge index) pairs, flat.
  const incoming: number[][] = fn.blocks.map(() => []);
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      const targets = inst.targets;
      for (let k = 0; k < targets.length; k++) incoming[(targets[k] as Edge).block]?.push(i, k);
      const info = opInfo(inst.op);
      if (info.effects || info.terminator) for (const v of inst.operands) mark(v);
    }
  }
  while (work.length > 0) {
    const v = work.pop() as ValueId;
    const def = fn.value(v).def;
    if (def.kind === 'inst') {
      for (const o of fn.inst(def.inst).operands) mark(o);
      continue;
    }
    const edges = incoming[def.block] ?? [];
    for (let j = 0; j < edges.length; j += 2) {
      const arg = fn.inst(edges[j] as InstId).targets[edges[j + 1] as number]?.args[def.index];
      if (arg !== undefined) mark(arg);
    }
  }
  let changed = false;
  fn.blocks.forEach((block, b) => {
    if (block.params.every((p) => live[p] === 1)) return;
    const keep = block.params.map((p) => live[p] === 1);
    changed = true;
    const kept = block.params.filter((_, k) => keep[k]);
    block.params.length = 0;
    kept.forEach((p, index) => {
      block.params.push(p);
      fn.values[p] = { type: fn.typeOf(p), def: { kind: 'param', block: b as BlockId, index } };
    });
    const edges = incoming[b] ?? [];
    for (let j = 0; j < edges.length; j += 2) {
      const inst = fn.inst(edges[j] as InstId);
      const k = edges[j + 1] as number;
      const e = inst.targets[k] as Edge;
      inst.targets[k] = { block: e.block, args: e.args.filter((_, n) => keep[n]) };
    }
  });
  return changed;
}

/** Empties blocks the entry does not reach (they keep an `unreachable` terminator). */
function removeUnreachable(fn: IrFunction): boolean {
  const reached = reachableBlocks(fn);
  let changed = false;
  fn.blocks.forEach((block, index) => {
    if (reached[index]) return;
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
