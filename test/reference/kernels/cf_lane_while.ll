; A divergent while loop that some lanes do not enter (the guest skips it with s_cbranch_execz when no
; lane does), an if/else inside, and its masked results read after it: the skip and the loop a lane
; may both take on its own (src/passes/opt-lane-loops.ts).
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %pa = getelementptr i32, ptr addrspace(1) %in, i32 %gid
  %v = load i32, ptr addrspace(1) %pa
  %n = and i32 %v, 15
  %none = icmp eq i32 %n, 0
  br i1 %none, label %exit, label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %body ]
  %h = phi i32 [ %v, %entry ], [ %h3, %body ]
  %bit = and i32 %h, 4
  %set = icmp ne i32 %bit, 0
  br i1 %set, label %odd, label %even
odd:
  %h1 = mul i32 %h, 31
  br label %body
even:
  %h2 = xor i32 %h, 2654435769
  br label %body
body:
  %hm = phi i32 [ %h1, %odd ], [ %h2, %even ]
  %h3 = add i32 %hm, %k
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %hr = phi i32 [ %v, %entry ], [ %h3, %body ]
  %kr = phi i32 [ 0, %entry ], [ %k1, %body ]
  %i = shl i32 %gid, 1
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %hr, ptr addrspace(1) %o0
  %o1 = getelementptr i32, ptr addrspace(1) %o0, i32 1
  store i32 %kr, ptr addrspace(1) %o1
  ret void
}
