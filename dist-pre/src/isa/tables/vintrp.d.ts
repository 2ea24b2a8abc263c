/**
 * The VINTRP opcode table (gfx1013/gfx1030): parameter interpolation from LDS. Opcode 3 is not an
 * instruction. LLVM prints these with the `_e32` suffix; their VOP3 forms belong to the VOP3 family.
 */
/** [opcode, mnemonic without suffix, whether the second operand is a VGPR (else a p10/p20/p0 selector)]. */
export type VintrpRow = readonly [number, string, boolean];
/** The VINTRP opcodes. */
export declare const VINTRP_ROWS: readonly VintrpRow[];
/** Names of the v_interp_mov_f32 source selector values 0..2. */
export declare const VINTRP_PARAMS: readonly string[];
/** The channel letters of the ATTRCHAN field. */
export declare const VINTRP_CHANNELS: readonly string[];
