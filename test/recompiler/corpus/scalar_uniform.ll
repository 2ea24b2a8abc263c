; Uniform (scalar) arithmetic on user SGPRs and a uniform branch.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %a, i32 inreg %b, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %s = mul i32 %a, %b
  %t = lshr i32 %s, 3
  %c = icmp sgt i32 %t, 100
  br i1 %c, label %big, label %small
big:
  %u = sub i32 %t, 100
  br label %join
small:
  %v = shl i32 %t, 2
  br label %join
join:
  %r = phi i32 [ %u, %big ], [ %v, %small ]
  %w = add i32 %r, %x
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %w, ptr addrspace(1) %o
  ret void
}
