; Global compare-and-swap loops (global_atomic_cmpswap, cmpswap_x2): a multiply no instruction
; provides, a 64-bit add, and an f32 add LLVM expands to a cmpswap loop on gfx10; plus a returning
; exchange (global_atomic_swap glc) checked as one serial order.
define amdgpu_cs void @main(ptr addrspace(1) inreg %ctr, ptr addrspace(1) inreg %ret, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %z = lshr i32 %x, 10
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %c0 = getelementptr i32, ptr addrspace(1) %ctr, i32 %z
  %m = or i32 %gid, 1
  %cur = load atomic i32, ptr addrspace(1) %c0 syncscope("agent") monotonic, align 4
  br label %try
try:
  %e = phi i32 [ %cur, %0 ], [ %seen, %try ]
  %d = mul i32 %e, %m
  %pair = cmpxchg ptr addrspace(1) %c0, i32 %e, i32 %d syncscope("agent") monotonic monotonic
  %seen = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %next, label %try
next:
  %c1 = getelementptr i32, ptr addrspace(1) %c0, i32 1
  %r1 = atomicrmw xchg ptr addrspace(1) %c1, i32 %v syncscope("agent") monotonic
  %pr = getelementptr i32, ptr addrspace(1) %ret, i32 %gid
  store i32 %r1, ptr addrspace(1) %pr
  %q = getelementptr i64, ptr addrspace(1) %c0, i32 1
  %w0 = zext i32 %v to i64
  %w = mul i64 %w0, 4294967311
  %cur64 = load atomic i64, ptr addrspace(1) %q syncscope("agent") monotonic, align 8
  br label %try64
try64:
  %e64 = phi i64 [ %cur64, %next ], [ %seen64, %try64 ]
  %d64 = add i64 %e64, %w
  %pair64 = cmpxchg ptr addrspace(1) %q, i64 %e64, i64 %d64 syncscope("agent") monotonic monotonic
  %seen64 = extractvalue { i64, i1 } %pair64, 0
  %ok64 = extractvalue { i64, i1 } %pair64, 1
  br i1 %ok64, label %float, label %try64
float:
  %f0 = and i32 %v, 1023
  %f = uitofp i32 %f0 to float
  %cf = getelementptr float, ptr addrspace(1) %c0, i32 4
  %rf = atomicrmw fadd ptr addrspace(1) %cf, float %f syncscope("agent") monotonic
  ret void
}
