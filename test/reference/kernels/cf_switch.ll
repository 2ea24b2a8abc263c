; A divergent switch with seven cases, a default and a shared fall-through block.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %sel = and i32 %v, 15
  switch i32 %sel, label %def [
    i32 0, label %c0
    i32 1, label %c1
    i32 2, label %c2
    i32 3, label %c3
    i32 5, label %c5
    i32 8, label %c8
    i32 13, label %c13
  ]
c0:
  %r0 = add i32 %v, 11
  br label %join
c1:
  %r1 = mul i32 %v, %v
  br label %join
c2:
  %r2 = lshr i32 %v, 7
  br label %shared
c3:
  %r3 = xor i32 %v, -1
  br label %shared
shared:
  %rs0 = phi i32 [ %r2, %c2 ], [ %r3, %c3 ]
  %rs = add i32 %rs0, 77
  br label %join
c5:
  %r5 = call i32 @llvm.ctpop.i32(i32 %v)
  br label %join
c8:
  %r8 = sub i32 100, %v
  br label %join
c13:
  %r13 = ashr i32 %v, 3
  br label %join
def:
  %rd = or i32 %v, 1
  br label %join
join:
  %r = phi i32 [ %r0, %c0 ], [ %r1, %c1 ], [ %rs, %shared ], [ %r5, %c5 ], [ %r8, %c8 ], [ %r13, %c13 ], [ %rd, %def ]
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %r, ptr addrspace(1) %o0
  ret void
}
declare i32 @llvm.ctpop.i32(i32)
