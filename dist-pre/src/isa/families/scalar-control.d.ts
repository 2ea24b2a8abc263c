/**
 * Control-flow facts of scalar instructions for the program layer: which instructions branch, which
 * end a basic block, and where a pc-relative branch goes.
 *
 * SOPP branches (s_branch, s_cbranch_*) and the SOPK s_call_b64 / s_subvector_loop_* take a signed
 * dword offset from the next instruction: target = pc + 4 + 4 * sext(simm16). s_setpc_b64,
 * s_swappc_b64 and s_rfe_b64 jump to a register value (no static target).
 */
import type { Instruction } from '../instruction.js';
/**
 * Byte address of a pc-relative branch's destination (pc + 4 + simm16 * 4, simm16 signed), or
 * undefined for instructions without a static target.
 */
export declare function branchTarget(inst: Instruction): number | undefined;
/** True for instructions that may transfer control elsewhere than the next instruction. */
export declare function isBranch(inst: Instruction): boolean;
/** True for conditional branches (execution may also fall through). */
export declare function isConditionalBranch(inst: Instruction): boolean;
/** True for calls (s_call_b64, s_swappc_b64): control returns to the next instruction. */
export declare function isCall(inst: Instruction): boolean;
/** True for the instructions that end the program: s_endpgm, s_endpgm_saved, s_endpgm_ordered_ps_done, s_code_end. */
export declare function isProgramEnd(inst: Instruction): boolean;
/**
 * True when execution never continues at the next instruction: program ends, s_branch, and the
 * register jumps s_setpc_b64 and s_rfe_b64.
 */
export declare function isNoFallthrough(inst: Instruction): boolean;
/**
 * True for instructions that end a basic block: every branch (calls included, their return point
 * starts a block) and the program ends (s_endpgm*, s_code_end).
 */
export declare function isTerminator(inst: Instruction): boolean;
