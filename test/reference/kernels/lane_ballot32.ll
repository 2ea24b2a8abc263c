; wave32 only: ballot.i32 and mbcnt_lo, the native lane-mask width of wave32.
; waves: 32
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %c = icmp slt i32 %v, 0
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  %below = call i32 @llvm.amdgcn.mbcnt.lo(i32 %b, i32 0)
  %nb = xor i32 %b, -1
  %r = call i32 @llvm.amdgcn.mbcnt.lo(i32 %nb, i32 100)
  %ib = mul i32 %gid, 3
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %b, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %below, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %r, ptr addrspace(1) %o2
  ret void
}
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
