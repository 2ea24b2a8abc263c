; ds_bpermute (a lane shuffle through the LDS crossbar) and ds_swizzle.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %r = xor i32 %x, 1
  %a = shl i32 %r, 2
  %v = mul i32 %x, 3
  %s = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %v)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %s, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
