; 128-bit vector loads and stores with a per-lane scale.
define amdgpu_cs void @main(ptr addrspace(1) inreg %out, ptr addrspace(1) inreg %in, float inreg %k, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %p = getelementptr <4 x float>, ptr addrspace(1) %in, i32 %x
  %v = load <4 x float>, ptr addrspace(1) %p
  %ins = insertelement <4 x float> poison, float %k, i32 0
  %spl = shufflevector <4 x float> %ins, <4 x float> poison, <4 x i32> zeroinitializer
  %m = fmul <4 x float> %v, %spl
  %o = getelementptr <4 x float>, ptr addrspace(1) %out, i32 %x
  store <4 x float> %m, ptr addrspace(1) %o
  ret void
}
