; Nested divergent ifs with else branches.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %k, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %c1 = icmp ult i32 %x, %k
  br i1 %c1, label %a, label %b
a:
  %odd = and i32 %x, 1
  %c2 = icmp eq i32 %odd, 0
  br i1 %c2, label %a1, label %a2
a1:
  %v1 = mul i32 %x, 7
  br label %join
a2:
  %v2 = xor i32 %x, 255
  br label %join
b:
  %v3 = sub i32 %k, %x
  br label %join
join:
  %v = phi i32 [ %v1, %a1 ], [ %v2, %a2 ], [ %v3, %b ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %v, ptr addrspace(1) %q
  ret void
}
