; A float chain: one load, 31 dependent f32 multiplies, adds and subtracts, one store per lane. No fma:
; lavapipe's GLSL fma() is not fused, so a native kernel cannot compute the guest's fma bit for bit.
; The workgroup id is the SGPR after the user data (COMPUTE_PGM_RSRC2.TGID_X_EN), hence the inreg %g.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %g, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %g, 8
  %i = add i32 %base, %x
  %p = getelementptr float, ptr addrspace(1) %in, i32 %i
  %v = load float, ptr addrspace(1) %p
  %a1 = fmul float %v, 1.5
  %a2 = fadd float %a1, 0.25
  %a3m = fmul float %a2, %v
  %a3 = fadd float %a3m, -0.5
  %a4 = fmul float %a3, 0.75
  %a5 = fsub float %a4, %v
  %a6m = fmul float %a5, 0.125
  %a6 = fadd float %a6m, %a2
  %a7 = fmul float %a6, %a6
  %a8 = fadd float %a7, 1.0
  %a9 = fmul float %a8, 0.0625
  %a10m = fmul float %a9, %a3
  %a10 = fadd float %a10m, %v
  %a11 = fsub float %a10, 0.375
  %a12 = fmul float %a11, %a1
  %a13 = fadd float %a12, %a5
  %a14m = fmul float %a13, -0.25
  %a14 = fadd float %a14m, %a11
  %a15 = fmul float %a14, 3.0
  %a16 = fadd float %a15, %a9
  %a17m = fmul float %a16, %a16
  %a17 = fadd float %a17m, -2.0
  %a18 = fmul float %a17, 0.5
  %a19 = fsub float %a18, %a14
  %a20m = fmul float %a19, 0.3125
  %a20 = fadd float %a20m, %a10
  %a21 = fmul float %a20, %a2
  %a22 = fadd float %a21, -1.25
  %a23m = fmul float %a22, %a4
  %a23 = fadd float %a23m, 0.09375
  %a24 = fmul float %a23, 0.875
  %q = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %a24, ptr addrspace(1) %q
  ret void
}
