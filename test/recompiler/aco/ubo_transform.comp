#version 450
// corpus: wave64
// Transforms vec4 positions by a matrix from a uniform buffer, writes xyz / w.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform Transform { mat4 matrix; vec4 bias; uint count; } xf;
layout(set = 0, binding = 1) readonly buffer In { vec4 positions[]; };
layout(set = 0, binding = 2) writeonly buffer Out { vec4 projected[]; };
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= xf.count) return;
  vec4 p = xf.matrix * positions[i] + xf.bias;
  projected[i] = vec4(p.xyz / p.w, p.w);
}
