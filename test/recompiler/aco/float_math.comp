#version 450
// corpus: wave64
// Float math: transcendentals, fma, rounding, min/max/clamp, conversions, inverse square root.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) readonly buffer In { vec4 inputs[]; };
layout(set = 0, binding = 1) writeonly buffer Out { vec4 outputs[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec4 v = inputs[i];
  float a = sin(v.x) * cos(v.y) + exp2(v.z) - log2(abs(v.w) + 1.0);
  float b = fma(v.x, v.y, v.z) + inversesqrt(abs(v.w) + 0.5) + sqrt(abs(v.x));
  float c = floor(v.x) + fract(v.y) + round(v.z) + trunc(v.w) + ceil(v.x * 0.5);
  float d = clamp(v.x, -1.0, 1.0) * mix(v.y, v.z, 0.25) + step(0.0, v.w) + pow(abs(v.y), 1.5);
  int n = int(v.z * 100.0);
  outputs[i] = vec4(a, b, c, d) + vec4(float(n), float(uint(abs(v.w))), atan(v.x, v.y), tanh(v.z));
}
