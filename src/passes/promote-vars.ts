/**
 * Promotes function variables to SSA values (the classic construction of Cytron et al. with block
 * parameters for phis): the translator keeps every guest register in a variable, and this pass turns
 * each variable only ever loaded and stored into the values its stores produce, with a block
 * parameter where stores from several paths meet (the iterated dominance frontier of its stores).
 * After it, analyses see through guest registers: a lane mask's bit reaches the ballot that made it
 * (opt-lane-masks.ts), constants flow without the variable analysis.
 *
 * A variable's value before any store is undefined; it becomes 0, what the reference executor's
 * registers hold at launch. Needs every block reachable (run DCE first): only the dominator tree's
 * blocks are renamed. One walk of the function, then one sweep that redirects uses: linear in its size
 * plus the parameters it adds.
 */
import { Builder } from '../ir/builder.js';
import { computeDominance, walkDominatorTree } from '../ir/dominance.js';
import {
  type BlockId,
  type Edge,
  forEachAttached,
  type Inst,
  type InstId,
  type IrFunction,
  type ValueId,
} from '../ir/function.js';
import { type TypeId, typeDesc } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import { SpareArray } from '../util/spare.js';
import type { Pass } from './manager.js';

/** The variable index table of the last run, lent to the next (util/spare.ts). */
const spareIndices = new SpareArray(Int32Array);

/**
 * The variables (`var` results) whose every use is the pointer of a `load` or `store`, in the order
 * of their definitions, and each one's index in that list by value id (-1 for other values).
 */
function promotable(fn: IrFunction): { list: ValueId[]; indexOf: Int32Array } {
  const insts = fn.insts;
  const indexOf = spareIndices.take(fn.values.length, -1);
  const found: ValueId[] = [];
  forEachAttached(fn, (i) => {
    const inst = insts[i] as Inst;
    if (inst.op === 'var' && inst.result !== undefined) {
      indexOf[inst.result] = 0;
      found.push(inst.result);
    }
  });
  // Escaping variables get -1 back.
  forEachAttached(fn, (i) => {
    const inst = insts[i] as Inst;
    const operands = inst.operands;
    const first = inst.op === 'load' || inst.op === 'store' ? 1 : 0;
    for (let k = first; k < operands.length; k++) indexOf[operands[k] as ValueId] = -1;
    const targets = inst.targets;
    for (let t = 0; t < targets.length; t++) {
      const args = (targets[t] as Edge).args;
      for (let k = 0; k < args.length; k++) indexOf[args[k] as ValueId] = -1;
    }
  });
  const list = found.filter((v) => indexOf[v] === 0);
  list.forEach((v, index) => {
    indexOf[v] = index;
  });
  return { list, indexOf };
}

