; Compute: LDS with barriers, lane operations and ballots, f16 math.
; waves: 32
@lds = internal addrspace(3) global [256 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i32 inreg %k, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0, i32 %x
  store i32 %x, ptr addrspace(3) %p
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %y = xor i32 %x, 1
  %q = getelementptr [256 x i32], ptr addrspace(3) @lds, i32 0, i32 %y
  %v = load i32, ptr addrspace(3) %q
  %c = icmp ugt i32 %v, %k
  %b = call i32 @llvm.amdgcn.ballot.i32(i1 %c)
  %first = call i32 @llvm.amdgcn.readfirstlane(i32 %v)
  %lane = call i32 @llvm.amdgcn.readlane(i32 %v, i32 3)
  %h = uitofp i32 %v to half
  %h2 = fmul half %h, 0xH3C00
  %h3 = fadd half %h2, 0xH4000
  %hi = bitcast half %h3 to i16
  %hz = zext i16 %hi to i32
  %s1 = add i32 %b, %first
  %s2 = add i32 %s1, %lane
  %s3 = add i32 %s2, %hz
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %s3, ptr addrspace(1) %o
  %old = atomicrmw add ptr addrspace(3) %p, i32 %s3 seq_cst
  ret void
}
declare void @llvm.amdgcn.s.barrier()
declare i32 @llvm.amdgcn.ballot.i32(i1)
declare i32 @llvm.amdgcn.readfirstlane(i32)
declare i32 @llvm.amdgcn.readlane(i32, i32)
