; v_permlane16_b32 and v_permlanex16_b32 with lane selects from SGPR arguments.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %sello, i32 inreg %selhi, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %p = call i32 @llvm.amdgcn.permlane16(i32 0, i32 %v, i32 %sello, i32 %selhi, i1 false, i1 false)
  %q = call i32 @llvm.amdgcn.permlanex16(i32 0, i32 %v, i32 %selhi, i32 %sello, i1 false, i1 false)
  %ib = shl i32 %gid, 1
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ib
  store i32 %p, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %q, ptr addrspace(1) %o1
  ret void
}
declare i32 @llvm.amdgcn.permlane16(i32, i32, i32, i32, i1, i1)
declare i32 @llvm.amdgcn.permlanex16(i32, i32, i32, i32, i1, i1)
