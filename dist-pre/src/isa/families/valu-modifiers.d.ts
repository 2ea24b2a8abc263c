/**
 * The modifiers of a VALU instruction, decoded once from its encoding fields: per-source abs/neg,
 * op_sel halves and SDWA selects, the output clamp/omod and destination select, and the DPP16/DPP8
 * lane controls. The field positions are ISA facts; the translator and the reference executor both
 * read them from here (they implement the semantics independently, not the encoding).
 */
import type { Instruction } from '../instruction.js';
import type { Mcpu } from '../target.js';
/** Modifiers of one encoded source (src0..src2). */
export interface SourceModifiers {
    readonly abs: boolean;
    readonly neg: boolean;
    /** op_sel: the source is the high 16 bits (VOP3 op_sel bits the op honours, see honouredOpsel). */
    readonly hi: boolean;
    /** SDWA select 0..6 (BYTE_0..BYTE_3, WORD_0, WORD_1, DWORD = 6). */
    readonly sel: number;
    /** SDWA sign extension of the selected part. */
    readonly sext: boolean;
}
/** DPP lane controls of src0. */
export interface DppControl {
    readonly kind: 'dpp16' | 'dpp8';
    /** DPP16 dpp_ctrl (0 for DPP8). */
    readonly ctrl: number;
    readonly rowMask: number;
    readonly bankMask: number;
    readonly boundCtrl: boolean;
    /** Fetch inactive lanes (DPP16 fi bit, or the DPP8FI form). */
    readonly fi: boolean;
    /** DPP8: eight 3-bit lane selects packed from bit 0 (lane i's select at bits 3i..3i+2). */
    readonly selects: number;
}
/** Every modifier of a VALU instruction. */
export interface ValuModifiers {
    readonly srcs: readonly [SourceModifiers, SourceModifiers, SourceModifiers];
    readonly clamp: boolean;
    /** Output modifier: 0 none, 1 *2, 2 *4, 3 /2. */
    readonly omod: number;
    /** op_sel[3]: the 16-bit result goes to the high half. */
    readonly dstHi: boolean;
    /** op_sel bits set on a VOP3 op whose table gives op_sel no meaning. */
    readonly strayOpsel: number;
    readonly dpp: DppControl | undefined;
    /** SDWA dst_sel (6 = DWORD) and dst_unused (0 pad, 1 sext, 2 preserve). */
    readonly dstSel: number;
    readonly dstUnused: number;
}
/** The modifiers of a VOP1/VOP2/VOPC (any form) or VOP3 instruction. */
export declare function valuModifiers(inst: Instruction, mcpu: Mcpu): ValuModifiers;
