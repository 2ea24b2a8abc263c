#version 450
#extension GL_KHR_shader_subgroup_vote : require
#extension GL_KHR_shader_subgroup_ballot : require
// corpus: wave64
// Votes and uniform branches: subgroupAll/Any/AllEqual choose a fast path, broadcast of lane 7.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Data { int data[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  int v = data[i];
  int r;
  if (subgroupAll(v >= 0)) {
    r = subgroupAllEqual(v) ? v : v * 2;
  } else if (subgroupAny(v == 0)) {
    r = subgroupBroadcast(v, 7u);
  } else {
    r = -v;
  }
  data[i] = r + int(subgroupInverseBallot(uvec4(0x55555555u)));
}
