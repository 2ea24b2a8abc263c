; A loop whose trip count differs per lane (EXEC-masked loop with s_cbranch_execnz).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %v = phi i32 [ 1, %entry ], [ %v1, %loop ]
  %v1 = mul i32 %v, 3
  %i1 = add i32 %i, 1
  %done = icmp ugt i32 %i1, %x
  br i1 %done, label %exit, label %loop
exit:
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %v1, ptr addrspace(1) %q
  ret void
}
