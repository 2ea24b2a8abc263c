; Packed f16 math (v_pk_*).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr <2 x half>, ptr addrspace(1) %in, i32 %x
  %a = load <2 x half>, ptr addrspace(1) %p
  %s = fadd <2 x half> %a, <half 0xH3C00, half 0xH4000>
  %m = fmul <2 x half> %s, %a
  %f = call <2 x half> @llvm.fma.v2f16(<2 x half> %m, <2 x half> %a, <2 x half> %s)
  %o = getelementptr <2 x half>, ptr addrspace(1) %out, i32 %x
  store <2 x half> %f, ptr addrspace(1) %o
  ret void
}
declare <2 x half> @llvm.fma.v2f16(<2 x half>, <2 x half>, <2 x half>)
