/**
 * Assembler for VOP1/VOP2/VOPC text in LLVM syntax (e32, `_dpp`, `_sdwa`), producing LLVM's canonical
 * encoding. A mnemonic without suffix is taken here only when its operands fit the 32-bit encoding
 * (src1 a VGPR, no VOP3 modifiers); otherwise `undefined` lets the VOP3 family take it, as LLVM does.
 *
 * Constants follow LLVM's assembler: integers -16..64 and the float constants of the operand's type
 * are inline (hex bit patterns of float constants too, except for 16-bit integer operands); anything
 * else is the literal, which for 64-bit float operands is the value's high dword.
 */
import type { Statement } from '../asm-lexer.js';
import type { Instruction } from '../instruction.js';
import type { Target } from '../target.js';
/** Assembles a VOP statement, or undefined when the mnemonic is not a VOP1/VOP2/VOPC one. */
export declare function assembleVop(statement: Statement, target: Target): Instruction | undefined;
