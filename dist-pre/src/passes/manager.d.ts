/**
 * The pass manager: runs a list of IR passes over a function, verifying the IR after each one when
 * asked (tests and debug runs), with switches to print the IR after chosen passes and to skip passes
 * by name. A pass is a named function that edits the function in place and says whether it changed it.
 */
import type { IrFunction } from '../ir/function.js';
/** One IR pass. */
export interface Pass {
    /** Stable name, used by the print and skip switches (e.g. `dce`). */
    readonly name: string;
    /** Edits `fn` in place; returns true when it changed anything. */
    readonly run: (fn: IrFunction) => boolean;
}
/** Pass manager switches. */
export interface PassOptions {
    /** Run the verifier after every pass; a failure throws an InternalError naming the pass. */
    readonly verify?: boolean;
    /** Names of passes after which the IR is printed (`*` for all) to `print`. */
    readonly printAfter?: readonly string[];
    /** Where printed IR goes (default: stderr). */
    readonly print?: (text: string) => void;
    /** Names of passes not to run. */
    readonly skip?: readonly string[];
}
/** What ran. */
export interface PassReport {
    readonly name: string;
    readonly changed: boolean;
    readonly skipped: boolean;
}
/** Runs `passes` over `fn` in order. */
export declare function runPasses(fn: IrFunction, passes: readonly Pass[], options?: PassOptions): PassReport[];
