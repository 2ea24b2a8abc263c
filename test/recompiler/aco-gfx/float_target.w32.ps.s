BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v2, v0, attr0.x                         ; c8080000
	v_interp_p2_f32_e32 v2, v1, attr0.x                         ; c8090001
	v_mul_f32_e32 v2, 2.0, v2                                   ; 100404f4
	v_interp_p1_f32_e32 v3, v0, attr0.y                         ; c80c0100
	v_interp_p2_f32_e32 v3, v1, attr0.y                         ; c80d0101
	v_mul_f32_e32 v3, 2.0, v3                                   ; 100606f4
	v_interp_p1_f32_e32 v4, v0, attr0.z                         ; c8100200
	v_interp_p2_f32_e32 v4, v1, attr0.z                         ; c8110201
	v_mul_f32_e32 v4, 2.0, v4                                   ; 100808f4
	v_interp_p1_f32_e32 v0, v0, attr0.w                         ; c8000300
	v_interp_p2_f32_e32 v0, v1, attr0.w                         ; c8010301
	v_mul_f32_e32 v0, 2.0, v0                                   ; 100000f4
	exp mrt0 v2, v3, v4, v0 done vm                             ; f800180f 00040302
	s_endpgm                                                    ; bf810000
