; Global atomics: add of 1 at a uniform address (LLVM's atomic optimizer: one global_atomic_add per wave
; plus v_mbcnt), returning add at an address LLVM cannot prove uniform (global_atomic_add glc), sub,
; 64-bit add (global_atomic_add_x2), and the wrapping inc/dec (global_atomic_inc/dec).
define amdgpu_cs void @main(ptr addrspace(1) inreg %ctr, ptr addrspace(1) inreg %ret, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %z = lshr i32 %x, 10
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %c0 = getelementptr i32, ptr addrspace(1) %ctr, i32 0
  %cz = getelementptr i32, ptr addrspace(1) %ctr, i32 %z
  %c1 = getelementptr i32, ptr addrspace(1) %cz, i32 1
  %c2 = getelementptr i32, ptr addrspace(1) %cz, i32 2
  %c3 = getelementptr i32, ptr addrspace(1) %cz, i32 4
  %c4 = getelementptr i32, ptr addrspace(1) %cz, i32 6
  %c5 = getelementptr i32, ptr addrspace(1) %cz, i32 7
  %r0 = atomicrmw add ptr addrspace(1) %c0, i32 1 syncscope("agent") monotonic
  %r1 = atomicrmw add ptr addrspace(1) %c1, i32 %v syncscope("agent") monotonic
  %r2 = atomicrmw sub ptr addrspace(1) %c2, i32 %v syncscope("agent") monotonic
  %v64 = zext i32 %v to i64
  %w64 = shl i64 %v64, 20
  %r3 = atomicrmw add ptr addrspace(1) %c3, i64 %w64 syncscope("agent") monotonic
  %r4 = atomicrmw uinc_wrap ptr addrspace(1) %c4, i32 50 syncscope("agent") monotonic
  %r5 = atomicrmw udec_wrap ptr addrspace(1) %c5, i32 1000 syncscope("agent") monotonic
  %i2 = shl i32 %gid, 1
  %p0 = getelementptr i32, ptr addrspace(1) %ret, i32 %i2
  store i32 %r0, ptr addrspace(1) %p0
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1, ptr addrspace(1) %p1
  ret void
}
