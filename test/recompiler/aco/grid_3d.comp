#version 450
// corpus: wave32
// A 3D dispatch: 4x4x4 workgroups, linear index from gl_NumWorkGroups and all three ids.
layout(local_size_x = 4, local_size_y = 4, local_size_z = 4) in;
layout(set = 0, binding = 0) writeonly buffer Out { uvec4 cells[]; };
void main() {
  uvec3 g = gl_GlobalInvocationID;
  uvec3 extent = gl_NumWorkGroups * gl_WorkGroupSize;
  uint index = (g.z * extent.y + g.y) * extent.x + g.x;
  cells[index] = uvec4(g, gl_LocalInvocationIndex ^ gl_WorkGroupID.z);
}
