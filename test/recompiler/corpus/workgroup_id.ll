; Workgroup id from the SGPR after the user data, 2D local ids.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %w, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gy = mul i32 %g, %w
  %row = mul i32 %y, 8
  %i = add i32 %row, %x
  %gi = add i32 %gy, %i
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %gi
  store i32 %g, ptr addrspace(1) %o
  ret void
}
declare i32 @llvm.amdgcn.workgroup.id.x()
