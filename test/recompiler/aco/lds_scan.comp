#version 450
// corpus: wave32
// Inclusive prefix sum (Hillis-Steele) of floats in shared memory, double-buffered.
layout(local_size_x = 128) in;
layout(set = 0, binding = 0) buffer Data { float data[]; };
shared float buf[2][128];
void main() {
  uint lid = gl_LocalInvocationID.x;
  uint base = gl_WorkGroupID.x * 128u;
  buf[0][lid] = data[base + lid];
  barrier();
  uint src = 0u;
  for (uint offset = 1u; offset < 128u; offset <<= 1u) {
    float v = buf[src][lid];
    if (lid >= offset) v += buf[src][lid - offset];
    buf[1u - src][lid] = v;
    src = 1u - src;
    barrier();
  }
  data[base + lid] = buf[src][lid];
}
