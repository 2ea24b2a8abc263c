; 64-bit integer <-> float conversions that LLVM expands: i64 -> f32 (signed and unsigned, with
; v_ffbh and rounding fix-ups), i64 -> f64 (v_cvt_f64_u32 + v_ldexp_f64), f64 -> i64 (v_trunc_f64,
; v_floor_f64, v_fma_f64 against 2^-32) and f16 -> i32.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pk = getelementptr i64, ptr addrspace(1) %in, i32 %ia
  %pd = getelementptr double, ptr addrspace(1) %pk, i32 1
  %k = load i64, ptr addrspace(1) %pk
  %d = load double, ptr addrspace(1) %pd
  %sf = sitofp i64 %k to float
  %uf = uitofp i64 %k to float
  %sd = sitofp i64 %k to double
  %ud = uitofp i64 %k to double
  %si = fptosi double %d to i64
  %dd = call double @llvm.fabs.f64(double %d)
  %ui = fptoui double %dd to i64
  %sfb = bitcast float %sf to i32
  %ufb = bitcast float %uf to i32
  %sfz = zext i32 %sfb to i64
  %ufz = zext i32 %ufb to i64
  %ufs = shl i64 %ufz, 32
  %fw = or i64 %sfz, %ufs
  %sdb = bitcast double %sd to i64
  %udb = bitcast double %ud to i64
  %ib = mul i32 %gid, 5
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %ib
  store i64 %fw, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %sdb, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %udb, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %si, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i32 4
  store i64 %ui, ptr addrspace(1) %o4
  ret void
}
declare double @llvm.fabs.f64(double)
