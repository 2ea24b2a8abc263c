#version 450
// corpus: wave32
// Storage images: reads an rgba8 image and an r32f image, writes an rgba16f image (8x8 tiles).
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, rgba8) uniform readonly image2D color;
layout(set = 0, binding = 1, r32f) uniform readonly image2D depth;
layout(set = 0, binding = 2, rgba16f) uniform writeonly image2D result;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  ivec2 size = imageSize(color);
  if (any(greaterThanEqual(p, size))) return;
  vec4 c = imageLoad(color, p);
  float d = imageLoad(depth, p).r;
  imageStore(result, p, vec4(c.rgb * d, c.a));
}
