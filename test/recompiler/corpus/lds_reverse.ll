; LDS with a barrier: each lane reads the value another lane wrote.
@lds = internal addrspace(3) global [64 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %v = load i32, ptr addrspace(1) %pi
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %x
  store i32 %v, ptr addrspace(3) %p
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %r = sub i32 31, %x
  %rm = and i32 %r, 31
  %q = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %rm
  %w = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %x
  store i32 %w, ptr addrspace(1) %o
  ret void
}
declare void @llvm.amdgcn.s.barrier()
