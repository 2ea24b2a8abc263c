/**
 * Differential tests of the VALU translation rules against the reference executor: each case is a
 * short VALU sequence after a common prologue that derives pseudo-random per-lane inputs from the lane
 * id and user SGPRs (with +-0, infinities, NaNs, denormals and values near 1 injected by lane, for f32
 * and packed f16; f64 operands are denormal in v[1:2] where ((lane >> 1) & 7) == 5 and in v[3:4],
 * whose high word is below 8), a random VCC and a random EXEC. The same words run in the reference
 * executor and, translated, in a lock-step IR evaluator of an ideal IEEE host that keeps denormals
 * (ir-wave-eval.ts); every register the program names must end bit-identical in every lane
 * (valu-diff-support.ts). Cases that depend on MODE.IEEE or DX10_CLAMP run again under each
 * COMPUTE_PGM_RSRC1 setting of both, and every case runs again under each denormal-flushing setting.
 * Transcendental ops are not compared here (their host accuracy is an approximation listed in
 * docs/debt.md).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { translateProgram } from '../../src/translate/index.js';
import { WaveEval } from './ir-wave-eval.js';
import { DIFF_TARGET, diffProblems, FLUSH_RSRC1, RSRC1, registerVars } from './valu-diff-support.js';
import { ENDPGM, llvmWords, optionsFor } from './valu-support.js';

const TARGET = DIFF_TARGET;

const PROLOGUE = `
v_mul_lo_u32 v1, v0, 0x9e3779b9
v_add_nc_u32 v1, s0, v1
v_lshrrev_b32 v3, 15, v1
v_xor_b32 v1, v1, v3
v_mul_lo_u32 v1, v1, 0x85ebca6b
v_lshrrev_b32 v3, 13, v1
v_xor_b32 v1, v1, v3
v_mul_lo_u32 v2, v1, 0xc2b2ae35
v_add_nc_u32 v2, s1, v2
v_lshrrev_b32 v3, 16, v2
v_xor_b32 v2, v2, v3
v_mul_lo_u32 v3, v2, 0x27d4eb2f
v_lshrrev_b32 v4, 15, v3
v_xor_b32 v3, v3, v4
v_and_b32 v4, 7, v0
v_cmp_eq_u32 vcc_lo, 0, v4
v_and_b32 v5, 0x80000000, v1
v_cndmask_b32 v1, v1, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 1, v4
v_and_b32 v5, 0x80000000, v1
v_or_b32 v5, 0x7f800000, v5
v_cndmask_b32 v1, v1, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 2, v4
v_or_b32 v5, 0x7f800000, v1
v_cndmask_b32 v1, v1, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 3, v4
v_and_b32 v5, 0x807fffff, v1
v_cndmask_b32 v1, v1, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 4, v4
v_and_b32 v5, 0x80ffffff, v1
v_or_b32 v5, 0x3f000000, v5
v_cndmask_b32 v1, v1, v5, vcc_lo
v_lshrrev_b32 v4, 1, v0
v_and_b32 v4, 7, v4
v_cmp_eq_u32 vcc_lo, 5, v4
v_and_b32 v5, 0x80000000, v2
v_cndmask_b32 v2, v2, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 6, v4
v_or_b32 v5, 0x7f800000, v2
v_cndmask_b32 v2, v2, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 2, v4
v_and_b32 v5, 0x80ffffff, v2
v_or_b32 v5, 0x3f000000, v5
v_cndmask_b32 v2, v2, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 3, v4
v_and_b32 v5, 0x807fffff, v2
v_cndmask_b32 v2, v2, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 4, v4
v_cndmask_b32 v2, v2, v1, vcc_lo
v_and_b32 v4, 7, v0
v_and_b32 v6, 0x83ff83ff, v1
v_or_b32 v6, 0x38003800, v6
v_cmp_eq_u32 vcc_lo, 0, v4
v_and_b32 v5, 0x80008000, v1
v_cndmask_b32 v6, v6, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 1, v4
v_or_b32 v5, 0x7c007c00, v5
v_cndmask_b32 v6, v6, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 2, v4
v_or_b32 v5, 0x7c007c00, v1
v_cndmask_b32 v6, v6, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 3, v4
v_and_b32 v5, 0x83ff83ff, v1
v_cndmask_b32 v6, v6, v5, vcc_lo
v_cmp_eq_u32 vcc_lo, 4, v4
v_cndmask_b32 v6, v6, v2, vcc_lo
v_xor_b32 v7, v6, v3
v_and_b32 v7, 0x8fff8fff, v7
v_or_b32 v7, 0x30003000, v7
v_cmp_gt_u32 vcc_lo, v1, v2
s_mov_b32 exec_lo, s2
`;

/** Cases: name and VALU lines (destinations v8..v15, s[4:9]). */
const CASES: readonly (readonly [string, string])[] = [
  [
    'carry chain',
    'v_add_co_u32 v8, s4, v1, v2\nv_add_co_ci_u32_e64 v9, s5, v3, v2, s4\nv_sub_co_ci_u32 v10, vcc_lo, v1, v9, vcc_lo\nv_subrev_co_u32 v11, s6, v3, v1',
  ],
  [
    'carry clamp',
    'v_add_co_u32 v8, s4, v1, v2 clamp\nv_sub_co_u32 v9, s5, v1, v2 clamp\nv_add_nc_u32 v10, v1, v2 clamp\nv_sub_nc_i32 v11, v1, v2 clamp',
  ],
  [
    'mad64',
    'v_mad_u64_u32 v[8:9], s4, v1, v2, v[2:3]\nv_mad_i64_i32 v[10:11], s5, v1, v3, v[1:2]\nv_mad_u64_u32 v[12:13], s6, v1, v2, v[2:3] clamp',
  ],
  [
    'bit fields',
    'v_bfe_u32 v8, v1, v2, v3\nv_bfe_i32 v9, v1, v3, v2\nv_bfi_b32 v10, v1, v2, v3\nv_bfm_b32 v11, v2, v3\nv_alignbit_b32 v12, v1, v2, v3\nv_alignbyte_b32 v13, v1, v2, v3',
  ],
  [
    'perm and bytes',
    'v_perm_b32 v8, v1, v2, v3\nv_lerp_u8 v9, v1, v2, v3\nv_sad_u8 v10, v1, v2, v3\nv_sad_hi_u8 v11, v1, v2, v3\nv_sad_u16 v12, v1, v2, v3 clamp\nv_msad_u8 v13, v1, v2, v3\nv_sad_u32 v14, v1, v2, v3',
  ],
  [
    'bit counts',
    'v_mbcnt_lo_u32_b32 v8, v1, v2\nv_mbcnt_hi_u32_b32 v9, v1, v2\nv_bcnt_u32_b32 v10, v1, v2\nv_ffbh_u32 v11, v4\nv_ffbl_b32 v12, v4\nv_ffbh_i32 v13, v1\nv_bfrev_b32 v14, v1',
  ],
  [
    'multiplies',
    'v_mul_hi_u32 v8, v1, v2\nv_mul_hi_i32 v9, v1, v2\nv_mul_i32_i24 v10, v1, v2\nv_mul_hi_i32_i24 v11, v1, v2\nv_mul_hi_u32_u24 v12, v1, v3\nv_mad_i32_i24 v13, v1, v2, v3 clamp\nv_mad_u32_u24 v14, v1, v2, v3',
  ],
  [
    'min max med3',
    'v_med3_i32 v8, v1, v2, v3\nv_med3_u32 v9, v1, v2, v3\nv_min3_i32 v10, v1, v2, v3\nv_max3_u32 v11, v1, v2, v3\nv_med3_i16 v12, v1, v2, v3 op_sel:[1,0,1,0]\nv_max3_u16 v13, v1, v2, v3',
  ],
  [
    '16-bit ints',
    'v_add_nc_u16 v8, v1, v2 clamp\nv_sub_nc_i16 v9, v1, v2 clamp\nv_mad_u16 v10, v1, v2, v3 clamp\nv_mad_i16 v11, v1, v2, v3\nv_mad_u32_u16 v12, v1, v2, v3 op_sel:[1,1,0,0]\nv_mad_i32_i16 v13, v1, v2, v3 clamp\nv_ashrrev_i16 v14, v3, v1\nv_sat_pk_u8_i16 v15, v1',
  ],
  [
    'shifts',
    'v_lshlrev_b64 v[8:9], v3, v[1:2]\nv_ashrrev_i64 v[10:11], v3, v[1:2]\nv_lshrrev_b64 v[12:13], v1, v[2:3]\nv_lshl_add_u32 v14, v1, v3, v2\nv_add_lshl_u32 v15, v1, v2, v3',
  ],
  [
    'f32 arithmetic',
    'v_add_f32 v8, v1, v2\nv_sub_f32_e64 v9, -|v1|, v2 clamp\nv_mul_f32_e64 v10, v1, v2 mul:2\nv_fma_f32 v11, v1, -v2, v3 div:2\nv_mad_f32 v12, v1, v2, v3\nv_mul_legacy_f32 v13, v1, v2\nv_mac_f32 v14, v1, v2\nv_fmac_f32 v15, v2, v1',
  ],
  [
    // Denormal inputs scaled across two binades, and products halved into denormals.
    'output modifiers scale exactly',
    'v_mul_f32_e64 v8, v1, 1.0 mul:4\nv_mul_f32_e64 v9, v1, v2 div:2\nv_mul_f32_e64 v10, v1, 1.0 mul:2\nv_mul_f16_e64 v11, v1, 1.0 mul:4\nv_mul_f16_e64 v12, v1, v2 div:2\nv_mul_f64 v[13:14], v[1:2], 1.0 mul:4\nv_cubesc_f32 v15, v1, v1, 1.0 mul:4',
  ],
  [
    'f32 min max',
    'v_min_f32 v8, v1, v2\nv_max_f32 v9, v2, v1\nv_med3_f32 v10, v1, v2, v3\nv_min3_f32 v11, v1, v2, v3\nv_max3_f32 v12, v3, v2, v1\nv_mad_legacy_f32 v14, v1, v2, v3',
  ],
  [
    // A constant operand that is no zero needs no -0/+0 tie-break; a zero one does (and is tested
    // against lanes holding -0 and +0).
    'min max with a constant',
    'v_max_f32 v8, 1.0, v1\nv_min_f32 v9, v2, -0.5\nv_max_f32 v10, 0, v1\nv_min_f32_e64 v11, v2, -0\nv_med3_f32 v12, v1, -1.0, 4.0\nv_max_f16 v13, 0.5, v6\nv_min_f16 v14, v7, 0',
  ],
  [
    'f16 arithmetic',
    'v_add_f16 v8, v6, v7\nv_mul_f16_e64 v9, v6, -v7 clamp\nv_fma_f16 v10, v6, v7, v3 op_sel:[1,0,1,1]\nv_max_f16 v11, v6, v7\nv_med3_f16 v12, v6, v7, v3\nv_fmac_f16 v13, v6, v7\nv_ldexp_f16 v14, v6, v3',
  ],
  [
    'f64 arithmetic',
    'v_add_f64 v[8:9], v[1:2], v[2:3]\nv_mul_f64 v[10:11], -v[1:2], v[3:4]\nv_fma_f64 v[12:13], v[1:2], v[2:3], v[6:7]\nv_max_f64 v[14:15], v[1:2], v[2:3]',
  ],
  [
    'f64 min max NaNs',
    'v_or_b32 v5, 0x7ff00000, v2\nv_mov_b32 v4, v3\nv_min_f64 v[8:9], v[4:5], v[1:2]\nv_max_f64 v[10:11], v[1:2], v[4:5]\nv_max_f64 v[12:13], v[4:5], v[4:5]\nv_min_f64 v[14:15], v[4:5], -v[2:3] clamp',
  ],
  [
    'ldexp and fract',
    'v_bfe_i32 v5, v3, 0, 8\nv_ldexp_f32 v8, v1, v5\nv_ldexp_f64 v[9:10], v[1:2], v5\nv_fract_f32 v11, v1\nv_fract_f64 v[12:13], v[1:2]\nv_fract_f16 v14, v6\nv_ldexp_f32 v15, v1, v3',
  ],
  [
    'rounding',
    'v_floor_f32 v8, v1\nv_ceil_f32 v9, v2\nv_trunc_f32 v10, v1\nv_rndne_f32 v11, v2\nv_rndne_f64 v[12:13], v[1:2]\nv_floor_f16 v14, v6\nv_rndne_f16 v15, v7',
  ],
  [
    'frexp',
    'v_frexp_mant_f32 v8, v1\nv_frexp_exp_i32_f32 v9, v1\nv_frexp_mant_f16 v13, v6\nv_frexp_exp_i16_f16 v14, v6\nv_frexp_mant_f64 v[10:11], v[1:2]\nv_frexp_exp_i32_f64 v12, v[1:2]\nv_or_b32 v5, 0x7fe00000, v2\nv_frexp_mant_f64 v[15:16], v[4:5]\nv_frexp_exp_i32_f64 v17, v[4:5]',
  ],
  [
    'division helpers f32',
    'v_div_scale_f32 v8, vcc_lo, v1, v2, v1\nv_div_scale_f32 v9, s4, v2, v2, v1\nv_div_fmas_f32 v10, v1, v2, v3\nv_div_fixup_f32 v11, v1, v2, v3\nv_div_fixup_f16 v12, v6, v7, v3',
  ],
  [
    'division helpers f64',
    'v_div_scale_f64 v[8:9], vcc_lo, v[1:2], v[2:3], v[1:2]\nv_div_fmas_f64 v[10:11], v[1:2], v[2:3], v[3:4]\nv_div_fixup_f64 v[12:13], v[1:2], v[2:3], v[6:7]',
  ],
  [
    'cube',
    'v_cubeid_f32 v8, v1, v2, v3\nv_cubesc_f32 v9, v1, v2, v3\nv_cubetc_f32 v10, v1, v2, v3\nv_cubema_f32 v11, v1, v2, v3',
  ],
  [
    'float to int',
    'v_cvt_i32_f32 v8, v1\nv_cvt_u32_f32 v9, v2\nv_cvt_flr_i32_f32 v10, v1\nv_cvt_rpi_i32_f32 v11, v2\nv_cvt_i32_f64 v12, v[1:2]\nv_cvt_u32_f64 v13, v[1:2]\nv_cvt_i16_f16 v14, v6\nv_cvt_u16_f16 v15, v7',
  ],
  [
    'int to float',
    'v_cvt_f32_i32 v8, v1\nv_cvt_f32_u32 v9, v1\nv_cvt_f64_i32 v[10:11], v2\nv_cvt_f16_i16 v12, v1\nv_cvt_f16_u16 v13, v2\nv_cvt_f32_ubyte2 v14, v1\nv_cvt_off_f32_i4 v15, v3',
  ],
  [
    'float to float',
    'v_cvt_f16_f32 v8, v1\nv_cvt_f32_f16 v9, v6\nv_cvt_f32_f64 v10, v[1:2]\nv_cvt_f64_f32 v[11:12], v1\nv_cvt_pkrtz_f16_f32 v13, v1, v2\nv_cvt_f32_f16_e64 v14, -|v7|',
  ],
  [
    'normalized',
    'v_cvt_pknorm_i16_f32 v8, v1, v2\nv_cvt_pknorm_u16_f32 v9, v1, v2\nv_cvt_pknorm_i16_f16 v10, v6, v7\nv_cvt_norm_u16_f16 v11, v6\nv_cvt_pk_u16_u32 v12, v1, v3\nv_cvt_pk_i16_i32 v13, v1, v2\nv_cvt_pk_u8_f32 v14, v1, v3, v2\nv_pack_b32_f16 v15, v6, -v7',
  ],
  [
    'f32 compares',
    'v_cmp_lt_f32 vcc_lo, v1, v2\nv_cmp_nlg_f32_e64 s4, v1, v2\nv_cmp_u_f32_e64 s5, -v1, |v2|\nv_cmp_class_f32_e64 s6, v1, v3\nv_cmp_neq_f32_e64 s7, v2, v1',
  ],
  [
    'other compares',
    'v_cmp_ge_f64_e64 s4, v[1:2], v[2:3]\nv_cmp_lt_f16_e64 s5, v6, v7\nv_cmp_class_f16_e64 s6, v6, v3\nv_cmp_gt_i64_e64 s7, v[1:2], v[2:3]\nv_cmp_le_u16_e64 s8, v1, v2\nv_cmp_ne_i32 vcc_lo, v1, v3',
  ],
  ['cmpx', 'v_cmpx_gt_u32 v1, v2\nv_mov_b32 v8, v3\nv_cmpx_lt_f32_e64 v2, v3\nv_add_nc_u32 v9, v1, v2'],
  [
    'cndmask',
    'v_cndmask_b32 v8, v1, v2, vcc_lo\nv_cndmask_b32_e64 v9, -v1, |v2|, vcc_lo\nv_cmp_lt_u32 s4, v1, v3\nv_cndmask_b32_e64 v10, v3, v2, s4',
  ],
  [
    'lanes',
    'v_readlane_b32 s4, v1, 5\nv_readfirstlane_b32 s5, v2\nv_writelane_b32 v8, s4, 17\nv_readlane_b32 s6, v3, s1\nv_mov_b32 v9, s6\nv_swap_b32 v10, v11',
  ],
  [
    'permlane',
    'v_permlane16_b32 v8, v1, s0, s1\nv_permlanex16_b32 v9, v2, s1, s0 op_sel:[1,0]\nv_permlane16_b32 v10, v3, s0, s3 op_sel:[0,1]',
  ],
  [
    'dpp16',
    'v_mov_b32_dpp v8, v1 quad_perm:[3,1,2,0] row_mask:0xf bank_mask:0xf\nv_add_nc_u32_dpp v9, v1, v2 row_shl:3 row_mask:0xf bank_mask:0xf\nv_mov_b32_dpp v10, v2 row_shr:5 row_mask:0xf bank_mask:0xf bound_ctrl:0\nv_add_f32_dpp v11, -v1, |v2| row_ror:7 row_mask:0x5 bank_mask:0xe\nv_mov_b32_dpp v12, v3 row_mirror row_mask:0xf bank_mask:0xf fi:1\nv_mov_b32_dpp v13, v3 row_half_mirror row_mask:0xf bank_mask:0xf\nv_sub_nc_u32_dpp v14, v1, v3 row_share:7 row_mask:0xf bank_mask:0xf\nv_mov_b32_dpp v15, v2 row_xmask:9 row_mask:0xf bank_mask:0xf',
  ],
  [
    'dpp row_ror direction (lane i reads row lane (i - n) mod 16)',
    'v_mov_b32_dpp v8, v1 row_ror:1 row_mask:0xf bank_mask:0xf\nv_mov_b32_dpp v9, v2 row_ror:4 row_mask:0xf bank_mask:0xf\nv_mov_b32_dpp v10, v3 row_ror:15 row_mask:0xf bank_mask:0xf',
  ],
  [
    'dpp8 and carry dpp',
    'v_mov_b32_dpp v8, v1 dpp8:[7,6,5,4,3,2,1,0]\nv_add_nc_u32_dpp v9, v1, v2 dpp8:[1,1,1,1,0,0,0,0] fi:1\nv_add_co_ci_u32_dpp v10, vcc_lo, v1, v2, vcc_lo row_shr:1 row_mask:0xf bank_mask:0xf',
  ],
  [
    'sdwa',
    'v_mov_b32_sdwa v8, v1 dst_sel:BYTE_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1\nv_add_nc_u32_sdwa v9, sext(v1), v2 dst_sel:WORD_0 dst_unused:UNUSED_SEXT src0_sel:BYTE_3 src1_sel:BYTE_0\nv_mul_f32_sdwa v10, -v1, |v2| dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1\nv_add_f16_sdwa v11, v6, v7 dst_sel:WORD_1 dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:WORD_0\nv_cmp_lt_i32_sdwa s4, sext(v1), v2 src0_sel:WORD_1 src1_sel:BYTE_2',
  ],
  [
    'packed',
    'v_pk_add_f16 v8, v6, v7\nv_pk_fma_f16 v9, v6, v7, v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] neg_lo:[0,1,0] clamp\nv_pk_max_f16 v10, v6, v7\nv_pk_add_i16 v11, v1, v2 clamp\nv_pk_mad_u16 v12, v1, v2, v3\nv_pk_lshlrev_b16 v13, v3, v1 op_sel_hi:[0,1]\nv_pk_min_i16 v14, v1, 5\nv_pk_fmac_f16 v15, v6, v7',
  ],
  [
    'three-operand logic',
    'v_xad_u32 v8, v1, v2, v3\nv_lshl_or_b32 v9, v1, v3, v2\nv_and_or_b32 v10, v1, v2, v3\nv_or3_b32 v11, v1, v2, v3\nv_xor3_b32 v12, v1, v2, v3\nv_add3_u32 v13, v1, v2, v3\nv_xnor_b32 v14, v1, v2\nv_not_b32 v15, v3',
  ],
  [
    '16-bit misc',
    'v_mul_lo_u16 v8, v1, v2\nv_lshrrev_b16 v9, v3, v1\nv_min_i16 v10, v1, v2\nv_max_u16 v11, v1, v2\nv_cvt_norm_i16_f16 v12, v6\nv_sub_f16 v13, v6, v7\nv_subrev_f16 v14, v6, v7\nv_cmpx_ge_f16 v6, v7',
  ],
  [
    'constant forms',
    'v_fmaak_f32 v8, v1, v2, 0x3fc00000\nv_fmamk_f32 v9, v1, 0xc0490fdb, v2\nv_madak_f32 v10, v1, v2, 0x3fc00000\nv_madmk_f32 v11, v1, 0x40000000, v2\nv_fmaak_f16 v12, v6, v7, 0x3c00\nv_mac_legacy_f32 v13, v1, v2\nv_cvt_f32_ubyte0 v14, v1\nv_cvt_f32_ubyte3 v15, v1',
  ],
  [
    'more compares',
    'v_cmp_class_f64_e64 s4, v[1:2], v3\nv_cmp_o_f16_e64 s5, v6, v7\nv_cmp_ge_u64_e64 s6, v[1:2], v[3:4]\nv_cmp_tru_f32_e64 s7, v1, v2\nv_cmp_f_i32_e64 s8, v1, v2\nv_cmp_lg_f64 vcc_lo, v[1:2], v[2:3]',
  ],
  [
    'fma mix',
    'v_fma_mix_f32 v8, v1, v6, v7 op_sel_hi:[0,1,1]\nv_fma_mix_f32 v9, v6, -|v7|, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0]',
  ],
  [
    'fma mix to f16',
    'v_mov_b32 v10, v3\nv_mov_b32 v11, v2\nv_fma_mixlo_f16 v10, v1, v6, v7 op_sel_hi:[0,1,1]\nv_fma_mixhi_f16 v11, v6, -|v7|, v2 op_sel:[1,0,0] op_sel_hi:[1,1,0] clamp\nv_fma_mixlo_f16 v12, v1, v2, v3\nv_fma_mixhi_f16 v13, v2, v1, v6 op_sel_hi:[0,0,1]',
  ],
  [
    'denormal compares and fma mix',
    'v_cmp_eq_f64_e64 s4, v[3:4], 0\nv_cmp_neq_f16_e64 s5, v6, 0\nv_cmp_lg_f32_e64 s6, v1, 0\nv_cmp_gt_f64_e64 s7, v[1:2], v[3:4]\nv_fma_mix_f32 v8, v1, v2, 0\nv_fma_mix_f32 v9, v2, v6, v1 op_sel_hi:[0,1,0]',
  ],
  [
    'integer clamp without effect, and i64 saturation',
    'v_pk_max_u16 v8, v1, v2 clamp\nv_cvt_u32_f32_e64 v9, v2 clamp\nv_pk_max_i16 v10, v1, v2 clamp\nv_cvt_i32_f32_e64 v11, v1 clamp\nv_cmp_lt_f32_e64 s4, v1, v2 clamp\nv_mad_i64_i32 v[12:13], s5, v1, v2, v[2:3] clamp\nv_mad_i64_i32 v[14:15], s6, v3, v3, v[1:2] clamp',
  ],
];

