#version 460
// The float chain of float_chain.ll: the same operations in the same order. `precise` keeps the host
// compiler from contracting a multiply and an add into an fma, which LLVM did not do either.
#extension GL_EXT_buffer_reference : require
layout(local_size_x = 256) in;
layout(buffer_reference, std430, buffer_reference_align = 4) buffer Floats { float v[]; };
layout(push_constant) uniform Push { Floats outp; Floats inp; } pc;
void main() {
  uint i = gl_GlobalInvocationID.x;
  precise float v = pc.inp.v[i];
  precise float a1 = v * 1.5;
  precise float a2 = a1 + 0.25;
  precise float a3m = a2 * v;
  precise float a3 = a3m + -0.5;
  precise float a4 = a3 * 0.75;
  precise float a5 = a4 - v;
  precise float a6m = a5 * 0.125;
  precise float a6 = a6m + a2;
  precise float a7 = a6 * a6;
  precise float a8 = a7 + 1.0;
  precise float a9 = a8 * 0.0625;
  precise float a10m = a9 * a3;
  precise float a10 = a10m + v;
  precise float a11 = a10 - 0.375;
  precise float a12 = a11 * a1;
  precise float a13 = a12 + a5;
  precise float a14m = a13 * -0.25;
  precise float a14 = a14m + a11;
  precise float a15 = a14 * 3.0;
  precise float a16 = a15 + a9;
  precise float a17m = a16 * a16;
  precise float a17 = a17m + -2.0;
  precise float a18 = a17 * 0.5;
  precise float a19 = a18 - a14;
  precise float a20m = a19 * 0.3125;
  precise float a20 = a20m + a10;
  precise float a21 = a20 * a2;
  precise float a22 = a21 + -1.25;
  precise float a23m = a22 * a4;
  precise float a23 = a23m + 0.09375;
  precise float a24 = a23 * 0.875;
  pc.outp.v[i] = a24;
}
