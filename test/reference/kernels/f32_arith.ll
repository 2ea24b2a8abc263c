; f32 add/sub/mul with specials and denormals, negation, absolute value and copysign.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %add = fadd float %a, %b
  %sub = fsub float %a, %b
  %mul = fmul float %a, %b
  %m2 = fmul float %a, %b
  %nmul = fneg float %m2
  %fa = call float @llvm.fabs.f32(float %a)
  %fb = call float @llvm.fabs.f32(float %b)
  %d = fsub float %fb, %fa
  %cs = call float @llvm.copysign.f32(float %a, float %b)
  %h = fmul float %b, 0.5
  %k = fadd float %a, 1.0e+10
  %ib = mul i32 %gid, 8
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %ib
  store float %add, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %sub, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %mul, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %nmul, ptr addrspace(1) %o3
  %o4 = getelementptr float, ptr addrspace(1) %o0, i32 4
  store float %d, ptr addrspace(1) %o4
  %o5 = getelementptr float, ptr addrspace(1) %o0, i32 5
  store float %cs, ptr addrspace(1) %o5
  %o6 = getelementptr float, ptr addrspace(1) %o0, i32 6
  store float %h, ptr addrspace(1) %o6
  %o7 = getelementptr float, ptr addrspace(1) %o0, i32 7
  store float %k, ptr addrspace(1) %o7
  ret void
}
declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
