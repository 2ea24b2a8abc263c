BB0:
	s_mov_b32 m0, s2                                            ; befc0302
	v_interp_p1_f32_e32 v0, v0, attr0.x                         ; c8000000
	v_interp_p2_f32_e32 v0, v1, attr0.x                         ; c8010001
	v_cvt_pkrtz_f16_f32_e64 v1, v0, 0                           ; d52f0001 00010100
	v_bfrev_b32_e32 v2, 60                                      ; 7e0470bc
	exp mrtz v0, off, off, off                                  ; f8000081 80808000
	exp mrt0 v1, v1, v2, v2 done compr vm                       ; f8001c0f 80800201
	s_endpgm                                                    ; bf810000
