#version 450
// corpus: wave64
// Two descriptor sets (per-frame constants in set 0, per-object buffers in set 1) and push constants;
// a 192-wide workgroup (three wave64 waves).
layout(local_size_x = 192) in;
layout(set = 0, binding = 0) uniform Frame { vec4 time_scale; uint frame; } frame;
layout(set = 1, binding = 0) readonly buffer Positions { vec4 positions[]; };
layout(set = 1, binding = 1) readonly buffer Velocities { vec4 velocities[]; };
layout(set = 1, binding = 2) writeonly buffer Next { vec4 next_positions[]; };
layout(push_constant) uniform Object { uint first; uint count; float damping; } object;
void main() {
  uint i = gl_GlobalInvocationID.x;
  if (i >= object.count) return;
  uint k = object.first + i;
  vec4 v = velocities[k] * object.damping;
  next_positions[k] = positions[k] + v * frame.time_scale.x + vec4(0.0, 0.0, 0.0, float(frame.frame & 1u));
}
