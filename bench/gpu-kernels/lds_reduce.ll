; A workgroup reduction in LDS: each lane loads one word, a tree of barriers and adds over the 32 words
; of a one-wave workgroup, lane 0 stores the sum. (Several waves per workgroup with LDS in divergent code
; are refused where the host subgroup is narrower than the wave, as on lavapipe.)
@lds = internal addrspace(3) global [32 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %g, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %g, 5
  %i = add i32 %base, %x
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pi
  %p = getelementptr [32 x i32], ptr addrspace(3) @lds, i32 0, i32 %x
  store i32 %v, ptr addrspace(3) %p
  br label %loop
loop:
  %s = phi i32 [ 16, %entry ], [ %s1, %cont ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %c = icmp ult i32 %x, %s
  br i1 %c, label %add, label %cont
add:
  %o = add i32 %x, %s
  %q = getelementptr [32 x i32], ptr addrspace(3) @lds, i32 0, i32 %o
  %a = load i32, ptr addrspace(3) %q
  %b = load i32, ptr addrspace(3) %p
  %ab = add i32 %a, %b
  store i32 %ab, ptr addrspace(3) %p
  br label %cont
cont:
  %s1 = lshr i32 %s, 1
  %more = icmp ne i32 %s1, 0
  br i1 %more, label %loop, label %exit
exit:
  %first = icmp eq i32 %x, 0
  br i1 %first, label %store, label %done
store:
  %sum = load i32, ptr addrspace(3) @lds
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %g
  store i32 %sum, ptr addrspace(1) %po
  br label %done
done:
  ret void
}
declare void @llvm.amdgcn.s.barrier()
