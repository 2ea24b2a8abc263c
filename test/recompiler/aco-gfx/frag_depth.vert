#version 450
// corpus: depth D32_SFLOAT
layout(location = 0) in vec2 position;
layout(location = 1) in float depth;
layout(location = 0) out float vDepth;
void main() {
  gl_Position = vec4(position, 0.5, 1.0);
  vDepth = depth;
}
