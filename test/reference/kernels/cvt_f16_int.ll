; f16 <-> integer conversions: i16 -> f16 (v_cvt_f16_i16 / v_cvt_f16_u16, overflowing to infinity),
; saturating f16 -> i32 and f16 -> u16 (v_cvt_i16_f16 family).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %w = load i32, ptr addrspace(1) %pa
  %lo = trunc i32 %w to i16
  %hi0 = lshr i32 %w, 16
  %hi = trunc i32 %hi0 to i16
  %hh = bitcast i16 %hi to half
  %sh = sitofp i16 %lo to half
  %uh = uitofp i16 %lo to half
  %si = call i32 @llvm.fptosi.sat.i32.f16(half %hh)
  %ui = call i16 @llvm.fptoui.sat.i16.f16(half %hh)
  %shb = bitcast half %sh to i16
  %uhb = bitcast half %uh to i16
  %a = zext i16 %shb to i32
  %b0 = zext i16 %uhb to i32
  %b = shl i32 %b0, 16
  %ab = or i32 %a, %b
  %uiz = zext i16 %ui to i32
  %ib = mul i32 %gid, 3
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %ab, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %si, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %uiz, ptr addrspace(1) %o2
  ret void
}
declare i32 @llvm.fptosi.sat.i32.f16(half)
declare i16 @llvm.fptoui.sat.i16.f16(half)
