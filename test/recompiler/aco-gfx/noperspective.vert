#version 450
// Homogeneous positions (w varies) with one perspective and one screen-linear varying.
layout(location = 0) in vec4 position;
layout(location = 1) in vec2 value;
layout(location = 0) noperspective out vec2 vLinear;
layout(location = 1) out vec2 vPersp;
void main() {
  gl_Position = position;
  vLinear = value;
  vPersp = value;
}
