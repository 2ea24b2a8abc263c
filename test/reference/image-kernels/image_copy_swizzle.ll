; image_load of a 2D RGBA8 image (dmask 0xf) at the lane's (x, y), stored with red and blue swapped to
; a second 2D image in a float format (image_store).
define amdgpu_cs void @main(<8 x i32> inreg %src, <8 x i32> inreg %dst, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %v = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %src, i32 0, i32 0)
  %r = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %r, i32 15, i32 %x, i32 %y, <8 x i32> %dst, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 immarg, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32 immarg, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
