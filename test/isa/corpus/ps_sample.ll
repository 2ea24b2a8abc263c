; Pixel: interpolation, image sampling, exports.
define amdgpu_ps void @main(<8 x i32> inreg %rsrc, <4 x i32> inreg %samp, i32 inreg %prim, <2 x float> %bary) {
  %i = extractelement <2 x float> %bary, i32 0
  %j = extractelement <2 x float> %bary, i32 1
  %u0 = call float @llvm.amdgcn.interp.p1(float %i, i32 0, i32 0, i32 %prim)
  %u = call float @llvm.amdgcn.interp.p2(float %u0, float %j, i32 0, i32 0, i32 %prim)
  %v0 = call float @llvm.amdgcn.interp.p1(float %i, i32 1, i32 0, i32 %prim)
  %v = call float @llvm.amdgcn.interp.p2(float %v0, float %j, i32 1, i32 0, i32 %prim)
  %t = call <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32 15, float %u, float %v, <8 x i32> %rsrc, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %l = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 1, i32 2, <8 x i32> %rsrc, i32 0, i32 0)
  %r = extractelement <4 x float> %t, i32 0
  %g = extractelement <4 x float> %t, i32 1
  %b = extractelement <4 x float> %l, i32 2
  %a = extractelement <4 x float> %l, i32 3
  call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %r, float %g, float %b, float %a, i1 true, i1 true)
  ret void
}
declare float @llvm.amdgcn.interp.p1(float, i32, i32, i32)
declare float @llvm.amdgcn.interp.p2(float, float, i32, i32, i32)
declare <4 x float> @llvm.amdgcn.image.sample.2d.v4f32.f32(i32, float, float, <8 x i32>, <4 x i32>, i1, i32, i32)
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32, i32, i32, <8 x i32>, i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
