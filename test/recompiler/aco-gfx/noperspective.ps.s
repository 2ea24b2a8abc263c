BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v4, v2, attr1.y                         ; c8100502
	v_interp_p2_f32_e32 v4, v3, attr1.y                         ; c8110503
	v_interp_p1_f32_e32 v2, v2, attr1.x                         ; c8080402
	v_interp_p2_f32_e32 v2, v3, attr1.x                         ; c8090403
	v_cvt_pkrtz_f16_f32_e32 v2, v2, v4                          ; 5e040902
	v_interp_p1_f32_e32 v3, v0, attr0.x                         ; c80c0000
	v_interp_p2_f32_e32 v3, v1, attr0.x                         ; c80d0001
	v_interp_p1_f32_e32 v0, v0, attr0.y                         ; c8000100
	v_interp_p2_f32_e32 v0, v1, attr0.y                         ; c8010101
	v_cvt_pkrtz_f16_f32_e32 v0, v3, v0                          ; 5e000103
	exp mrt0 v2, v2, v0, v0 done compr vm                       ; f8001c0f 80800002
	s_endpgm                                                    ; bf810000
