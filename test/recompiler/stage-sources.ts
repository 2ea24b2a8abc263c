/** Hand-assembled graphics programs in the forms AMD compilers emit (stage tests and draws). */

/**
 * The NGG pass-through prologue: allocate the wave's primitives and vertices, export the input
 * primitive on the primitive lanes, restore EXEC.
 */
export const NGG_PROLOGUE = `
s_bfe_u32 s12, s3, 0x80008
s_lshl_b32 s13, s12, 12
s_bfe_u32 s14, s3, 0x80000
s_or_b32 m0, s13, s14
s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)
v_mbcnt_lo_u32_b32 v9, -1, 0
v_cmp_gt_u32 vcc_lo, s12, v9
s_and_saveexec_b32 s15, vcc_lo
exp prim v0, off, off, off done
s_mov_b32 exec_lo, s15
`;

/** NGG passthrough: allocate, export the input primitive, fetch a float4 position, export it. */
export const VERTEX_SOURCE = `${NGG_PROLOGUE}s_load_dwordx4 s[16:19], s[8:9], 0x0
s_waitcnt lgkmcnt(0)
buffer_load_format_xyzw v[10:13], v5, s[16:19], 0 idxen
s_waitcnt vmcnt(0)
exp pos0 v10, v11, v12, v13 done
v_mov_b32 v14, 1.0
v_cvt_f32_u32 v15, v8
exp param0 v14, v15, v14, v14
s_endpgm
`;

/** Interpolates attribute 0's x and y at the pixel centre and exports them as FP16. */
export const PIXEL_SOURCE = `
s_mov_b32 m0, s2
v_interp_p1_f32_e32 v2, v0, attr0.x
v_interp_p2_f32_e32 v2, v1, attr0.x
v_interp_p1_f32_e32 v3, v0, attr0.y
v_interp_p2_f32_e32 v3, v1, attr0.y
v_cvt_pkrtz_f16_f32 v4, v2, v3
v_cvt_pkrtz_f16_f32 v5, v2, 1.0
exp mrt0 v4, v4, v5, v5 done compr vm
s_endpgm
`;
