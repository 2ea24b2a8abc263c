#version 460
// Writes every sample of a multisampled target, through an unsigned integer view of the same texel
// size, from packed texels (x fastest, then y, samples innermost) at a buffer device address. Reading
// gl_SampleID makes the shader run once per sample.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
layout(buffer_reference, std430, buffer_reference_align = 4) readonly buffer Words { uint w[]; };
layout(push_constant) uniform Push { uint64_t address; uint width; uint samples; uint bytes; uint words; } pc;
layout(location = 0) out uvec4 texel;
void main() {
  uint index = (uint(gl_FragCoord.y) * pc.width + uint(gl_FragCoord.x)) * pc.samples + uint(gl_SampleID);
  uint byteOffset = index * pc.bytes;
  uint k = byteOffset >> 2;
  Words m = Words(pc.address);
  if (pc.bytes < 4u) {
    texel = uvec4(bitfieldExtract(m.w[k], int((byteOffset & 3u) * 8u), int(pc.bytes * 8u)), 0u, 0u, 0u);
  } else {
    texel = uvec4(m.w[k], pc.bytes > 4u ? m.w[k + 1u] : 0u, pc.bytes > 8u ? m.w[k + 2u] : 0u,
                  pc.bytes > 8u ? m.w[k + 3u] : 0u);
  }
}
