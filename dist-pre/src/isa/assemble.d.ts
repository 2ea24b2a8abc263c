/**
 * Assembler for LLVM-syntax RDNA text: each statement goes to the family that owns its mnemonic, which
 * returns LLVM's canonical encoding (the one `llvm-mc-19 -show-encoding` gives).
 */
import { type Statement } from './asm-lexer.js';
import type { Instruction } from './instruction.js';
import { type Target } from './target.js';
/** Assembles one parsed statement. */
export declare function assembleStatement(statement: Statement, target?: Target, pc?: number): Instruction;
/** Assembles one instruction's text. */
export declare function assembleOne(text: string, target?: Target): Instruction;
/** Assembles a source text (one instruction per line) into instructions laid out from pc 0. */
export declare function assemble(source: string, target?: Target): Instruction[];
/** Assembles a source text straight to dwords. */
export declare function assembleWords(source: string, target?: Target): number[];
