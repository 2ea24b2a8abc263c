; f16 arithmetic and conversions.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr half, ptr addrspace(1) %in, i32 %x
  %a = load half, ptr addrspace(1) %p
  %b = uitofp i32 %x to half
  %s = fadd half %a, %b
  %m = fmul half %s, 0xH3800
  %f = call half @llvm.fma.f16(half %m, half %a, half %b)
  %mx = call half @llvm.maxnum.f16(half %f, half 0xH0000)
  %w = fpext half %mx to float
  %r = call float @llvm.sqrt.f32(float %w)
  %h = fptrunc float %r to half
  %o = getelementptr half, ptr addrspace(1) %out, i32 %x
  store half %h, ptr addrspace(1) %o
  ret void
}
declare half @llvm.fma.f16(half, half, half)
declare half @llvm.maxnum.f16(half, half)
declare float @llvm.sqrt.f32(float)
