; Memory accesses under EXEC, in runs that share the lanes' condition (passes/opt-lane-branches.ts):
; an LDS tree reduction whose lanes drop out step by step; global reads and writes on odd lanes whose
; loaded values are read after the branch; LDS reads under a data-dependent condition
; whose result every lane stores. Both workgroups store the same words (%in is only read).
@lds = internal addrspace(3) global [64 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %v = load i32, ptr addrspace(1) %pi
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %x
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
  %q = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %o
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
  %odd = and i32 %x, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %rmw, label %after
rmw:
  %x1 = add i32 %x, 64
  %pm = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %pn = getelementptr i32, ptr addrspace(1) %in, i32 %x1
  %m = load i32, ptr addrspace(1) %pm
  %n = load i32, ptr addrspace(1) %pn
  %sum = add i32 %m, %n
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %sum, ptr addrspace(1) %po
  %mn = mul i32 %m, %n
  %po1 = getelementptr i32, ptr addrspace(1) %out, i32 %x1
  store i32 %mn, ptr addrspace(1) %po1
  br label %after
after:
  %keep = phi i32 [ %mn, %rmw ], [ %v, %exit ]
  %low = icmp ult i32 %keep, 2147483648
  br i1 %low, label %peek, label %done
peek:
  %x2 = xor i32 %x, 1
  %r2 = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %x2
  %w2 = load i32, ptr addrspace(3) %r2
  %x3 = add i32 %x, 3
  %x3m = and i32 %x3, 31
  %r3 = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %x3m
  %w3 = load i32, ptr addrspace(3) %r3
  %w23 = sub i32 %w2, %w3
  br label %done
done:
  %res = phi i32 [ %w23, %peek ], [ 7, %after ]
  %x4 = add i32 %x, 128
  %pr = getelementptr i32, ptr addrspace(1) %out, i32 %x4
  store i32 %res, ptr addrspace(1) %pr
  %x5 = add i32 %x, 192
  %pk = getelementptr i32, ptr addrspace(1) %out, i32 %x5
  store i32 %keep, ptr addrspace(1) %pk
  ret void
}
declare void @llvm.amdgcn.s.barrier()
