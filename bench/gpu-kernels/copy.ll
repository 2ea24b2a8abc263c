; A memory copy: one 128-bit load and one 128-bit store per lane.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %g, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %g, 8
  %i = add i32 %base, %x
  %p = getelementptr <4 x i32>, ptr addrspace(1) %in, i32 %i
  %v = load <4 x i32>, ptr addrspace(1) %p
  %q = getelementptr <4 x i32>, ptr addrspace(1) %out, i32 %i
  store <4 x i32> %v, ptr addrspace(1) %q
  ret void
}
