; Correctly rounded f32 square root: LLVM's scaled v_sqrt_f32 with an fma correction step.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %gid
  %a = load float, ptr addrspace(1) %pa
  %r = call float @llvm.sqrt.f32(float %a)
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %gid
  store float %r, ptr addrspace(1) %o0
  ret void
}
declare float @llvm.sqrt.f32(float)
