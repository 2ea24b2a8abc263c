#version 450
// A uniform buffer holds the transform and a tint; the vertex position is transformed by it.
layout(set = 0, binding = 0, std140) uniform Transform {
  mat4 matrix;
  vec4 tint;
};
layout(location = 0) in vec3 position;
layout(location = 0) out vec4 vColor;
void main() {
  gl_Position = matrix * vec4(position, 1.0);
  vColor = tint * (position.z * 0.5 + 0.5);
}
