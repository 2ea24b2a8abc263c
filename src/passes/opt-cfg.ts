/**
 * Control-flow simplification, so that branches the IR already decides never reach the host:
 * - a `cond_br` on a constant, or with the same edge twice, becomes a `br`;
 * - an empty forwarding block (`br` only, its parameters used only there) is bypassed: its
 *   predecessors branch to its target with the arguments it would pass;
 * - blocks the entry no longer reaches are emptied (an `unreachable` terminator, as opt-dce.ts does);
 * - a block parameter that receives one value on every incoming edge (itself aside) becomes that value,
 *   and one that is the same constant on every edge, passed as that constant or as a value the edge's
 *   own condition decides, becomes that constant;
 * - a block entered only by a `br` from one block is appended to that block.
 *
 * The emitter's structure (spirv/emit-regions.ts) needs the two edges of a `cond_br` to go to different
 * blocks where it makes a selection, so a bypass that would join them with different arguments is not
 * made. A bypass or a merge may leave a block whose `cond_br` branches to itself (never a `br`: an
 * endless loop): a loop whose body became one block, which the emitter makes a structured loop instead
 * of states of its dispatch loop. That refuses
 * no program the dispatch loop took: a structured loop refuses a wave operation inside it when its
 * exit condition varies per lane, the dispatch loop any lane-varying branch in a function with wave
 * operations (emit-regions.ts). Every rewrite keeps SSA dominance: a value that dominates a
 * forwarding block dominates each of its predecessors, and one value passed on every edge into a block
 * dominates the block.
 */
import { Builder } from '../ir/builder.js';
import { reachableBlocks } from '../ir/dominance.js';
import {
  type BlockId,
  definingInst,
  type Edge,
  type Inst,
  type InstId,
  type IrFunction,
  literalOf,
  type ValueId,
} from '../ir/function.js';
import { ICMP } from '../ir/ops.js';
import { VOID } from '../ir/types.js';
import { insertBefore, rewriteInst, UseLists, useCounts } from './ir-edit.js';
import type { Pass } from './manager.js';

/** Simplifies the control flow of `fn`; returns whether it changed it. */
export function optCfg(fn: IrFunction): boolean {
  let changed = foldBranches(fn);
  changed = bypassForwarders(fn) || changed;
  changed = emptyUnreachable(fn) || changed;
  changed = removeSameValueParams(fn) || changed;
  changed = mergeChains(fn) || changed;
  // Parameters replaced by constants and merged blocks can decide more branches.
  if (changed && foldBranches(fn)) {
    bypassForwarders(fn);
    emptyUnreachable(fn);
    mergeChains(fn);
  }
  return changed;
}

const sameArgs = (a: Edge, b: Edge): boolean =>
  a.block === b.block && a.args.length === b.args.length && a.args.every((v, k) => v === b.args[k]);

/** A `br` along `edge` replacing terminator `id`. */
function toBr(fn: IrFunction, id: InstId, edge: Edge): void {
  const old = fn.inst(id);
  rewriteInst(fn, id, {
    op: 'br',
    type: VOID,
    operands: [],
    imms: [],
    targets: [edge],
    ...(old.pc === undefined ? {} : { pc: old.pc }),
  });
}

/** `cond_br` on a constant, or along two equal edges, becomes `br`. */
function foldBranches(fn: IrFunction): boolean {
  let changed = false;
  fn.blocks.forEach((block, b) => {
    const id = block.insts[block.insts.length - 1];
    if (id === undefined) return;
    const term = fn.terminator(b as BlockId) as Inst;
    if (term.op !== 'cond_br') return;
    const [t, f] = term.targets as [Edge, Edge];
    const k = literalOf(fn, term.operands[0] as ValueId);
    if (k === undefined && (!sameArgs(t, f) || t.block === b)) return;
    toBr(fn, id, k === 0n ? f : t);
    changed = true;
  });
  return changed;
}

/**
 * Empty blocks that only forward to another block, each with the edge that replaces an edge into it:
 * a block qualifies when it is not the entry, holds only a `br` to another block, and its parameters
 * are used nowhere but in that `br`.
 */
function forwarders(fn: IrFunction): (Edge | undefined)[] {
  const uses = useCounts(fn);
  return fn.blocks.map((block, b) => {
    if (b === 0 || block.insts.length !== 1) return undefined;
    const term = fn.terminator(b as BlockId) as Inst;
    if (term.op !== 'br') return undefined;
    const edge = term.targets[0] as Edge;
    if (edge.block === b) return undefined;
    for (const p of block.params) {
      const inBr = edge.args.filter((v) => v === p).length;
      if ((uses[p] ?? 0) !== inBr) return undefined;
    }
    return edge;
  });
}

