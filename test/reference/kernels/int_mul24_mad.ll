; 24-bit multiplies (v_mul_u32_u24, v_mul_i32_i24, v_mul_hi_u32_u24), 32x32+64 multiply-add
; (v_mad_u64_u32) and three-operand adds (v_add3_u32, v_lshl_add_u32).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = mul i32 %gid, 3
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %pc = getelementptr i32, ptr addrspace(1) %pa, i32 2
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %c = load i32, ptr addrspace(1) %pc
  %mu = call i32 @llvm.amdgcn.mul.u24(i32 %a, i32 %b)
  %mi = call i32 @llvm.amdgcn.mul.i24(i32 %a, i32 %c)
  %a24 = and i32 %a, 16777215
  %b24 = and i32 %b, 16777215
  %za = zext i32 %a24 to i64
  %zb = zext i32 %b24 to i64
  %p24 = mul i64 %za, %zb
  %h24 = lshr i64 %p24, 32
  %hi24 = trunc i64 %h24 to i32
  %wa = zext i32 %a to i64
  %wb = zext i32 %b to i64
  %wc = zext i32 %c to i64
  %wch = shl i64 %wc, 20
  %wp = mul i64 %wa, %wb
  %mad = add i64 %wp, %wch
  %madlo = trunc i64 %mad to i32
  %madhi0 = lshr i64 %mad, 32
  %madhi = trunc i64 %madhi0 to i32
  %s1 = add i32 %a, %b
  %add3 = add i32 %s1, %c
  %sh = shl i32 %a, 3
  %lsa = add i32 %sh, %c
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %mu, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %mi, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %hi24, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %madlo, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %madhi, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %add3, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %lsa, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %a24, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.amdgcn.mul.u24(i32, i32)
declare i32 @llvm.amdgcn.mul.i24(i32, i32)
