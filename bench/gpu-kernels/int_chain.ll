; An integer chain: one load, 24 dependent 32-bit multiplies, adds, shifts, xors and rotates, one store.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %g, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %g, 8
  %i = add i32 %base, %x
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %a1 = mul i32 %v, 2654435761
  %a2 = lshr i32 %a1, 13
  %a3 = xor i32 %a1, %a2
  %a4 = add i32 %a3, %i
  %a5 = mul i32 %a4, 2246822519
  %a6 = shl i32 %a5, 7
  %a7 = sub i32 %a6, %a3
  %a8 = call i32 @llvm.fshl.i32(i32 %a7, i32 %a7, i32 11)
  %a9 = xor i32 %a8, %v
  %a10 = mul i32 %a9, 3266489917
  %a11 = lshr i32 %a10, 16
  %a12 = xor i32 %a10, %a11
  %a13 = and i32 %a12, 16777215
  %a14 = or i32 %a13, %a4
  %a15 = add i32 %a14, 374761393
  %a16 = ashr i32 %a15, 3
  %a17 = mul i32 %a16, %a12
  %a18 = sub i32 %a17, %a9
  %a19 = call i32 @llvm.umin.i32(i32 %a18, i32 %a15)
  %a20 = call i32 @llvm.smax.i32(i32 %a19, i32 %a6)
  %a21 = xor i32 %a20, 668265263
  %a22 = mul i32 %a21, %a21
  %a23 = lshr i32 %a22, 15
  %a24 = add i32 %a23, %a22
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %a24, ptr addrspace(1) %q
  ret void
}
declare i32 @llvm.fshl.i32(i32, i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
