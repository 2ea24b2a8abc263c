; 64-bit unsigned and signed division and remainder (LLVM's long expansion through v_rcp_f32,
; v_mad_u64_u32 and carries).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i64, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i64, ptr addrspace(1) %pa, i32 1
  %a = load i64, ptr addrspace(1) %pa
  %b = load i64, ptr addrspace(1) %pb
  %q = udiv i64 %a, %b
  %r = urem i64 %a, %b
  %sq = sdiv i64 %a, %b
  %sr = srem i64 %a, %b
  %ib = mul i32 %gid, 4
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %ib
  store i64 %q, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %r, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %sq, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %sr, ptr addrspace(1) %o3
  ret void
}
