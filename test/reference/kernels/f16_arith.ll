; f16 add/sub/mul with specials and denormals, negated product, multiply by a constant, and a
; compare-select (v_add_f16, v_mul_f16, v_cmp_*_f16).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr half, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr half, ptr addrspace(1) %pa, i32 1
  %a = load half, ptr addrspace(1) %pa
  %b = load half, ptr addrspace(1) %pb
  %add = fadd half %a, %b
  %sub = fsub half %a, %b
  %mul = fmul half %a, %b
  %m2 = fmul half %a, %b
  %nmul = fneg half %m2
  %k = fmul half %b, 0xH4500
  %lt = fcmp olt half %a, %b
  %sel = select i1 %lt, half %add, half %sub
  %ab = call half @llvm.fabs.f16(half %a)
  %d = fsub half %ab, 0xH3C00
  %ib = shl i32 %gid, 3
  %o0 = getelementptr half, ptr addrspace(1) %out, i32 %ib
  store half %add, ptr addrspace(1) %o0
  %o1 = getelementptr half, ptr addrspace(1) %o0, i32 1
  store half %sub, ptr addrspace(1) %o1
  %o2 = getelementptr half, ptr addrspace(1) %o0, i32 2
  store half %mul, ptr addrspace(1) %o2
  %o3 = getelementptr half, ptr addrspace(1) %o0, i32 3
  store half %nmul, ptr addrspace(1) %o3
  %o4 = getelementptr half, ptr addrspace(1) %o0, i32 4
  store half %k, ptr addrspace(1) %o4
  %o5 = getelementptr half, ptr addrspace(1) %o0, i32 5
  store half %sel, ptr addrspace(1) %o5
  %o6 = getelementptr half, ptr addrspace(1) %o0, i32 6
  store half %d, ptr addrspace(1) %o6
  %o7 = getelementptr half, ptr addrspace(1) %o0, i32 7
  store half %ab, ptr addrspace(1) %o7
  ret void
}
declare half @llvm.fabs.f16(half)
