; f32 floor/ceil/trunc/rint/round (expanded), fract, ldexp and frexp.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr float, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pk = getelementptr i32, ptr addrspace(1) %pb, i32 1
  %a = load float, ptr addrspace(1) %pa
  %k0 = load i32, ptr addrspace(1) %pk
  %k1 = and i32 %k0, 63
  %k = sub i32 %k1, 32
  %fl = call float @llvm.floor.f32(float %a)
  %ce = call float @llvm.ceil.f32(float %a)
  %tr = call float @llvm.trunc.f32(float %a)
  %ri = call float @llvm.rint.f32(float %a)
  %ro = call float @llvm.round.f32(float %a)
  %fr = call float @llvm.amdgcn.fract.f32(float %a)
  %ld = call float @llvm.ldexp.f32.i32(float %a, i32 %k)
  %fx = call { float, i32 } @llvm.frexp.f32.i32(float %a)
  %fm = extractvalue { float, i32 } %fx, 0
  %fe = extractvalue { float, i32 } %fx, 1
  %ib = mul i32 %gid, 9
  %o0 = getelementptr float, ptr addrspace(1) %out, i32 %ib
  store float %fl, ptr addrspace(1) %o0
  %o1 = getelementptr float, ptr addrspace(1) %o0, i32 1
  store float %ce, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 2
  store float %tr, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 3
  store float %ri, ptr addrspace(1) %o3
  %o4 = getelementptr float, ptr addrspace(1) %o0, i32 4
  store float %ro, ptr addrspace(1) %o4
  %o5 = getelementptr float, ptr addrspace(1) %o0, i32 5
  store float %fr, ptr addrspace(1) %o5
  %o6 = getelementptr float, ptr addrspace(1) %o0, i32 6
  store float %ld, ptr addrspace(1) %o6
  %o7 = getelementptr float, ptr addrspace(1) %o0, i32 7
  store float %fm, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o0, i32 8
  store i32 %fe, ptr addrspace(1) %o8
  ret void
}
declare float @llvm.floor.f32(float)
declare float @llvm.ceil.f32(float)
declare float @llvm.trunc.f32(float)
declare float @llvm.rint.f32(float)
declare float @llvm.round.f32(float)
declare float @llvm.amdgcn.fract.f32(float)
declare float @llvm.ldexp.f32.i32(float, i32)
declare { float, i32 } @llvm.frexp.f32.i32(float)
