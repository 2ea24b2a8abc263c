; A tree reduction in LDS with barriers inside a loop.
@lds = internal addrspace(3) global [64 x i32] poison, align 4
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %pi = getelementptr i32, ptr addrspace(1) %in, i32 %x
  %v = load i32, ptr addrspace(1) %pi
  %p = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %x
  store i32 %v, ptr addrspace(3) %p
  br label %loop
loop:
  %s = phi i32 [ 16, %entry ], [ %s1, %cont ]
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %c = icmp ult i32 %x, %s
  br i1 %c, label %add, label %cont
add:
  %o = add i32 %x, %s
  %q = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 %o
  %a = load i32, ptr addrspace(3) %q
  %b = load i32, ptr addrspace(3) %p
  %ab = add i32 %a, %b
  store i32 %ab, ptr addrspace(3) %p
  br label %cont
cont:
  %s1 = lshr i32 %s, 1
  %more = icmp ne i32 %s1, 0
  br i1 %more, label %loop, label %exit
exit:
  %first = load i32, ptr addrspace(3) @lds
  store i32 %first, ptr addrspace(1) %out
  ret void
}
declare void @llvm.amdgcn.s.barrier()
