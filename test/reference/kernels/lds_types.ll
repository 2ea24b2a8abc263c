; LDS accesses of every width: bytes and shorts with sign/zero extension (ds_write_b8/b16,
; ds_read_i8/u8/i16/u16), 64- and 128-bit (ds_write_b64/b128, ds_read2_b32/ds_read_b128), at immediate
; offsets; a single wave exchanges data with its neighbour lanes.
@buf = internal addrspace(3) global [2048 x i8] poison, align 16
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %ia = shl i32 %x, 2
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %v = load <4 x i32>, ptr addrspace(1) %pa
  %v0 = extractelement <4 x i32> %v, i32 0
  %v1 = extractelement <4 x i32> %v, i32 1
  %b0 = trunc i32 %v0 to i8
  %h1 = trunc i32 %v1 to i16
  %pb = getelementptr i8, ptr addrspace(3) @buf, i32 %x
  store i8 %b0, ptr addrspace(3) %pb
  %x2 = shl i32 %x, 1
  %ph0 = getelementptr i8, ptr addrspace(3) @buf, i32 64
  %ph = getelementptr i8, ptr addrspace(3) %ph0, i32 %x2
  store i16 %h1, ptr addrspace(3) %ph
  %x16 = shl i32 %x, 4
  %pq0 = getelementptr i8, ptr addrspace(3) @buf, i32 192
  %pq = getelementptr i8, ptr addrspace(3) %pq0, i32 %x16
  store <4 x i32> %v, ptr addrspace(3) %pq
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %n = add i32 %x, 1
  %nx = and i32 %n, 31
  %rb = getelementptr i8, ptr addrspace(3) @buf, i32 %nx
  %rbv = load i8, ptr addrspace(3) %rb
  %rbs = sext i8 %rbv to i32
  %rbz = zext i8 %rbv to i32
  %nx2 = shl i32 %nx, 1
  %rh = getelementptr i8, ptr addrspace(3) %ph0, i32 %nx2
  %rhv = load i16, ptr addrspace(3) %rh
  %rhs = sext i16 %rhv to i32
  %rhz = zext i16 %rhv to i32
  %nx16 = shl i32 %nx, 4
  %rq = getelementptr i8, ptr addrspace(3) %pq0, i32 %nx16
  %rqv = load <4 x i32>, ptr addrspace(3) %rq
  %rq8 = getelementptr i8, ptr addrspace(3) %rq, i32 8
  %r64 = load i64, ptr addrspace(3) %rq8
  %r64lo = trunc i64 %r64 to i32
  %r64h = lshr i64 %r64, 32
  %r64hi = trunc i64 %r64h to i32
  %q0 = extractelement <4 x i32> %rqv, i32 0
  %q3 = extractelement <4 x i32> %rqv, i32 3
  %ob = shl i32 %x, 3
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %ob
  %w0 = insertelement <8 x i32> poison, i32 %rbs, i32 0
  %w1 = insertelement <8 x i32> %w0, i32 %rbz, i32 1
  %w2 = insertelement <8 x i32> %w1, i32 %rhs, i32 2
  %w3 = insertelement <8 x i32> %w2, i32 %rhz, i32 3
  %w4 = insertelement <8 x i32> %w3, i32 %q0, i32 4
  %w5 = insertelement <8 x i32> %w4, i32 %q3, i32 5
  %w6 = insertelement <8 x i32> %w5, i32 %r64lo, i32 6
  %w7 = insertelement <8 x i32> %w6, i32 %r64hi, i32 7
  store <8 x i32> %w7, ptr addrspace(1) %po
  ret void
}
declare void @llvm.amdgcn.s.barrier()
