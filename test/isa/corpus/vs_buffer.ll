; Vertex: buffer loads through a V#, typed buffer loads, position and parameter exports.
define amdgpu_vs void @main(<4 x i32> inreg %vb, i32 inreg %base, i32 %vid) {
  %idx = add i32 %vid, %base
  %p = call <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32> %vb, i32 %idx, i32 0, i32 0, i32 0)
  %q = call <2 x float> @llvm.amdgcn.struct.tbuffer.load.v2f32(<4 x i32> %vb, i32 %idx, i32 16, i32 0, i32 77, i32 0)
  %x = extractelement <4 x float> %p, i32 0
  %y = extractelement <4 x float> %p, i32 1
  %z = extractelement <2 x float> %q, i32 0
  %w = extractelement <2 x float> %q, i32 1
  call void @llvm.amdgcn.exp.f32(i32 12, i32 15, float %x, float %y, float %z, float %w, i1 true, i1 false)
  call void @llvm.amdgcn.exp.f32(i32 32, i32 3, float %z, float %w, float poison, float poison, i1 false, i1 false)
  ret void
}
declare <4 x float> @llvm.amdgcn.struct.buffer.load.format.v4f32(<4 x i32>, i32, i32, i32, i32)
declare <2 x float> @llvm.amdgcn.struct.tbuffer.load.v2f32(<4 x i32>, i32, i32, i32, i32, i32)
declare void @llvm.amdgcn.exp.f32(i32, i32, float, float, float, float, i1, i1)
