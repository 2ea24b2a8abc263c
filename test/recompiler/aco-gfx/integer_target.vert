#version 450
// corpus: color0 R32G32B32A32_UINT
layout(location = 0) in vec2 position;
layout(location = 1) in uvec2 id;
layout(location = 0) flat out uvec2 vId;
void main() {
  gl_Position = vec4(position, 0.0, 1.0);
  vId = id;
}
