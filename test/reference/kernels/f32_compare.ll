; Every ordered and unordered f32 compare predicate (v_cmp_*_f32) with NaNs, infinities and equal
; pairs, packed into a bit mask, and a select chain on the results.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %c0 = fcmp oeq float %a, %b
  %c1 = fcmp ogt float %a, %b
  %c2 = fcmp oge float %a, %b
  %c3 = fcmp olt float %a, %b
  %c4 = fcmp ole float %a, %b
  %c5 = fcmp one float %a, %b
  %c6 = fcmp ord float %a, %b
  %c7 = fcmp ueq float %a, %b
  %c8 = fcmp ugt float %a, %b
  %c9 = fcmp uge float %a, %b
  %c10 = fcmp ult float %a, %b
  %c11 = fcmp ule float %a, %b
  %c12 = fcmp une float %a, %b
  %c13 = fcmp uno float %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %z4 = zext i1 %c4 to i32
  %z5 = zext i1 %c5 to i32
  %z6 = zext i1 %c6 to i32
  %z7 = zext i1 %c7 to i32
  %z8 = zext i1 %c8 to i32
  %z9 = zext i1 %c9 to i32
  %z10 = zext i1 %c10 to i32
  %z11 = zext i1 %c11 to i32
  %z12 = zext i1 %c12 to i32
  %z13 = zext i1 %c13 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %s4 = shl i32 %z4, 4
  %s5 = shl i32 %z5, 5
  %s6 = shl i32 %z6, 6
  %s7 = shl i32 %z7, 7
  %s8 = shl i32 %z8, 8
  %s9 = shl i32 %z9, 9
  %s10 = shl i32 %z10, 10
  %s11 = shl i32 %z11, 11
  %s12 = shl i32 %z12, 12
  %s13 = shl i32 %z13, 13
  %m1 = or i32 %z0, %s1
  %m2 = or i32 %m1, %s2
  %m3 = or i32 %m2, %s3
  %m4 = or i32 %m3, %s4
  %m5 = or i32 %m4, %s5
  %m6 = or i32 %m5, %s6
  %m7 = or i32 %m6, %s7
  %m8 = or i32 %m7, %s8
  %m9 = or i32 %m8, %s9
  %m10 = or i32 %m9, %s10
  %m11 = or i32 %m10, %s11
  %m12 = or i32 %m11, %s12
  %m13 = or i32 %m12, %s13
  %t0 = select i1 %c3, float %a, float %b
  %t1 = select i1 %c13, float 2.0, float %t0
  %t2 = select i1 %c0, float -3.0, float %t1
  %ib = shl i32 %gid, 1
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %m13, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %t2, ptr addrspace(1) %o1
  ret void
}
