import type { IrFunction } from '../ir/function.js';
import type { Pass } from './manager.js';
/** Removes dead instructions, unread variables and unreachable blocks' code; returns whether it changed `fn`. */
export declare function optDce(fn: IrFunction): boolean;
/** The pass-manager entry for {@link optDce}. */
export declare const DCE: Pass;
