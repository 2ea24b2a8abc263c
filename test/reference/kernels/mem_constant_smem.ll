; Uniform loads from a constant buffer (ptr addrspace(4): s_load_dwordx4/x8 and s_load_dword) feeding
; vector math, and a uniform dynamic index into the constant buffer.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(4) inreg %cb, i32 inreg %sel, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %v8 = load <8 x i32>, ptr addrspace(4) %cb
  %m = extractelement <8 x i32> %v8, i32 0
  %a = extractelement <8 x i32> %v8, i32 1
  %sh = extractelement <8 x i32> %v8, i32 2
  %x7 = extractelement <8 x i32> %v8, i32 7
  %pd = getelementptr i32, ptr addrspace(4) %cb, i32 %sel
  %dyn = load i32, ptr addrspace(4) %pd
  %p4 = getelementptr <4 x i32>, ptr addrspace(4) %cb, i32 3
  %v4 = load <4 x i32>, ptr addrspace(4) %p4
  %y = extractelement <4 x i32> %v4, i32 2
  %t0 = mul i32 %gid, %m
  %t1 = add i32 %t0, %a
  %t2 = lshr i32 %t1, %sh
  %t3 = xor i32 %t2, %x7
  %t4 = add i32 %t3, %dyn
  %t5 = mul i32 %t4, %y
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %gid
  store i32 %t5, ptr addrspace(1) %o
  ret void
}
