; DPP lane movement (v_mov_b32_dpp and DPP-modified adds): an inclusive wave prefix sum from row_shr
; 1/2/4/8 steps, v_permlanex16_b32 across rows and v_readlane_b32 across halves; quad_perm,
; row_mirror, row_half_mirror, row_ror:8 (the same in either direction) and row_shl with and without
; bound_ctrl; lane_dpp_ror covers the direction of row_ror.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %lane = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %t1 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 273, i32 15, i32 15, i1 false)
  %s1 = add i32 %v, %t1
  %t2 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s1, i32 274, i32 15, i32 15, i1 false)
  %s2 = add i32 %s1, %t2
  %t4 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s2, i32 276, i32 15, i32 15, i1 false)
  %s4 = add i32 %s2, %t4
  %t8 = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %s4, i32 280, i32 15, i32 15, i1 false)
  %s8 = add i32 %s4, %t8
  %x16 = call i32 @llvm.amdgcn.permlanex16(i32 0, i32 %s8, i32 -1, i32 -1, i1 false, i1 false)
  %r16 = and i32 %lane, 16
  %up = icmp ne i32 %r16, 0
  %add16 = select i1 %up, i32 %x16, i32 0
  %s16 = add i32 %s8, %add16
  %l31 = call i32 @llvm.amdgcn.readlane(i32 %s16, i32 31)
  %hi = icmp uge i32 %lane, 32
  %add32 = select i1 %hi, i32 %l31, i32 0
  %scan = add i32 %s16, %add32
  %qp = call i32 @llvm.amdgcn.mov.dpp.i32(i32 %v, i32 27, i32 15, i32 15, i1 false)
  %mir = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 320, i32 15, i32 15, i1 false)
  %hmir = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 321, i32 15, i32 15, i1 false)
  %ror = call i32 @llvm.amdgcn.update.dpp.i32(i32 0, i32 %v, i32 296, i32 15, i32 15, i1 false)
  %shlo = call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %v, i32 257, i32 15, i32 15, i1 false)
  %shlb = call i32 @llvm.amdgcn.update.dpp.i32(i32 85, i32 %v, i32 257, i32 15, i32 15, i1 true)
  %msk = call i32 @llvm.amdgcn.update.dpp.i32(i32 7, i32 %v, i32 273, i32 5, i32 3, i1 false)
  %ib = mul i32 %gid, 9
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %scan, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %s8, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %qp, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %mir, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %hmir, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %ror, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %shlo, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %shlb, ptr addrspace(1) %o7
  %o8 = getelementptr i32, ptr addrspace(1) %o0, i32 8
  store i32 %msk, ptr addrspace(1) %o8
  ret void
}
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.update.dpp.i32(i32, i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.mov.dpp.i32(i32, i32, i32, i32, i1)
declare i32 @llvm.amdgcn.permlanex16(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.readlane(i32, i32)
