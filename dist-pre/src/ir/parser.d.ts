/**
 * Reads IR text (printer.ts's format) back into a function, so pass tests can state input and
 * expected output as text. Value and block names are free (`%x`, `%0`, `^loop`); they are renumbered
 * in order of definition. Uses may precede definitions in the text (a loop's back edge).
 */
import { OberonError } from '../util/errors.js';
import type { IrFunction } from './function.js';
/** A syntax or reference error in IR text, with its line. */
export declare class IrParseError extends OberonError {
    readonly line: number;
    constructor(line: number, message: string);
}
/** Parses one `func @name { ... }` text. */
export declare function parseFunction(source: string): IrFunction;
