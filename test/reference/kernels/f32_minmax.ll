; f32 minnum/maxnum with quiet NaNs, NaN-propagating minimum/maximum (expanded on gfx10) and a clamp
; written as maxnum/minnum (v_med3_f32 or v_max/v_min).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr float, ptr addrspace(1) %pa, i32 1
  %a = load float, ptr addrspace(1) %pa
  %b = load float, ptr addrspace(1) %pb
  %mn = call float @llvm.minnum.f32(float %a, float %b)
  %mx = call float @llvm.maxnum.f32(float %a, float %b)
  %mi = call float @llvm.minimum.f32(float %a, float %b)
  %ma = call float @llvm.maximum.f32(float %a, float %b)
  %c0 = call float @llvm.maxnum.f32(float %a, float -1.0)
  %cl = call float @llvm.minnum.f32(float %c0, float 1.0)
  %ib = mul i32 %gid, 5
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %ib
  store float %mn, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %mx, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %mi, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %ma, ptr addrspace(1) %o3
  %o4 = getelementptr float, ptr addrspace(1) %o0, i32 4
  store float %cl, ptr addrspace(1) %o4
  ret void
}
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.minimum.f32(float, float)
declare float @llvm.maximum.f32(float, float)
