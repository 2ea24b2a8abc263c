; Uniform integer math on inreg arguments that LLVM keeps in SGPRs: s_add/s_sub/s_mul_i32,
; s_mul_hi_u32/i32, shifts, s_bfe, s_ff1/s_flbit/s_bcnt1, s_brev, s_min/s_max, s_abs, s_cselect,
; 64-bit s_lshl_b64/s_add_u32+s_addc_u32, s_and/s_or/s_xor/s_andn2/s_nor; every lane stores the results.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %a, i32 inreg %b, i32 inreg %c, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %add = add i32 %a, %b
  %sub = sub i32 %a, %c
  %mul = mul i32 %a, %b
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %zp = mul i64 %za, %zb
  %zh = lshr i64 %zp, 32
  %mulhu = trunc i64 %zh to i32
  %sa = sext i32 %a to i64
  %sc = sext i32 %c to i64
  %sp = mul i64 %sa, %sc
  %sh = lshr i64 %sp, 32
  %mulhs = trunc i64 %sh to i32
  %s = and i32 %c, 31
  %shl = shl i32 %a, %s
  %lshr = lshr i32 %b, %s
  %ashr = ashr i32 %b, %s
  %bf0 = lshr i32 %a, 5
  %bfe = and i32 %bf0, 4095
  %ff1 = call i32 @llvm.cttz.i32(i32 %b, i1 false)
  %flb = call i32 @llvm.ctlz.i32(i32 %c, i1 false)
  %pop = call i32 @llvm.ctpop.i32(i32 %a)
  %rev = call i32 @llvm.bitreverse.i32(i32 %b)
  %min = call i32 @llvm.smin.i32(i32 %a, i32 %c)
  %umax = call i32 @llvm.umax.i32(i32 %b, i32 %c)
  %abs = call i32 @llvm.abs.i32(i32 %c, i1 false)
  %lt = icmp ult i32 %a, %b
  %sel = select i1 %lt, i32 %sub, i32 %mul
  %hi = zext i32 %c to i64
  %hs = shl i64 %hi, 32
  %w = or i64 %hs, %za
  %w2 = shl i64 %w, 3
  %w3 = add i64 %w2, %zp
  %w3lo = trunc i64 %w3 to i32
  %w3h = lshr i64 %w3, 32
  %w3hi = trunc i64 %w3h to i32
  %nb = xor i32 %b, -1
  %andn = and i32 %a, %nb
  %or = or i32 %a, %c
  %nor = xor i32 %or, -1
  %xr = xor i32 %andn, %nor
  %ob = mul i32 %x, 24
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %ob
  %v0 = insertelement <8 x i32> poison, i32 %add, i32 0
  %v1 = insertelement <8 x i32> %v0, i32 %sub, i32 1
  %v2 = insertelement <8 x i32> %v1, i32 %mul, i32 2
  %v3 = insertelement <8 x i32> %v2, i32 %mulhu, i32 3
  %v4 = insertelement <8 x i32> %v3, i32 %mulhs, i32 4
  %v5 = insertelement <8 x i32> %v4, i32 %shl, i32 5
  %v6 = insertelement <8 x i32> %v5, i32 %lshr, i32 6
  %v7 = insertelement <8 x i32> %v6, i32 %ashr, i32 7
  store <8 x i32> %v7, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 8
  %u0 = insertelement <8 x i32> poison, i32 %bfe, i32 0
  %u1 = insertelement <8 x i32> %u0, i32 %ff1, i32 1
  %u2 = insertelement <8 x i32> %u1, i32 %flb, i32 2
  %u3 = insertelement <8 x i32> %u2, i32 %pop, i32 3
  %u4 = insertelement <8 x i32> %u3, i32 %rev, i32 4
  %u5 = insertelement <8 x i32> %u4, i32 %min, i32 5
  %u6 = insertelement <8 x i32> %u5, i32 %umax, i32 6
  %u7 = insertelement <8 x i32> %u6, i32 %abs, i32 7
  store <8 x i32> %u7, ptr addrspace(1) %po1
  %po2 = getelementptr i32, ptr addrspace(1) %po, i32 16
  %t0 = insertelement <8 x i32> poison, i32 %sel, i32 0
  %t1 = insertelement <8 x i32> %t0, i32 %w3lo, i32 1
  %t2 = insertelement <8 x i32> %t1, i32 %w3hi, i32 2
  %t3 = insertelement <8 x i32> %t2, i32 %andn, i32 3
  %t4 = insertelement <8 x i32> %t3, i32 %nor, i32 4
  %t5 = insertelement <8 x i32> %t4, i32 %xr, i32 5
  %t6 = insertelement <8 x i32> %t5, i32 %x, i32 6
  %t7 = insertelement <8 x i32> %t6, i32 %s, i32 7
  store <8 x i32> %t7, ptr addrspace(1) %po2
  ret void
}
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
