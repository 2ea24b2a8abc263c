#version 450
// A 32-bit float color target: the export is not compressed to 16 bits.
layout(location = 0) in vec4 vValue;
layout(location = 0) out vec4 outValue;
void main() {
  outValue = vValue * 2.0;
}
