; f16 division: LLVM widens to f32, multiplies by v_rcp_f32 and repairs the result with
; v_div_fixup_f16.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr half, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr half, ptr addrspace(1) %pa, i32 1
  %a = load half, ptr addrspace(1) %pa
  %b = load half, ptr addrspace(1) %pb
  %q = fdiv half %a, %b
  %o0 = getelementptr half, ptr addrspace(1) %out, i32 %gid
  store half %q, ptr addrspace(1) %o0
  ret void
}
