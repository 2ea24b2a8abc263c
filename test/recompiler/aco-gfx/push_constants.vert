#version 450
// Push constants read in both stages: an offset in the vertex shader, a color in the fragment shader.
layout(push_constant) uniform Push {
  vec2 offset;
  float scale;
  float pad;
  vec4 color;
};
layout(location = 0) in vec2 position;
void main() {
  gl_Position = vec4(position * scale + offset, 0.0, 1.0);
}
