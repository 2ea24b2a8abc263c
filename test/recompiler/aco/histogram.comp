#version 450
// corpus: wave32
// 64-bin histogram of bytes: shared-memory atomics per workgroup, then global atomics to merge.
layout(local_size_x = 256) in;
layout(set = 0, binding = 0) readonly buffer In { uint packed[]; };
layout(set = 0, binding = 1) buffer Hist { uint bins[64]; };
shared uint local_bins[64];
void main() {
  uint lid = gl_LocalInvocationID.x;
  if (lid < 64u) local_bins[lid] = 0u;
  barrier();
  uint word = packed[gl_GlobalInvocationID.x];
  for (uint i = 0u; i < 4u; i++) atomicAdd(local_bins[bitfieldExtract(word, int(i * 8u), 6)], 1u);
  barrier();
  if (lid < 64u && local_bins[lid] != 0u) atomicAdd(bins[lid], local_bins[lid]);
}
