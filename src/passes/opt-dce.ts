/**
 * Dead code elimination: removes instructions without effects whose results are unused, function
 * variables that are never loaded (with their stores: nothing can observe them), block parameters
 * nothing live reads (with their arguments), and blocks no path from the entry reaches. Mark and sweep,
 * so dead cycles through parameters and a variable read only by dead code go in one run.
 */
import { Builder } from '../ir/builder.js';
import { reachableBlocks } from '../ir/dominance.js';
import type { Block, BlockId, Edge, Inst, InstId, IrFunction, ValueId, ValueInfo } from '../ir/function.js';
import { VOID } from '../ir/types.js';
import { SpareArray } from '../util/spare.js';
import type { Pass, PassOutcome } from './manager.js';

/** Removes dead instructions, unread variables and unreachable blocks' code; returns whether it changed `fn`. */
export function optDce(fn: IrFunction): boolean {
  return dce(fn).changed;
}

/** The live marks of the last run, lent to the next (util/spare.ts). */
const spareMarks = new SpareArray(Uint8Array);

/**
 * {@link optDce}, settled: the marking below finds everything dead in one run (a dead value's readers
 * are dead, a variable's stores live only with a live reader of it, a parameter only with a live
 * reader), and removing it decides no branch, so a second run finds nothing.
 */
function dce(fn: IrFunction): PassOutcome {
  let changed = removeUnreachable(fn);
  const insts = fn.insts;
  const values = fn.values;
  const blocks = fn.blocks;
  // Mark and sweep: live values are marked from the effects and terminators through operands; a
  // parameter passes its mark to the arguments of every edge into its block, a variable to its stores.
  const live = spareMarks.take(values.length);
  const work: ValueId[] = [];
  const mark = (v: ValueId): void => {
    if (live[v]) return;
    live[v] = 1;
    work.push(v);
  };
  const markOperands = (inst: Inst, from: number): void => {
    const operands = inst.operands;
    for (let k = from; k < operands.length; k++) mark(operands[k] as ValueId);
  };
  // Per block with parameters, the edges into it as (instruction, edge index) pairs, flat; per
  // variable, its stores. Both only where there are any.
  const incoming: (number[] | undefined)[] = new Array(blocks.length);
  const storesOf = new Map<ValueId, InstId[]>();
  let hasParams = false;
  for (let b = 0; b < blocks.length; b++) {
    if ((blocks[b] as Block).params.length > 0) {
      incoming[b] = [];
      hasParams = true;
    }
  }
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++) {
      const i = ids[j] as InstId;
      const inst = insts[i] as Inst;
      if (hasParams) {
        const targets = inst.targets;
        for (let k = 0; k < targets.length; k++) incoming[(targets[k] as Edge).block]?.push(i, k);
      }
      if (inst.op === 'store' && isVar(fn, inst.operands[0] as ValueId)) {
        // A store to a variable lives with the variable's readers.
        const pointer = inst.operands[0] as ValueId;
        const list = storesOf.get(pointer);
        if (list === undefined) storesOf.set(pointer, [i]);
        else list.push(i);
        continue;
      }
      const info = inst.info;
      if (info.effects || info.terminator) markOperands(inst, 0);
    }
  }
  // The entry's parameters are a helper's signature: its callers pass every one.
  for (const p of (blocks[0] as Block | undefined)?.params ?? []) mark(p);
  while (work.length > 0) {
    const v = work.pop() as ValueId;
    const def = (values[v] as ValueInfo).def;
    if (def.kind === 'inst') {
      const inst = insts[def.inst] as Inst;
      markOperands(inst, 0);
      if (inst.op === 'var') for (const store of storesOf.get(v) ?? []) markOperands(insts[store] as Inst, 1);
      continue;
    }
    const edges = incoming[def.block] ?? [];
    for (let j = 0; j < edges.length; j += 2) {
      const arg = (insts[edges[j] as InstId] as Inst).targets[edges[j + 1] as number]?.args[def.index];
      if (arg !== undefined) mark(arg);
    }
  }
  // Sweep: instructions with a result no live value reads (a variable's stores go with it), and the
  // parameters nothing live reads, with their arguments.
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b] as Block;
    const ids = block.insts;
    let kept = 0;
    for (let j = 0; j < ids.length; j++) {
      const i = ids[j] as InstId;
      const inst = insts[i] as Inst;
      const dead =
        inst.op === 'store'
          ? isVar(fn, inst.operands[0] as ValueId) && !live[inst.operands[0] as ValueId]
          : inst.result !== undefined && !live[inst.result] && !inst.info.effects;
      if (dead) inst.block = -1;
      else ids[kept++] = i;
    }
    if (kept < ids.length) {
      ids.length = kept;
      changed = true;
    }
    if (b === 0 || block.params.every((p) => live[p] === 1)) continue;
    changed = true;
    const keep = block.params.map((p) => live[p] === 1);
    const params = block.params.filter((_, k) => keep[k]);
    block.params.length = 0;
    params.forEach((p, index) => {
      block.params.push(p);
      values[p] = { type: fn.typeOf(p), def: { kind: 'param', block: b as BlockId, index } };
    });
    const edges = incoming[b] ?? [];
    for (let j = 0; j < edges.length; j += 2) {
      const inst = insts[edges[j] as InstId] as Inst;
      const k = edges[j + 1] as number;
      const e = inst.targets[k] as Edge;
      inst.targets[k] = { block: e.block, args: e.args.filter((_, n) => keep[n]) };
    }
  }
  spareMarks.give(live);
  return { changed, settled: true };
}

function isVar(fn: IrFunction, v: ValueId): boolean {
  const def = fn.value(v).def;
  return def.kind === 'inst' && fn.inst(def.inst).op === 'var';
}

/** Empties blocks the entry does not reach (they keep an `unreachable` terminator). */
function removeUnreachable(fn: IrFunction): boolean {
  const reached = reachableBlocks(fn);
  let changed = false;
  fn.blocks.forEach((block, index) => {
    if (reached[index]) return;
    const term = fn.terminator(index as BlockId);
    if (block.insts.length === 1 && term?.op === 'unreachable') return;
    // Detached all at once (fn.remove per instruction rebuilds the block's list each time).
    for (const i of block.insts) fn.inst(i).block = -1;
    block.insts = [];
    new Builder(fn).at(index as BlockId).emit('unreachable', VOID, []);
    changed = true;
  });
  return changed;
}

/** The pass-manager entry for {@link optDce}. */
export const DCE: Pass = { name: 'dce', run: dce };
