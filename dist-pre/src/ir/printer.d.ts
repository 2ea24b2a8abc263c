/**
 * IR text. Values print as `%N`, numbered in text order (block parameters and results as they appear,
 * so the text does not depend on arena ids), blocks as `^N`. An instruction reads
 * `%r = op.variant TYPE %a, %b [imm, ...] ^succ(%arg, ...)`; constants print their value (integers in
 * decimal, floats as their bit pattern in hex, which parses back exactly). The parser (parser.ts)
 * reads this text back.
 */
import type { BlockId, Inst, IrFunction, IrModule, ValueId } from './function.js';
/** Maps a value id to the number it prints as. */
export type ValueNames = (id: ValueId) => number;
/** Numbers values in text order: each block's parameters, then its instructions' results. */
export declare function textOrderNames(fn: IrFunction): ValueNames;
/** Text of an instruction (without indentation). */
export declare function printInst(_fn: IrFunction, inst: Inst, names?: ValueNames): string;
/** Text of a block header: `^N(%p: type, ...):`. */
export declare function printBlockHeader(fn: IrFunction, id: BlockId, names?: ValueNames): string;
/**
 * Text of a function. `annotate` may return extra lines to print under an instruction or block
 * header (the verifier uses it to show errors inline).
 */
export declare function printFunction(fn: IrFunction, annotate?: (where: {
    block: BlockId;
    inst?: number;
}) => string[]): string;
/** Text of a module: globals, then functions. */
export declare function printModule(module: IrModule): string;
