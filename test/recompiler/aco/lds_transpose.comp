#version 450
// corpus: wave64
// 16x16 tile matrix transpose through shared memory (padded row to avoid bank conflicts).
layout(local_size_x = 16, local_size_y = 16) in;
layout(set = 0, binding = 0) readonly buffer In { float src[]; };
layout(set = 0, binding = 1) writeonly buffer Out { float dst[]; };
layout(push_constant) uniform Size { uint width; uint height; } size;
shared float tile[16][17];
void main() {
  uvec2 g = gl_GlobalInvocationID.xy;
  uvec2 l = gl_LocalInvocationID.xy;
  if (g.x < size.width && g.y < size.height) tile[l.y][l.x] = src[g.y * size.width + g.x];
  barrier();
  uvec2 t = gl_WorkGroupID.yx * 16u + l;
  if (t.x < size.height && t.y < size.width) dst[t.y * size.height + t.x] = tile[l.x][l.y];
}
