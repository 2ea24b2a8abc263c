BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_mov_f32_e32 v0, p0, attr1.x                        ; c8020402
	v_interp_mov_f32_e32 v1, p0, attr1.y                        ; c8060502
	v_interp_mov_f32_e32 v2, p0, attr0.x                        ; c80a0002
	v_mov_b32_e32 v3, 0xdeadbeef                                ; 7e0602ff deadbeef
	exp mrt0 v0, v1, v2, v3 done vm                             ; f800180f 03020100
	s_endpgm                                                    ; bf810000
