; f16 fma (v_fma_f16), minnum/maxnum (v_min_f16/v_max_f16), floor/ceil/trunc/rint (v_floor_f16 ...),
; ldexp (v_ldexp_f16) and copysign.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = mul i32 %gid, 3
  %pa = getelementptr half, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr half, ptr addrspace(1) %pa, i32 1
  %pc = getelementptr half, ptr addrspace(1) %pa, i32 2
  %a = load half, ptr addrspace(1) %pa
  %b = load half, ptr addrspace(1) %pb
  %c = load half, ptr addrspace(1) %pc
  %fma = call half @llvm.fma.f16(half %a, half %b, half %c)
  %mn = call half @llvm.minnum.f16(half %a, half %b)
  %mx = call half @llvm.maxnum.f16(half %b, half %c)
  %fl = call half @llvm.floor.f16(half %a)
  %ce = call half @llvm.ceil.f16(half %b)
  %tr = call half @llvm.trunc.f16(half %c)
  %ri = call half @llvm.rint.f16(half %a)
  %ld = call half @llvm.ldexp.f16.i32(half %b, i32 -3)
  %cs = call half @llvm.copysign.f16(half %c, half %a)
  %ib = mul i32 %gid, 10
  %o0 = getelementptr half, ptr addrspace(1) %out, i32 %ib
  store half %fma, ptr addrspace(1) %o0
  %o1 = getelementptr half, ptr addrspace(1) %o0, i32 1
  store half %mn, ptr addrspace(1) %o1
  %o2 = getelementptr half, ptr addrspace(1) %o0, i32 2
  store half %mx, ptr addrspace(1) %o2
  %o3 = getelementptr half, ptr addrspace(1) %o0, i32 3
  store half %fl, ptr addrspace(1) %o3
  %o4 = getelementptr half, ptr addrspace(1) %o0, i32 4
  store half %ce, ptr addrspace(1) %o4
  %o5 = getelementptr half, ptr addrspace(1) %o0, i32 5
  store half %tr, ptr addrspace(1) %o5
  %o6 = getelementptr half, ptr addrspace(1) %o0, i32 6
  store half %ri, ptr addrspace(1) %o6
  %o7 = getelementptr half, ptr addrspace(1) %o0, i32 7
  store half %ld, ptr addrspace(1) %o7
  %o8 = getelementptr half, ptr addrspace(1) %o0, i32 8
  store half %cs, ptr addrspace(1) %o8
  %o9 = getelementptr half, ptr addrspace(1) %o0, i32 9
  store half %c, ptr addrspace(1) %o9
  ret void
}
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.minnum.f16(half, half)
declare half @llvm.maxnum.f16(half, half)
declare half @llvm.floor.f16(half)
declare half @llvm.ceil.f16(half)
declare half @llvm.trunc.f16(half)
declare half @llvm.rint.f16(half)
declare half @llvm.ldexp.f16.i32(half, i32)
declare half @llvm.copysign.f16(half, half)
