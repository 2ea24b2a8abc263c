; Lane index within the wave via mbcnt (compaction pattern).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %m = and i32 %x, 3
  %c = icmp eq i32 %m, 0
  br i1 %c, label %w, label %e
w:
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %lo, ptr addrspace(1) %o
  br label %e
e:
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
