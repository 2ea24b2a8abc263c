#version 460
// The branchy kernel of branchy.ll: a divergent if/else and a data-dependent loop with a branch.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 32) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words { uint v[]; };
layout(push_constant) uniform Push { Words outp; Words inp; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint v = pc.inp.v[i];
  uint h;
  if ((v & 1u) != 0u) {
    uint t1 = v * 747796405u;
    h = t1 ^ (t1 >> 11);
  } else {
    uint e1 = v + 2891336453u;
    h = (e1 << 5) - v;
  }
  uint n = v & 15u;
  for (uint k = 0u; k < n; k++) {
    uint hm = (h & 4u) != 0u ? h * 31u : h ^ 2654435769u;
    h = hm + k;
  }
  pc.outp.v[i] = h;
}
