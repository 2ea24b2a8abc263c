#version 450
// corpus: wave32
// Tiled matrix multiply C = A * B (16x16 tiles in shared memory, 256 invocations), sizes from push constants.
layout(local_size_x = 16, local_size_y = 16) in;
layout(set = 0, binding = 0) readonly buffer A { float a[]; };
layout(set = 0, binding = 1) readonly buffer B { float b[]; };
layout(set = 0, binding = 2) writeonly buffer C { float c[]; };
layout(push_constant) uniform Dims { uint m; uint n; uint k; } dims;
shared float tile_a[16][16];
shared float tile_b[16][16];
void main() {
  uint row = gl_GlobalInvocationID.y;
  uint col = gl_GlobalInvocationID.x;
  uvec2 l = gl_LocalInvocationID.xy;
  float acc = 0.0;
  for (uint t = 0u; t < dims.k; t += 16u) {
    tile_a[l.y][l.x] = (row < dims.m && t + l.x < dims.k) ? a[row * dims.k + t + l.x] : 0.0;
    tile_b[l.y][l.x] = (col < dims.n && t + l.y < dims.k) ? b[(t + l.y) * dims.n + col] : 0.0;
    barrier();
    for (uint j = 0u; j < 16u; j++) acc += tile_a[l.y][j] * tile_b[j][l.x];
    barrier();
  }
  if (row < dims.m && col < dims.n) c[row * dims.n + col] = acc;
}
