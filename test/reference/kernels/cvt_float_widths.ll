; Conversions between float widths: f32 -> f64 (v_cvt_f64_f32), f64 -> f32 rounding (v_cvt_f32_f64),
; f16 <-> f32 (v_cvt_f32_f16, v_cvt_f16_f32), f16 -> f64, and LLVM's integer expansion of the
; correctly rounded f64 -> f16.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pd = getelementptr double, ptr addrspace(1) %in, i32 %gid
  %d = load double, ptr addrspace(1) %pd
  %pd2 = getelementptr double, ptr addrspace(1) %in, i32 128
  %pf = getelementptr float, ptr addrspace(1) %pd2, i32 %ia
  %f = load float, ptr addrspace(1) %pf
  %ph = getelementptr float, ptr addrspace(1) %pf, i32 1
  %h = load half, ptr addrspace(1) %ph
  %f2d = fpext float %f to double
  %d2f = fptrunc double %d to float
  %f2h = fptrunc float %f to half
  %h2f = fpext half %h to float
  %h2d = fpext half %h to double
  %d2h = fptrunc double %d to half
  %ib = mul i32 %gid, 4
  %o0 = getelementptr double, ptr addrspace(1) %out, i32 %ib
  store double %f2d, ptr addrspace(1) %o0
  %o1 = getelementptr double, ptr addrspace(1) %o0, i32 1
  store double %h2d, ptr addrspace(1) %o1
  %o2 = getelementptr float, ptr addrspace(1) %o0, i32 4
  store float %d2f, ptr addrspace(1) %o2
  %o3 = getelementptr float, ptr addrspace(1) %o0, i32 5
  store float %h2f, ptr addrspace(1) %o3
  %f2hb = bitcast half %f2h to i16
  %f2hz = zext i16 %f2hb to i32
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %f2hz, ptr addrspace(1) %o4
  %d2hb = bitcast half %d2h to i16
  %d2hz = zext i16 %d2hb to i32
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %d2hz, ptr addrspace(1) %o5
  ret void
}
