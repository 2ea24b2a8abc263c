; Correctly rounded f64 division: v_div_scale_f64, v_rcp_f64, Newton steps in v_fma_f64,
; v_div_fmas_f64 and v_div_fixup_f64, for a/b and 1/b.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr double, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr double, ptr addrspace(1) %pa, i32 1
  %a = load double, ptr addrspace(1) %pa
  %b = load double, ptr addrspace(1) %pb
  %q = fdiv double %a, %b
  %r = fdiv double 1.0, %b
  %o0 = getelementptr double, ptr addrspace(1) %out, i32 %ia
  store double %q, ptr addrspace(1) %o0
  %o1 = getelementptr double, ptr addrspace(1) %o0, i32 1
  store double %r, ptr addrspace(1) %o1
  ret void
}
