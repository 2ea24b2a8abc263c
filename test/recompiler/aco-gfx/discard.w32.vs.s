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
	s_movk_i32 s9, 0x8000                                       ; b0098000
	s_load_dwordx4 s[4:7], s[8:9], null                         ; f4080104 fa000000
	v_add_nc_u32_e32 v0, s0, v5                                 ; 4a000a00
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 idxen offset:8    ; e0342008 80010200
	buffer_load_dwordx2 v[0:1], v0, s[4:7], 0 idxen             ; e0342000 80010000
	v_mov_b32_e32 v4, 0                                         ; 7e080280
	v_mov_b32_e32 v5, 1.0                                       ; 7e0a02f2
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp pos0 v0, v1, v4, v5 done vm                             ; f80018cf 05040100
	exp param0 v2, v3, off, off                                 ; f8000203 80800302
BB15:
	s_endpgm                                                    ; bf810000
