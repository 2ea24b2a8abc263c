; ds_bpermute_b32 (pull from a per-lane source lane) and ds_permute_b32 (push to a per-lane destination
; lane, a permutation within the wave).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %src = load i32, ptr addrspace(1) %pa
  %dst = load i32, ptr addrspace(1) %pb
  %v = mul i32 %gid, 2654435761
  %sa = shl i32 %src, 2
  %pull = call i32 @llvm.amdgcn.ds.bpermute(i32 %sa, i32 %v)
  %da = shl i32 %dst, 2
  %push = call i32 @llvm.amdgcn.ds.permute(i32 %da, i32 %v)
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ia
  store i32 %pull, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %push, ptr addrspace(1) %o1
  ret void
}
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.ds.permute(i32, i32)
