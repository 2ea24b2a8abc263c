; A divergent while loop that searches a table for each lane's key and exits early, and lanes that
; return before storing (early-exit EXEC handling).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %table, i32 inreg %len, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %key = load i32, ptr addrspace(1) %pa
  %neg = icmp slt i32 %key, 0
  br i1 %neg, label %ret, label %loop
loop:
  %i = phi i32 [ 0, %0 ], [ %inext, %next ]
  %end = icmp eq i32 %i, %len
  br i1 %end, label %notfound, label %probe
probe:
  %pt = getelementptr i32, ptr addrspace(1) %table, i32 %i
  %tv = load i32, ptr addrspace(1) %pt
  %hit = icmp eq i32 %tv, %key
  br i1 %hit, label %found, label %next
next:
  %inext = add i32 %i, 1
  br label %loop
found:
  br label %store
notfound:
  br label %store
store:
  %r = phi i32 [ %i, %found ], [ -1, %notfound ]
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %o0
  br label %ret
ret:
  ret void
}
