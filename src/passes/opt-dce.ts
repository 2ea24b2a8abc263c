/**
 * Dead code elimination: removes instructions without effects whose results are unused, function
 * variables that are never loaded (with their stores: nothing can observe them), and blocks no path
 * from the entry reaches. Runs to a fixed point.
 */
import { Builder } from '../ir/builder.js';
import { reachableBlocks } from '../ir/dominance.js';
import type { Block, BlockId, Edge, Inst, InstId, IrFunction, ValueId, ValueInfo } from '../ir/function.js';
import { opInfo } from '../ir/ops.js';
import { VOID } from '../ir/types.js';
import type { Pass, PassOutcome } from './manager.js';

/** Removes dead instructions, unread variables and unreachable blocks' code; returns whether it changed `fn`. */
export function optDce(fn: IrFunction): boolean {
  return dce(fn).changed;
}

/**
 * {@link optDce}, and whether a second run would change nothing. It would remove no block's code (the
 * first run leaves only reachable code), and no parameter and no instruction unless the first run
 * removed a store or a use of a variable: the parameter liveness starts from effects and terminators,
 * of which only stores are removed, and the instruction removal runs to its fixed point except that
 * removing a variable's last use other than as a store pointer lets a later run drop its stores.
 */
function dce(fn: IrFunction): PassOutcome {
  let changed = removeUnreachable(fn);
  changed = removeDeadParams(fn) || changed;
  // Per-value and per-instruction side tables in typed arrays: DCE runs four times per recompile.
  const { uses, escaping } = usesAndEscapes(fn);
  const insts = fn.insts;
  const values = fn.values;
  const dead = new Uint8Array(insts.length);
  const removed: InstId[] = [];
  let settled = true;
  const work: InstId[] = [];
  const consider = (i: InstId): void => {
    if (dead[i]) return;
    const inst = insts[i] as Inst;
    if (inst.block === -1) return;
    if (inst.op === 'store') {
      const target = inst.operands[0] as ValueId;
      if (isVar(fn, target) && !escaping[target]) work.push(i);
      return;
    }
    const info = opInfo(inst.op);
    if (info.effects || info.terminator) return;
    if (inst.result !== undefined && uses[inst.result] === 0) work.push(i);
  };
  const blocks = fn.blocks;
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++) consider(ids[j] as InstId);
  }
  // Removing an instruction releases its operands; their definitions may become dead in turn.
  while (work.length > 0) {
    const i = work.pop() as InstId;
    if (dead[i]) continue;
    dead[i] = 1;
    removed.push(i);
    const inst = insts[i] as Inst;
    if (inst.op === 'store') settled = false;
    const operands = inst.operands;
    for (let k = 0; k < operands.length; k++) {
      const v = operands[k] as ValueId;
      // A use count of a removed instruction's operand is at least 1 (that use).
      const left = (uses[v] as number) - 1;
      uses[v] = left;
      const def = (values[v] as ValueInfo).def;
      if (def.kind !== 'inst') continue;
      if ((insts[def.inst] as Inst).op === 'var') settled = false;
      if (left === 0) consider(def.inst);
    }
  }
  if (removed.length === 0) return { changed, settled };
  for (const block of fn.blocks) {
    if (block.insts.some((i) => dead[i])) block.insts = block.insts.filter((i) => !dead[i]);
  }
  for (const i of removed) (insts[i] as Inst).block = -1;
  return { changed: true, settled };
}

function isVar(fn: IrFunction, v: ValueId): boolean {
  const def = fn.value(v).def;
  return def.kind === 'inst' && fn.inst(def.inst).op === 'var';
}

/**
 * In one sweep: the number of uses of every value (operands and branch arguments of attached
 * instructions), and the values used other than as the pointer of a store (1 per value id).
 */
function usesAndEscapes(fn: IrFunction): { uses: Uint32Array; escaping: Uint8Array } {
  const uses = new Uint32Array(fn.values.length);
  const escaping = new Uint8Array(fn.values.length);
  const insts = fn.insts;
  // Plain loops rather than forEachAttached: a callback per instruction costs more than this work.
  const blocks = fn.blocks;
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++) {
      const inst = insts[ids[j] as InstId] as Inst;
      const operands = inst.operands;
      const first = inst.op === 'store' ? 1 : 0;
      for (let k = 0; k < operands.length; k++) {
        const v = operands[k] as ValueId;
        uses[v]++;
        if (k >= first) escaping[v] = 1;
      }
      const targets = inst.targets;
      for (let t = 0; t < targets.length; t++) {
        const args = (targets[t] as Edge).args;
        for (let k = 0; k < args.length; k++) {
          const v = args[k] as ValueId;
          uses[v]++;
          escaping[v] = 1;
        }
      }
    }
  }
  return { uses, escaping };
}

/**
 * Removes block parameters no instruction needs (with their arguments on every edge): a parameter is
 * live when a live instruction or a terminator's condition reads it, or when it is passed to a live
 * parameter. promote-vars makes a parameter wherever a register's stores meet, used or not, and
 * lane-masks leaves the mask parameters of bits it now reads per lane.
 */
function removeDeadParams(fn: IrFunction): boolean {
  if (fn.blocks.every((block) => block.params.length === 0)) return false;
  const insts = fn.insts;
  const values = fn.values;
  const live = new Uint8Array(values.length);
  const work: ValueId[] = [];
  const mark = (v: ValueId): void => {
    if (live[v]) return;
    live[v] = 1;
    work.push(v);
  };
  // The edges into each block, as (instruction, edge index) pairs, flat; only blocks with parameters
  // need them.
  const incoming: (number[] | undefined)[] = fn.blocks.map((block) =>
    block.params.length > 0 ? [] : undefined,
  );
  const markOperands = (inst: Inst): void => {
    const operands = inst.operands;
    for (let k = 0; k < operands.length; k++) mark(operands[k] as ValueId);
  };
  const blocks = fn.blocks;
  for (let b = 0; b < blocks.length; b++) {
    const ids = (blocks[b] as Block).insts;
    for (let j = 0; j < ids.length; j++) {
      const i = ids[j] as InstId;
      const inst = insts[i] as Inst;
      const targets = inst.targets;
      for (let k = 0; k < targets.length; k++) incoming[(targets[k] as Edge).block]?.push(i, k);
      const info = opInfo(inst.op);
      if (info.effects || info.terminator) markOperands(inst);
    }
  }
  while (work.length > 0) {
    const v = work.pop() as ValueId;
    const def = (values[v] as ValueInfo).def;
    if (def.kind === 'inst') {
      markOperands(insts[def.inst] as Inst);
      continue;
    }
    const edges = incoming[def.block] ?? [];
    for (let j = 0; j < edges.length; j += 2) {
      const arg = (insts[edges[j] as InstId] as Inst).targets[edges[j + 1] as number]?.args[def.index];
      if (arg !== undefined) mark(arg);
    }
  }
  let changed = false;
  fn.blocks.forEach((block, b) => {
    // The entry's parameters are a helper's signature: its callers pass every one.
    if (b === 0 || block.params.every((p) => live[p] === 1)) return;
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
