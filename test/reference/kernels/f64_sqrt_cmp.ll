; Correctly rounded f64 square root (v_rsq_f64, scaling with v_ldexp_f64, fma refinement,
; v_cmp_class_f64) and f64 compares packed into a mask.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr double, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr double, ptr addrspace(1) %pa, i32 1
  %a = load double, ptr addrspace(1) %pa
  %b = load double, ptr addrspace(1) %pb
  %fa = call double @llvm.fabs.f64(double %a)
  %r = call double @llvm.sqrt.f64(double %fa)
  %c0 = fcmp olt double %a, %b
  %c1 = fcmp oeq double %a, %b
  %c2 = fcmp uge double %a, %b
  %c3 = fcmp uno double %a, %b
  %z0 = zext i1 %c0 to i32
  %z1 = zext i1 %c1 to i32
  %z2 = zext i1 %c2 to i32
  %z3 = zext i1 %c3 to i32
  %s1 = shl i32 %z1, 1
  %s2 = shl i32 %z2, 2
  %s3 = shl i32 %z3, 3
  %m1 = or i32 %z0, %s1
  %m2 = or i32 %m1, %s2
  %m3 = or i32 %m2, %s3
  %m = zext i32 %m3 to i64
  %mb = bitcast i64 %m to double
  %o0 = getelementptr double, ptr addrspace(1) %out, i32 %ia
  store double %r, ptr addrspace(1) %o0
  %o1 = getelementptr double, ptr addrspace(1) %o0, i32 1
  store double %mb, ptr addrspace(1) %o1
  ret void
}
declare double @llvm.fabs.f64(double)
declare double @llvm.sqrt.f64(double)
