; Workgroup-wide inclusive prefix sum (Hillis-Steele) over 128 threads in LDS with double buffering and
; a barrier per step, so every step crosses waves in wave32 and wave64.
@buf = internal addrspace(3) global [2 x [128 x i32]] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %v = load i32, ptr addrspace(1) %pa
  %p0 = getelementptr [2 x [128 x i32]], ptr addrspace(3) @buf, i32 0, i32 0, i32 %x
  store i32 %v, ptr addrspace(3) %p0
  br label %step
step:
  %d = phi i32 [ 1, %0 ], [ %dn, %step ]
  %src = phi i32 [ 0, %0 ], [ %dst, %step ]
  %acc = phi i32 [ %v, %0 ], [ %nv, %step ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %dst = xor i32 %src, 1
  %has = icmp uge i32 %x, %d
  %j0 = sub i32 %x, %d
  %j = select i1 %has, i32 %j0, i32 %x
  %pj = getelementptr [2 x [128 x i32]], ptr addrspace(3) @buf, i32 0, i32 %src, i32 %j
  %o = load i32, ptr addrspace(3) %pj
  %add = select i1 %has, i32 %o, i32 0
  %nv = add i32 %acc, %add
  %pd = getelementptr [2 x [128 x i32]], ptr addrspace(3) @buf, i32 0, i32 %dst, i32 %x
  store i32 %nv, ptr addrspace(3) %pd
  %dn = shl i32 %d, 1
  %more = icmp ult i32 %dn, 128
  br i1 %more, label %step, label %done
done:
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %nv, ptr addrspace(1) %po
  ret void
}
declare void @llvm.amdgcn.s.barrier()
