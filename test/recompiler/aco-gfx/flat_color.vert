#version 450
// A flat varying: the provoking vertex's color for the whole triangle.
layout(location = 0) in vec2 position;
layout(location = 1) in vec4 color;
layout(location = 0) flat out vec4 vColor;
void main() {
  gl_Position = vec4(position, 0.0, 1.0);
  vColor = color;
}
