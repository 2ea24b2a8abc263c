; Nested divergent if/else three levels deep, an if without else and an else-if chain: EXEC save,
; restore and inversion (s_and_saveexec, s_xor, s_or_b64 exec).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %b0 = and i32 %v, 1
  %c0 = icmp eq i32 %b0, 0
  br i1 %c0, label %even, label %odd
even:
  %b1 = and i32 %v, 2
  %c1 = icmp eq i32 %b1, 0
  br i1 %c1, label %e0, label %e1
e0:
  %b2 = and i32 %v, 4
  %c2 = icmp eq i32 %b2, 0
  %m0 = mul i32 %v, 3
  br i1 %c2, label %e00, label %join_even
e00:
  %m00 = xor i32 %m0, 305419896
  br label %join_even
e1:
  %m1 = lshr i32 %v, 3
  br label %join_even
join_even:
  %re = phi i32 [ %m0, %e0 ], [ %m00, %e00 ], [ %m1, %e1 ]
  br label %join
odd:
  %hi = lshr i32 %v, 28
  %c3 = icmp ult i32 %hi, 4
  br i1 %c3, label %o_a, label %o_rest
o_a:
  %ma = add i32 %v, 1000
  br label %join_odd
o_rest:
  %c4 = icmp ult i32 %hi, 9
  br i1 %c4, label %o_b, label %o_c
o_b:
  %mb = sub i32 0, %v
  br label %join_odd
o_c:
  %mc = shl i32 %v, 4
  br label %join_odd
join_odd:
  %ro = phi i32 [ %ma, %o_a ], [ %mb, %o_b ], [ %mc, %o_c ]
  br label %join
join:
  %r = phi i32 [ %re, %join_even ], [ %ro, %join_odd ]
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %o0
  ret void
}
