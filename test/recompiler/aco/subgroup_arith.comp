#version 450
#extension GL_KHR_shader_subgroup_arithmetic : require
// corpus: wave64
// Subgroup arithmetic: reductions (add, max, and) and inclusive/exclusive scans over ints and floats.
layout(local_size_x = 128) in;
layout(set = 0, binding = 0) readonly buffer In { int ivals[]; };
layout(set = 0, binding = 1) writeonly buffer Out { ivec4 results[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  int v = ivals[i];
  results[i] = ivec4(subgroupAdd(v), subgroupMax(v), subgroupInclusiveAdd(v), subgroupExclusiveAdd(v) & subgroupAnd(v | 1));
}
