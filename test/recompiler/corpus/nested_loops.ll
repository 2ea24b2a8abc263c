; Two nested loops over a small matrix.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %n, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.end ]
  %acc = phi i32 [ 0, %entry ], [ %acc2, %outer.end ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %a = phi i32 [ %acc, %outer ], [ %a1, %inner ]
  %ij = mul i32 %i, %n
  %idx = add i32 %ij, %j
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %idx
  %v = load i32, ptr addrspace(1) %p
  %m = mul i32 %v, %x
  %a1 = add i32 %a, %m
  %j1 = add i32 %j, 1
  %jd = icmp uge i32 %j1, %n
  br i1 %jd, label %outer.end, label %inner
outer.end:
  %acc2 = phi i32 [ %a1, %inner ]
  %i1 = add i32 %i, 1
  %id = icmp uge i32 %i1, %n
  br i1 %id, label %exit, label %outer
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %acc2, ptr addrspace(1) %q
  ret void
}
