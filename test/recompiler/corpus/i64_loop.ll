; 64-bit integer loop: multiply-xorshift hash over a counter.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, i64 inreg %seed, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %x64 = zext i32 %x to i64
  %h0 = xor i64 %seed, %x64
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %h = phi i64 [ %h0, %entry ], [ %h3, %loop ]
  %h1 = mul i64 %h, 6364136223846793005
  %sh = lshr i64 %h1, 29
  %h2 = xor i64 %h1, %sh
  %h3 = add i64 %h2, 1442695040888963407
  %i1 = add i32 %i, 1
  %d = icmp eq i32 %i1, 8
  br i1 %d, label %exit, label %loop
exit:
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %x
  store i64 %h3, ptr addrspace(1) %o
  ret void
}
