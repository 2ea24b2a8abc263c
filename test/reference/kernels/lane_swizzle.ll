; ds_swizzle_b32 in bitmask mode (swap neighbours, reverse a 32-lane group, broadcast within groups of
; 8) and in quad-permute mode.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %s0 = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 1055)
  %s1 = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 31775)
  %s2 = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 120)
  %s3 = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 32846)
  %s4 = call i32 @llvm.amdgcn.ds.swizzle(i32 %v, i32 9231)
  %ib = mul i32 %gid, 5
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %s0, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %s1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %s2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %s3, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %s4, ptr addrspace(1) %o4
  ret void
}
declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)
