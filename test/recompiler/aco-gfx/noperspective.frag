#version 450
layout(location = 0) noperspective in vec2 vLinear;
layout(location = 1) in vec2 vPersp;
layout(location = 0) out vec4 outColor;
void main() {
  outColor = vec4(vLinear, vPersp);
}
