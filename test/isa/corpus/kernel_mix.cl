// OpenCL kernel (no device library): local memory, barrier, loops with break, f32/f64 math through
// AMDGPU builtins, atomics.
__kernel void mix(__global float *out, __global const float *in, __global int *counter, int n) {
  __local float tile[128];
  int lid = __builtin_amdgcn_workitem_id_x();
  int gid = __builtin_amdgcn_workgroup_id_x() * 128 + lid;
  tile[lid] = in[gid];
  __builtin_amdgcn_s_barrier();
  float acc = 0.0f;
  for (int i = 0; i < n; ++i) {
    float v = tile[(lid + i) & 127];
    acc = __builtin_fmaf(v, 0.25f, acc);
    if (v > 100.0f) break;
  }
  double d = (double)acc * 1.0000001;
  out[gid] = (float)__builtin_amdgcn_rsq(d) + __builtin_amdgcn_sinf(acc) + __builtin_amdgcn_rsqf(acc + 1.0f) +
             __builtin_amdgcn_rcpf(acc) + __builtin_amdgcn_fractf(acc);
  __atomic_fetch_add(counter, (int)acc, __ATOMIC_RELAXED);
  __atomic_fetch_max(counter + 1, gid, __ATOMIC_SEQ_CST);
}
