; Bitfield extract (v_bfe_u32/i32 through the amdgcn intrinsics and shift-and-mask patterns), bitfield
; insert (v_bfi_b32), bit reverse, byte swap (v_perm_b32) and v_bfm.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %off = and i32 %b, 31
  %w0 = lshr i32 %b, 8
  %w = and i32 %w0, 31
  %ubfe = call i32 @llvm.amdgcn.ubfe.i32(i32 %a, i32 %off, i32 %w)
  %sbfe = call i32 @llvm.amdgcn.sbfe.i32(i32 %a, i32 %off, i32 %w)
  %f1 = lshr i32 %a, 7
  %f2 = and i32 %f1, 1023
  %m = xor i32 %b, %a
  %am = and i32 %a, %m
  %nm = xor i32 %m, -1
  %bm = and i32 %b, %nm
  %bfi = or i32 %am, %bm
  %rev = call i32 @llvm.bitreverse.i32(i32 %a)
  %bsw = call i32 @llvm.bswap.i32(i32 %b)
  %one = shl i32 1, %w
  %mask = sub i32 %one, 1
  %bfm = shl i32 %mask, %off
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %ubfe, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %sbfe, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %f2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %bfi, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %rev, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %bsw, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %bfm, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %w, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.amdgcn.ubfe.i32(i32, i32, i32)
declare i32 @llvm.amdgcn.sbfe.i32(i32, i32, i32)
declare i32 @llvm.bitreverse.i32(i32)
declare i32 @llvm.bswap.i32(i32)
