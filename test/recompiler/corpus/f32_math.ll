; f32 arithmetic, transcendental functions and compares.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr float, ptr addrspace(1) %in, i32 %x
  %a = load float, ptr addrspace(1) %p
  %e = call float @llvm.exp2.f32(float %a)
  %l = call float @llvm.log2.f32(float %e)
  %s = call float @llvm.sin.f32(float %l)
  %c = call float @llvm.cos.f32(float %s)
  %r = fdiv arcp float 1.0, %c
  %q = call float @llvm.sqrt.f32(float %r)
  %t = call float @llvm.trunc.f32(float %q)
  %cmp = fcmp olt float %t, %a
  %sel = select i1 %cmp, float %t, float %a
  %o = getelementptr float, ptr addrspace(1) %out, i32 %x
  store float %sel, ptr addrspace(1) %o
  ret void
}
declare float @llvm.exp2.f32(float)
declare float @llvm.log2.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.cos.f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.trunc.f32(float)
