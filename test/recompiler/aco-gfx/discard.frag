#version 450
// Pixels outside a circle are discarded.
layout(location = 0) in vec2 vUv;
layout(location = 0) out vec4 outColor;
void main() {
  vec2 d = vUv - vec2(0.5);
  if (dot(d, d) > 0.25) discard;
  outColor = vec4(vUv, 0.0, 1.0);
}
