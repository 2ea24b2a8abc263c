#version 450
// An unsigned integer color target: ids and the primitive id.
layout(location = 0) flat in uvec2 vId;
layout(location = 0) out uvec4 outId;
void main() {
  outId = uvec4(vId, uint(gl_PrimitiveID), 0xdeadbeefu);
}
