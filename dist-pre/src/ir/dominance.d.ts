/**
 * Dominator tree of a function's reachable blocks (Cooper, Harvey and Kennedy's iterative algorithm
 * over reverse postorder). A side table: it holds no references into the IR beyond block ids.
 */
import type { BlockId, IrFunction } from './function.js';
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
/** Computes the dominator tree of `fn` (entry: block 0). */
export declare function computeDominance(fn: IrFunction): Dominance;
