; Compute: divergent if, global memory, 64-bit address arithmetic.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %n, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %c = icmp ult i32 %x, %n
  br i1 %c, label %then, label %end
then:
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %x
  %v = load i32, ptr addrspace(1) %p
  %w = mul i32 %v, %x
  store i32 %w, ptr addrspace(1) %p
  br label %end
end:
  ret void
}
