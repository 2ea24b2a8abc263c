; A 16x16 tile transposed through LDS with a 2-D workgroup (local ids in v0 and v1), a barrier between
; the write and the read, and a padded row stride (ds_write_b32 / ds_read_b32 with offsets).
@tile = internal addrspace(3) global [16 x [17 x i32]] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %gx, i32 inreg %gy, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %bx = shl i32 %gx, 4
  %by = shl i32 %gy, 4
  %col = add i32 %bx, %x
  %row = add i32 %by, %y
  %rw = shl i32 %row, 5
  %i = add i32 %rw, %col
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %pa
  %pt = getelementptr [16 x [17 x i32]], ptr addrspace(3) @tile, i32 0, i32 %y, i32 %x
  store i32 %v, ptr addrspace(3) %pt
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %qt = getelementptr [16 x [17 x i32]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 %y
  %w = load i32, ptr addrspace(3) %qt
  %ocol = add i32 %by, %x
  %orow = add i32 %bx, %y
  %orw = shl i32 %orow, 5
  %o = add i32 %orw, %ocol
  %po = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %w, ptr addrspace(1) %po
  ret void
}
declare void @llvm.amdgcn.s.barrier()
