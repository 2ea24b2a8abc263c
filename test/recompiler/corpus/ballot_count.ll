; Ballot and popcount of the ballot (s_bcnt1), wave32.
; waves: 32
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %k, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %c = icmp ult i32 %x, %k
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  %n = call i32 @llvm.ctpop.i32(i32 %b)
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %n, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.ctpop.i32(i32)
