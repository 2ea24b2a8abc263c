; A uniform loop (scalar trip count from an inreg argument: s_cmp / s_cbranch_scc) around a divergent
; if, and a uniform branch on an argument.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %n, i32 inreg %flag, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %ok = icmp eq i32 %n, 0
  br i1 %ok, label %exit, label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %inext, %latch ]
  %acc = phi i32 [ %v, %0 ], [ %accn, %latch ]
  %bit = lshr i32 %acc, %i
  %odd = and i32 %bit, 1
  %c = icmp eq i32 %odd, 1
  br i1 %c, label %then, label %latch
then:
  %t = mul i32 %acc, 5
  %t2 = add i32 %t, %i
  br label %latch
latch:
  %accn = phi i32 [ %acc, %loop ], [ %t2, %then ]
  %inext = add i32 %i, 1
  %more = icmp ult i32 %inext, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ %v, %0 ], [ %accn, %latch ]
  %f = icmp ne i32 %flag, 0
  br i1 %f, label %flip, label %store
flip:
  %rf = xor i32 %r, %flag
  br label %store
store:
  %rr = phi i32 [ %r, %exit ], [ %rf, %flip ]
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %rr, ptr addrspace(1) %o0
  ret void
}
