; Ballot of a wave64 compare, stored as 64 bits.
; waves: 64
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %k, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %c = icmp ugt i32 %x, %k
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %x
  store i64 %b, ptr addrspace(1) %o
  ret void
}
declare i64 @llvm.amdgcn.ballot.i64(i1)
