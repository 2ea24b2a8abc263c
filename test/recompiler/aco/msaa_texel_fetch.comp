#version 450
// corpus: wave32
// texelFetch on a sampler2DMS (4 samples): RADV reads the FMASK descriptor (the second half of the
// sampled image's descriptor) to map the sample index, then loads that sample; results go to a buffer.
layout(local_size_x = 8, local_size_y = 1, local_size_z = 4) in;
layout(set = 0, binding = 0) uniform sampler2DMS tex;
layout(set = 0, binding = 1) buffer Out { vec4 texels[]; };
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  int s = int(gl_LocalInvocationID.z);
  texels[gl_LocalInvocationIndex] = texelFetch(tex, p, s);
}