function compare(name: string, body: string, seed: number, exec: number, pgmRsrc1?: number): void {
  const words = [
    ...llvmWords(
      `${PROLOGUE}\n${body}`.split('\n').filter((l) => l.trim()),
      TARGET,
    ),
    ENDPGM,
  ];
  const userSgprs = [seed, Math.imul(seed, 0x2545f491) >>> 0, exec, (seed * 7 + 3) >>> 0];
  const mode = pgmRsrc1 === undefined ? 'default MODE' : `RSRC1 0x${pgmRsrc1.toString(16)}`;
  assert.deepEqual(
    diffProblems(words, userSgprs, pgmRsrc1),
    [],
    `${name} (seed ${seed}, exec 0x${exec.toString(16)}, ${mode})`,
  );
}

/** Cases whose results depend on MODE.IEEE or MODE.DX10_CLAMP: also run in the other settings. */
const MODE_CASES = new Set(['f32 arithmetic', 'f32 min max', 'f16 arithmetic', 'f64 min max NaNs', 'packed']);

describe('VALU translation vs the reference executor', () => {
  for (const [name, body] of CASES) {
    it(name, () => {
      compare(name, body, 0x1234567, 0xffffffff);
      compare(name, body, 0x9abcdef, 0x6d2b79f5);
    });
  }
});

