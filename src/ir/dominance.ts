/**
 * Dominator tree of a function's reachable blocks (Cooper, Harvey and Kennedy's iterative algorithm
 * over reverse postorder). A side table: it holds no references into the IR beyond block ids.
 */
import type { BlockId, Edge, IrFunction } from './function.js';

/** Dominance facts of one function. */
export interface Dominance {
  /** Reachable blocks in reverse postorder (entry first). */
  readonly order: readonly BlockId[];
  /** Immediate dominator per block id; the entry maps to itself, unreachable blocks to -1. */
  readonly idom: readonly number[];
  /** true when `a` dominates `b` (every block dominates itself). */
  dominates(a: BlockId, b: BlockId): boolean;
  /** Predecessors per block id (reachable ones only). */
  readonly preds: readonly (readonly BlockId[])[];
}

/**
 * Blocks the entry reaches (1 per block id): what a pass that only drops unreachable code needs,
 * without the dominator tree (the same blocks {@link computeDominance} gives an idom).
 */
export function reachableBlocks(fn: IrFunction): Uint8Array {
  const n = fn.blocks.length;
  const seen = new Uint8Array(n);
  if (n === 0) return seen;
  const stack: BlockId[] = [0 as BlockId];
  seen[0] = 1;
  while (stack.length > 0) {
    const terminator = fn.terminator(stack.pop() as BlockId);
    if (terminator === undefined) continue;
    const targets = terminator.targets;
    for (let k = 0; k < targets.length; k++) {
      const to = (targets[k] as Edge).block;
      if (to < n && !seen[to]) {
        seen[to] = 1;
        stack.push(to);
      }
    }
  }
  return seen;
}

/**
 * The last dominator tree computed per function, with the edges it was computed from (each block's
 * successor ids, then -1): dominance is a function of those alone, and several passes in a row ask
 * for it of a CFG none of them changed.
 */
const lastTree = new WeakMap<IrFunction, { readonly edges: Int32Array; readonly dom: Dominance }>();

/** Whether `fn`'s edges are `edges` (see {@link lastTree}). */
function sameEdges(fn: IrFunction, edges: Int32Array): boolean {
  let k = 0;
  for (let b = 0; b < fn.blocks.length; b++) {
    const targets = fn.terminator(b as BlockId)?.targets;
    if (targets !== undefined)
      for (let t = 0; t < targets.length; t++)
        if (k >= edges.length || edges[k++] !== (targets[t] as Edge).block) return false;
    if (k >= edges.length || edges[k++] !== -1) return false;
  }
  return k === edges.length;
}

function edgesOf(fn: IrFunction): Int32Array {
  const list: number[] = [];
  for (let b = 0; b < fn.blocks.length; b++) {
    for (const e of fn.terminator(b as BlockId)?.targets ?? []) list.push(e.block);
    list.push(-1);
  }
  return Int32Array.from(list);
}

/** Computes the dominator tree of `fn` (entry: block 0); the same object while its edges are unchanged. */
export function computeDominance(fn: IrFunction): Dominance {
  const last = lastTree.get(fn);
  if (last !== undefined && sameEdges(fn, last.edges)) return last.dom;
  const dom = dominanceOf(fn);
  lastTree.set(fn, { edges: edgesOf(fn), dom });
  return dom;
}

function dominanceOf(fn: IrFunction): Dominance {
  const n = fn.blocks.length;
  const post: BlockId[] = [];
  const seen = new Uint8Array(n);
  // Iterative DFS for postorder.
  const stack: { block: BlockId; next: number }[] = [];
  if (n > 0) {
    seen[0] = 1;
    stack.push({ block: 0 as BlockId, next: 0 });
  }
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: BlockId; next: number };
    // The terminator's edges, read in place (successors() would copy them at every step).
    const edges = fn.terminator(top.block)?.targets ?? [];
    if (top.next < edges.length) {
      const s = (edges[top.next++] as Edge).block;
      if (s < n && !seen[s]) {
        seen[s] = 1;
        stack.push({ block: s, next: 0 });
      }
    } else {
      post.push(top.block);
      stack.pop();
    }
  }
  const order = post.reverse();
  const rpo = new Int32Array(n).fill(-1);
  order.forEach((b, i) => {
    rpo[b] = i;
  });
  const preds: BlockId[][] = new Array(n);
  for (let b = 0; b < n; b++) preds[b] = [];
  for (const b of order)
    for (const s of fn.successors(b)) if (s < n && !preds[s]?.includes(b)) preds[s]?.push(b);
  const idom = new Array<number>(n).fill(-1);
  if (n > 0) idom[0] = 0;
  const intersect = (a: number, b: number): number => {
    while (a !== b) {
      while ((rpo[a] as number) > (rpo[b] as number)) a = idom[a] as number;
      while ((rpo[b] as number) > (rpo[a] as number)) b = idom[b] as number;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const b of order) {
      if (b === 0) continue;
      let next = -1;
      for (const p of preds[b] as BlockId[]) {
        if (idom[p] === -1) continue;
        next = next === -1 ? p : intersect(p, next);
      }
      if (next !== idom[b]) {
        idom[b] = next;
        changed = true;
      }
    }
  }
  // Shared by every pass that asks while the edges stay (computeDominance): frozen against edits.
  for (const list of preds) Object.freeze(list);
  return {
    order: Object.freeze(order),
    idom: Object.freeze(idom),
    preds: Object.freeze(preds),
    dominates(a, b) {
      if (idom[b] === -1 || idom[a] === -1) return false;
      let x: number = b;
      for (;;) {
        if (x === a) return true;
        if (x === 0) return false;
        x = idom[x] as number;
      }
    },
  };
}

/** The children of each block in the dominator tree, in reverse postorder, per tree (see computeDominance). */
const treeChildren = new WeakMap<Dominance, readonly (readonly BlockId[])[]>();

function childrenOf(dom: Dominance): readonly (readonly BlockId[])[] {
  let children = treeChildren.get(dom);
  if (children === undefined) {
    const lists: BlockId[][] = dom.idom.map(() => []);
    for (const b of dom.order) {
      const parent = dom.idom[b] ?? -1;
      if (parent >= 0 && parent !== b) lists[parent]?.push(b);
    }
    children = lists;
    treeChildren.set(dom, children);
  }
  return children;
}

/**
 * Walks the dominator tree of `dom` in preorder: `enter(block)` before the blocks it dominates,
 * `leave(block, state)` with what `enter` returned once they are all walked (a scoped table drops the
 * block's entries there). Iterative. A block's children are entered in reverse postorder, so where the
 * CFG has no cycle every block comes after all its predecessors: a predecessor of block `v` lies in the
 * subtree of a sibling of `v` (or is its parent) that reverse postorder puts before `v`.
 */
export function walkDominatorTree<T>(
  dom: Dominance,
  enter: (block: BlockId) => T,
  leave: (block: BlockId, state: T) => void,
): void {
  const children = childrenOf(dom);
  const stack: { block: BlockId; entered: boolean; state: T | undefined }[] = [];
  if (dom.order.length > 0) stack.push({ block: dom.order[0] as BlockId, entered: false, state: undefined });
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { block: BlockId; entered: boolean; state: T | undefined };
    if (top.entered) {
      leave(top.block, top.state as T);
      stack.pop();
      continue;
    }
    top.entered = true;
    top.state = enter(top.block);
    // Pushed last first: the stack hands them out in reverse postorder.
    const list = children[top.block] ?? [];
    for (let k = list.length - 1; k >= 0; k--)
      stack.push({ block: list[k] as BlockId, entered: false, state: undefined });
  }
}
