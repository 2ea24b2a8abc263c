#version 450
// corpus: wave64
// Bitonic sort of 512 keys in shared memory by a 512-invocation workgroup (eight wave64 waves).
layout(local_size_x = 512) in;
layout(set = 0, binding = 0) buffer Keys { uint keys[]; };
shared uint s[512];
void main() {
  uint lid = gl_LocalInvocationID.x;
  uint base = gl_WorkGroupID.x * 512u;
  s[lid] = keys[base + lid];
  barrier();
  for (uint size = 2u; size <= 512u; size <<= 1u) {
    for (uint stride = size >> 1u; stride > 0u; stride >>= 1u) {
      uint partner = lid ^ stride;
      if (partner > lid) {
        bool ascending = (lid & size) == 0u;
        uint a = s[lid];
        uint b = s[partner];
        if ((a > b) == ascending) { s[lid] = b; s[partner] = a; }
      }
      barrier();
    }
  }
  keys[base + lid] = s[lid];
}
