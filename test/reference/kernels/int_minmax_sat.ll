; Signed and unsigned min/max, absolute value and saturating add/sub (v_add_nc_u32 clamp, v_add_nc_i32
; clamp, v_med3).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %smin = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %umax = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %abs = call i32 @llvm.abs.i32(i32 %a, i1 false)
  %uadd = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %usub = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %sadd = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %ssub = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %c1 = call i32 @llvm.smax.i32(i32 %b, i32 -1000)
  %clamp = call i32 @llvm.smin.i32(i32 %c1, i32 1000000)
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %smin, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %umax, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %abs, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %uadd, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %usub, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %sadd, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %ssub, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %clamp, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.abs.i32(i32, i1)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
