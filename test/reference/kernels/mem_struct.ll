; Array-of-structs addressing with sub-dword fields: loads of i8/i16 (global_load_ubyte/sbyte/ushort),
; i64 fields, and stores of bytes and shorts into a second array (global_store_byte/short).
%S = type { i32, float, i16, i8, i8, i64 }
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, i32 inreg %wg, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %base = shl i32 %wg, 6
  %gid = add i32 %base, %x
  %src = getelementptr %S, ptr addrspace(1) %in, i32 %gid
  %fa = getelementptr %S, ptr addrspace(1) %src, i32 0, i32 0
  %fc = getelementptr %S, ptr addrspace(1) %src, i32 0, i32 2
  %fd = getelementptr %S, ptr addrspace(1) %src, i32 0, i32 3
  %fe = getelementptr %S, ptr addrspace(1) %src, i32 0, i32 4
  %ff = getelementptr %S, ptr addrspace(1) %src, i32 0, i32 5
  %a = load i32, ptr addrspace(1) %fa
  %c = load i16, ptr addrspace(1) %fc
  %d = load i8, ptr addrspace(1) %fd
  %e = load i8, ptr addrspace(1) %fe
  %f = load i64, ptr addrspace(1) %ff
  %cs = sext i16 %c to i32
  %dz = zext i8 %d to i32
  %es = sext i8 %e to i64
  %a2 = mul i32 %a, %dz
  %a3 = add i32 %a2, %cs
  %f2 = add i64 %f, %es
  %rev = sub i32 127, %gid
  %dst = getelementptr %S, ptr addrspace(1) %out, i32 %rev
  %ga = getelementptr %S, ptr addrspace(1) %dst, i32 0, i32 0
  %gc = getelementptr %S, ptr addrspace(1) %dst, i32 0, i32 2
  %gd = getelementptr %S, ptr addrspace(1) %dst, i32 0, i32 3
  %ge = getelementptr %S, ptr addrspace(1) %dst, i32 0, i32 4
  %gf = getelementptr %S, ptr addrspace(1) %dst, i32 0, i32 5
  store i32 %a3, ptr addrspace(1) %ga
  %c2 = add i16 %c, 1
  store i16 %c2, ptr addrspace(1) %gc
  store i8 %e, ptr addrspace(1) %gd
  %dn = xor i8 %d, 85
  store i8 %dn, ptr addrspace(1) %ge
  store i64 %f2, ptr addrspace(1) %gf
  ret void
}
