; LDS atomics: add, min, max, exchange, compare-exchange, inc.
@lds = internal addrspace(3) global [8 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p1 = getelementptr [8 x i32], ptr addrspace(3) @lds, i32 0, i32 1
  %p2 = getelementptr [8 x i32], ptr addrspace(3) @lds, i32 0, i32 2
  %p3 = getelementptr [8 x i32], ptr addrspace(3) @lds, i32 0, i32 3
  %a = atomicrmw add ptr addrspace(3) @lds, i32 %x seq_cst
  %b = atomicrmw umin ptr addrspace(3) %p1, i32 %x seq_cst
  %c = atomicrmw max ptr addrspace(3) %p2, i32 %x seq_cst
  %d = atomicrmw xchg ptr addrspace(3) %p3, i32 %x seq_cst
  %e = cmpxchg ptr addrspace(3) %p1, i32 %b, i32 %a seq_cst seq_cst
  %e0 = extractvalue { i32, i1 } %e, 0
  %f = atomicrmw uinc_wrap ptr addrspace(3) %p2, i32 100 seq_cst
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s3 = add i32 %e0, %f
  %s4 = add i32 %s1, %s2
  %s5 = add i32 %s4, %s3
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %s5, ptr addrspace(1) %o
  ret void
}
