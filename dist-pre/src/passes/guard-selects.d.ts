import type { IrFunction } from '../ir/function.js';
import type { Pass } from './manager.js';
/**
 * Hides one arm known to be +-0 or +-1.0 of every select, and every such constant stored to a
 * variable (a guest register: NIR turns the register's value after a branch into a select of the
 * values stored on each path); returns whether it changed `fn`.
 */
export declare function guardSelects(fn: IrFunction): boolean;
export declare const GUARD_SELECTS: Pass;
