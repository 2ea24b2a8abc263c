#version 450
// corpus: wave64
// Push constants read at a dynamic index (a lookup table), which RADV cannot inline into SGPRs.
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer Data { uint data[]; };
layout(push_constant) uniform Table { uint entries[16]; uint mask; } table;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint v = data[i];
  data[i] = table.entries[v & 15u] ^ (v & table.mask);
}
