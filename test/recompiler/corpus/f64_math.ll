; f64 arithmetic: add, mul, div, sqrt, fma, min/max, conversions.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr double, ptr addrspace(1) %in, i32 %x
  %a = load double, ptr addrspace(1) %p
  %b = uitofp i32 %x to double
  %s = fadd double %a, %b
  %m = fmul double %s, %a
  %d = fdiv double %m, 7.0
  %r = call double @llvm.sqrt.f64(double %d)
  %f = call double @llvm.fma.f64(double %r, double %a, double %b)
  %mn = call double @llvm.minnum.f64(double %f, double %a)
  %mx = call double @llvm.maxnum.f64(double %mn, double 1.0)
  %fl = call double @llvm.floor.f64(double %mx)
  %i = fptosi double %fl to i32
  %o = getelementptr double, ptr addrspace(1) %out, i32 %x
  store double %mx, ptr addrspace(1) %o
  %oi = getelementptr i32, ptr addrspace(1) %out, i32 256
  %oi2 = getelementptr i32, ptr addrspace(1) %oi, i32 %x
  store i32 %i, ptr addrspace(1) %oi2
  ret void
}
declare double @llvm.sqrt.f64(double)
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.floor.f64(double)
