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
	s_cbranch_execz BB15                                        ; bf880033
BB10:
	s_mov_b32 s0, s9                                            ; be800309
	s_movk_i32 s9, 0x8000                                       ; b0098000
	s_load_dwordx4 s[4:7], s[8:9], null                         ; f4080104 fa000000
	v_add_nc_u32_e32 v0, s0, v5                                 ; 4a000a00
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	buffer_load_dwordx3 v[0:2], v0, s[4:7], 0 idxen             ; e03c2000 80010000
	s_movk_i32 s11, 0x8000                                      ; b00b8000
	s_load_dwordx4 s[0:3], s[10:11], null                       ; f4080005 fa000000
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_waitcnt_depctr 0xffe3                                     ; bfa3ffe3
	s_clause 0x4                                                ; bfa10004
	s_buffer_load_dwordx4 s[4:7], s[0:3], 0x20                  ; f4280100 fa000020
	s_buffer_load_dwordx4 s[8:11], s[0:3], 0x30                 ; f4280200 fa000030
	s_buffer_load_dwordx4 s[12:15], s[0:3], 0x10                ; f4280300 fa000010
	s_buffer_load_dwordx4 s[16:19], s[0:3], null                ; f4280400 fa000000
	s_buffer_load_dwordx4 s[0:3], s[0:3], 0x40                  ; f4280000 fa000040
	s_waitcnt vmcnt(0) lgkmcnt(0)                               ; bf8c0070
	v_mad_f32 v3, s4, v2, s8                                    ; d5410003 00220404
	v_mad_f32 v4, s5, v2, s9                                    ; d5410004 00260405
	v_mad_f32 v5, s6, v2, s10                                   ; d5410005 002a0406
	v_mad_f32 v6, s7, v2, s11                                   ; d5410006 002e0407
	v_mac_f32_e32 v3, s12, v1                                   ; 3e06020c
	v_mac_f32_e32 v4, s13, v1                                   ; 3e08020d
	v_mac_f32_e32 v5, s14, v1                                   ; 3e0a020e
	v_mac_f32_e32 v6, s15, v1                                   ; 3e0c020f
	v_mac_f32_e32 v3, s16, v0                                   ; 3e060010
	v_mac_f32_e32 v4, s17, v0                                   ; 3e080011
	v_mac_f32_e32 v5, s18, v0                                   ; 3e0a0012
	v_mac_f32_e32 v6, s19, v0                                   ; 3e0c0013
	exp pos0 v3, v4, v5, v6 done vm                             ; f80018cf 06050403
	v_mad_f32 v2, 0.5, v2, 0.5                                  ; d5410002 03c204f0
	v_mul_f32_e32 v0, s0, v2                                    ; 10000400
	v_mul_f32_e32 v1, s1, v2                                    ; 10020401
	v_mul_f32_e32 v7, s2, v2                                    ; 100e0402
	v_mul_f32_e32 v2, s3, v2                                    ; 10040403
	exp param0 v0, v1, v7, v2                                   ; f800020f 02070100
BB15:
	s_endpgm                                                    ; bf810000
