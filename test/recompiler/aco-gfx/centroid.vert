#version 450
// corpus: samples 4
// A centroid-interpolated varying on a 4-sample target.
layout(location = 0) in vec2 position;
layout(location = 1) in vec4 color;
layout(location = 0) centroid out vec4 vColor;
void main() {
  gl_Position = vec4(position, 0.0, 1.0);
  vColor = color;
}
