; Global min/max/and/or/xor atomics on four words each, selected by the thread id (global_atomic_smin,
; umax, and, or, xor), and 64-bit umax/smin (global_atomic_umax_x2 / smin_x2).
define amdgpu_cs void @main(ptr addrspace(1) inreg %ctr, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %z = lshr i32 %x, 10
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %v = load i32, ptr addrspace(1) %pa
  %pb = getelementptr i64, ptr addrspace(1) %in, i32 %gid
  %pb2 = getelementptr i64, ptr addrspace(1) %pb, i32 128
  %w = load i64, ptr addrspace(1) %pb2
  %k = and i32 %gid, 3
  %c0 = getelementptr i32, ptr addrspace(1) %ctr, i32 %k
  %r0 = atomicrmw min ptr addrspace(1) %c0, i32 %v syncscope("agent") monotonic
  %c1 = getelementptr i32, ptr addrspace(1) %c0, i32 4
  %r1 = atomicrmw max ptr addrspace(1) %c1, i32 %v syncscope("agent") monotonic
  %c2 = getelementptr i32, ptr addrspace(1) %c0, i32 8
  %r2 = atomicrmw umin ptr addrspace(1) %c2, i32 %v syncscope("agent") monotonic
  %c3 = getelementptr i32, ptr addrspace(1) %c0, i32 12
  %r3 = atomicrmw umax ptr addrspace(1) %c3, i32 %v syncscope("agent") monotonic
  %c4 = getelementptr i32, ptr addrspace(1) %c0, i32 16
  %r4 = atomicrmw and ptr addrspace(1) %c4, i32 %v syncscope("agent") monotonic
  %c5 = getelementptr i32, ptr addrspace(1) %c0, i32 20
  %r5 = atomicrmw or ptr addrspace(1) %c5, i32 %v syncscope("agent") monotonic
  %c6 = getelementptr i32, ptr addrspace(1) %c0, i32 24
  %r6 = atomicrmw xor ptr addrspace(1) %c6, i32 %v syncscope("agent") monotonic
  %q = getelementptr i64, ptr addrspace(1) %ctr, i32 14
  %q0 = getelementptr i64, ptr addrspace(1) %q, i32 %k
  %r7 = atomicrmw umax ptr addrspace(1) %q0, i64 %w syncscope("agent") monotonic
  %q1 = getelementptr i64, ptr addrspace(1) %q0, i32 4
  %r8 = atomicrmw min ptr addrspace(1) %q1, i64 %w syncscope("agent") monotonic
  ret void
}
