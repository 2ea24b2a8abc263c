; f64 add/sub/mul/fma, negation and absolute value, minnum/maxnum, floor/ceil/trunc/rint, ldexp and
; frexp (v_add_f64, v_mul_f64, v_fma_f64, v_max_f64, v_floor_f64, v_frexp_mant_f64 ...).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = mul i32 %gid, 3
  %pa = getelementptr double, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr double, ptr addrspace(1) %pa, i32 1
  %pc = getelementptr double, ptr addrspace(1) %pa, i32 2
  %a = load double, ptr addrspace(1) %pa
  %b = load double, ptr addrspace(1) %pb
  %c = load double, ptr addrspace(1) %pc
  %add = fadd double %a, %b
  %sub = fsub double %b, %c
  %mul = fmul double %a, %c
  %fma = call double @llvm.fma.f64(double %a, double %b, double %c)
  %fb = call double @llvm.fabs.f64(double %b)
  %nfb = fneg double %fb
  %mn = call double @llvm.minnum.f64(double %a, double %b)
  %mx = call double @llvm.maxnum.f64(double %b, double %c)
  %fl = call double @llvm.floor.f64(double %a)
  %ce = call double @llvm.ceil.f64(double %b)
  %tr = call double @llvm.trunc.f64(double %c)
  %ri = call double @llvm.rint.f64(double %a)
  %ld = call double @llvm.ldexp.f64.i32(double %c, i32 -40)
  %fx = call { double, i32 } @llvm.frexp.f64.i32(double %a)
  %fm = extractvalue { double, i32 } %fx, 0
  %fe0 = extractvalue { double, i32 } %fx, 1
  %fe = sext i32 %fe0 to i64
  %feb = bitcast i64 %fe to double
  %ib = mul i32 %gid, 14
  %o0 = getelementptr double, ptr addrspace(1) %out, i32 %ib
  store double %add, ptr addrspace(1) %o0
  %o1 = getelementptr double, ptr addrspace(1) %o0, i32 1
  store double %sub, ptr addrspace(1) %o1
  %o2 = getelementptr double, ptr addrspace(1) %o0, i32 2
  store double %mul, ptr addrspace(1) %o2
  %o3 = getelementptr double, ptr addrspace(1) %o0, i32 3
  store double %fma, ptr addrspace(1) %o3
  %o4 = getelementptr double, ptr addrspace(1) %o0, i32 4
  store double %nfb, ptr addrspace(1) %o4
  %o5 = getelementptr double, ptr addrspace(1) %o0, i32 5
  store double %mn, ptr addrspace(1) %o5
  %o6 = getelementptr double, ptr addrspace(1) %o0, i32 6
  store double %mx, ptr addrspace(1) %o6
  %o7 = getelementptr double, ptr addrspace(1) %o0, i32 7
  store double %fl, ptr addrspace(1) %o7
  %o8 = getelementptr double, ptr addrspace(1) %o0, i32 8
  store double %ce, ptr addrspace(1) %o8
  %o9 = getelementptr double, ptr addrspace(1) %o0, i32 9
  store double %tr, ptr addrspace(1) %o9
  %o10 = getelementptr double, ptr addrspace(1) %o0, i32 10
  store double %ri, ptr addrspace(1) %o10
  %o11 = getelementptr double, ptr addrspace(1) %o0, i32 11
  store double %ld, ptr addrspace(1) %o11
  %o12 = getelementptr double, ptr addrspace(1) %o0, i32 12
  store double %fm, ptr addrspace(1) %o12
  %o13 = getelementptr double, ptr addrspace(1) %o0, i32 13
  store double %feb, ptr addrspace(1) %o13
  ret void
}
declare double @llvm.fma.f64(double, double, double)
declare double @llvm.fabs.f64(double)
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.floor.f64(double)
declare double @llvm.ceil.f64(double)
declare double @llvm.trunc.f64(double)
declare double @llvm.rint.f64(double)
declare double @llvm.ldexp.f64.i32(double, i32)
declare { double, i32 } @llvm.frexp.f64.i32(double)
