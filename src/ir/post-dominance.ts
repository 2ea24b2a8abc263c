/**
 * Post-dominator tree of a function's reachable blocks: the dominator tree of the reversed CFG with a
 * virtual exit that every `ret`/`unreachable` block (every block without successors) flows into
 * (Cooper, Harvey and Kennedy's iterative algorithm, as dominance.ts). Blocks that cannot reach the
 * exit (inside an endless loop) have no post-dominator. A side table over block ids.
 */
import type { Dominance } from './dominance.js';
import type { BlockId, IrFunction } from './function.js';

/** Post-dominance facts of one function. */
export interface PostDominance {
  /**
   * Immediate post-dominator per block id: a block, or -1 when it is the virtual exit, when the block
   * cannot reach the exit, or when the block is unreachable.
   */
  readonly ipdom: readonly number[];
}

/** Computes the post-dominator tree of `fn` over the reachable blocks `dom` lists. */
export function computePostDominance(fn: IrFunction, dom: Dominance): PostDominance {
  const n = fn.blocks.length;
  const exit = n;
  const reachable = new Uint8Array(n);
  for (const b of dom.order) reachable[b] = 1;
  // Reverse-graph successors are the forward predecessors; the exit's are the blocks without successors.
  const revSucc: number[][] = Array.from({ length: n + 1 }, () => []);
  for (const b of dom.order) {
    const succ = fn.successors(b).filter((s) => s < n && reachable[s]);
    if (succ.length === 0) revSucc[exit]?.push(b);
    for (const p of dom.preds[b] ?? []) revSucc[b]?.push(p);
  }
  const post: number[] = [];
  const seen = new Uint8Array(n + 1);
  const stack: { node: number; next: number }[] = [{ node: exit, next: 0 }];
  seen[exit] = 1;
  while (stack.length > 0) {
    const top = stack[stack.length - 1] as { node: number; next: number };
    const succ = revSucc[top.node] as number[];
    if (top.next < succ.length) {
      const s = succ[top.next++] as number;
      if (!seen[s]) {
        seen[s] = 1;
        stack.push({ node: s, next: 0 });
      }
    } else {
      post.push(top.node);
      stack.pop();
    }
  }
  const order = post.reverse();
  const rank = new Int32Array(n + 1).fill(-1);
  order.forEach((b, i) => {
    rank[b] = i;
  });
  // Reverse-graph predecessors are the forward successors (the exit for blocks without successors).
  const revPred = (b: number): number[] => {
    const succ = fn.successors(b as BlockId).filter((s) => s < n && reachable[s]);
    return succ.length === 0 ? [exit] : succ;
  };
  const idom = new Array<number>(n + 1).fill(-1);
  idom[exit] = exit;
  const intersect = (a: number, b: number): number => {
    while (a !== b) {
      while ((rank[a] as number) > (rank[b] as number)) a = idom[a] as number;
      while ((rank[b] as number) > (rank[a] as number)) b = idom[b] as number;
    }
    return a;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (const b of order) {
      if (b === exit) continue;
      let next = -1;
      for (const p of revPred(b)) {
        if (idom[p] === -1 || rank[p] === -1) continue;
        next = next === -1 ? p : intersect(p, next);
      }
      if (next !== idom[b]) {
        idom[b] = next;
        changed = true;
      }
    }
  }
  const ipdom = idom.slice(0, n).map((d) => (d === exit ? -1 : d));
  return { ipdom };
}
