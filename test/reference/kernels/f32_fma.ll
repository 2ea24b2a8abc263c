; f32 fused multiply-add (v_fma_f32 / v_fmac_f32) with negated operands and a constant addend.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = mul i32 %gid, 3
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %pc = getelementptr float, ptr addrspace(1) %pa, i32 2
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %c = load float, ptr addrspace(1) %pc
  %f0 = call float @llvm.fma.f32(float %a, float %b, float %c)
  %na = fneg float %a
  %f1 = call float @llvm.fma.f32(float %na, float %b, float %c)
  %nc = fneg float %c
  %f2 = call float @llvm.fma.f32(float %a, float %c, float %nc)
  %f3 = call float @llvm.fma.f32(float %b, float %b, float 0x3FF3333340000000)
  %ib = shl i32 %gid, 2
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %ib
  store float %f0, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %f1, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %f2, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %f3, ptr addrspace(1) %o3
  ret void
}
declare float @llvm.fma.f32(float, float, float)
