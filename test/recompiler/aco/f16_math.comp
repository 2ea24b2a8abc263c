#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
// corpus: wave32
// Half-precision math on 16-bit storage: packed f16vec2 arithmetic, fma, min/max, conversions.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { f16vec2 halves[]; };
layout(set = 0, binding = 1) writeonly buffer Out { f16vec2 results[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  f16vec2 h = halves[i];
  f16vec2 s = h * h + f16vec2(0.5hf, -1.0hf);
  f16vec2 f = fma(h, s, h.yx);
  f16vec2 m = max(min(f, f16vec2(4.0hf)), f16vec2(-4.0hf));
  results[i] = m + f16vec2(float16_t(i), float16_t(1.0));
}
