#version 450
// corpus: wave64
// textureLod on a mipmapped texture: the execution test binds a 4-level chain and a trilinear sampler
// (LINEAR mip filter, BILINEAR mag and min), and every invocation reads its own LOD from a buffer, so
// lanes blend different pairs of levels, clamp below level 0 and above the last level.
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1) buffer Lods { float lod[]; } lods;
layout(set = 0, binding = 2) buffer Result { vec4 data[]; } result;
void main() {
  uint i = gl_GlobalInvocationID.x;
  vec2 uv = vec2(float(i % 16u) + 0.3, float((i / 16u) % 16u) + 0.6) / 16.0;
  result.data[i] = textureLod(source, uv, lods.lod[i] * 0.5 + 1.0);
}
