#version 460
// The memory copy of copy.ll: one uvec4 per invocation.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 16) buffer Quads { uvec4 v[]; };
layout(push_constant) uniform Push { Quads outp; Quads inp; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  pc.outp.v[i] = pc.inp.v[i];
}
