; A divergent do-while loop whose lanes finish at different trips, with a divergent if/else inside and
; both its EXEC-masked results (the hash and the trip count) read after the loop: the loop a lane may
; leave on its own (src/passes/opt-lane-loops.ts).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %n = and i32 %v, 31
  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %h = phi i32 [ %v, %entry ], [ %h3, %body ]
  %bit = and i32 %h, 8
  %set = icmp ne i32 %bit, 0
  br i1 %set, label %odd, label %even
odd:
  %h1 = mul i32 %h, 747796405
  br label %body
even:
  %h2 = lshr i32 %h, 3
  %h2x = xor i32 %h2, %h
  br label %body
body:
  %hm = phi i32 [ %h1, %odd ], [ %h2x, %even ]
  %h3 = add i32 %hm, %k
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %i = shl i32 %gid, 1
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %h3, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %k1, ptr addrspace(1) %o1
  ret void
}
