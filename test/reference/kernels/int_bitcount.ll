; Population count, leading and trailing zeros of 32- and 64-bit values, including zero inputs.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %pop = call i32 @llvm.ctpop.i32(i32 %a)
  %clz = call i32 @llvm.ctlz.i32(i32 %a, i1 false)
  %ctz = call i32 @llvm.cttz.i32(i32 %b, i1 false)
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %hi = shl i64 %zb, 32
  %w = or i64 %hi, %za
  %pop64 = call i64 @llvm.ctpop.i64(i64 %w)
  %clz64 = call i64 @llvm.ctlz.i64(i64 %w, i1 false)
  %ctz64 = call i64 @llvm.cttz.i64(i64 %w, i1 false)
  %p64 = trunc i64 %pop64 to i32
  %l64 = trunc i64 %clz64 to i32
  %t64 = trunc i64 %ctz64 to i32
  %sh = lshr i32 %a, 20
  %clzs = call i32 @llvm.ctlz.i32(i32 %sh, i1 false)
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %pop, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %clz, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %ctz, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %p64, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %l64, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %t64, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %clzs, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %sh, ptr addrspace(1) %o7
  ret void
}
declare i32 @llvm.ctpop.i32(i32)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
