/**
 * Small editing helpers the passes share: use counts, replacing every use of a value, inserting
 * instructions before a given one (built with the ordinary Builder, then moved into place), and
 * rewriting an instruction in place (same id and result value, so side tables stay valid).
 */
import { Builder } from '../ir/builder.js';
import type { Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
/** Number of uses of every value (operands and branch arguments of attached instructions). */
export declare function useCounts(fn: IrFunction): Uint32Array;
/** Replaces every use of `from` by `to`. */
export declare function replaceAllUses(fn: IrFunction, from: ValueId, to: ValueId): void;
/**
 * Runs `build` with a builder whose new instructions end up right before `before` in its block;
 * returns what `build` returns.
 */
export declare function insertBefore<T>(fn: IrFunction, before: InstId, build: (b: Builder) => T): T;
/** Replaces instruction `id` by `inst` (keeping its id, block and result). */
export declare function rewriteInst(fn: IrFunction, id: InstId, inst: Omit<Inst, 'block' | 'result'>): void;
