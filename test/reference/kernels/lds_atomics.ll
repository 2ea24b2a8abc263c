; LDS atomics from every lane of a workgroup on a few shared words: add, sub, umax, min, and, or, xor,
; xchg (returning, checked as a permutation) and a cmpxchg loop (ds_add_u32, ds_max_u32,
; ds_cmpst_rtn_b32 ...) through an address LLVM cannot prove uniform, plus a uniform-address counter
; that LLVM's atomic optimizer turns into one atomic per wave (s_ff1 / v_readlane / v_mbcnt); lane 0
; copies the words out after a barrier.
@cnt = internal addrspace(3) global [10 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, ptr addrspace(1) inreg %ret, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %first = icmp eq i32 %x, 0
  br i1 %first, label %init, label %go
init:
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 128
  %iv0 = load <8 x i32>, ptr addrspace(1) %pi
  store <8 x i32> %iv0, ptr addrspace(3) @cnt
  %p8 = getelementptr i32, ptr addrspace(3) @cnt, i32 8
  store i32 1, ptr addrspace(3) %p8
  %p9 = getelementptr i32, ptr addrspace(3) @cnt, i32 9
  store i32 0, ptr addrspace(3) %p9
  br label %go
go:
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %v = load i32, ptr addrspace(1) %pa
  %z = lshr i32 %x, 10
  %c0 = getelementptr i32, ptr addrspace(3) @cnt, i32 %z
  %c1 = getelementptr i32, ptr addrspace(3) %c0, i32 1
  %c2 = getelementptr i32, ptr addrspace(3) %c0, i32 2
  %c3 = getelementptr i32, ptr addrspace(3) %c0, i32 3
  %c4 = getelementptr i32, ptr addrspace(3) %c0, i32 4
  %c5 = getelementptr i32, ptr addrspace(3) %c0, i32 5
  %c6 = getelementptr i32, ptr addrspace(3) %c0, i32 6
  %c7 = getelementptr i32, ptr addrspace(3) %c0, i32 7
  %c8 = getelementptr i32, ptr addrspace(3) %c0, i32 8
  %c9 = getelementptr i32, ptr addrspace(3) @cnt, i32 9
  %old = atomicrmw add ptr addrspace(3) %c9, i32 1 seq_cst
  %r0 = atomicrmw add ptr addrspace(3) %c0, i32 %v seq_cst
  %r1 = atomicrmw sub ptr addrspace(3) %c1, i32 %x seq_cst
  %r2 = atomicrmw umax ptr addrspace(3) %c2, i32 %v seq_cst
  %r3 = atomicrmw min ptr addrspace(3) %c3, i32 %v seq_cst
  %hb = lshr i32 %v, 8
  %r4 = atomicrmw and ptr addrspace(3) %c4, i32 %hb seq_cst
  %xs = and i32 %x, 31
  %bit = shl i32 1, %xs
  %r5 = atomicrmw or ptr addrspace(3) %c5, i32 %bit seq_cst
  %r6 = atomicrmw xor ptr addrspace(3) %c6, i32 %v seq_cst
  %r7 = atomicrmw xchg ptr addrspace(3) %c7, i32 %x seq_cst
  br label %cas
cas:
  %cur = load atomic i32, ptr addrspace(3) %c8 monotonic, align 4
  br label %try
try:
  %e = phi i32 [ %cur, %cas ], [ %seen, %try ]
  %m = or i32 %x, 1
  %d = mul i32 %e, %m
  %pair = cmpxchg ptr addrspace(3) %c8, i32 %e, i32 %d seq_cst seq_cst
  %seen = extractvalue { i32, i1 } %pair, 0
  %ok = extractvalue { i32, i1 } %pair, 1
  br i1 %ok, label %after, label %try
after:
  %pr = getelementptr i32, ptr addrspace(1) %ret, i32 %x
  store i32 %old, ptr addrspace(1) %pr
  %xr = getelementptr i32, ptr addrspace(1) %ret, i32 64
  %pr7 = getelementptr i32, ptr addrspace(1) %xr, i32 %x
  store i32 %r7, ptr addrspace(1) %pr7
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  br i1 %first, label %copy, label %end
copy:
  %all = load <8 x i32>, ptr addrspace(3) @cnt
  store <8 x i32> %all, ptr addrspace(1) %out
  %l8 = load i32, ptr addrspace(3) %c8
  %l9 = load i32, ptr addrspace(3) %c9
  %o8 = getelementptr i32, ptr addrspace(1) %out, i32 8
  store i32 %l8, ptr addrspace(1) %o8
  %o9 = getelementptr i32, ptr addrspace(1) %out, i32 9
  store i32 %l9, ptr addrspace(1) %o9
  br label %end
end:
  ret void
}
declare void @llvm.amdgcn.s.barrier()
