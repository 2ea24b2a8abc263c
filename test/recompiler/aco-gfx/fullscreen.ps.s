BB0:
	v_mul_f32_e32 v2, 0x3d800000, v2                            ; 100404ff 3d800000
	v_fract_f32_e32 v2, v2                                      ; 7e044102
	v_mul_f32_e32 v3, 0x3d800000, v3                            ; 100606ff 3d800000
	v_fract_f32_e32 v3, v3                                      ; 7e064103
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v4, v0, attr0.y                         ; c8100100
	v_interp_p2_f32_e32 v4, v1, attr0.y                         ; c8110101
	v_interp_p1_f32_e32 v0, v0, attr0.x                         ; c8000000
	v_interp_p2_f32_e32 v0, v1, attr0.x                         ; c8010001
	v_cvt_pkrtz_f16_f32_e32 v0, v0, v4                          ; 5e000900
	v_cvt_pkrtz_f16_f32_e32 v1, v2, v3                          ; 5e020702
	exp mrt0 v0, v0, v1, v1 done compr vm                       ; f8001c0f 80800100
	s_endpgm                                                    ; bf810000