describe('VALU translation vs the reference executor in each IEEE / DX10_CLAMP MODE', () => {
  for (const [name, body] of CASES.filter(([n]) => MODE_CASES.has(n))) {
    for (const [mode, rsrc1] of Object.entries(RSRC1)) {
      it(`${name} (${mode})`, () => {
        compare(name, body, 0x1234567, 0xffffffff, rsrc1);
        compare(name, body, 0x9abcdef, 0x6d2b79f5, rsrc1);
      });
    }
  }
});

describe('VALU translation vs the reference executor with denormals flushed (FP_DENORM 0)', () => {
  for (const [name, body] of CASES) {
    for (const [mode, rsrc1] of Object.entries(FLUSH_RSRC1)) {
      it(`${name} (${mode})`, () => {
        compare(name, body, 0x1234567, 0xffffffff, rsrc1);
        compare(name, body, 0x9abcdef, 0x6d2b79f5, rsrc1);
      });
    }
  }
});

describe('VALU translation: IEEE frexp facts at the top of the f64 range', () => {
  it('v_frexp_*_f64 of a value at or above 2^1023 (mantissa in [0.5, 1), exponent 1024)', () => {
    // -(1 + 2^-52) * 2^1023: frexp gives mantissa -(1 + 2^-52) / 2 and exponent 1024 (IEEE frexp facts).
    const body =
      'v_mov_b32 v1, 1\nv_mov_b32 v2, 0xffe00000\nv_frexp_mant_f64 v[3:4], v[1:2]\nv_frexp_exp_i32_f64 v5, v[1:2]';
    const words = [...llvmWords(body.split('\n'), TARGET), ENDPGM];
    const { functions } = translateProgram(words, optionsFor(TARGET));
    const fn = functions[0];
    if (!fn) throw new Error('no function');
    const ev = new WaveEval(fn, 32, functions);
    ev.run();
    const regs = registerVars(words.slice(0, -1), optionsFor(TARGET).launch.userSgprs.length);
    const lane0 = (r: string): number => Number((ev.vars[regs.get(r) as number] as bigint[])[0]);
    assert.deepEqual([lane0('v3'), lane0('v4'), lane0('v5')], [1, 0xbfe00000, 1024]);
  });
});

describe('VALU translation: op_sel bits llvm-mc decodes without printing', () => {
  it('native VOP3 16-bit ops (v_lshlrev_b16, v_max_u16, v_mul_lo_u16) select halves as ACO sets them', () => {
    const prologue = llvmWords(
      PROLOGUE.split('\n').filter((l) => l.trim()),
      TARGET,
    );
    const body = llvmWords(
      ['v_lshlrev_b16 v8, v1, v2', 'v_max_u16 v9, v2, v3', 'v_mul_lo_u16 v10, v3, v1'],
      TARGET,
    );
    // Word 0 [14:11] of each 8-byte VOP3 instruction: op_sel for src0..src2 and the destination.
    [0b1011, 0b0010, 0b1001].forEach((bits, i) => {
      body[2 * i] = ((body[2 * i] as number) | (bits << 11)) >>> 0;
    });
    const words = [...prologue, ...body, ENDPGM];
    assert.deepEqual(diffProblems(words, [7, 0x1234567, 0xf0f0f0f0, 3]), []);
  });
});
