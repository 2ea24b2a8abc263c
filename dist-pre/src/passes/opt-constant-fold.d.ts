/**
 * Constant folding of integer operations: an instruction whose operands are all integer constants
 * becomes a `const` with the value README.md (src/ir) defines; a `select` or `cond_br` on a constant
 * condition takes its chosen side. Float arithmetic is not folded (host rounding is the emitter's
 * business), bit patterns moving through `bitcast` between integers are.
 */
import type { IrFunction } from '../ir/function.js';
import type { Pass } from './manager.js';
/** Folds constant integer operations; returns whether it changed `fn`. */
export declare function optConstantFold(fn: IrFunction): boolean;
/** The pass-manager entry for {@link optConstantFold}. */
export declare const CONSTANT_FOLD: Pass;
