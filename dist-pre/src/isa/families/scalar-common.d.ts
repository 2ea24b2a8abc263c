/**
 * Helpers shared by the scalar encodings (SOP1, SOP2, SOPC, SOPK, SOPP, SMEM): implicit operand
 * metadata, instruction construction, and the assembler's operand splitting (LLVM's `/* ... *\/`
 * disassembler comments are dropped so printed text assembles back).
 */
import type { Statement } from '../asm-lexer.js';
import type { EncodingName, Instruction, Operand } from '../instruction.js';
import type { ImplicitSpec } from '../tables/scalar-spec.js';
import type { Target } from '../target.js';
/** Metadata of one implicit access (SCC, EXEC, VCC, M0); EXEC and VCC are wave-sized lane masks. */
export declare function implicitOperands(specs: readonly ImplicitSpec[], target: Target): Operand[];
/** Builds an instruction value at pc 0 (the assembler dispatcher sets the pc). */
export declare function makeInstruction(encoding: EncodingName, opcode: number, mnemonic: string, fields: Record<string, number>, literal: number | undefined): Instruction;
/** Throws the assembler error for `statement`. */
export declare function asmFail(statement: Statement, reason: string): never;
/** The statement's operand text without LLVM's `/* ... *\/` comments. */
export declare function operandText(statement: Statement): string;
/** Splits operand text at top-level commas (brackets and parentheses kept whole); trims each part. */
export declare function splitOperands(text: string): string[];
