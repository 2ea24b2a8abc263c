; A 3-D dispatch: three workgroup id SGPRs after the user data and three local id VGPRs (v0, v1, v2),
; combined into a linear global index with a scalar multiply-add.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %gx, i32 inreg %gy, i32 inreg %gz, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %z = extractelement <3 x i32> %tid, i32 2
  %ax = mul i32 %gx, 4
  %ay = mul i32 %gy, 2
  %az = mul i32 %gz, 2
  %X = add i32 %ax, %x
  %Y = add i32 %ay, %y
  %Z = add i32 %az, %z
  %zy = mul i32 %Z, 6
  %zyy = add i32 %zy, %Y
  %row = mul i32 %zyy, 12
  %i = add i32 %row, %X
  %c0 = shl i32 %gz, 24
  %c1 = shl i32 %gy, 16
  %c2 = shl i32 %gx, 8
  %l0 = shl i32 %z, 6
  %l1 = shl i32 %y, 3
  %c3 = or i32 %c0, %c1
  %c4 = or i32 %c3, %c2
  %c5 = or i32 %c4, %l0
  %c6 = or i32 %c5, %l1
  %code = or i32 %c6, %x
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %code, ptr addrspace(1) %po
  ret void
}
