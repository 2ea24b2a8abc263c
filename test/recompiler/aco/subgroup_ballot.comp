#version 450
#extension GL_KHR_shader_subgroup_ballot : require
// corpus: wave32
// Stream compaction with ballots: each subgroup counts its passing lanes, one lane reserves space
// with an atomic, lanes write at their exclusive bit count.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { float values[]; };
layout(set = 0, binding = 1) buffer Out { uint count; float kept[]; };
layout(push_constant) uniform Threshold { float threshold; } pc;
void main() {
  float v = values[gl_GlobalInvocationID.x];
  bool keep = v > pc.threshold;
  uvec4 mask = subgroupBallot(keep);
  uint total = subgroupBallotBitCount(mask);
  uint before = subgroupBallotExclusiveBitCount(mask);
  uint base = 0u;
  if (subgroupElect()) base = atomicAdd(count, total);
  base = subgroupBroadcastFirst(base);
  if (keep) kept[base + before] = v;
}
