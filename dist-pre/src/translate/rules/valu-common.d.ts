/**
 * The machinery every VALU translation rule shares: the view of one VALU instruction's modifiers
 * (VOP3 abs/neg/op_sel/clamp/omod, DPP16/DPP8 lane selection with row/bank masks, bound_ctrl and
 * fetch-inactive, SDWA operand selects with sign extension and dst_sel/dst_unused), reading sources
 * per lane at a rule-declared type, and writing results where the lane is active.
 *
 * Invariants (the wave model of DESIGN.md, the same rules the reference executor applies):
 * - All sources (and the old destination) are read before anything is written.
 * - A VGPR result is written only where EXEC is set and, for DPP16, where row_mask/bank_mask allow and
 *   the source lane is valid (or bound_ctrl gives 0). 16-bit results replace only their half (op_sel
 *   bit 3 picks the high one); SDWA results go through dst_sel/dst_unused.
 * - A lane-mask result (carry-out, compare) is a wave-wide ballot with 0 in lanes not written.
 * - A modifier a rule cannot honour exactly makes the instruction refuse; none is ignored.
 *
 * Inline constants are taken from the instruction's source code fields (the VOP1/VOP2/VOPC operand
 * metadata carries their 32-bit pattern, VOP3 the code), so every width gets the right pattern.
 */
import type { ValueId } from '../../ir/function.js';
import { type TypeId } from '../../ir/types.js';
import { type DppControl } from '../../isa/families/valu-modifiers.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import { type TranslationContext } from '../context.js';
import type { TranslateRule } from './index.js';
/** The type a rule reads a source as or writes its result as. */
export type VT = 'u16' | 'u32' | 'u64' | 'f16' | 'f32' | 'f64';
/** IR type of a VT. */
export declare function irType(vt: VT): TypeId;
/** One data source with its modifiers. */
interface Slot {
    readonly op: Operand;
    /** Index of the encoding source (0..2), -1 for the K constant. */
    readonly index: number;
    readonly abs: boolean;
    readonly neg: boolean;
    readonly sext: boolean;
    /** op_sel: the high 16 bits hold a 16-bit source. */
    readonly hi: boolean;
    /** SDWA select 0..6 (6 = DWORD). */
    readonly sel: number;
}
/** The decoded modifiers and operand roles of one VALU instruction. */
export interface ValuView {
    readonly inst: Instruction;
    readonly srcs: readonly Slot[];
    readonly maskSrc: Operand | undefined;
    readonly dst: Operand | undefined;
    readonly maskDst: Operand | undefined;
    readonly writesExec: boolean;
    readonly clamp: boolean;
    readonly omod: number;
    readonly dstHi: boolean;
    /** op_sel bits set that the op's table does not give a meaning (VOP3). */
    readonly strayOpsel: number;
    readonly dpp: DppControl | undefined;
    readonly dstSel: number;
    readonly dstUnused: number;
}
/** Builds the view of `inst` from its fields and operand metadata. */
export declare function viewOf(t: TranslationContext, inst: Instruction, operands: readonly Operand[]): ValuView;
/** Bit pattern of an inline-constant operand read at `width` (16-bit float constants in the low half). */
export declare function inlineBits(inst: Instruction, op: Operand, width: 16 | 32 | 64): bigint;
/** Lane selection state of a DPP instruction for this invocation. */
interface DppLanes {
    /** The lane src0 is read from (in range). */
    readonly from: ValueId;
    /** src0 reads 0 (invalid or inactive source lane). */
    readonly zero: ValueId;
    /** The lane is written at all (row/bank masks; invalid source without bound_ctrl). */
    readonly write: ValueId;
}
/** Per-instruction state while a rule runs. */
export declare class ValuInstr {
    readonly t: TranslationContext;
    readonly view: ValuView;
    private dppLanes;
    constructor(t: TranslationContext, view: ValuView);
    private c32;
    /** The DPP lane selection (computed once). */
    lanes(): DppLanes | undefined;
    /** The raw 32-bit dword `dword` of slot `slot` in this lane (DPP and SDWA selection applied). */
    private raw32;
    /** Reads slot `i` as `vt` with its modifiers applied (`signMods`: abs/neg on an integer's sign bit). */
    read(i: number, vt: VT, signMods?: boolean): ValueId;
    /** This lane's bit of the lane-mask source (carry-in, v_cndmask selector). */
    maskIn(): ValueId;
    /** The destination's value before the instruction, at `vt` (accumulating ops). */
    old(vt: VT): ValueId;
    /** Where the lane's result is written: EXEC and the DPP write condition. */
    private writeCondition;
    /** Writes the result `value` of type `vt` to the VGPR destination (output modifiers applied for floats). */
    write(vt: VT, value: ValueId, floatOut?: boolean): void;
    private sdwaDst;
    /** Writes the lane-mask result: bit = `bit` in lanes written, 0 elsewhere (to the mask dst, or EXEC). */
    writeMask(bit: ValueId): void;
}
/** What a rule function sees besides its sources. */
export interface LaneEnv {
    readonly t: TranslationContext;
    readonly x: ValuInstr;
    /** The clamp bit (integer rules with `intClamp` saturate with it). */
    readonly clamp: boolean;
    /** Set by the rule: this lane's bit of the lane-mask result. */
    maskOut?: ValueId;
}
/** A lane-wise VALU operation: source types, result type and the IR it computes per lane. */
export interface ValuSpec {
    readonly srcs: readonly VT[];
    readonly dst: VT | 'none';
    readonly fn: (e: LaneEnv, s: ValueId[]) => ValueId | undefined;
    /** The rule implements integer clamp itself (else a clamp bit on a non-float result refuses). */
    readonly intClamp?: boolean;
    /** abs/neg act on the sign bit of integer sources (v_cndmask_b32). */
    readonly signMods?: boolean;
    /** Float results get omod and clamp (default: true for f16/f32/f64 results). */
    readonly floatOut?: boolean;
}
/** Builds the rule of a lane-wise VALU operation (every form of the mnemonic). */
export declare function valu(spec: ValuSpec): TranslateRule;
/**
 * Whether a set clamp bit saturates the integer result of `mnemonic` (src/isa/tables/integer-clamp.ts):
 * false where it has no effect; refused where the ISA gives it no meaning, or where the table says it
 * saturates and the rule (`implemented`) does not.
 */
export declare function integerClamp(t: TranslationContext, mnemonic: string, implemented?: boolean): boolean;
/** Integer helpers over IR values used by several rule modules. */
export declare function iconst(t: TranslationContext, type: TypeId, v: number | bigint): ValueId;
export {};
