; f32 division at the edges of v_div_scale_f32: reciprocals and quotients in the subnormal range,
; denominators near FLT_MAX, subnormal operands and exponent gaps of 96 or more (a/b, 1/b, a/3).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %q = fdiv float %a, %b
  %r = fdiv float 1.0, %b
  %t = fdiv float %a, 3.0
  %ib = mul i32 %gid, 3
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %ib
  store float %q, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %r, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %t, ptr addrspace(1) %o2
  ret void
}
