/**
 * The VINTRP opcode table (gfx1013/gfx1030): parameter interpolation from LDS. Opcode 3 is not an
 * instruction. LLVM prints these with the `_e32` suffix; their VOP3 forms belong to the VOP3 family.
 */
/** The VINTRP opcodes. */
export const VINTRP_ROWS = [
    [0, 'v_interp_p1_f32', true],
    [1, 'v_interp_p2_f32', true],
    [2, 'v_interp_mov_f32', false],
];
/** Names of the v_interp_mov_f32 source selector values 0..2. */
export const VINTRP_PARAMS = ['p10', 'p20', 'p0'];
/** The channel letters of the ATTRCHAN field. */
export const VINTRP_CHANNELS = ['x', 'y', 'z', 'w'];
//# sourceMappingURL=vintrp.js.map