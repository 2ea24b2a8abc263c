import type { Vop3pOp } from '../../isa/tables/vop3p.js';
import type { ScalarOp, VectorOp } from './ops.js';
import type { Rng } from './rng.js';
/** 32-bit values that exercise corner cases of integer and float semantics. */
export declare const INTERESTING_WORDS: readonly number[];
/** A random 32-bit word: mostly interesting values, sometimes random bits. */
export declare function randomWord(rng: Rng): number;
/**
 * Text of a literal operand value (`bits16` for 16-bit operands). Values equal to the inline integers
 * -16..-1 are written as those integers: llvm-mc encodes them as inline constants, and the isa
 * assembler would keep a hex literal (noted in the fuzzer's bug notes).
 */
export declare function literal(v: number, bits16?: boolean): string;
/** Text of a VGPR range. */
export declare function vreg(first: number, dwords: number): string;
/** Text of an SGPR range. */
export declare function sreg(first: number, dwords: number): string;
/** The lane mask registers a wave size uses. */
export declare function maskRegs(wave64: boolean): {
    vcc: string;
    exec: string;
    mask: string;
    suffix: string;
};
/** A random pool VGPR range of `dwords` (the lane id v0 only when `laneId`). */
export declare function poolVgpr(rng: Rng, dwords: number, laneId?: boolean): string;
/** A random instruction of vector operation `op` (e32 or VOP3 form). */
export declare function vectorInstruction(rng: Rng, op: VectorOp, wave64: boolean): string;
/** A random instruction of scalar operation `op`. */
export declare function scalarInstruction(rng: Rng, op: ScalarOp, wave64?: boolean): string;
/** Lane-crossing operations the generator writes (when the caller supports them). */
export declare const LANE_OPS: readonly ["v_readfirstlane_b32", "v_readlane_b32", "v_writelane_b32"];
/** A random lane-crossing instruction: a lane's VGPR into a pool SGPR, or an SGPR into one lane. */
export declare function laneInstruction(rng: Rng, name: (typeof LANE_OPS)[number], wave64: boolean): string;
/** A random VOP3P instruction: packed 16-bit math or mixed-precision FMA, with op_sel and negations. */
export declare function packedInstruction(rng: Rng, op: Vop3pOp, wave64: boolean): string;
