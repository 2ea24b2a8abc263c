import type { IrFunction } from '../../src/ir/function.js';
import type { Target } from '../../src/isa/target.js';
import type { TranslateOptions } from '../../src/translate/options.js';
/** s_endpgm. */
export declare const ENDPGM = 3212902400;
/** Translate options of a one-dimensional compute launch. */
export declare function optionsFor(target: Target): TranslateOptions;
/** The words of each line assembled by llvm-mc-19 in one run (each line must assemble). */
export declare function llvmWordsPerLine(lines: readonly string[], target: Target): number[][];
/** Words of `lines` assembled by llvm-mc-19, concatenated. */
export declare function llvmWords(lines: readonly string[], target: Target): number[];
/** Translates `words` (s_endpgm appended) and asserts the IR verifies; returns the function. */
export declare function translateWords(words: readonly number[], target: Target): IrFunction;
/** Translates assembly in Oberon's assembler syntax (e32/DPP/SDWA forms). */
export declare function translateAsm(source: string, target: Target): IrFunction;
/** The printed IR of a function. */
export declare function irText(fn: IrFunction): string;
/** Opcode counts of the IR ops in a function (e.g. how many `ballot`s). */
export declare function opCounts(fn: IrFunction): Map<string, number>;
