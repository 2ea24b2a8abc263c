BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_add_f32_e32 v3, -0.5, v2                                  ; 060604f1
	v_interp_p1_f32_e32 v0, v0, attr0.y                         ; c8000100
	v_interp_p2_f32_e32 v0, v1, attr0.y                         ; c8010101
	v_add_f32_e32 v1, -0.5, v0                                  ; 060200f1
	v_mul_f32_e32 v1, v1, v1                                    ; 10020301
	v_mac_f32_e32 v1, v3, v3                                    ; 3e020703
	v_cmp_lt_f32_e32 vcc_lo, 0x3e800000, v1                     ; 7c0202ff 3e800000
	s_andn2_b32 exec_lo, exec_lo, vcc_lo                        ; 8a7e6a7e
	s_cbranch_scc0 BB1                                          ; bf840005
	v_cvt_pkrtz_f16_f32_e32 v0, v2, v0                          ; 5e000102
	v_bfrev_b32_e32 v1, 60                                      ; 7e0270bc
	exp mrt0 v0, v0, v1, v1 done compr vm                       ; f8001c0f 80800100
	s_endpgm                                                    ; bf810000
BB1:
	exp null off, off, off, off done vm                         ; f8001890 80808080
	s_endpgm                                                    ; bf810000
