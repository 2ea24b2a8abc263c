import type { IrFunction } from '../ir/function.js';
import type { Pass } from './manager.js';
/** Rewrites every scalar fadd/fsub/fmul/fma; returns whether it changed `fn`. */
export declare function guardZeros(fn: IrFunction): boolean;
export declare const GUARD_ZEROS: Pass;
