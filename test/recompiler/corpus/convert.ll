; Conversions between f32, f64, i32, u32, i64.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr float, ptr addrspace(1) %in, i32 %x
  %a = load float, ptr addrspace(1) %p
  %i = fptosi float %a to i32
  %u = fptoui float %a to i32
  %d = fpext float %a to double
  %di = fptosi double %d to i32
  %back = sitofp i32 %i to float
  %ub = uitofp i32 %u to double
  %l = sext i32 %i to i64
  %lf = sitofp i64 %l to float
  %s1 = add i32 %i, %u
  %s2 = add i32 %s1, %di
  %f1 = fadd float %back, %lf
  %f2 = fptrunc double %ub to float
  %f3 = fadd float %f1, %f2
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %s2, ptr addrspace(1) %o
  %of = getelementptr float, ptr addrspace(1) %out, i32 64
  %of2 = getelementptr float, ptr addrspace(1) %of, i32 %x
  store float %f3, ptr addrspace(1) %of2
  ret void
}
