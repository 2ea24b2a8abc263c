#version 450
#extension GL_KHR_shader_subgroup_shuffle : require
#extension GL_KHR_shader_subgroup_shuffle_relative : require
// corpus: wave32
// Shuffles: butterfly max with shuffleXor, rotation by an index, neighbour differences.
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer Data { float data[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  float v = data[i];
  float m = v;
  for (uint mask = 1u; mask < gl_SubgroupSize; mask <<= 1u) m = max(m, subgroupShuffleXor(m, mask));
  float rotated = subgroupShuffle(v, (gl_SubgroupInvocationID + 5u) % gl_SubgroupSize);
  float diff = v - subgroupShuffleUp(v, 1u);
  data[i] = m + rotated * 0.5 + (gl_SubgroupInvocationID > 0u ? diff : 0.0);
}
