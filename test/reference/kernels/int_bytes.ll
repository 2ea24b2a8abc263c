; Byte manipulation: unpacking bytes (v_bfe/v_lshrrev), sign extension of i8, byte sums with wrap,
; repacking (v_perm_b32 / v_lshl_or_b32) and v_sad_u32-like absolute differences.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %va = bitcast i32 %a to <4 x i8>
  %vb = bitcast i32 %b to <4 x i8>
  %sum = add <4 x i8> %va, %vb
  %w0 = bitcast <4 x i8> %sum to i32
  %rev = shufflevector <4 x i8> %va, <4 x i8> %vb, <4 x i32> <i32 3, i32 6, i32 1, i32 4>
  %w1 = bitcast <4 x i8> %rev to i32
  %b2 = extractelement <4 x i8> %va, i32 2
  %sx = sext i8 %b2 to i32
  %b1 = extractelement <4 x i8> %vb, i32 1
  %zx = zext i8 %b1 to i32
  %w2 = mul i32 %sx, %zx
  %a0 = extractelement <4 x i8> %va, i32 0
  %bb0 = extractelement <4 x i8> %vb, i32 0
  %z0 = zext i8 %a0 to i32
  %z1 = zext i8 %bb0 to i32
  %d = sub i32 %z0, %z1
  %ad = call i32 @llvm.abs.i32(i32 %d, i1 false)
  %w3 = add i32 %ad, %gid
  %ib = mul i32 %gid, 4
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %w0, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %w1, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %w2, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %w3, ptr addrspace(1) %o3
  ret void
}
declare i32 @llvm.abs.i32(i32, i1)
