#version 450
// corpus: wave64
// Storage-buffer atomics: min/max/and/or/xor/exchange/compare-swap, using the returned values.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Counters { int minimum; int maximum; uint bits_and; uint bits_or; uint bits_xor; uint slot; uint lock; };
layout(set = 0, binding = 1) readonly buffer In { int values[]; };
layout(set = 0, binding = 2) writeonly buffer Out { uint previous[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  int v = values[i];
  atomicMin(minimum, v);
  atomicMax(maximum, v);
  atomicAnd(bits_and, uint(v));
  atomicOr(bits_or, uint(v));
  atomicXor(bits_xor, uint(v) * 2654435761u);
  uint old = atomicExchange(slot, i);
  uint swapped = atomicCompSwap(lock, 0u, i + 1u);
  previous[i] = old ^ (swapped << 16);
}
