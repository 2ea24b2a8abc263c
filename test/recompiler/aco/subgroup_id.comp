#version 450
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_arithmetic : require
// corpus: wave32
// Two-level reduction: subgroup sums go to shared memory by gl_SubgroupID, the first subgroup adds them.
layout(local_size_x = 256) in;
layout(set = 0, binding = 0) readonly buffer In { float values[]; };
layout(set = 0, binding = 1) writeonly buffer Out { float sums[]; };
shared float partial[32];
void main() {
  float s = subgroupAdd(values[gl_GlobalInvocationID.x]);
  if (subgroupElect()) partial[gl_SubgroupID] = s;
  barrier();
  if (gl_SubgroupID == 0u) {
    float v = gl_SubgroupInvocationID < gl_NumSubgroups ? partial[gl_SubgroupInvocationID] : 0.0;
    v = subgroupAdd(v);
    if (subgroupElect()) sums[gl_WorkGroupID.x] = v;
  }
}
