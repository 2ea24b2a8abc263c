; The T#s come from a descriptor table: %table (s[0:1]) points at two 32-byte T#s, the source image at
; offset 0 and the destination at offset 32, loaded with s_load_dwordx8. Each lane loads its (x, y)
; texel of the source, swaps red and blue, and stores it to the destination; then it adds its x to a
; counter of a third image (1D R32 UINT, texel y; its T# at offset 64) with image_atomic_add.
define amdgpu_cs void @main(ptr addrspace(4) inreg %table, <3 x i32> %tid) {
  %x = extractelement <3 x i32> %tid, i32 0
  %y = extractelement <3 x i32> %tid, i32 1
  %src = load <8 x i32>, ptr addrspace(4) %table, align 32
  %dstp = getelementptr i8, ptr addrspace(4) %table, i64 32
  %dst = load <8 x i32>, ptr addrspace(4) %dstp, align 32
  %cntp = getelementptr i8, ptr addrspace(4) %table, i64 64
  %cnt = load <8 x i32>, ptr addrspace(4) %cntp, align 32
  %v = call <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 15, i32 %x, i32 %y, <8 x i32> %src, i32 0, i32 0)
  %r = shufflevector <4 x float> %v, <4 x float> poison, <4 x i32> <i32 2, i32 1, i32 0, i32 3>
  call void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float> %r, i32 15, i32 %x, i32 %y, <8 x i32> %dst, i32 0, i32 0)
  %old = call i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32 %x, i32 %y, <8 x i32> %cnt, i32 0, i32 0)
  ret void
}
declare <4 x float> @llvm.amdgcn.image.load.2d.v4f32.i32(i32 immarg, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
declare void @llvm.amdgcn.image.store.2d.v4f32.i32(<4 x float>, i32 immarg, i32, i32, <8 x i32>, i32 immarg, i32 immarg)
declare i32 @llvm.amdgcn.image.atomic.add.1d.i32.i32(i32, i32, <8 x i32>, i32 immarg, i32 immarg)
