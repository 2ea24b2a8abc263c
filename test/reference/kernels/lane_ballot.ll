; Wave-wide lane reads: ballot (i64 in both wave sizes), readfirstlane, readlane, writelane, and the
; same inside a divergent branch where only the active lanes count (v_cmp into an SGPR mask,
; v_readfirstlane_b32, v_readlane_b32, v_writelane_b32, s_bcnt1, s_ff1).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %c = icmp ugt i32 %v, 2147483648
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %blo = trunc i64 %b to i32
  %bh = lshr i64 %b, 32
  %bhi = trunc i64 %bh to i32
  %first = call i32 @llvm.amdgcn.readfirstlane(i32 %v)
  %l5 = call i32 @llvm.amdgcn.readlane(i32 %v, i32 5)
  %wl = call i32 @llvm.amdgcn.writelane(i32 %first, i32 7, i32 %gid)
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %div, label %join
div:
  %df = call i32 @llvm.amdgcn.readfirstlane(i32 %v)
  %c2 = icmp ult i32 %v, 1073741824
  %b2 = call i64 @llvm.amdgcn.ballot.i64(i1 %c2)
  %pc = call i64 @llvm.ctpop.i64(i64 %b2)
  %pct = trunc i64 %pc to i32
  %ff = call i64 @llvm.cttz.i64(i64 %b2, i1 false)
  %fft = trunc i64 %ff to i32
  %sh = shl i32 %fft, 8
  %pk = or i32 %pct, %sh
  br label %join
join:
  %rdf = phi i32 [ %df, %div ], [ 0, %0 ]
  %rpk = phi i32 [ %pk, %div ], [ -1, %0 ]
  %ib = mul i32 %gid, 7
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %blo, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %bhi, ptr addrspace(1) %o1
  %o2 = getelementptr i32, ptr addrspace(1) %o0, i32 2
  store i32 %first, ptr addrspace(1) %o2
  %o3 = getelementptr i32, ptr addrspace(1) %o0, i32 3
  store i32 %l5, ptr addrspace(1) %o3
  %o4 = getelementptr i32, ptr addrspace(1) %o0, i32 4
  store i32 %wl, ptr addrspace(1) %o4
  %o5 = getelementptr i32, ptr addrspace(1) %o0, i32 5
  store i32 %rdf, ptr addrspace(1) %o5
  %o6 = getelementptr i32, ptr addrspace(1) %o0, i32 6
  store i32 %rpk, ptr addrspace(1) %o6
  ret void
}
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.readfirstlane(i32)
declare i32 @llvm.amdgcn.readlane(i32, i32)
declare i32 @llvm.amdgcn.writelane(i32, i32, i32)
declare i64 @llvm.ctpop.i64(i64)
declare i64 @llvm.cttz.i64(i64, i1)
