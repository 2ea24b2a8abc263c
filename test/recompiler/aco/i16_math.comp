#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_int16 : require
#extension GL_EXT_shader_16bit_storage : require
// corpus: wave64
// 16-bit integers: i16/u16 storage, arithmetic, shifts, comparisons and widening.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { i16vec2 shorts[]; };
layout(set = 0, binding = 1) writeonly buffer Out { int wide[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  i16vec2 s = shorts[i];
  i16vec2 t = s * int16_t(3) - (s >> int16_t(2));
  int16_t m = max(t.x, t.y) ^ int16_t(0x5a5a);
  wide[i] = int(m) + int(t.x < t.y ? int16_t(1) : int16_t(-1));
}
