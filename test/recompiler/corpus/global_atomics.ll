; Global atomics with returned values, 32- and 64-bit.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %cnt, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %a = atomicrmw add ptr addrspace(1) %cnt, i32 1 seq_cst
  %p1 = getelementptr i32, ptr addrspace(1) %cnt, i32 1
  %b = atomicrmw or ptr addrspace(1) %p1, i32 %x monotonic
  %p2 = getelementptr i64, ptr addrspace(1) %cnt, i32 2
  %x64 = zext i32 %x to i64
  %c = atomicrmw umax ptr addrspace(1) %p2, i64 %x64 monotonic
  %p3 = getelementptr i32, ptr addrspace(1) %cnt, i32 8
  %d = cmpxchg ptr addrspace(1) %p3, i32 0, i32 %x seq_cst seq_cst
  %d0 = extractvalue { i32, i1 } %d, 0
  %c32 = trunc i64 %c to i32
  %s = add i32 %a, %b
  %s1 = add i32 %s, %c32
  %s2 = add i32 %s1, %d0
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %s2, ptr addrspace(1) %o
  ret void
}
