; image_atomic_add (returning) on a tiled 32_UINT 2D array at (x % 4, 0, y); the returned values and
; image_get_resinfo of mip 0 (width << 16 | layers) stored through image_store to a 32_UINT 2D image.
define amdgpu_cs void @main(<8 x i32> inreg %ctr, <8 x i32> inreg %out, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %cx = and i32 %x, 3
  %inc = add i32 %x, 1
  %old = call i32 @llvm.amdgcn.image.atomic.add.2darray.i32.i32(i32 %inc, i32 %cx, i32 0, i32 %y, <8 x i32> %ctr, i32 0, i32 0)
  %ox = mul i32 %x, 2
  %oldf = bitcast i32 %old to float
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %oldf, i32 1, i32 %ox, i32 %y, <8 x i32> %out, i32 0, i32 0)
  %infof = call <4 x float> @llvm.amdgcn.image.getresinfo.2darray.v4f32.i32(i32 15, i32 0, <8 x i32> %ctr, i32 0, i32 0)
  %info = bitcast <4 x float> %infof to <4 x i32>
  %w = extractelement <4 x i32> %info, i32 0
  %l = extractelement <4 x i32> %info, i32 2
  %wl = shl i32 %w, 16
  %packed = or i32 %wl, %l
  %pf = bitcast i32 %packed to float
  %ox1 = add i32 %ox, 1
  call void @llvm.amdgcn.image.store.2d.f32.i32(float %pf, i32 1, i32 %ox1, i32 %y, <8 x i32> %out, i32 0, i32 0)
  ret void
}
declare i32 @llvm.amdgcn.image.atomic.add.2darray.i32.i32(i32, i32, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.image.store.2d.f32.i32(float, i32 immarg, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
declare <4 x float> @llvm.amdgcn.image.getresinfo.2darray.v4f32.i32(i32 immarg, i32, <8 x i32>, i32 immarg, i32 immarg)
