/**
 * The SDWA extension dword of VOP1/VOP2/VOPC (src0 code 249, GFX9+ layout): field layout and the LLVM
 * text of its selections. Operand text (with sext/neg/abs) is assembled by the family.
 *
 * Layout: src0 [7:0], dst_sel [10:8], dst_unused [12:11], clamp [13], omod [15:14] (VOPC: sdst [14:8],
 * sd [15]), src0_sel [18:16], src0_sext [19], src0_neg [20], src0_abs [21], s0 [23], src1_sel [26:24],
 * src1_sext [27], src1_neg [28], src1_abs [29], s1 [31]. s0/s1 set: the source is a scalar code.
 */
/** Names of the SDWA operand selections 0..6. */
export const SDWA_SEL_NAMES = [
    'BYTE_0',
    'BYTE_1',
    'BYTE_2',
    'BYTE_3',
    'WORD_0',
    'WORD_1',
    'DWORD',
];
/** Names of dst_unused values 0..2. */
export const SDWA_UNUSED_NAMES = ['UNUSED_PAD', 'UNUSED_SEXT', 'UNUSED_PRESERVE'];
/** Splits an SDWA dword into its fields. */
export function sdwaFields(ext) {
    return {
        src0: ext & 0xff,
        dstSel: (ext >>> 8) & 7,
        dstUnused: (ext >>> 11) & 3,
        clamp: ((ext >>> 13) & 1) !== 0,
        omod: (ext >>> 14) & 3,
        sdst: (ext >>> 8) & 0x7f,
        sd: ((ext >>> 15) & 1) !== 0,
        src0Sel: (ext >>> 16) & 7,
        src0Sext: ((ext >>> 19) & 1) !== 0,
        src0Neg: ((ext >>> 20) & 1) !== 0,
        src0Abs: ((ext >>> 21) & 1) !== 0,
        s0: ((ext >>> 23) & 1) !== 0,
        src1Sel: (ext >>> 24) & 7,
        src1Sext: ((ext >>> 27) & 1) !== 0,
        src1Neg: ((ext >>> 28) & 1) !== 0,
        src1Abs: ((ext >>> 29) & 1) !== 0,
        s1: ((ext >>> 31) & 1) !== 0,
    };
}
/** LLVM text of an output modifier value (VOP3 and SDWA): `mul:2`, `mul:4`, `div:2`, or empty. */
export const OMOD_TEXT = ['', 'mul:2', 'mul:4', 'div:2'];
/** Text of a selection value (7 is reserved; llvm-mc crashes on it, so it never reaches a comparison). */
export function sdwaSelText(sel) {
    return SDWA_SEL_NAMES[sel] ?? 'DWORD';
}
/** Text of a dst_unused value (LLVM prints the reserved value 3 as UNUSED_PAD). */
export function sdwaUnusedText(unused) {
    return SDWA_UNUSED_NAMES[unused] ?? 'UNUSED_PAD';
}
//# sourceMappingURL=vop-sdwa.js.map