/** The edge `edge` becomes when its target forwards (through chains of forwarding blocks). */
function throughForwarders(fn: IrFunction, forward: readonly (Edge | undefined)[], edge: Edge): Edge {
  const seen = new Set<BlockId>();
  let e = edge;
  for (let next = forward[e.block]; next !== undefined && !seen.has(e.block); next = forward[e.block]) {
    seen.add(e.block);
    const params = fn.block(e.block).params;
    const args = e.args;
    e = {
      block: next.block,
      args: next.args.map((v) => {
        const k = params.indexOf(v);
        return k < 0 ? v : (args[k] as ValueId);
      }),
    };
  }
  return e;
}

/** Redirects edges into forwarding blocks to where those blocks go. */
function bypassForwarders(fn: IrFunction): boolean {
  const forward = forwarders(fn);
  if (forward.every((e) => e === undefined)) return false;
  const reached = reachableBlocks(fn);
  let changed = false;
  fn.blocks.forEach((block, b) => {
    if (!reached[b]) return;
    const id = block.insts[block.insts.length - 1] as InstId;
    const term = fn.inst(id);
    if (!term.targets.some((e) => forward[e.block] !== undefined)) return;
    // A `br` that would come back to this block stays: an endless loop keeps its dispatch state.
    const targets = term.targets.map((e) => {
      const through = throughForwarders(fn, forward, e);
      return through.block === b && term.op === 'br' ? e : through;
    });
    if (term.op === 'br') {
      const edge = targets[0] as Edge;
      if (sameArgs(edge, term.targets[0] as Edge)) return;
      term.targets = [edge];
      changed = true;
      return;
    }
    // cond_br: each edge on its own, never making two different edges into one block.
    const [t0, f0] = term.targets as [Edge, Edge];
    const [t1, f1] = targets as [Edge, Edge];
    let next: [Edge, Edge] = [t1, f1];
    if (t1.block === f1.block) {
      if (sameArgs(t1, f1)) {
        toBr(fn, id, t1);
        changed = true;
        return;
      }
      // Bypass one edge only, so that the two still go to different blocks.
      if (t1.block !== f0.block) next = [t1, f0];
      else if (t0.block !== f1.block) next = [t0, f1];
      else return;
    }
    const [t, f] = next;
    if (sameArgs(t, t0) && sameArgs(f, f0)) return;
    term.targets = [t, f];
    changed = true;
  });
  return changed;
}
/** Empties blocks the entry does not reach (they keep an `unreachable` terminator). */
function emptyUnreachable(fn: IrFunction): boolean {
  const reached = reachableBlocks(fn);
  let changed = false;
  fn.blocks.forEach((block, index) => {
    if (reached[index]) return;
    const term = fn.terminator(index as BlockId);
    if (block.insts.length === 1 && term?.op === 'unreachable' && block.params.length === 0) return;
    // Detached at once (one remove per instruction would filter the block once each).
    for (const i of block.insts) fn.inst(i).block = -1;
    block.insts = [];
    block.params.length = 0;
    new Builder(fn).at(index as BlockId).emit('unreachable', VOID, []);
    changed = true;
  });
  return changed;
}

/** The edges into every block from reachable blocks, as (terminator, edge index) pairs, flat. */
function incomingEdges(fn: IrFunction): number[][] {
  const reached = reachableBlocks(fn);
  const incoming: number[][] = fn.blocks.map(() => []);
  fn.blocks.forEach((block, b) => {
    const id = block.insts[block.insts.length - 1];
    if (!reached[b] || id === undefined) return;
    const targets = fn.inst(id).targets;
    for (let k = 0; k < targets.length; k++) incoming[(targets[k] as Edge).block]?.push(id, k);
  });
  return incoming;
}

/** How far {@link impliedOnEdge} looks through the condition's `and`, `or` and `xor`. */
const IMPLIED_DEPTH = 4;

/**
 * The constant `v` is wherever `cond` is `truth`, when the condition says: `v` is the condition or a
 * term of a conjunction that holds (a disjunction that fails), `xor` with all ones negates, and
 * `icmp.eq v, k` that holds (`icmp.ne` that fails) makes `v` k.
 */
function impliedOnEdge(
  fn: IrFunction,
  cond: ValueId,
  truth: boolean,
  v: ValueId,
  depth = 0,
): bigint | undefined {
  if (cond === v) return truth ? 1n : 0n;
  const d = definingInst(fn, cond);
  if (d === undefined || depth >= IMPLIED_DEPTH) return undefined;
  const [a, b] = d.operands as [ValueId, ValueId];
  if ((d.op === 'and' && truth) || (d.op === 'or' && !truth))
    return impliedOnEdge(fn, a, truth, v, depth + 1) ?? impliedOnEdge(fn, b, truth, v, depth + 1);
  if (d.op === 'xor') {
    if (literalOf(fn, b) === 1n) return impliedOnEdge(fn, a, !truth, v, depth + 1);
    if (literalOf(fn, a) === 1n) return impliedOnEdge(fn, b, !truth, v, depth + 1);
  }
  if (
    d.op === 'icmp' &&
    (d.imms[0] === ICMP_EQ) === truth &&
    (d.imms[0] === ICMP_EQ || d.imms[0] === ICMP_NE)
  ) {
    if (a === v) return literalOf(fn, b);
    if (b === v) return literalOf(fn, a);
  }
  return undefined;
}

