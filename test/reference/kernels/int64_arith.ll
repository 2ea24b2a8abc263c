; 64-bit integer add/sub/mul, variable shifts (v_lshlrev_b64 etc.), compares and selects.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i64, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i64, ptr addrspace(1) %pa, i32 1
  %a = load i64, ptr addrspace(1) %pa
  %b = load i64, ptr addrspace(1) %pb
  %add = add i64 %a, %b
  %sub = sub i64 %a, %b
  %mul = mul i64 %a, %b
  %s = and i64 %b, 63
  %shl = shl i64 %a, %s
  %lshr = lshr i64 %a, %s
  %ashr = ashr i64 %a, %s
  %lt = icmp slt i64 %a, %b
  %ult = icmp ult i64 %a, %b
  %m1 = select i1 %lt, i64 %a, i64 %b
  %m2 = select i1 %ult, i64 %b, i64 %a
  %m = xor i64 %m1, %m2
  %ib = mul i32 %gid, 8
  %o0 = getelementptr i64, ptr addrspace(1) %out, i32 %ib
  store i64 %add, ptr addrspace(1) %o0
  %o1 = getelementptr i64, ptr addrspace(1) %o0, i32 1
  store i64 %sub, ptr addrspace(1) %o1
  %o2 = getelementptr i64, ptr addrspace(1) %o0, i32 2
  store i64 %mul, ptr addrspace(1) %o2
  %o3 = getelementptr i64, ptr addrspace(1) %o0, i32 3
  store i64 %shl, ptr addrspace(1) %o3
  %o4 = getelementptr i64, ptr addrspace(1) %o0, i32 4
  store i64 %lshr, ptr addrspace(1) %o4
  %o5 = getelementptr i64, ptr addrspace(1) %o0, i32 5
  store i64 %ashr, ptr addrspace(1) %o5
  %o6 = getelementptr i64, ptr addrspace(1) %o0, i32 6
  store i64 %m, ptr addrspace(1) %o6
  %o7 = getelementptr i64, ptr addrspace(1) %o0, i32 7
  store i64 %s, ptr addrspace(1) %o7
  ret void
}
