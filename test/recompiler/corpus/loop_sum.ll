; A counted loop accumulating loads (scalar loop counter, vector body).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %n, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi i32 [ 0, %entry ], [ %acc1, %loop ]
  %idx = add i32 %i, %x
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %idx
  %v = load i32, ptr addrspace(1) %p
  %acc1 = add i32 %acc, %v
  %i1 = add i32 %i, 1
  %done = icmp uge i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %acc1, ptr addrspace(1) %q
  ret void
}
