#version 450
// corpus: wave64
// Sampled images without filtering: texelFetch from a texture2D (through a separate sampler) at mip 1
// and from a combined sampler2D, results to a storage buffer.
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0) uniform texture2D albedo;
layout(set = 0, binding = 1) uniform sampler nearest;
layout(set = 0, binding = 2) uniform sampler2D normals;
layout(set = 0, binding = 3) writeonly buffer Out { vec4 texels[]; };
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec4 a = texelFetch(sampler2D(albedo, nearest), p >> 1, 1);
  vec4 n = texelFetch(normals, p, 0);
  texels[gl_GlobalInvocationID.y * 64u + gl_GlobalInvocationID.x] = a * n.w + vec4(n.xyz, 0.0);
}
