/**
 * SOPP: program control with one 16-bit immediate (branches, s_waitcnt, s_sendmsg, s_endpgm...):
 * decode, LLVM text, encoding, operand metadata and assembly from tables/sopp.ts.
 *
 * Branch offsets print as LLVM prints them, the raw simm16 as an unsigned decimal (`s_branch 65535`
 * jumps back to itself); the target is pc + 4 + 4 * sext(simm16) (see scalar-control.ts). Opcodes
 * without an operand accept only simm16 = 0, as llvm-mc-19 does.
 */
import type { Statement } from '../asm-lexer.js';
import type { DecodeInput } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import { type SoppStyle } from '../tables/sopp.js';
import type { Target } from '../target.js';
/** The SOPP style of `opcode`, or undefined when unassigned. */
export declare function soppStyle(opcode: number): SoppStyle | undefined;
/**
 * Decodes a SOPP instruction.
 * @throws DecodeError for unassigned opcodes and a nonzero simm16 on operand-less opcodes.
 */
export declare function decodeSopp(input: DecodeInput): Instruction;
/** LLVM text of a SOPP instruction. */
export declare function printSopp(inst: Instruction, target: Target): string;
/** The SOPP word. */
export declare function encodeSopp(inst: Instruction): number[];
/** The simm16 (sign-extended for branches) as an immediate operand, then implicit accesses. */
export declare function operandsSopp(inst: Instruction, target: Target): Operand[];
/** Assembles a SOPP statement, or returns undefined for mnemonics that are not SOPP. */
export declare function assembleSopp(statement: Statement, target: Target): Instruction | undefined;
