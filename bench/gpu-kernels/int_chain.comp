#version 460
// The integer chain of int_chain.ll, operation for operation.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Words { uint v[]; };
layout(push_constant) uniform Push { Words outp; Words inp; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint v = pc.inp.v[i];
  uint a1 = v * 2654435761u;
  uint a2 = a1 >> 13;
  uint a3 = a1 ^ a2;
  uint a4 = a3 + i;
  uint a5 = a4 * 2246822519u;
  uint a6 = a5 << 7;
  uint a7 = a6 - a3;
  uint a8 = (a7 << 11) | (a7 >> 21);
  uint a9 = a8 ^ v;
  uint a10 = a9 * 3266489917u;
  uint a11 = a10 >> 16;
  uint a12 = a10 ^ a11;
  uint a13 = a12 & 16777215u;
  uint a14 = a13 | a4;
  uint a15 = a14 + 374761393u;
  uint a16 = uint(int(a15) >> 3);
  uint a17 = a16 * a12;
  uint a18 = a17 - a9;
  uint a19 = min(a18, a15);
  uint a20 = uint(max(int(a19), int(a6)));
  uint a21 = a20 ^ 668265263u;
  uint a22 = a21 * a21;
  uint a23 = a22 >> 15;
  uint a24 = a23 + a22;
  pc.outp.v[i] = a24;
}
