#version 450
// corpus: wave32
// Integer math: bitfield insert/extract, bit counts, find LSB/MSB, wide multiply, division, rotates.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { uvec2 pairs[]; };
layout(set = 0, binding = 1) writeonly buffer Out { uvec4 out4[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  uvec2 p = pairs[i];
  uint hi, lo;
  umulExtended(p.x, p.y, hi, lo);
  int shi, slo;
  imulExtended(int(p.x), int(p.y), shi, slo);
  uint q = p.y == 0u ? 0u : p.x / p.y;
  int r = int(p.y) == 0 ? 0 : int(p.x) % int(p.y | 1u);
  uint ins = bitfieldInsert(p.x, p.y, 5, 11);
  uint ext = uint(bitfieldExtract(int(p.y), 3, 9));
  uint bits = uint(bitCount(p.x)) + uint(findLSB(p.y)) * 64u + uint(findMSB(int(p.x))) * 4096u;
  uint rot = (p.x << (p.y & 31u)) | (p.x >> ((32u - (p.y & 31u)) & 31u));
  out4[i] = uvec4(hi ^ lo ^ uint(shi) ^ uint(slo), q + uint(r), ins ^ ext ^ bitfieldReverse(bits), rot);
}
