/**
 * Assembler for MIMG text in LLVM syntax:
 * `image_sample v[0:3], v[4:5], s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D glc`, with the address
 * either a VGPR tuple or an NSA list `[v4, v9, v2]`. The result is LLVM's canonical encoding; the
 * checks LLVM's assembler makes are made here too (data width against dmask/d16/tfe, address width
 * against dim/a16, gather and atomic dmask, the BVH operand shapes), so text llvm-mc rejects is
 * rejected with an AsmError.
 */
import type { Statement } from '../asm-lexer.js';
import type { Instruction } from '../instruction.js';
import type { Target } from '../target.js';
/** Assembles a MIMG statement, or returns undefined when the mnemonic is not an image opcode. */
export declare function assembleMimg(statement: Statement, target: Target): Instruction | undefined;
