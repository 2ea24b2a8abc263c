#version 450
// The fragment shader writes depth (gl_FragDepth) from a varying.
layout(location = 0) in float vDepth;
layout(location = 0) out vec4 outColor;
void main() {
  gl_FragDepth = vDepth;
  outColor = vec4(vDepth, 0.0, 0.0, 1.0);
}
