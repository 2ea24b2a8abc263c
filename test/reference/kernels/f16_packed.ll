; Packed <2 x half> arithmetic: v_pk_add_f16, v_pk_mul_f16, v_pk_fma_f16, v_pk_max_f16, with a swizzled
; operand (op_sel).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = mul i32 %gid, 3
  %pa = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr <2 x half>, ptr addrspace(1) %pa, i32 1
  %pc = getelementptr <2 x half>, ptr addrspace(1) %pa, i32 2
  %a = load <2 x half>, ptr addrspace(1) %pa
  %b = load <2 x half>, ptr addrspace(1) %pb
  %c = load <2 x half>, ptr addrspace(1) %pc
  %add = fadd <2 x half> %a, %b
  %mul = fmul <2 x half> %a, %c
  %fma = call <2 x half> @llvm.fma.v2f16(<2 x half> %a, <2 x half> %b, <2 x half> %c)
  %bs = shufflevector <2 x half> %b, <2 x half> poison, <2 x i32> <i32 1, i32 0>
  %mx = call <2 x half> @llvm.maxnum.v2f16(<2 x half> %a, <2 x half> %bs)
  %ib = shl i32 %gid, 2
  %o0 = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %ib
  store <2 x half> %add, ptr addrspace(1) %o0
  %o1 = getelementptr <2 x half>, ptr addrspace(1) %o0, i32 1
  store <2 x half> %mul, ptr addrspace(1) %o1
  %o2 = getelementptr <2 x half>, ptr addrspace(1) %o0, i32 2
  store <2 x half> %fma, ptr addrspace(1) %o2
  %o3 = getelementptr <2 x half>, ptr addrspace(1) %o0, i32 3
  store <2 x half> %mx, ptr addrspace(1) %o3
  ret void
}
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
declare <2 x half> @llvm.maxnum.v2f16(<2 x half>, <2 x half>)
