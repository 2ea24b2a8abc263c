BB0:
	s_setprio 3                                                 ; bf8f0003
	s_barrier                                                   ; bf8a0000
	s_bfe_u32 s0, s3, 0x40018                                   ; 9380ff03 00040018
	s_cmp_eq_i32 s0, 0                                          ; bf008000
	s_cbranch_scc0 BB3                                          ; bf840007
BB1:
	s_bfe_u32 s1, s2, 0x9000c                                   ; 9381ff02 0009000c
	s_bfe_u32 s2, s2, 0x90016                                   ; 9382ff02 00090016
	s_lshl_b32 s2, s2, 12                                       ; 8f028c02
	s_or_b32 m0, s2, s1                                         ; 887c0102
	s_sendmsg sendmsg(MSG_GS_ALLOC_REQ)                         ; bf900009
BB3:
	s_lshr_b32 s1, s3, 8                                        ; 90018803
	s_bfm_b64 s[4:5], s1, 0                                     ; 92848001
	s_mov_b32 exec_lo, s4                                       ; befe0304
	s_cbranch_execz BB9                                         ; bf880008
BB4:
	v_lshlrev_b32_sdwa v3, 10, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_1 ; 340600f9 0586068a
	v_or_b32_sdwa v3, v0, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_0 src1_sel:DWORD ; 380606f9 06040600
	v_lshl_or_b32 v1, v1, 20, v3                                ; d76f0001 040d2901
	exp prim v1, off, off, off done                             ; f8000941 80808001
BB9:
	s_waitcnt expcnt(0)                                         ; bf8cff0f
	s_mov_b32 exec_lo, s4                                       ; befe0304
	s_cbranch_execz BB15                                        ; bf880004
BB10:
	v_lshlrev_b32_sdwa v0, 2, v0 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:WORD_0 ; 340000f9 04860682
	ds_write_b32 v0, v2                                         ; d8340000 00000200
BB15:
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_barrier                                                   ; bf8a0000
	s_bfm_b64 s[2:3], s3, 0                                     ; 92828003
	s_mov_b32 exec_lo, s2                                       ; befe0302
	s_cbranch_execz BB21                                        ; bf88001d
BB16:
	s_mov_b32 s1, s9                                            ; be810309
	s_movk_i32 s9, 0x8000                                       ; b0098000
	s_load_dwordx4 s[4:7], s[8:9], null                         ; f4080104 fa000000
	v_add_nc_u32_e32 v0, s1, v5                                 ; 4a000a01
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	s_waitcnt_vscnt null, 0x0                                   ; bbfd0000
	s_clause 0x1                                                ; bfa10001
	buffer_load_dwordx2 v[2:3], v0, s[4:7], 0 idxen offset:8    ; e0342008 80010200
	buffer_load_dwordx2 v[0:1], v0, s[4:7], 0 idxen             ; e0342000 80010000
	v_mov_b32_e32 v4, 0                                         ; 7e080280
	v_mov_b32_e32 v5, 1.0                                       ; 7e0a02f2
	s_waitcnt vmcnt(0)                                          ; bf8c3f70
	exp pos0 v0, v1, v4, v5 done vm                             ; f80018cf 05040100
	v_mbcnt_lo_u32_b32 v6, -1, 0                                ; d7650006 000100c1
	v_lshl_add_u32 v6, s0, 5, v6                                ; d7460006 04190a00
	v_lshlrev_b32_e32 v6, 2, v6                                 ; 340c0c82
	ds_read_b32 v6, v6                                          ; d8d80000 06000006
	s_waitcnt lgkmcnt(0)                                        ; bf8cc07f
	exp param1 v6, off, off, off                                ; f8000211 80808006
	exp param0 v2, v3, off, off                                 ; f8000203 80800302
BB21:
	s_endpgm                                                    ; bf810000
