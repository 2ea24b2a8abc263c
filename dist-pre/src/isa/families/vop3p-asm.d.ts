/**
 * Assembler for VOP3P (packed math) text into LLVM's canonical encoding. Packed ops take
 * `op_sel:[..] op_sel_hi:[..] neg_lo:[..] neg_hi:[..] clamp` in that order (op_sel_hi defaults to all
 * ones, and a two-source op keeps the absent src2's op_sel_hi bit set); the v_fma_mix ops take `-x`
 * and `|x|` on sources (neg_lo and neg_hi bits), then `op_sel`, `op_sel_hi` (default zero) and `clamp`.
 * Constants follow the operand kind: packed f16 (pk f16 ops, f16 dot sources), 32-bit (packed
 * integers, integer dots), f16 (mix). Constant-bus, literal and lds_direct rules are VOP3's.
 */
import type { Statement } from '../asm-lexer.js';
import type { Instruction } from '../instruction.js';
import type { Target } from '../target.js';
/** Assembles a VOP3P statement, or returns undefined when the mnemonic is not a VOP3P one. */
export declare function assembleVop3p(statement: Statement, target: Target): Instruction | undefined;
