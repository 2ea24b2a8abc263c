/**
 * The 32-bit VALU encodings VOP1, VOP2 and VOPC, with their DPP16, DPP8 and SDWA extension dwords, the
 * trailing literal and the K constant of the madmk/madak-style ops. The operation table is
 * tables/valu.ts; this file decodes (with LLVM's validity rules), prints LLVM text, re-encodes and
 * describes operands. Assembly lives in vop-asm.ts.
 *
 * Instruction fields: `op`, `vdst` (VOP1/VOP2), `vsrc1` (VOP2/VOPC), `src0` (the 9-bit field: 250, 233,
 * 234 or 249 select the extended forms) and `ext` (the DPP/SDWA dword, 0 for e32). The literal (or K)
 * is `Instruction.literal`.
 */
import type { Family } from '../family.js';
import type { Instruction } from '../instruction.js';
import { VGPR_BASE } from '../operands.js';
import { type ValuOp } from '../tables/valu.js';
import type { Target } from '../target.js';
/** The operation an instruction of this family performs on `target`. */
export declare function vopOp(inst: Instruction, target: Target): ValuOp;
/** Whether source `i` of `op` takes float modifiers (neg/abs) rather than integer ones (sext). */
export declare function floatMods(op: ValuOp, i: number): boolean;
/** Whether any source of `op` takes float modifiers (DPP16 then has modifier bits for both sources). */
export declare function hasFloatMods(op: ValuOp): boolean;
/** The VOP1/VOP2/VOPC family. */
export declare const VOP_FAMILY: Family;
export { VGPR_BASE };
