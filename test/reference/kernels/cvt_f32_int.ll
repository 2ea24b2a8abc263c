; f32 <-> i32 conversions: saturating fptosi/fptoui (v_cvt_i32_f32 / v_cvt_u32_f32 clamp and map NaN
; to 0), sitofp/uitofp with rounding, i32 -> f64 and the 24-bit ubyte path (v_cvt_f32_ubyte0).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pk = getelementptr i32, ptr addrspace(1) %pb, i32 1
  %a = load float, ptr addrspace(1) %pa
  %k = load i32, ptr addrspace(1) %pk
  %si = call i32 @llvm.fptosi.sat.i32.f32(float %a)
  %ui = call i32 @llvm.fptoui.sat.i32.f32(float %a)
  %sf = sitofp i32 %k to float
  %uf = uitofp i32 %k to float
  %sd = sitofp i32 %k to double
  %ud = uitofp i32 %k to double
  %sdl = bitcast double %sd to <2 x i32>
  %sdlo = extractelement <2 x i32> %sdl, i32 0
  %sdhi = extractelement <2 x i32> %sdl, i32 1
  %udl = bitcast double %ud to <2 x i32>
  %udhi = extractelement <2 x i32> %udl, i32 1
  %kb = and i32 %k, 255
  %bf = uitofp i32 %kb to float
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %si, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %ui, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %sf, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %uf, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %sdlo, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %sdhi, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %udhi, ptr addrspace(1) %o6
  %o7 = getelementptr float, ptr addrspace(1) %o0, i32 7
  store float %bf, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.fptosi.sat.i32.f32(float)
declare i32 @llvm.fptoui.sat.i32.f32(float)
