; image_sample_lz (point, normalized texel centres mirrored across the image) and image_gather4_lz
; of the red channel; the results go to a 32_FLOAT image, five texels per lane in a row.
define amdgpu_cs void @main(<8 x i32> inreg %tex, <8 x i32> inreg %out, <4 x i32> inreg %samp, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %xf = uitofp i32 %x to float
  %yf = uitofp i32 %y to float
  %xc = fadd float %xf, 0.5
  %yc = fadd float %yf, 0.5
  %u = fmul float %xc, 0.125
  %v = fmul float %yc, 0.25
  %s = call <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32 1, float %u, float %v, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %g = call <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 1, float %u, float %v, <8 x i32> %tex, <4 x i32> %samp, i1 false, i32 0, i32 0)
  %ox = mul i32 %x, 5
  %s0 = extractelement <4 x float> %s, i32 0
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %s0, i32 1, i32 %ox, i32 %y, <8 x i32> %out, i32 0, i32 0)
  %ox1 = add i32 %ox, 1
  %g0 = extractelement <4 x float> %g, i32 0
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %g0, i32 1, i32 %ox1, i32 %y, <8 x i32> %out, i32 0, i32 0)
  %ox2 = add i32 %ox, 2
  %g1 = extractelement <4 x float> %g, i32 1
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %g1, i32 1, i32 %ox2, i32 %y, <8 x i32> %out, i32 0, i32 0)
  %ox3 = add i32 %ox, 3
  %g2 = extractelement <4 x float> %g, i32 2
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %g2, i32 1, i32 %ox3, i32 %y, <8 x i32> %out, i32 0, i32 0)
  %ox4 = add i32 %ox, 4
  %g3 = extractelement <4 x float> %g, i32 3
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %g3, i32 1, i32 %ox4, i32 %y, <8 x i32> %out, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.amdgcn.image.sample.lz.2d.v4f32.f32(i32 immarg, float, float, <8 x i32>, <4 x i32>, i1 immarg, i32 immarg, i32 immarg)
declare <4 x float> @llvm.amdgcn.image.gather4.lz.2d.v4f32.f32(i32 immarg, float, float, <8 x i32>, <4 x i32>, i1 immarg, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.image.store.2d.f32.i32(float, i32 immarg, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