/** Promotes every promotable variable of `fn`; returns whether anything changed. */
export function promoteVars(fn: IrFunction): boolean {
  const { list: varList, indexOf: varIndex } = promotable(fn);
  if (varList.length === 0) {
    spareIndices.give(varIndex);
    return false;
  }
  const insts = fn.insts;
  /** The variable index of a pointer operand, or -1 (values made by this pass are no variables). */
  const indexOf = (v: ValueId): number => (v < varIndex.length ? (varIndex[v] as number) : -1);
  const typeOf = varList.map((v) => {
    const d = typeDesc(fn.typeOf(v));
    if (d.kind !== 'ptr') throw new InternalError(`variable %${v} is not a pointer`);
    return d.pointee;
  });
  const dom = computeDominance(fn);
  const n = fn.blocks.length;
  const frontier = dominanceFrontiers(dom, n);

  // Blocks that store each variable, then the blocks that need a parameter for it.
  const defBlocks: Set<BlockId>[] = varList.map(() => new Set());
  for (const b of dom.order)
    for (const i of fn.block(b).insts) {
      const inst = insts[i] as Inst;
      if (inst.op !== 'store') continue;
      const index = indexOf(inst.operands[0] as ValueId);
      if (index >= 0) defBlocks[index]?.add(b);
    }
  /** Per block: [variable index, parameter] in the order edges pass them. */
  const phis: [number, ValueId][][] = Array.from({ length: n }, () => []);
  defBlocks.forEach((defs, index) => {
    const placed = new Set<BlockId>();
    const work = [...defs];
    while (work.length > 0) {
      const b = work.pop() as BlockId;
      for (const f of frontier[b] ?? []) {
        if (placed.has(f)) continue;
        placed.add(f);
        const params = fn.block(f).params;
        const param = fn.newValue(typeOf[index] as TypeId, { kind: 'param', block: f, index: params.length });
        params.push(param);
        phis[f]?.push([index, param]);
        if (!defs.has(f)) work.push(f);
      }
    }
  });

  // Values before any store: 0 of the variable's type, made once in the entry block.
  const zeros = new Map<TypeId, ValueId>();
  const entry = fn.block(0 as BlockId);
  const initial = typeOf.map((type) => {
    const known = zeros.get(type);
    if (known !== undefined) return known;
    const zero = new Builder(fn).at(0 as BlockId).const(type, 0);
    zeros.set(type, zero);
    return zero;
  });
  // The zeros were appended after the entry's terminator: move them to its start.
  const made = entry.insts.splice(entry.insts.length - zeros.size);
  entry.insts.unshift(...made);

  // What each load's result becomes (-1: not a promoted load), and the loads, stores and variables
  // to drop (1 per instruction id): every value and instruction of the walk exists by now.
  const replace = new Int32Array(fn.values.length).fill(-1);
  const resolve = (v: ValueId): ValueId => {
    let r = v;
    for (let next = replace[r] as number; next >= 0; next = replace[r] as number) r = next as ValueId;
    return r;
  };
  const dead = new Uint8Array(insts.length);
  const current = [...initial];
  // Each block restores, on leaving, the values it changed (newest first: a block may set one
  // variable several times).
  walkDominatorTree(
    dom,
    (b) => {
      const saved: [number, ValueId][] = [];
      const set = (index: number, value: ValueId): void => {
        saved.push([index, current[index] as ValueId]);
        current[index] = value;
      };
      for (const [index, param] of phis[b] ?? []) set(index, param);
      const ids = fn.block(b).insts;
      for (let n = 0; n < ids.length; n++) {
        const i = ids[n] as InstId;
        const inst = insts[i] as Inst;
        if (inst.op === 'load' || inst.op === 'store') {
          const index = indexOf(inst.operands[0] as ValueId);
          if (index < 0) continue;
          dead[i] = 1;
          if (inst.op === 'load') replace[inst.result as ValueId] = current[index] as ValueId;
          else set(index, resolve(inst.operands[1] as ValueId));
          continue;
        }
        if (inst.op === 'var' && inst.result !== undefined && indexOf(inst.result) >= 0) dead[i] = 1;
        if (inst.targets.length > 0 && inst.targets.some((e) => (phis[e.block]?.length ?? 0) > 0)) {
          inst.targets = inst.targets.map((e) => {
            const extra = phis[e.block] ?? [];
            if (extra.length === 0) return e;
            return {
              block: e.block,
              args: [...e.args, ...extra.map(([index]) => current[index] as ValueId)],
            };
          });
        }
      }
      return saved;
    },
    (_b, saved) => {
      for (let k = saved.length - 1; k >= 0; k--) {
        const [index, value] = saved[k] as [number, ValueId];
        current[index] = value;
      }
    },
  );

  // Redirect uses of the loads, drop the loads, stores and variables.
  const replaced = (v: ValueId): boolean => (replace[v] as number) >= 0;
  for (const block of fn.blocks) {
    const kept: InstId[] = [];
    const ids = block.insts;
    for (let n = 0; n < ids.length; n++) {
      const i = ids[n] as InstId;
      const inst = insts[i] as Inst;
      if (dead[i]) {
        inst.block = -1;
        continue;
      }
      kept.push(i);
      if (inst.operands.some(replaced)) inst.operands = inst.operands.map(resolve);
      if (inst.targets.some((e) => e.args.some(replaced)))
        inst.targets = inst.targets.map((e) => ({ block: e.block, args: e.args.map(resolve) }));
    }
    block.insts = kept;
  }
  forEachAttached(fn, (i) => {
    const inst = insts[i] as Inst;
    if (inst.op === 'load' && indexOf(inst.operands[0] as ValueId) >= 0)
      throw new InternalError(`load of promoted variable %${inst.operands[0]} in a block not renamed`);
  });
  spareIndices.give(varIndex);
  return true;
}

/** Dominance frontier of every reachable block (Cooper, Harvey and Kennedy). */
function dominanceFrontiers(dom: ReturnType<typeof computeDominance>, n: number): Set<BlockId>[] {
  const frontier: Set<BlockId>[] = Array.from({ length: n }, () => new Set());
  for (const b of dom.order) {
    const preds = dom.preds[b] ?? [];
    if (preds.length < 2) continue;
    for (const p of preds) {
      let runner = p as number;
      while (runner !== dom.idom[b] && runner !== -1) {
        frontier[runner]?.add(b);
        if (runner === 0) break;
        runner = dom.idom[runner] as number;
      }
    }
  }
  return frontier;
}

/** The pass: promote variables to SSA values. */
export const PROMOTE_VARS: Pass = { name: 'promote-vars', run: promoteVars };
