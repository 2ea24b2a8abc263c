#version 450
// One triangle per instance, offset and colored by gl_InstanceIndex from a storage buffer.
layout(set = 0, binding = 0, std430) readonly buffer Instances {
  vec4 instances[];  // xy: offset, z: scale, w: gray level
};
layout(location = 0) in vec2 position;
layout(location = 0) out vec4 vColor;
void main() {
  vec4 inst = instances[gl_InstanceIndex];
  gl_Position = vec4(position * inst.z + inst.xy, 0.0, 1.0);
  vColor = vec4(inst.www, 1.0);
}
