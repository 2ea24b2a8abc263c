#version 450
// corpus: wave64
// Workgroup sum in shared memory: tree reduction with barriers, one partial sum per workgroup.
layout(local_size_x = 256) in;
layout(set = 0, binding = 0) readonly buffer In { uint values[]; };
layout(set = 0, binding = 1) writeonly buffer Out { uint sums[]; };
shared uint partial[256];
void main() {
  uint lid = gl_LocalInvocationID.x;
  partial[lid] = values[gl_GlobalInvocationID.x];
  barrier();
  for (uint stride = 128u; stride > 0u; stride >>= 1u) {
    if (lid < stride) partial[lid] += partial[lid + stride];
    barrier();
  }
  if (lid == 0u) sums[gl_WorkGroupID.x] = partial[0];
}
