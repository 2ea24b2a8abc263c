#version 450
// Two color targets: the color and its complement.
layout(location = 0) in vec4 vColor;
layout(location = 0) out vec4 outColor;
layout(location = 1) out vec4 outInverse;
void main() {
  outColor = vColor;
  outInverse = vec4(1.0) - vColor;
}
