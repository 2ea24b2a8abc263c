/**
 * Post-dominator tree of a function's reachable blocks: the dominator tree of the reversed CFG with a
 * virtual exit that every `ret`/`unreachable` block (every block without successors) flows into
 * (Cooper, Harvey and Kennedy's iterative algorithm, as dominance.ts). Blocks that cannot reach the
 * exit (inside an endless loop) have no post-dominator. A side table over block ids.
 */
import type { Dominance } from './dominance.js';
import type { IrFunction } from './function.js';
/** Post-dominance facts of one function. */
export interface PostDominance {
    /**
     * Immediate post-dominator per block id: a block, or -1 when it is the virtual exit, when the block
     * cannot reach the exit, or when the block is unreachable.
     */
    readonly ipdom: readonly number[];
}
/** Computes the post-dominator tree of `fn` over the reachable blocks `dom` lists. */
export declare function computePostDominance(fn: IrFunction, dom: Dominance): PostDominance;
