; Workgroup id from the SGPR after the user data (the last inreg argument, %wgid: LLVM 19 gives
; llvm.amdgcn.workgroup.id.x no value in amdgpu_cs), 2D local ids; each workgroup stores 64 words of
; its own.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %w, i32 inreg %wgid, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %gy = shl i32 %wgid, 6
  %row = mul i32 %y, 8
  %i = add i32 %row, %x
  %gi = add i32 %gy, %i
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %gi
  %gw = mul i32 %wgid, %w
  %v = add i32 %gw, 100
  store i32 %v, ptr addrspace(1) %o
  ret void
}
