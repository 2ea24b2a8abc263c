/**
 * Operand metadata of VOP1/VOP2/VOPC instructions for the translator: the explicit operands in LLVM
 * text order (destination, carry-out VCC, sources, K constant, VCC source), then the implicit ones
 * (EXEC read by every VALU op, EXEC written by v_cmpx, M0 read by the relative moves, the destination
 * read back by the accumulating ops mac/fmac/dot2c/pk_fmac).
 */
import type { Instruction, Operand, ValueType } from '../instruction.js';
import type { ValuOp } from '../tables/valu.js';
import type { Target } from '../target.js';
/**
 * Operand of a source code (9-bit space, or an 8-bit scalar code when `scalarOnly`) read as `dwords`
 * dwords of `type`. Inline constants carry their encoding code, as every family's metadata does
 * (the bit pattern for the type is `inlineConstantBits(code, width)`, exact for 64-bit ones).
 */
export declare function sourceOperand(code: number, dwords: number, type: ValueType, literal: number | undefined, field: string): Operand;
/** Explicit and implicit operands of a decoded VOP1/VOP2/VOPC instruction performing `op`. */
export declare function vopOperands(inst: Instruction, op: ValuOp, target: Target): Operand[];
