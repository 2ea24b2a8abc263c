#version 450
// corpus: wave32
// Divergent control flow: a Collatz loop with per-lane trip counts, nested if/else, early break.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Data { uint values[]; };
layout(push_constant) uniform Limit { uint max_steps; } limit;
void main() {
  uint i = gl_GlobalInvocationID.x;
  uint n = values[i];
  uint steps = 0u;
  while (n != 1u && n != 0u) {
    if ((n & 1u) == 0u) {
      n >>= 1u;
    } else {
      if (n > 0x55555554u) { steps |= 0x80000000u; break; }
      n = 3u * n + 1u;
    }
    steps++;
    if (steps >= limit.max_steps) break;
  }
  values[i] = steps;
}
