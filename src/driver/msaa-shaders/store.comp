#version 460
// Reads every sample of a multisampled target, through an unsigned integer view of the same texel
// size, into packed texels (x fastest, then y, samples innermost) at a buffer device address: one
// invocation per output word, so texels narrower than a word are packed without racing.
#extension GL_EXT_buffer_reference : require
#extension GL_EXT_shader_explicit_arithmetic_types_int64 : require
#extension GL_EXT_samplerless_texture_functions : require
layout(local_size_x = 64) in;
layout(set = 0, binding = 0) uniform utexture2DMS image;
layout(buffer_reference, std430, buffer_reference_align = 4) writeonly buffer Words { uint w[]; };
layout(push_constant) uniform Push { uint64_t address; uint width; uint samples; uint bytes; uint words; } pc;
uvec4 fetch(uint index) {
  uint pixel = index / pc.samples;
  return texelFetch(image, ivec2(pixel % pc.width, pixel / pc.width), int(index % pc.samples));
}
void main() {
  uint word = gl_GlobalInvocationID.x;
  if (word >= pc.words) return;
  Words m = Words(pc.address);
  if (pc.bytes >= 4u) {
    uint per = pc.bytes / 4u;
    m.w[word] = fetch(word / per)[word % per];
  } else {
    uint per = 4u / pc.bytes;
    uint bits = pc.bytes * 8u;
    uint value = 0u;
    for (uint k = 0u; k < per; k++) value |= bitfieldExtract(fetch(word * per + k).x, 0, int(bits)) << (k * bits);
    m.w[word] = value;
  }
}
