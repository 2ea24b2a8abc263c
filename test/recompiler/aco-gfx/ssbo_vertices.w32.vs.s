BB0:
	s_setprio 3                                                 ; bf8f0003
	s_barrier                                                   ; bf8a0000
	s_bfe_u32 s0, s3, 0x40018                                   ; 9380ff03 00040018
	s_cbranch_scc1 BB3                                          ; bf850007
BB1:
	s_bfe_u32 s0, s2, 0x9000c                                   ; 9380ff02 0009000c
	s_bfe_u32 s1, s2, 0x90016                                   ; 9381ff02 00090016
	s_lshl_b32 s1, s1, 12                                       ; 8f018c01
	s_or_b32 m0, s1, s0                                         ; 887c0001
	s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)                         ; bf900009
BB3:
	s_lshr_b32 s2, s3, 8                                        ; 90028803
	s_bfm_b64 s[0:1], s2, 0                                     ; 92808002
	s_mov_b32 exec_lo, s0                                       ; befe0300
	s_cbranch_execz BB9                                         ; bf880002
BB4:
	exp prim v0, off, off, off done                             ; f8000941 80808000
BB9:
	s_bfm_b64 s[0:1], s3, 0                                     ; 92808003
	s_waitcnt expcnt(0)                                         ; bf8cff0f
	s_mov_b32 exec_lo, s0                                       ; befe0300
	s_cbranch_execz BB15                                        ; bf880012
BB10:
	s_mov_b32 s0, s9                                            ; be800309
	s_movk_i32 s1, 0x8000                                       ; b0018000
	s_load_dwordx4 s[0:3], s[0:1], null                         ; f4080000 fa000000
	v_add_lshl_u32 v0, s8, v5, 5                                ; d7470000 02160a08
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx4 v[4:7], v0, s[0:3], 0 offen             ; e0381000 80000400
	buffer_load_dwordx4 v[0:3], v0, s[0:3], 0 offen offset:16   ; e0381010 80000000
	s_waitcnt vmcnt(1)                                          ; bf8c3f71
	exp pos0 v4, v5, v6, v7 done vm                             ; f80018cf 07060504
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp param0 v0, v1, v2, v3                                   ; f800020f 03020100
BB15:
	s_endpgm                                                    ; bf810000
