#version 450
#extension GL_KHR_shader_subgroup_clustered : require
#extension GL_KHR_shader_subgroup_quad : require
// corpus: wave32
// Clustered reductions (4, 8 and 16 lanes) and quad operations.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Data { float data[]; };
layout(set = 0, binding = 1) writeonly buffer Ints { uint ints[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  float v = data[i];
  float s4 = subgroupClusteredAdd(v, 4u);
  float m8 = subgroupClusteredMax(v, 8u);
  uint o16 = subgroupClusteredOr(floatBitsToUint(v), 16u);
  float q = subgroupQuadSwapHorizontal(v) + subgroupQuadBroadcast(v, 2u);
  data[i] = s4 + m8 + q;
  ints[i] = o16;
}
