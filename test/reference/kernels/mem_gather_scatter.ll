; Indexed gather and scatter with vector loads and stores (global_load_dwordx4/x2, global_store_dwordx4,
; immediate offsets) and a 64-bit address computed from a 32-bit index.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %idx, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pi = getelementptr <2 x i32>, ptr addrspace(1) %idx, i32 %gid
  %iv = load <2 x i32>, ptr addrspace(1) %pi
  %src = extractelement <2 x i32> %iv, i32 0
  %dst = extractelement <2 x i32> %iv, i32 1
  %ps = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %src
  %v = load <4 x i32>, ptr addrspace(1) %ps
  %sw = shufflevector <4 x i32> %v, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %k = insertelement <4 x i32> poison, i32 %gid, i32 0
  %ks = shufflevector <4 x i32> %k, <4 x i32> poison, <4 x i32> zeroinitializer
  %r = add <4 x i32> %sw, %ks
  %pd = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %dst
  store <4 x i32> %r, ptr addrspace(1) %pd
  %pt = getelementptr i32, ptr addrspace(1) %out, i32 512
  %pt2 = getelementptr i32, ptr addrspace(1) %pt, i32 %gid
  %x1 = extractelement <4 x i32> %v, i32 1
  store i32 %x1, ptr addrspace(1) %pt2
  ret void
}
