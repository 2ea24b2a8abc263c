; A branchy kernel: per lane, a divergent if/else and a loop whose trip count is data dependent.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %g, <3 x i32> %tid) {
entry:
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %g, 5
  %i = add i32 %base, %x
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %i
  %v = load i32, ptr addrspace(1) %p
  %odd = and i32 %v, 1
  %isodd = icmp ne i32 %odd, 0
  br i1 %isodd, label %then, label %else
then:
  %t1 = mul i32 %v, 747796405
  %t2 = lshr i32 %t1, 11
  %t3 = xor i32 %t1, %t2
  br label %join
else:
  %e1 = add i32 %v, 2891336453
  %e2 = shl i32 %e1, 5
  %e3 = sub i32 %e2, %v
  br label %join
join:
  %h0 = phi i32 [ %t3, %then ], [ %e3, %else ]
  %n = and i32 %v, 15
  %zero = icmp eq i32 %n, 0
  br i1 %zero, label %exit, label %loop
loop:
  %k = phi i32 [ 0, %join ], [ %k1, %body ]
  %h = phi i32 [ %h0, %join ], [ %h3, %body ]
  %bit = and i32 %h, 4
  %set = icmp ne i32 %bit, 0
  br i1 %set, label %b1, label %b2
b1:
  %h1 = mul i32 %h, 31
  br label %body
b2:
  %h2 = xor i32 %h, 2654435769
  br label %body
body:
  %hm = phi i32 [ %h1, %b1 ], [ %h2, %b2 ]
  %h3 = add i32 %hm, %k
  %k1 = add i32 %k, 1
  %more = icmp ult i32 %k1, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ %h0, %join ], [ %h3, %body ]
  %q = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %r, ptr addrspace(1) %q
  ret void
}
