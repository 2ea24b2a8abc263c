; Shifts by variable amounts, funnel shifts (v_alignbit_b32) and rotates.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %s = and i32 %b, 31
  %shl = shl i32 %a, %s
  %lshr = lshr i32 %a, %s
  %ashr = ashr i32 %a, %s
  %fshl = call i32 @llvm.fshl.i32(i32 %a, i32 %b, i32 %b)
  %fshr = call i32 @llvm.fshr.i32(i32 %a, i32 %b, i32 %s)
  %rotl = call i32 @llvm.fshl.i32(i32 %a, i32 %a, i32 13)
  %shlc = shl i32 %b, 5
  %ashrc = ashr i32 %b, 9
  %mix = xor i32 %shlc, %ashrc
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %shl, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %lshr, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %ashr, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %fshl, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %fshr, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %rotl, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %mix, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %s, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.fshr.i32(i32, i32, i32)
