const ROWS = [
    [0x00, 'v_pk_mad_i16', 3, 3, 'pki'],
    [0x01, 'v_pk_mul_lo_u16', 3, 2, 'pki'],
    [0x02, 'v_pk_add_i16', 3, 2, 'pki'],
    [0x03, 'v_pk_sub_i16', 3, 2, 'pki'],
    [0x04, 'v_pk_lshlrev_b16', 3, 2, 'pki'],
    [0x05, 'v_pk_lshrrev_b16', 3, 2, 'pki'],
    [0x06, 'v_pk_ashrrev_i16', 3, 2, 'pki'],
    [0x07, 'v_pk_max_i16', 3, 2, 'pki'],
    [0x08, 'v_pk_min_i16', 3, 2, 'pki'],
    [0x09, 'v_pk_mad_u16', 3, 3, 'pki'],
    [0x0a, 'v_pk_add_u16', 3, 2, 'pki'],
    [0x0b, 'v_pk_sub_u16', 3, 2, 'pki'],
    [0x0c, 'v_pk_max_u16', 3, 2, 'pki'],
    [0x0d, 'v_pk_min_u16', 3, 2, 'pki'],
    [0x0e, 'v_pk_fma_f16', 3, 3, 'pkf'],
    [0x0f, 'v_pk_add_f16', 3, 2, 'pkf'],
    [0x10, 'v_pk_mul_f16', 3, 2, 'pkf'],
    [0x11, 'v_pk_min_f16', 3, 2, 'pkf'],
    [0x12, 'v_pk_max_f16', 3, 2, 'pkf'],
    [0x13, 'v_dot2_f32_f16', 2, 3, 'dotf'],
    [0x14, 'v_dot2_i32_i16', 2, 3, 'doti'],
    [0x15, 'v_dot2_u32_u16', 2, 3, 'doti'],
    [0x16, 'v_dot4_i32_i8', 2, 3, 'doti'],
    [0x17, 'v_dot4_u32_u8', 2, 3, 'doti'],
    [0x18, 'v_dot8_i32_i4', 2, 3, 'doti'],
    [0x19, 'v_dot8_u32_u4', 2, 3, 'doti'],
    [0x20, 'v_fma_mix_f32', 3, 3, 'mix'],
    [0x21, 'v_fma_mixlo_f16', 3, 3, 'mix'],
    [0x22, 'v_fma_mixhi_f16', 3, 3, 'mix'],
];
function build(bit) {
    const t = new Array(128).fill(undefined);
    for (const [opcode, mnemonic, targets, sources, kind] of ROWS) {
        if (targets & bit)
            t[opcode] = { opcode, mnemonic, sources, kind };
    }
    return t;
}
const TABLES = { gfx1013: build(1), gfx1030: build(2) };
/** The VOP3P table of `mcpu`, indexed by the 7-bit opcode. */
export function vop3pTable(mcpu) {
    return TABLES[mcpu];
}
//# sourceMappingURL=vop3p.js.map