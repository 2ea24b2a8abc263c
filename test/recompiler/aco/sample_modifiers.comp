#version 450
#extension GL_NV_compute_shader_derivatives : require
// corpus: wave32
// Sampler modifiers in compute (quad derivative groups give texture() its implicit LOD): texel
// offsets, an LOD bias, an explicit LOD and explicit gradients, each result stored to a buffer.
layout(local_size_x = 8, local_size_y = 8) in;
layout(derivative_group_quadsNV) in;
layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1) buffer Result { vec4 data[]; } result;
void main() {
  uvec2 id = gl_GlobalInvocationID.xy;
  uint at = (id.y * 16u + id.x) * 5u;
  vec2 uv = (vec2(id) + 0.5) / 16.0;
  result.data[at] = textureOffset(source, uv, ivec2(1, -2));
  result.data[at + 1u] = texture(source, uv.yx, 1.5);
  result.data[at + 2u] = textureLod(source, uv * 0.5, 2.0);
  result.data[at + 3u] = textureGrad(source, uv, vec2(0.5, 0.0), vec2(0.0, 0.25));
  result.data[at + 4u] = textureLodOffset(source, uv, 0.0, ivec2(-3, 7));
}
