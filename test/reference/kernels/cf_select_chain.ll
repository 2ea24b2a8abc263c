; Chains of compares and selects (v_cndmask with SGPR/VCC masks), min-index search through phis in a
; fully unrolled loop, and i1 logic (s_and / s_or / s_xor of lane masks).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 2
  %p0 = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  %a = load i32, ptr addrspace(1) %p0
  %b = load i32, ptr addrspace(1) %p1
  %c = load i32, ptr addrspace(1) %p2
  %d = load i32, ptr addrspace(1) %p3
  %l1 = icmp ult i32 %b, %a
  %m1 = select i1 %l1, i32 %b, i32 %a
  %i1 = select i1 %l1, i32 1, i32 0
  %l2 = icmp ult i32 %c, %m1
  %m2 = select i1 %l2, i32 %c, i32 %m1
  %i2 = select i1 %l2, i32 2, i32 %i1
  %l3 = icmp ult i32 %d, %m2
  %i3 = select i1 %l3, i32 3, i32 %i2
  %q1 = icmp sgt i32 %a, %c
  %q2 = icmp eq i32 %b, %d
  %q3 = xor i1 %q1, %l1
  %q4 = or i1 %q3, %q2
  %q5 = and i1 %q4, %l3
  %s1 = select i1 %q5, i32 %a, i32 %d
  %s2 = select i1 %q4, i32 %s1, i32 %b
  %s3 = select i1 %q3, i32 %s2, i32 12345
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  %iz = shl i32 %i3, 28
  %r = xor i32 %s3, %iz
  store i32 %r, ptr addrspace(1) %o0
  ret void
}
