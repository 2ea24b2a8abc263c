#version 450
// corpus: color0 R32G32B32A32_SFLOAT
layout(location = 0) in vec2 position;
layout(location = 1) in vec4 value;
layout(location = 0) out vec4 vValue;
void main() {
  gl_Position = vec4(position, 0.0, 1.0);
  vValue = value;
}
