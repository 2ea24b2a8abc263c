; Workgroup sum and max reduction through LDS: a tree of halving steps separated by barriers
; (s_barrier between waves of the group), lane 0 storing the group's results.
@sum = internal addrspace(3) global [128 x i32] poison, align 4
@mx = internal addrspace(3) global [128 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 7
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %ps = getelementptr [128 x i32], ptr addrspace(3) @sum, i32 0, i32 %x
  %pm = getelementptr [128 x i32], ptr addrspace(3) @mx, i32 0, i32 %x
  store i32 %v, ptr addrspace(3) %ps
  store i32 %v, ptr addrspace(3) %pm
  br label %step
step:
  %s = phi i32 [ 64, %0 ], [ %sn, %cont ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %act = icmp ult i32 %x, %s
  br i1 %act, label %add, label %cont
add:
  %y = add i32 %x, %s
  %qs = getelementptr [128 x i32], ptr addrspace(3) @sum, i32 0, i32 %y
  %qm = getelementptr [128 x i32], ptr addrspace(3) @mx, i32 0, i32 %y
  %a = load i32, ptr addrspace(3) %ps
  %b = load i32, ptr addrspace(3) %qs
  %c = add i32 %a, %b
  store i32 %c, ptr addrspace(3) %ps
  %ma = load i32, ptr addrspace(3) %pm
  %mb = load i32, ptr addrspace(3) %qm
  %mc = call i32 @llvm.smax.i32(i32 %ma, i32 %mb)
  store i32 %mc, ptr addrspace(3) %pm
  br label %cont
cont:
  %sn = lshr i32 %s, 1
  %more = icmp ne i32 %sn, 0
  br i1 %more, label %step, label %done
done:
  %first = icmp eq i32 %x, 0
  br i1 %first, label %write, label %ret
write:
  %r = load i32, ptr addrspace(3) @sum
  %rm = load i32, ptr addrspace(3) @mx
  %o = shl i32 %wg, 1
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %r, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i32 1
  store i32 %rm, ptr addrspace(1) %po1
  br label %ret
ret:
  ret void
}
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.smax.i32(i32, i32)
