BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_mov_f32_e32 v0, p0, attr0.y                        ; c8020102
	v_interp_mov_f32_e32 v1, p0, attr0.x                        ; c8060002
	v_cvt_pkrtz_f16_f32_e32 v0, v1, v0                          ; 5e000101
	v_interp_mov_f32_e32 v1, p0, attr0.z                        ; c8060202
	v_interp_mov_f32_e32 v2, p0, attr0.w                        ; c80a0302
	v_cvt_pkrtz_f16_f32_e32 v1, v1, v2                          ; 5e020501
	exp mrt0 v0, v0, v1, v1 done compr vm                       ; f8001c0f 80800100
	s_endpgm                                                    ; bf810000
