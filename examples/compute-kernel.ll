; Compute: a loop with f64 and i64 arithmetic, atomics.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %n, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %acc = phi double [ 0.0, %entry ], [ %acc1, %loop ]
  %k = phi i64 [ 1, %entry ], [ %k1, %loop ]
  %idx = add i32 %i, %x
  %p = getelementptr double, ptr addrspace(1) %in, i32 %idx
  %v = load double, ptr addrspace(1) %p
  %m = fmul double %v, 1.5
  %acc1 = call double @llvm.fma.f64(double %m, double %v, double %acc)
  %k1 = mul i64 %k, 6364136223846793005
  %i1 = add i32 %i, 1
  %done = icmp uge i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %q = getelementptr double, ptr addrspace(1) %out, i32 %x
  %s = fdiv double %acc1, 3.0
  store double %s, ptr addrspace(1) %q
  %r = getelementptr i64, ptr addrspace(1) %out, i32 64
  %old = atomicrmw add ptr addrspace(1) %r, i64 %k1 seq_cst
  %r2 = getelementptr i32, ptr addrspace(1) %out, i32 256
  %old2 = atomicrmw umax ptr addrspace(1) %r2, i32 %x monotonic
  ret void
}
declare double @llvm.fma.f64(double, double, double)
