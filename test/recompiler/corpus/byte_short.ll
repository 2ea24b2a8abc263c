; 8- and 16-bit loads and stores with sign and zero extension.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %pb = getelementptr i8, ptr addrspace(1) %in, i32 %x
  %b = load i8, ptr addrspace(1) %pb
  %ps = getelementptr i16, ptr addrspace(1) %in, i32 %x
  %s = load i16, ptr addrspace(1) %ps
  %bs = sext i8 %b to i32
  %sz = zext i16 %s to i32
  %r = add i32 %bs, %sz
  %t8 = trunc i32 %r to i8
  %ob = getelementptr i8, ptr addrspace(1) %out, i32 %x
  store i8 %t8, ptr addrspace(1) %ob
  %t16 = trunc i32 %r to i16
  %os0 = getelementptr i16, ptr addrspace(1) %out, i32 64
  %os = getelementptr i16, ptr addrspace(1) %os0, i32 %x
  store i16 %t16, ptr addrspace(1) %os
  ret void
}
