#version 450
#extension GL_NV_compute_shader_derivatives : require
// corpus: wave32
// A shadow sampler (depth compare): implicit LOD, explicit LOD, offsets and a compare gather. The
// references are 0.0 and 1.0 so that no compare depends on the depth format's precision.
layout(local_size_x = 8, local_size_y = 8) in;
layout(derivative_group_quadsNV) in;
layout(set = 0, binding = 0) uniform sampler2DShadow shadow;
layout(set = 0, binding = 1) buffer Result { vec4 data[]; } result;
void main() {
  uvec2 id = gl_GlobalInvocationID.xy;
  uint at = (id.y * 16u + id.x) * 2u;
  vec2 uv = (vec2(id) + 0.5) / 16.0;
  float ref = float((id.x ^ id.y) & 1u);
  float a = texture(shadow, vec3(uv, ref));
  float b = textureLod(shadow, vec3(uv.yx, 1.0 - ref), 0.0);
  float c = textureOffset(shadow, vec3(uv, ref), ivec2(2, 1));
  result.data[at] = vec4(a, b, c, 0.0);
  result.data[at + 1u] = textureGather(shadow, uv, ref);
}
