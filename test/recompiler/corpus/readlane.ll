; Lane reads: readfirstlane, readlane with a constant and a uniform lane.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %lane, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %v = load i32, ptr addrspace(1) %p
  %f = call i32 @llvm.amdgcn.readfirstlane(i32 %v)
  %r = call i32 @llvm.amdgcn.readlane(i32 %v, i32 5)
  %u = call i32 @llvm.amdgcn.readlane(i32 %v, i32 %lane)
  %s = add i32 %f, %r
  %s2 = add i32 %s, %u
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %s2, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.readfirstlane(i32)
declare i32 @llvm.amdgcn.readlane(i32, i32)
