const TYPE_TOKENS = new Set([
    'f16',
    'f32',
    'f64',
    'i16',
    'i32',
    'i64',
    'u16',
    'u32',
    'u64',
    'b16',
    'b32',
    'b64',
]);
/** [dst, src0, src1, src2] types where the suffix rule is wrong (undefined keeps the rule's type). */
const OVERRIDES = {
    v_mad_u64_u32: ['u64', 'u32', 'u32', 'u64'],
    v_mad_i64_i32: ['i64', 'i32', 'i32', 'i64'],
    v_mad_u32_u16: ['u32', 'u16', 'u16', 'u32'],
    v_mad_i32_i16: ['i32', 'i16', 'i16', 'i32'],
    v_ldexp_f32: [undefined, undefined, 'i32'],
    v_ldexp_f64: [undefined, undefined, 'i32'],
    v_trig_preop_f64: [undefined, undefined, 'u32'],
    v_lshlrev_b64: [undefined, 'u32', 'b64'],
    v_lshrrev_b64: [undefined, 'u32', 'b64'],
    v_ashrrev_i64: [undefined, 'u32', 'i64'],
    v_lshrrev_b16: [undefined, 'u16', 'b16'],
    v_lshlrev_b16: [undefined, 'u16', 'b16'],
    v_ashrrev_i16: [undefined, 'u16', 'i16'],
    v_bfe_i32: [undefined, 'i32', 'u32', 'u32'],
    v_bfm_b32: [undefined, 'u32', 'u32'],
    v_alignbit_b32: [undefined, undefined, undefined, 'u32'],
    v_alignbyte_b32: [undefined, undefined, undefined, 'u32'],
    v_bcnt_u32_b32: ['u32', 'b32', 'u32'],
    v_mbcnt_lo_u32_b32: ['u32', 'b32', 'u32'],
    v_mbcnt_hi_u32_b32: ['u32', 'b32', 'u32'],
    v_sad_u8: ['u32', 'b32', 'b32', 'u32'],
    v_sad_hi_u8: ['u32', 'b32', 'b32', 'u32'],
    v_sad_u16: ['u32', 'b32', 'b32', 'u32'],
    v_msad_u8: ['u32', 'b32', 'b32', 'u32'],
    v_qsad_pk_u16_u8: ['b64', 'b64', 'u32', 'b64'],
    v_mqsad_pk_u16_u8: ['b64', 'b64', 'u32', 'b64'],
    v_mqsad_u32_u8: ['b128', 'b64', 'u32', 'b128'],
    v_lerp_u8: ['b32', 'b32', 'b32', 'b32'],
    v_cvt_pk_u8_f32: ['b32', 'f32', 'u32', 'b32'],
    v_cvt_pknorm_i16_f32: ['v2i16', 'f32', 'f32'],
    v_cvt_pknorm_u16_f32: ['v2u16', 'f32', 'f32'],
    v_cvt_pknorm_i16_f16: ['v2i16', 'f16', 'f16'],
    v_cvt_pknorm_u16_f16: ['v2u16', 'f16', 'f16'],
    v_cvt_pk_u16_u32: ['v2u16', 'u32', 'u32'],
    v_cvt_pk_i16_i32: ['v2i16', 'i32', 'i32'],
    v_pack_b32_f16: ['v2f16', 'f16', 'f16'],
    v_readlane_b32: [undefined, undefined, 'u32'],
    v_writelane_b32: [undefined, undefined, 'u32'],
    v_permlane16_b32: ['b32', 'b32', 'b32', 'b32'],
    v_permlanex16_b32: ['b32', 'b32', 'b32', 'b32'],
    v_interp_p1_f32_e64: ['f32', 'b32', 'f32'],
    v_interp_p2_f32_e64: ['f32', 'b32', 'f32'],
    v_interp_mov_f32_e64: ['f32', 'b32', 'b32'],
    v_interp_p1ll_f16: ['f32', 'b32', 'f32'],
    v_interp_p1lv_f16: ['f32', 'b32', 'f32', 'f16'],
    v_interp_p2_f16: ['f16', 'b32', 'f32', 'f32'],
};
/** The type a `dwords`-wide register holds when the rule's type is `t`. */
function widen(t, dwords) {
    if (dwords === 4)
        return 'b128';
    if (dwords !== 2)
        return t;
    if (t === 'f16' || t === 'f32' || t === 'f64')
        return 'f64';
    if (t === 'i16' || t === 'i32' || t === 'i64')
        return 'i64';
    if (t === 'u16' || t === 'u32' || t === 'u64')
        return 'u64';
    return 'b64';
}
/**
 * Value types of a VOP3-only op's operands in text order. Overrides are listed in [dst, src0, src1,
 * src2] order and matched by field, since the text order can differ (interpolation: src1 before src0).
 */
export function vop3OnlyTypes(mnemonic, shapes) {
    const tokens = mnemonic.split('_').filter((t) => TYPE_TOKENS.has(t));
    const dstType = tokens[0] ?? 'b32';
    const srcType = tokens[tokens.length - 1] ?? 'b32';
    const over = OVERRIDES[mnemonic] ?? [];
    return shapes.map((s) => {
        if (s.dwords === 0)
            return 'mask';
        const slot = s.field === 'vdst' ? 0 : s.field === 'sdst' ? -1 : Number(s.field.charAt(3)) + 1;
        const t = (slot >= 0 ? over[slot] : undefined) ?? (slot === 0 ? dstType : srcType);
        return widen(t, s.dwords);
    });
}
//# sourceMappingURL=vop3-types.js.map