BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_sub_f32_e32 v3, 1.0, v2                                   ; 080604f2
	v_interp_p1_f32_e32 v4, v0, attr0.y                         ; c8100100
	v_interp_p2_f32_e32 v4, v1, attr0.y                         ; c8110101
	v_sub_f32_e32 v5, 1.0, v4                                   ; 080a08f2
	v_interp_p1_f32_e32 v6, v0, attr0.z                         ; c8180200
	v_interp_p2_f32_e32 v6, v1, attr0.z                         ; c8190201
	v_sub_f32_e32 v7, 1.0, v6                                   ; 080e0cf2
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_sub_f32_e32 v1, 1.0, v0                                   ; 080200f2
	v_cvt_pkrtz_f16_f32_e32 v2, v2, v4                          ; 5e040902
	v_cvt_pkrtz_f16_f32_e32 v0, v6, v0                          ; 5e000106
	v_cvt_pkrtz_f16_f32_e32 v3, v3, v5                          ; 5e060b03
	v_cvt_pkrtz_f16_f32_e32 v1, v7, v1                          ; 5e020307
	exp mrt0 v2, v2, v0, v0 compr                               ; f800040f 80800002
	exp mrt1 v3, v3, v1, v1 done compr vm                       ; f8001c1f 80800103
	s_endpgm                                                    ; bf810000
