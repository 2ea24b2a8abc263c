#version 460
// The workgroup reduction of lds_reduce.ll: a tree of barriers and adds in shared memory.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 32) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words { uint v[]; };
layout(push_constant) uniform Push { Words outp; Words inp; } pc;
shared uint lds[32];
void main() {
  uint x = gl_LocalInvocationID.x;
  lds[x] = pc.inp.v[gl_GlobalInvocationID.x];
  for (uint s = 16; s != 0; s >>= 1) {
    barrier();
    if (x < s) lds[x] = lds[x + s] + lds[x];
  }
  if (x == 0) pc.outp.v[gl_WorkGroupID.x] = lds[0];
}
