/**
 * What the clamp bit (VOP3, VOP3P, SDWA) does to a VALU operation whose result is not a float. A float
 * result is clamped to [0, 1] (the general rule, applied by both the translator and the executor); for
 * other results the RDNA ISA gives the bit a meaning only for some operations:
 *
 * - `saturates`: integer add, subtract and multiply-add results saturate to the destination's range
 *   instead of wrapping (LLVM's IntClamp operations, plus the sum-of-absolute-difference family).
 * - `no-effect`: the result cannot leave the destination's range, so saturation is the identity
 *   (integer min/max/median pick one of their sources; float-to-integer conversions and frexp exponents
 *   saturate by definition; compares write a lane mask, and on them the bit only selects exception
 *   signalling, which is not modelled).
 *
 * Every other integer operation with the bit set (shifts, bitwise logic, 24-bit multiplies...) is
 * refused by both sides: the ISA documents nothing for it. The program fuzzer writes the bit only where
 * this table or a float result gives it a meaning. The translator and the executor implement the
 * saturation independently (each is the other's oracle); this table is where they agree on which
 * operations have it.
 */
const SATURATES = [
    // 32-bit add/subtract, with and without carry.
    'v_add_nc_u32',
    'v_sub_nc_u32',
    'v_subrev_nc_u32',
    'v_add_nc_i32',
    'v_sub_nc_i32',
    'v_add_co_u32',
    'v_sub_co_u32',
    'v_subrev_co_u32',
    'v_add_co_ci_u32',
    'v_sub_co_ci_u32',
    'v_subrev_co_ci_u32',
    // 16-bit add/subtract.
    'v_add_nc_u16',
    'v_sub_nc_u16',
    'v_add_nc_i16',
    'v_sub_nc_i16',
    // Multiply-add.
    'v_mad_u16',
    'v_mad_i16',
    'v_mad_u32_u16',
    'v_mad_i32_i16',
    'v_mad_u32_u24',
    'v_mad_i32_i24',
    'v_mad_u64_u32',
    'v_mad_i64_i32',
    // Sums of absolute differences.
    'v_sad_u8',
    'v_sad_hi_u8',
    'v_sad_u16',
    'v_sad_u32',
    'v_msad_u8',
    // Packed 16-bit add/subtract and multiply-add (each half saturates).
    'v_pk_add_u16',
    'v_pk_sub_u16',
    'v_pk_add_i16',
    'v_pk_sub_i16',
    'v_pk_mad_u16',
    'v_pk_mad_i16',
];
const NO_EFFECT = [
    'v_min_i32',
    'v_max_i32',
    'v_min_u32',
    'v_max_u32',
    'v_min_i16',
    'v_max_i16',
    'v_min_u16',
    'v_max_u16',
    'v_min3_i32',
    'v_max3_i32',
    'v_med3_i32',
    'v_min3_u32',
    'v_max3_u32',
    'v_med3_u32',
    'v_min3_i16',
    'v_max3_i16',
    'v_med3_i16',
    'v_min3_u16',
    'v_max3_u16',
    'v_med3_u16',
    'v_pk_min_i16',
    'v_pk_max_i16',
    'v_pk_min_u16',
    'v_pk_max_u16',
    'v_cvt_i32_f32',
    'v_cvt_u32_f32',
    'v_cvt_i32_f64',
    'v_cvt_u32_f64',
    'v_cvt_rpi_i32_f32',
    'v_cvt_flr_i32_f32',
    'v_cvt_i16_f16',
    'v_cvt_u16_f16',
    'v_cvt_norm_i16_f16',
    'v_cvt_norm_u16_f16',
    'v_cvt_pknorm_i16_f32',
    'v_cvt_pknorm_u16_f32',
    'v_cvt_pknorm_i16_f16',
    'v_cvt_pknorm_u16_f16',
    'v_frexp_exp_i32_f32',
    'v_frexp_exp_i32_f64',
    'v_frexp_exp_i16_f16',
];
const TABLE = new Map([
    ...SATURATES.map((m) => [m, 'saturates']),
    ...NO_EFFECT.map((m) => [m, 'no-effect']),
]);
/** Compares (VOPC, in either encoding): the clamp bit only selects exception signalling. */
const COMPARE = /^v_cmpx?_/;
/**
 * What clamp does to the non-float result of `mnemonic` (without an encoding suffix), or undefined
 * when the ISA gives it no meaning there.
 */
export function integerClampOf(mnemonic) {
    const name = mnemonic.replace(/_e(32|64)$|_sdwa$|_dpp$/, '');
    return TABLE.get(name) ?? (COMPARE.test(name) ? 'no-effect' : undefined);
}
/** The refusal reason both sides give for a clamp bit without meaning on `mnemonic`. */
export function meaninglessClampReason(mnemonic) {
    return `clamp on ${mnemonic}: the ISA gives the clamp bit no meaning for this integer result`;
}
/** The refusal reason both sides give for an output multiplier on a non-float result. */
export function meaninglessOmodReason(mnemonic) {
    return `omod on ${mnemonic}: output multipliers apply to float results only`;
}
//# sourceMappingURL=integer-clamp.js.map