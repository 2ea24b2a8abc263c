; The f32 transcendental instructions themselves (v_rcp_f32, v_rsq_f32, v_exp_f32, v_log_f32), whose
; results the ISA bounds in ULPs rather than fixing bit-exactly.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %gid
  %a = load float, ptr addrspace(1) %pa
  %rcp = call float @llvm.amdgcn.rcp.f32(float %a)
  %fa = call float @llvm.fabs.f32(float %a)
  %rsq = call float @llvm.amdgcn.rsq.f32(float %fa)
  %e = fmul float %a, 0x3F90000000000000
  %exp = call float @llvm.amdgcn.exp2.f32(float %e)
  %log = call float @llvm.amdgcn.log.f32(float %fa)
  %ib = shl i32 %gid, 2
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %ib
  store float %rcp, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %rsq, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %exp, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %log, ptr addrspace(1) %o3
  ret void
}
declare float @llvm.amdgcn.rcp.f32(float)
declare float @llvm.amdgcn.rsq.f32(float)
declare float @llvm.amdgcn.exp2.f32(float)
declare float @llvm.amdgcn.log.f32(float)
declare float @llvm.fabs.f32(float)
