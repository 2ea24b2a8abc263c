; A loop with a data-dependent break and a continue.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %next ]
  %s = phi i32 [ 0, %entry ], [ %s2, %next ]
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %stop = icmp eq i32 %v, %x
  br i1 %stop, label %exit, label %body
body:
  %skip = icmp ult i32 %v, 16
  br i1 %skip, label %next, label %add
add:
  %s1 = add i32 %s, %v
  br label %next
next:
  %s2 = phi i32 [ %s, %body ], [ %s1, %add ]
  %i1 = add i32 %i, 1
  %more = icmp ult i32 %i1, 64
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ %s, %loop ], [ %s2, %next ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %r, ptr addrspace(1) %q
  ret void
}
