/**
 * The machinery every VALU rule shares: the per-instruction view of its operands and modifiers (VOP3
 * abs/neg/op_sel/clamp/omod, DPP16/DPP8 lane selection with row/bank masks, bound_ctrl and fetch
 * inactive, SDWA selects with sign extension and dst_sel/dst_unused), reading sources per lane at a
 * rule-declared type, and writing results only to lanes whose EXEC bit is set. Lane-mask results
 * (compares, carries) are written for every lane, with 0 in inactive lanes.
 *
 * A rule is built from a spec (source types, result type, a per-lane function); the e32, e64, DPP
 * and SDWA forms of one mnemonic share that rule. All lanes are read before any lane is written, so
 * DPP and an overlapping destination behave as one instruction. 16-bit results replace only their half
 * of the VGPR (gfx10 keeps the other half), or the SDWA-selected field.
 */
import { type DppControl } from '../../isa/families/valu-modifiers.js';
import type { Operand } from '../../isa/instruction.js';
import { type FloatMode } from '../float.js';
import type { ExecContext, Semantic } from '../semantics.js';
import type { WaveState } from '../wave.js';
/** How a rule reads a source: raw integer bits or a float pattern that takes neg/abs, by width. */
export type SrcType = 'u32' | 'f32' | 'u16' | 'f16' | 'u64' | 'f64';
/** What a rule returns per lane; `none` for rules whose only result is the lane mask. */
export type DstType = SrcType | 'none';
/** A source or result value: 16/32-bit patterns as unsigned numbers, 64-bit ones as bigints. */
export type Val = number | bigint;
/** Per-lane state a rule function sees. */
export interface LaneEnv {
    lane: number;
    readonly wave: WaveState;
    readonly mode: FloatMode;
    /** The clamp bit of VOP3/SDWA (integer rules saturate with it; float clamp is applied for them). */
    clamp: boolean;
    /** The lane's bit of the mask source (carry-in, v_cndmask selector). */
    maskIn: boolean;
    /** Set by the rule: the lane's bit of the mask result (carry-out, compare result). */
    maskOut: boolean;
    /** The destination's previous value in this lane (accumulating ops). */
    old: Val;
    readonly ctx: ExecContext;
}
interface Slot {
    readonly op: Operand;
    readonly abs: boolean;
    readonly neg: boolean;
    readonly hi: boolean;
    /** SDWA select 0..6 (6 = DWORD) and sign extension. */
    readonly sel: number;
    readonly sext: boolean;
}
/** The decoded modifiers and operand roles of one VALU instruction. */
export interface VopView {
    readonly srcs: readonly Slot[];
    readonly maskSrc: Operand | undefined;
    readonly dst: Operand | undefined;
    readonly maskDst: Operand | undefined;
    readonly clamp: boolean;
    readonly omod: number;
    readonly dstHi: boolean;
    readonly dpp: DppControl | undefined;
    readonly dstSel: number;
    readonly dstUnused: number;
}
/** The (cached) view of the instruction being executed. */
export declare function viewOf(ctx: ExecContext): VopView;
/**
 * The raw bits of operand `op` in `lane` at `width` (16-bit reads return the 32-bit dword; the caller
 * picks the half). Inline constants use the constant's pattern at that width; 16-bit integer and float
 * constants sit in the low half, sign-extended for integers.
 */
export declare function readOperand(ctx: ExecContext, op: Operand, lane: number, width: 16 | 32 | 64): Val;
/** Applies omod then clamp to a float result of `t` (NaN passes omod; clamp turns it into 0 with DX10_CLAMP). */
export declare function outputModifiers(v: Val, t: DstType, omod: number, clamp: boolean, mode: FloatMode): Val;
/**
 * The clamp bit an integer rule sees (src/isa/tables/integer-clamp.ts): set only where it saturates,
 * cleared where it has no effect; refused (with omod) where the ISA gives it no meaning.
 */
export declare function integerClampBit(ctx: ExecContext, clamp: boolean, omod?: number): boolean;
/** A VALU rule: source types, result type and the per-lane function. */
export interface VopSpec {
    readonly srcs: readonly SrcType[];
    readonly dst: DstType;
    /** Computes the lane's result (and may set env.maskOut). */
    readonly fn: (s: Val[], env: LaneEnv) => Val;
    /** Float results get omod and clamp applied (default: true for f16/f32/f64 results). */
    readonly floatOut?: boolean;
}
/** Builds the rule of a lane-wise VALU operation. */
export declare function vop(spec: VopSpec): Semantic;
/** Builds the rule of a compare: the mask goes to VCC/SGPRs, or to EXEC for v_cmpx (inactive lanes 0). */
export declare function vopc(srcs: readonly SrcType[], test: (s: Val[], env: LaneEnv) => boolean, writesExec: boolean): Semantic;
export {};
