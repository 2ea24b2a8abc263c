#version 450
// corpus: wave32
// Filtered sampling in compute: texture() needs explicit LOD here (textureLod), plus a gather, into a
// storage image.
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0) uniform sampler2D source;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2D destination;
layout(push_constant) uniform Blit { vec2 scale; vec2 offset; float lod; } blit;
void main() {
  vec2 uv = (vec2(gl_GlobalInvocationID.xy) + 0.5) * blit.scale + blit.offset;
  vec4 c = textureLod(source, uv, blit.lod);
  vec4 g = textureGather(source, uv, 1);
  imageStore(destination, ivec2(gl_GlobalInvocationID.xy), c * 0.75 + g * 0.0625);
}
