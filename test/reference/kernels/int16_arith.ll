; 16-bit integer arithmetic on the halves of each input word (v_add_nc_u16, v_mul_lo_u16, 16-bit
; shifts, min/max and compares) and packed <2 x i16> ops (v_pk_*).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %al = trunc i32 %a to i16
  %ah0 = lshr i32 %a, 16
  %ah = trunc i32 %ah0 to i16
  %bl = trunc i32 %b to i16
  %add = add i16 %al, %ah
  %mul = mul i16 %al, %bl
  %s = and i16 %bl, 15
  %shl = shl i16 %ah, %s
  %ashr = ashr i16 %al, %s
  %lshr = lshr i16 %ah, %s
  %umin = call i16 @llvm.umin.i16(i16 %al, i16 %bl)
  %smax = call i16 @llvm.smax.i16(i16 %ah, i16 %bl)
  %lt = icmp slt i16 %al, %ah
  %sel = select i1 %lt, i16 %add, i16 %mul
  %va = bitcast i32 %a to <2 x i16>
  %vb = bitcast i32 %b to <2 x i16>
  %padd = add <2 x i16> %va, %vb
  %pmul = mul <2 x i16> %va, %vb
  %psh = lshr <2 x i16> %va, <i16 3, i16 7>
  %pmax = call <2 x i16> @llvm.umax.v2i16(<2 x i16> %psh, <2 x i16> %vb)
  %e0 = zext i16 %add to i32
  %e1 = zext i16 %mul to i32
  %e1s = shl i32 %e1, 16
  %w0 = or i32 %e0, %e1s
  %e2 = zext i16 %shl to i32
  %e3 = sext i16 %ashr to i32
  %e3s = shl i32 %e3, 16
  %w1 = or i32 %e2, %e3s
  %e4 = zext i16 %lshr to i32
  %e5 = zext i16 %umin to i32
  %e5s = shl i32 %e5, 16
  %w2 = or i32 %e4, %e5s
  %e6 = sext i16 %smax to i32
  %e7 = zext i16 %sel to i32
  %e6s = shl i32 %e6, 16
  %w3 = or i32 %e7, %e6s
  %w4 = bitcast <2 x i16> %padd to i32
  %w5 = bitcast <2 x i16> %pmul to i32
  %w6 = bitcast <2 x i16> %pmax to i32
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %w0, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %w1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %w2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %w3, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %w4, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %w5, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %w6, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %gid, ptr addrspace(1) %o7
  ret void
}
declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare <2 x i16> @llvm.umax.v2i16(<2 x i16>, <2 x i16>)
