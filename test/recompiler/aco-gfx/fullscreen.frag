#version 450
// The UV and the pixel position (gl_FragCoord) in the color.
layout(location = 0) in vec2 vUv;
layout(location = 0) out vec4 outColor;
void main() {
  outColor = vec4(vUv, fract(gl_FragCoord.x / 16.0), fract(gl_FragCoord.y / 16.0));
}
