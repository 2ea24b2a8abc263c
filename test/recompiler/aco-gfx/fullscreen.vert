#version 450
// The fullscreen triangle made from gl_VertexIndex alone (no buffers).
layout(location = 0) out vec2 vUv;
void main() {
  vec2 uv = vec2((gl_VertexIndex << 1) & 2, gl_VertexIndex & 2);
  gl_Position = vec4(uv * 2.0 - 1.0, 0.0, 1.0);
  vUv = uv;
}
