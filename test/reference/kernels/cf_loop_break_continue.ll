; A divergent loop whose trip count comes from the data, with a continue (skip multiples of 3) and a
; break when the accumulator passes a limit: EXEC masking across loop iterations (s_andn2 / s_or
; of exit masks, s_cbranch_execnz).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %ia = shl i32 %gid, 1
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %ia
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %n0 = load i32, ptr addrspace(1) %pa
  %lim = load i32, ptr addrspace(1) %pb
  %n = and i32 %n0, 63
  br label %head
head:
  %i = phi i32 [ 0, %0 ], [ %inext, %latch ]
  %acc = phi i32 [ 0, %0 ], [ %accnext, %latch ]
  %cnt = phi i32 [ 0, %0 ], [ %cntnext, %latch ]
  %done = icmp uge i32 %i, %n
  br i1 %done, label %exit, label %body
body:
  %r = urem i32 %i, 3
  %skip = icmp eq i32 %r, 0
  br i1 %skip, label %latch, label %work
work:
  %sq = mul i32 %i, %i
  %acc2 = add i32 %acc, %sq
  %cnt2 = add i32 %cnt, 1
  %big = icmp ugt i32 %acc2, %lim
  br i1 %big, label %exit, label %latch
latch:
  %accnext = phi i32 [ %acc, %body ], [ %acc2, %work ]
  %cntnext = phi i32 [ %cnt, %body ], [ %cnt2, %work ]
  %inext = add i32 %i, 1
  br label %head
exit:
  %ra = phi i32 [ %acc, %head ], [ %acc2, %work ]
  %rc = phi i32 [ %cnt, %head ], [ %cnt2, %work ]
  %ri = phi i32 [ %i, %head ], [ %i, %work ]
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %ia
  store i32 %ra, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  %rci = shl i32 %ri, 16
  %packed = or i32 %rc, %rci
  store i32 %packed, ptr addrspace(1) %o1
  ret void
}
