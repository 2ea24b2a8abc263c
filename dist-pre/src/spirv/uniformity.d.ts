/**
 * Which IR values may differ between the lanes of one wave (a data-flow fixpoint, no control
 * dependence): lane builtins, shuffles and atomics' results vary; a load varies when its pointer does
 * or when its variable was ever stored a varying value (the translator's VGPR variables); block
 * parameters vary when an incoming argument does; anything else varies when an operand does. Ballots
 * and broadcasts from a uniform lane are uniform. Used to check that no wave operation sits inside a
 * lane-divergent selection (emit-regions.ts).
 */
import type { IrFunction, ValueId } from '../ir/function.js';
/** The values of `fn` that may vary between lanes of a wave. */
export declare function varyingValues(fn: IrFunction): ReadonlySet<ValueId>;
