/**
 * The DPP extension dwords of VOP1/VOP2 (src0 code 250: DPP16; 233/234: DPP8 without/with FI): field
 * layout, validity and LLVM text of the controls. The source operands' modifier text is built by the
 * family; this file owns the trailing control text (`quad_perm:[..] row_mask:.. bank_mask:..`).
 *
 * DPP16 dword: src0 [7:0], dpp_ctrl [16:8], fi [18], bound_ctrl [19], src0 neg/abs [20]/[21],
 * src1 neg/abs [22]/[23], bank_mask [27:24], row_mask [31:28]. DPP8 dword: src0 [7:0], eight 3-bit lane
 * selects [31:8].
 */
/** The decoded fields of a DPP16 dword. */
export interface Dpp16Fields {
    readonly src0: number;
    readonly dppCtrl: number;
    readonly fi: boolean;
    readonly boundCtrl: boolean;
    readonly neg0: boolean;
    readonly abs0: boolean;
    readonly neg1: boolean;
    readonly abs1: boolean;
    readonly bankMask: number;
    readonly rowMask: number;
}
/** Splits a DPP16 dword into its fields. */
export declare function dpp16Fields(ext: number): Dpp16Fields;
/** The eight lane selects of a DPP8 dword. */
export declare function dpp8Selects(ext: number): number[];
/** Text of a dpp_ctrl value as LLVM prints it for GFX10 (a comment for values GFX10 does not have). */
export declare function dppCtrlText(ctrl: number): string;
/** The control text that follows the operands of a DPP16 instruction (leading blank included). */
export declare function dpp16ControlText(ext: number): string;
/** The control text of a DPP8 instruction (leading blank included). */
export declare function dpp8ControlText(ext: number, fi: boolean): string;
/** Parses a dpp_ctrl modifier token (`quad_perm:[..]`, `row_shl:N`...) to its value, or undefined. */
export declare function parseDppCtrl(token: string): number | undefined;
