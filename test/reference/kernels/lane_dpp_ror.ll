; DPP row_ror:1 and row_ror:4: rotate right within each row of 16 lanes, so lane i reads lane (i - n)
; mod 16 of its row (the direction of row_shr).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %r1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 289, i32 15, i32 15, i1 false)
  %r4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 292, i32 15, i32 15, i1 false)
  %ib = shl i32 %gid, 1
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %r1, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %r4, ptr addrspace(1) %o1
  ret void
}
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
