/**
 * The SDWA extension dword of VOP1/VOP2/VOPC (src0 code 249, GFX9+ layout): field layout and the LLVM
 * text of its selections. Operand text (with sext/neg/abs) is assembled by the family.
 *
 * Layout: src0 [7:0], dst_sel [10:8], dst_unused [12:11], clamp [13], omod [15:14] (VOPC: sdst [14:8],
 * sd [15]), src0_sel [18:16], src0_sext [19], src0_neg [20], src0_abs [21], s0 [23], src1_sel [26:24],
 * src1_sext [27], src1_neg [28], src1_abs [29], s1 [31]. s0/s1 set: the source is a scalar code.
 */
/** Names of the SDWA operand selections 0..6. */
export declare const SDWA_SEL_NAMES: readonly string[];
/** Names of dst_unused values 0..2. */
export declare const SDWA_UNUSED_NAMES: readonly string[];
/** The decoded fields of an SDWA dword. */
export interface SdwaFields {
    readonly src0: number;
    readonly dstSel: number;
    readonly dstUnused: number;
    readonly clamp: boolean;
    readonly omod: number;
    /** VOPC: the SGPR code of the mask destination (used when `sd`). */
    readonly sdst: number;
    /** VOPC: the mask goes to `sdst` instead of VCC. */
    readonly sd: boolean;
    readonly src0Sel: number;
    readonly src0Sext: boolean;
    readonly src0Neg: boolean;
    readonly src0Abs: boolean;
    readonly s0: boolean;
    readonly src1Sel: number;
    readonly src1Sext: boolean;
    readonly src1Neg: boolean;
    readonly src1Abs: boolean;
    readonly s1: boolean;
}
/** Splits an SDWA dword into its fields. */
export declare function sdwaFields(ext: number): SdwaFields;
/** LLVM text of an output modifier value (VOP3 and SDWA): `mul:2`, `mul:4`, `div:2`, or empty. */
export declare const OMOD_TEXT: readonly string[];
/** Text of a selection value (7 is reserved; llvm-mc crashes on it, so it never reaches a comparison). */
export declare function sdwaSelText(sel: number): string;
/** Text of a dst_unused value (LLVM prints the reserved value 3 as UNUSED_PAD). */
export declare function sdwaUnusedText(unused: number): string;
