#version 450
// Vertices pulled from a storage buffer by gl_VertexIndex (no vertex attributes).
struct Vertex {
  vec4 position;
  vec4 color;
};
layout(set = 0, binding = 0, std430) readonly buffer Vertices {
  Vertex vertices[];
};
layout(location = 0) out vec4 vColor;
void main() {
  Vertex v = vertices[gl_VertexIndex];
  gl_Position = v.position;
  vColor = v.color;
}
