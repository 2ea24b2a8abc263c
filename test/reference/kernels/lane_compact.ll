; Per-wave stream compaction: ballot of a predicate, each lane's rank among the set lanes below it
; (v_mbcnt_lo/hi), the popcount (s_bcnt1) as the wave's count, and llvm.amdgcn.wavefrontsize.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %counts, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %ws = call i32 @llvm.amdgcn.wavefrontsize()
  %wave = udiv i32 %gid, %ws
  %wbase = mul i32 %wave, %ws
  %m = and i32 %v, 7
  %keep = icmp ult i32 %m, 3
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %keep)
  %blo = trunc i64 %b to i32
  %bh = lshr i64 %b, 32
  %bhi = trunc i64 %bh to i32
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %blo, i32 0)
  %rank = call i32 @llvm.amdgcn.mbcnt.hi(i32 %bhi, i32 %lo)
  %cnt64 = call i64 @llvm.ctpop.i64(i64 %b)
  %cnt = trunc i64 %cnt64 to i32
  %pc = getelementptr i32, ptr addrspace(1) %counts, i32 %wave
  store i32 %cnt, ptr addrspace(1) %pc
  br i1 %keep, label %put, label %end
put:
  %slot = add i32 %wbase, %rank
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %slot
  store i32 %v, ptr addrspace(1) %po
  br label %end
end:
  ret void
}
declare i32 @llvm.amdgcn.wavefrontsize()
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i64 @llvm.ctpop.i64(i64)
