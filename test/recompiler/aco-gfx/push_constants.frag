#version 450
layout(push_constant) uniform Push {
  vec2 offset;
  float scale;
  float pad;
  vec4 color;
};
layout(location = 0) out vec4 outColor;
void main() {
  outColor = color;
}
