#version 450
// corpus: wave64
// 64-bit floats and integers: f64 fma and division, u64 shifts and adds (address-like arithmetic).
#extension GL_ARB_gpu_shader_int64 : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) buffer Data { dvec2 values[]; };
layout(set = 0, binding = 1) buffer Keys { uint64_t keys[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  dvec2 v = values[i];
  values[i] = dvec2(fma(v.x, v.y, 1.0), v.x / (abs(v.y) + 1.0));
  uint64_t k = keys[i];
  keys[i] = (k << 13) ^ (k >> 7) + uint64_t(i) * 0x9E3779B97F4A7C15ul;
}