const ICMP_EQ = ICMP.indexOf('eq');
const ICMP_NE = ICMP.indexOf('ne');

/**
 * Replaces each parameter that receives one value on every incoming edge (besides itself) by it, and
 * each that is one constant on every edge, passed as that constant or as a value the edge's condition
 * decides (a loop's lane mask, true on the back edge its own test takes: the lanes still looping).
 */
function removeSameValueParams(fn: IrFunction): boolean {
  if (fn.blocks.every((block) => block.params.length === 0)) return false;
  const incoming = incomingEdges(fn);
  let users: UseLists | undefined;
  let changed = false;
  const entry = fn.block(0 as BlockId).insts[0];
  /** The constants made for replaced parameters, one per type and value. */
  const made = new Map<string, ValueId>();
  /** The constant `arg` is along edge `k` of terminator `term`, where known. */
  const constantAlong = (term: Inst, k: number, arg: ValueId): bigint | undefined =>
    literalOf(fn, arg) ??
    (term.op === 'cond_br' ? impliedOnEdge(fn, term.operands[0] as ValueId, k === 0, arg) : undefined);
  // Replacing one parameter can make another one's incoming values equal: repeat until none changes.
  for (let again = true; again; ) {
    again = false;
    fn.blocks.forEach((block, b) => {
      const edges = incoming[b] ?? [];
      if (block.params.length === 0 || edges.length === 0) return;
      const edgeAt = (j: number): Edge => fn.inst(edges[j] as InstId).targets[edges[j + 1] as number] as Edge;
      const keep = block.params.map((p, k) => {
        let only: ValueId | undefined;
        let many = false;
        for (let j = 0; j < edges.length; j += 2) {
          const v = edgeAt(j).args[k] as ValueId;
          if (v === p || v === only) continue;
          if (only !== undefined) many = true;
          only = v;
        }
        if (only === undefined) return true; // only ever passed itself: unreachable in practice
        let value: ValueId = only;
        if (many) {
          let constant: bigint | undefined;
          for (let j = 0; j < edges.length; j += 2) {
            const v = edgeAt(j).args[k] as ValueId;
            if (v === p) continue;
            const c = constantAlong(fn.inst(edges[j] as InstId), edges[j + 1] as number, v);
            if (c === undefined || (constant !== undefined && c !== constant)) return true;
            constant = c;
          }
          if (constant === undefined || entry === undefined) return true;
          const type = fn.typeOf(p);
          const known = constant;
          const key = `${type}:${known}`;
          value = made.get(key) ?? insertBefore(fn, entry, (b) => b.const(type, known));
          made.set(key, value);
        }
        users ??= new UseLists(fn);
        users.replaceAllUses(p, value);
        return false;
      });
      if (keep.every((x) => x)) return;
      changed = true;
      again = true;
      const kept = block.params.filter((_, k) => keep[k]);
      block.params.length = 0;
      kept.forEach((p, index) => {
        block.params.push(p);
        fn.values[p] = { type: fn.typeOf(p), def: { kind: 'param', block: b as BlockId, index } };
      });
      for (let j = 0; j < edges.length; j += 2) {
        const inst = fn.inst(edges[j] as InstId);
        const k = edges[j + 1] as number;
        const e = inst.targets[k] as Edge;
        const args = e.args.filter((_, n) => keep[n]);
        inst.targets = inst.targets.map((old, n) => (n === k ? { block: e.block, args } : old));
        users?.add(edges[j] as InstId);
      }
    });
  }
  return changed;
}

/** Appends each block entered only by a `br` from one other block to that block. */
function mergeChains(fn: IrFunction): boolean {
  const incoming = incomingEdges(fn);
  const predCount = incoming.map((edges) => edges.length / 2);
  let users: UseLists | undefined;
  let changed = false;
  fn.blocks.forEach((block, a) => {
    if (block.insts.length === 0) return;
    for (;;) {
      const id = block.insts[block.insts.length - 1] as InstId;
      const term = fn.inst(id);
      if (term.op !== 'br') return;
      const edge = term.targets[0] as Edge;
      const b = edge.block;
      if (b === a || b === 0 || predCount[b] !== 1) return;
      const next = fn.block(b);
      if (fn.terminator(b)?.op === 'br' && fn.successors(b)[0] === a) return; // an endless loop (above)
      if (next.params.length > 0) {
        users ??= new UseLists(fn);
        for (let k = 0; k < next.params.length; k++) {
          users.replaceAllUses(next.params[k] as ValueId, edge.args[k] as ValueId);
        }
        next.params.length = 0;
      }
      fn.remove(id);
      for (const i of next.insts) {
        fn.inst(i).block = a as BlockId;
        block.insts.push(i);
      }
      next.insts = [];
      new Builder(fn).at(b).emit('unreachable', VOID, []);
      predCount[b] = 0;
      changed = true;
    }
  });
  return changed;
}

/** The pass-manager entry for {@link optCfg}. */
export const CFG: Pass = { name: 'cfg', run: optCfg };
