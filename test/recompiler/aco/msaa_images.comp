#version 450
// corpus: wave32
// Multisampled storage images (4 samples): each invocation reads its sample (gl_LocalInvocationID.z)
// of a 2D MS image and stores a scaled copy to another; imageSamples bounds the samples.
layout(local_size_x = 8, local_size_y = 1, local_size_z = 4) in;
layout(set = 0, binding = 0, rgba8) uniform readonly image2DMS src;
layout(set = 0, binding = 1, rgba8) uniform writeonly image2DMS dst;
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  int s = int(gl_LocalInvocationID.z);
  if (s >= imageSamples(src)) return;
  imageStore(dst, p, s, imageLoad(src, p, s) * 0.5);
}
