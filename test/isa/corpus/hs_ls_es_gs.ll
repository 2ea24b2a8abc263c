; Hull, local, export and geometry calling conventions with LDS traffic and messages.
@lds = internal addrspace(3) global [64 x float] poison, align 4
define amdgpu_ls void @ls(i32 inreg %a, float %v, i32 %id) {
  %p = getelementptr [64 x float], ptr addrspace(3) @lds, i32 0, i32 %id
  store float %v, ptr addrspace(3) %p
  ret void
}
define amdgpu_hs void @hs(<4 x i32> inreg %ring, i32 inreg %off, i32 %id) {
  %p = getelementptr [64 x float], ptr addrspace(3) @lds, i32 0, i32 %id
  %v = load float, ptr addrspace(3) %p
  %s = fmul float %v, 4.0
  call void @llvm.amdgcn.raw.buffer.store.f32(float %s, <4 x i32> %ring, i32 %id, i32 %off, i32 0)
  ret void
}
define amdgpu_es void @es(<4 x i32> inreg %ring, i32 inreg %off, float %v, i32 %id) {
  %s = fsub float %v, 0.5
  call void @llvm.amdgcn.raw.buffer.store.f32(float %s, <4 x i32> %ring, i32 %id, i32 %off, i32 1)
  ret void
}
define amdgpu_gs void @gs(i32 inreg %wave, float %v) {
  call void @llvm.amdgcn.s.sendmsg(i32 34, i32 %wave)
  call void @llvm.amdgcn.s.sendmsg(i32 3, i32 0)
  ret void
}
declare void @llvm.amdgcn.raw.buffer.store.f32(float, <4 x i32>, i32, i32, i32)
declare void @llvm.amdgcn.s.sendmsg(i32, i32)
