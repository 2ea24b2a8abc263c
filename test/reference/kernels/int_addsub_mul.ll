; Integer add/sub/mul, high halves of 32x32 products, carries and borrows.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %a = load i32, ptr addrspace(1) %pa
  %b = load i32, ptr addrspace(1) %pb
  %add = add i32 %a, %b
  %sub = sub i32 %a, %b
  %mul = mul i32 %a, %b
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %zp = mul i64 %za, %zb
  %zh = lshr i64 %zp, 32
  %mulhu = trunc i64 %zh to i32
  %sa = sext i32 %a to i64
  %sb = sext i32 %b to i64
  %sp = mul i64 %sa, %sb
  %sh = lshr i64 %sp, 32
  %mulhs = trunc i64 %sh to i32
  %uo = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %a, i32 %b)
  %uc = extractvalue { i32, i1 } %uo, 1
  %ucz = zext i1 %uc to i32
  %so = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 %a, i32 %b)
  %sc = extractvalue { i32, i1 } %so, 1
  %scz = zext i1 %sc to i32
  %m3 = mul i32 %a, -7
  %neg = sub i32 0, %b
  %t = add i32 %m3, %neg
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %add, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %sub, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %mul, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %mulhu, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %mulhs, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %ucz, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %scz, ptr addrspace(1) %o6
  %o7 = getelementptr i32, ptr addrspace(1) %o0, i32 7
  store i32 %t, ptr addrspace(1) %o7
  ret void
}
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32)
