/**
 * The VINTRP opcode table (gfx1013/gfx1030): parameter interpolation from LDS. Opcode 3 is not an
 * instruction. LLVM prints these with the `_e32` suffix; their VOP3 forms belong to the VOP3 family.
 */

/** [opcode, mnemonic without suffix, whether the second operand is a VGPR (else a p10/p20/p0 selector)]. */
export type VintrpRow = readonly [number, string, boolean];

/** The VINTRP opcodes. */
export const VINTRP_ROWS: readonly VintrpRow[] = [
  [0, 'v_interp_p1_f32', true],
  [1, 'v_interp_p2_f32', true],
  [2, 'v_interp_mov_f32', false],
];

/** Names of the v_interp_mov_f32 source selector values 0..2. */
export const VINTRP_PARAMS: readonly string[] = ['p10', 'p20', 'p0'];

/** The channel letters of the ATTRCHAN field. */
export const VINTRP_CHANNELS: readonly string[] = ['x', 'y', 'z', 'w'];
