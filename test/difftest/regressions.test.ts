/**
 * Shrunk reproducers of mismatches the fuzzer found on a device, kept as fixed programs: each runs in
 * the reference executor and recompiled on the selected device (lavapipe in CI) and must agree word for
 * word. Each names the host behaviour it caught and what fixed it; one still open on a host is a todo
 * there.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { runCampaign } from '../../src/difftest/fuzz/campaign.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import { assemble } from '../../src/isa/assemble.js';
import { encode } from '../../src/isa/encode.js';
import { PS5_WAVE32, PS5_WAVE64, type Target } from '../../src/isa/target.js';
import { Device } from '../../src/vulkan/device.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';

const BASE = 0x5_1234_0000;

/** A one-workgroup case of `waves` waves: `body` then each lane's v8, v9 stored at lane * 8 from s[0:1]. */
function caseOf(
  name: string,
  body: string,
  target: Target,
  s2: number,
  pgmRsrc1?: number,
  waves = 1,
): DiffCase {
  const lanes = (target === PS5_WAVE64 ? 64 : 32) * waves;
  const text = `${body}\nv_lshlrev_b32 v13, 3, v0\nglobal_store_dwordx2 v13, v[8:9], s[0:1]\ns_endpgm\n`;
  const words = assemble(text, target).flatMap((i) => [...encode(i, target)]);
  return {
    name,
    target,
    program: new Uint32Array(words),
    userSgprs: [BASE % 2 ** 32, Math.floor(BASE / 2 ** 32), s2],
    workgroupSize: [lanes, 1, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [false, false, false],
    localIdComponents: 1,
    ldsBytes: 0,
    regions: [{ base: BASE, bytes: new Uint8Array(lanes * 8).fill(0xee), output: true }],
    describeWord: (_r, word) => `lane ${word >> 1} v${8 + (word & 1)}`,
    ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
  };
}

/** COMPUTE_PGM_RSRC1 with FLOAT_MODE 0 (every denormal flushed), the mode the H200 reproduces. */
const FLUSH_ALL = 0;

const CASES: readonly {
  name: string;
  body: string;
  target: Target;
  s2: number;
  pgmRsrc1?: number;
  waves?: number;
}[] = [
  {
    // llvmpipe answers `icmp.sge i64 sext(k), 0` true for negative k: the 128-bit fma path placed a
    // tiny product with a left shift. Fixed by testing the sign of the i32 shift (valu-fma-scaled.ts).
    name: 'v_div_fmas_f64 with a product far below the addend',
    body: [
      'v_mov_b32 v5, 0',
      'v_mad_u32_u24 v6, v0, 0x676db, s2',
      'v_mov_b32 v11, 0',
      'v_xor_b32 v12, 0.5, v0',
      'v_cmp_gt_u32 vcc, 0, v0',
      'v_div_fmas_f64 v[8:9], v[5:6], -1.0, v[11:12]',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0x0010_0000,
  },
  {
    // The same llvmpipe quirk on the signed sum of v_mad_i64_i32: the carry-out (the sign of the
    // exact sum) of a negative product was lost. Fixed by testing signs on the i32 high halves.
    name: 'v_mad_i64_i32 carry-out of a negative product',
    body: [
      'v_sub_nc_u32 v4, 40, v0',
      'v_mov_b32 v6, 3',
      'v_mov_b32 v7, 0',
      'v_mad_i64_i32 v[2:3], vcc, v4, 1, v[6:7]',
      'v_cndmask_b32 v8, 0, 1, vcc',
      'v_mov_b32 v9, v3',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
  },
  {
    // llvmpipe folds the f64 `x + 0.0` to x despite SignedZeroInfNanPreserve: -4 * +0 + 0 gave -0.
    // Fixed by rebuilding the sign of an exact zero sum (zeroSignedSum in valu-fma-scaled.ts).
    name: 'v_fmaak_f16 and v_pk_fma_f16 summing -0 and +0',
    body: [
      'v_mov_b32 v8, 0',
      'v_mov_b32 v10, 0',
      'v_fmaak_f16 v8, -4.0, v10, 0x0',
      'v_cvt_f32_u32 v2, v0',
      'v_mul_f32 v2, 0x8000, v2',
      'v_pk_fma_f16 v9, 39, v2, -4.0 op_sel:[0,1,1] neg_hi:[0,0,1]',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
  },
  {
    // NIR folds the f16 `0.0 - x` to `-x`: 0 - (+0) gave -0. Fixed by the guard-zeros pass.
    name: 'v_sub_f16 from a zero scalar',
    body: [
      'v_mov_b32 v5, 0x7bff7bff',
      'v_mov_b32 v10, 0',
      's_mov_b32 s8, 0',
      'v_div_fixup_f16 v5, 7, v10, -1 clamp',
      'v_sub_f16 v8, s8, v5',
      'v_mov_b32 v9, v5',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
  },
  {
    // NIR folds `x * 0.0` to 0 and `fma(x, 0.0, c)` to c: inf * 0 gave 0, fma(inf, 0, 1) gave 1.0.
    // Fixed by the guard-zeros pass (NaN rebuilt from the operands' bits). The infinities are
    // lane values (a compare the translation cannot fold), the zeros constants.
    name: 'v_mul_f16 and v_fma_f32 of infinity and a zero constant',
    body: [
      'v_cmp_gt_u32 vcc_lo, 1000, v0',
      'v_cndmask_b32 v1, 0, 0x7c00, vcc_lo',
      'v_cndmask_b32 v2, 0, 0x7f800000, vcc_lo',
      'v_mul_f16 v8, v1, 0',
      'v_fma_f32 v9, v2, 0, 1.0',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
  },
  {
    // Signs of zero products the folding lost: 0 * -1 gave +0; fma(1, 0, -0) gave -0.
    name: 'v_mul_f32 and v_fma_f64 with a zero factor',
    body: [
      'v_cmp_gt_u32 vcc_lo, 1000, v0',
      'v_cndmask_b32 v3, 0, 0xbf800000, vcc_lo',
      'v_mul_f32 v8, 0, v3',
      'v_mov_b32 v4, 0',
      'v_cndmask_b32 v5, 0, 0x3ff00000, vcc_lo',
      'v_mov_b32 v6, 0',
      'v_cndmask_b32 v7, 0, 0x80000000, vcc_lo',
      'v_fma_f64 v[10:11], |v[4:5]|, 0, v[6:7]',
      'v_mov_b32 v9, v11',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
  },
  {
    // NIR matched the integer select of 0 over -1.0 (its undefined first value dropped) against its
    // float pattern `bcsel(a, -0.0, -1.0)` and gave 0x80000000. Fixed by hiding the zero arm of
    // constant selects (src/passes/guard-selects.ts).
    name: 'v_lshrrev_b64 by a constant above 32, then EXEC saved and restored',
    body: [
      'v_mov_b32 v8, 0',
      'v_mov_b32 v9, -1.0',
      'v_lshrrev_b64 v[8:9], 53, v[8:9]',
      's_and_saveexec_b64 s[20:21], vcc',
      's_or_b64 exec, exec, s[20:21]',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
  },
  {
    // The same patterns on v_cndmask_b32: 0 or -1.0 came back -0.0 or -1.0, and 0x80000000 or 1.0
    // came back +0.0 or 1.0 (`bcsel(a, 0.0, 1.0)` is `b2f(!a)`).
    name: 'v_cndmask_b32 between a zero and +-1.0',
    body: [
      'v_cmp_gt_u32 vcc, 9, v0',
      'v_cndmask_b32 v9, 0, -1.0, vcc',
      'v_cndmask_b32 v8, 1.0, 0x80000000, vcc',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
  },
  {
    // A lane write of 0 over -1.0 (and 1.0 over -0.0) under a run-time EXEC in wave32.
    name: 'lane writes of 0 over -1.0 and 1.0 over -0.0 under EXEC',
    body: [
      'v_mov_b32 v9, -1.0',
      'v_mov_b32 v8, 0x80000000',
      'v_cmp_gt_u32 vcc_lo, 9, v0',
      's_and_saveexec_b32 s20, vcc_lo',
      'v_mov_b32 v9, 0',
      'v_mov_b32 v8, 1.0',
      's_or_b32 exec_lo, exec_lo, s20',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
  },
  // The next five failed on the H200 only (lavapipe passes with or without the fix; run the suite
  // with OBERON_DEVICE=gpu on the device machine).
  {
    // NVIDIA flushes f32 denormals in OpFConvert too, but v_div_fmas never flushes its inputs: a
    // denormal factor gave 0.5 * 2^-64 exactly. Fixed by widening the inputs from bits (valu-fma-scaled.ts).
    name: 'v_div_fmas_f32 of a denormal factor under FLOAT_MODE 0',
    body: [
      'v_mov_b32 v9, 0x80000004',
      'v_mov_b32 v1, 0x7f5ec483',
      'v_cmp_gt_u32 vcc, 15, v0',
      'v_div_fmas_f32 v8, -|v9|, |v1|, 0.5',
      'v_mov_b32 v9, 0',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
    pgmRsrc1: FLUSH_ALL,
  },
  {
    // NVIDIA lost the carry of the 64-bit `p + c < c` when only the high half of the clamped result was
    // read. Fixed by summing in 32-bit halves with explicit carries (valu-int.ts).
    name: 'v_mad_u64_u32 clamp with only the high half read',
    body: [
      'v_sub_nc_u32 v4, 0xfffffff7, v0',
      'v_mov_b32 v5, -1',
      'v_add_nc_u32 v10, 0x4f06ef16, v0',
      'v_mad_u64_u32 v[11:12], s16, v4, v10, v[4:5] clamp',
      'v_mov_b32 v9, v12',
      'v_mov_b32 v8, 0',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
    pgmRsrc1: FLUSH_ALL,
  },
  {
    // NVIDIA turned a float select of -0 into +0: 0 / -4 fixed up to +0. Fixed by selecting bit
    // patterns (valu-float.ts).
    name: 'v_div_fixup_f32 of a zero numerator and a negative denominator',
    body: ['v_div_fixup_f32 v8, 1.0, -4.0, v0', 'v_mov_b32 v9, 0'].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
    pgmRsrc1: FLUSH_ALL,
  },
  {
    // NVIDIA compared denormal magnitudes as equal (flushed) where the guest orders them: the face
    // of denormal coordinates differed. Fixed by comparing and selecting bits (valu-float.ts cube).
    name: 'v_cubetc_f32 and v_cubeid_f32 of denormal coordinates',
    body: [
      'v_xor_b32 v1, 0x80000000, v0',
      'v_cubetc_f32 v8, 0x8000, v1, 5 clamp',
      'v_cubeid_f32 v9, 0x8000, v1, 5',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
    pgmRsrc1: FLUSH_ALL,
  },
  {
    // NVIDIA flushed a denormal major axis before doubling it (v_add_nc_u16 then kept the high half of
    // -0). Fixed by doubling on the bits (valu-float.ts cube).
    name: 'v_cubema_f32 of a denormal major axis',
    body: ['v_or_b32 v1, 0x807f0000, v0', 'v_cubema_f32 v8, v1, 1, 2', 'v_mov_b32 v9, 0'].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
    pgmRsrc1: FLUSH_ALL,
  },
  {
    // omod applies after the guest's flush, so it reads and makes denormals; NVIDIA's f32 multiply
    // flushed both (a denormal face coordinate times 4, a tiny product halved). Fixed by scaling on
    // the bits (valu-fp.ts scaleBits).
    name: 'omod of a denormal cube coordinate and a product halved to a denormal',
    body: [
      'v_or_b32 v2, 0x00700000, v0',
      'v_cubesc_f32 v8, v2, v2, 1.0 clamp mul:4',
      'v_cvt_f32_u32 v1, v0',
      'v_mul_f32 v9, 0x00800000, v1 div:2',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
    pgmRsrc1: FLUSH_ALL,
  },
  {
    // NVIDIA's compiler quieted a signaling NaN constant it selected as an f32 (v_min_f32 of two NaN
    // inputs, both known): the high half v_div_fixup_f16 keeps read back 0x7fe0 for 0x7fa0. Fixed by
    // hiding float NaN constants in select arms like +-0 and +-1.0 (guard-selects.ts). H200 only.
    name: 'a signaling NaN constant selected as a float keeps its payload',
    body: [
      'v_cvt_f32_u32 v3, v0',
      'v_mul_f32 v3, 0x7fc00000, v3',
      'v_mov_b32 v6, 0',
      'v_mov_b32 v11, 0',
      's_mov_b32 s9, s2',
      'v_min_f32 v11, s9, v3',
      'v_div_fixup_f16 v11, 0xd4db, -0.5, -v6',
      'v_mov_b32 v8, v11',
      'v_mov_b32 v9, v3',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0x7fa0_0000,
    pgmRsrc1: 0x20_0000,
  },
  {
    // NIR proved the high f16 half of a small integer (v_cvt_rpi of lane ids) +0 and folded the f64
    // product in the f16 fma's helper, x * 0.0 -> 0.0, for x NaN: the packed fmac summed +0 where the
    // guest makes NaN. Fixed by making a zero product of an infinite or NaN factor NaN
    // (valu-fma-scaled.ts zeroSigned). Found by the lavapipe fuzz campaign of seed 261000.
    name: 'v_pk_fmac_f16 of a NaN high half and a zero the host proves',
    body: [
      'v_cvt_f32_u32 v3, v0',
      'v_mul_f32 v3, 0xff800000, v3',
      'v_cvt_rpi_i32_f32 v1, v0',
      'v_mov_b32 v8, 0',
      'v_pk_fmac_f16 v8, v3, v1',
      'v_mov_b32 v9, v3',
    ].join('\n'),
    target: PS5_WAVE64,
    s2: 0,
    pgmRsrc1: 0x2c_0000,
  },
  {
    // Wave 1 skips the loop wave 0 runs; the ballot after it is a workgroup barrier on lavapipe's
    // 8-wide subgroups. In one dispatch loop the waves reached that barrier after different iteration
    // counts, and llvmpipe never ran wave 0's stores. Fixed by running the join outside every loop
    // (emit-regions.ts sections).
    name: 'a wave-emulated ballot after a loop only one wave runs',
    body: [
      'v_mov_b32 v9, 7',
      'v_cmp_gt_u32 vcc_lo, 30, v0',
      's_and_saveexec_b32 s20, vcc_lo',
      's_cbranch_execz 5',
      's_mov_b32 s24, 1',
      's_cbranch_execz 0',
      's_xor_saveexec_b32 s30, s28',
      's_add_u32 s24, s24, -1',
      's_cbranch_scc1 65532',
      'v_cmp_eq_f16_e64 vcc_lo, 0, v4',
      'v_mov_b32 v8, vcc_lo',
    ].join('\n'),
    target: PS5_WAVE32,
    s2: 0,
    waves: 2,
  },
];

/**
 * Whole fuzz programs (by program seed, wave size and FLOAT_MODE) whose mismatch did not reproduce
 * outside its program: each failed on lavapipe (or on the H200, where its text says NVIDIA) before the
 * fix named. A generator change makes them other random programs, still worth running.
 */
interface ProgramCase {
  seed: number;
  wave: 32 | 64;
  floatMode: number;
  /** What fixed it, or for one open on a host what it shows. */
  about: string;
  /** Host compilers that still miscompile it (a device name substring): a todo there, with the reason. */
  openOn?: { device: string; why: string };
  /** As the fuzz CLI ran it (`--waves`, `--images`, and its three output kinds); default: one wave, none. */
  waves?: number;
  images?: boolean;
  cliOutputs?: boolean;
}

const PROGRAMS: readonly ProgramCase[] = [
  {
    seed: 1876283954,
    wave: 64,
    floatMode: 0xf0,
    about:
      'v_bfi_b32 of a constant mask, every lane wrong on llvmpipe (found 2026-12-01, open since before SSA)',
    openOn: {
      device: 'llvmpipe',
      why: 'v_bfi_b32 result differs in every lane; not narrowed (docs/debt.md)',
    },
  },
  {
    seed: 3476071405,
    wave: 32,
    floatMode: 0x00,
    about: 'v_med3_f32 compares on bits (NVIDIA compared a denormal source equal to the flushed max3)',
  },
  {
    seed: 2733450928,
    wave: 64,
    floatMode: 0x00,
    about: 'execz elision across s_bitset0 (a partial write keeps the register live; H200 campaign)',
  },
  {
    seed: 170491788,
    wave: 64,
    floatMode: 0xf0,
    about: 'arms made of constants hidden (v_cvt_flr_i32_f32 of a constant, then -1.0, in SSA form)',
  },
  { seed: 387929163, wave: 64, floatMode: 0xf0, about: 'f64 zero products signed from bits (v_pk_fmac_f16)' },
  {
    seed: 1659847967,
    wave: 64,
    floatMode: 0x00,
    about: 'f64 zero products signed from bits (a packed f16 -0 through LDS)',
  },
  {
    seed: 4181503473,
    wave: 32,
    floatMode: 0x00,
    about: 'guard-selects after a loop (v_max3_f32 of constants)',
  },
  { seed: 790564408, wave: 32, floatMode: 0xc0, about: 'two opaque zeros (a double xor unhid a zero)' },
  {
    seed: 195782573,
    wave: 32,
    floatMode: 0xc0,
    about: 'guard-selects on one known arm (v_sad_u8 of a register with itself)',
  },
  { seed: 1883118953, wave: 32, floatMode: 0x30, about: 'register stores hidden (an SGPR after a branch)' },
  {
    seed: 2723562784,
    wave: 64,
    floatMode: 0x30,
    about: 'register stores hidden (v_max_u32 of a flushed result)',
  },
  { seed: 1622927278, wave: 32, floatMode: 0x30, about: 'fma of infinities on bits (v_fma_mixlo_f16)' },
  {
    seed: 4103368462,
    wave: 64,
    floatMode: 0x00,
    about: 'v_perm_b32 selector hidden (its byte 0 read the lane id)',
  },
  { seed: 2686811070, wave: 64, floatMode: 0x00, about: 'v_perm_b32 selector hidden (a constant selector)' },
  {
    seed: 731539199,
    wave: 64,
    floatMode: 0x00,
    about: 'omod on the bits (v_cubesc_f32 of a denormal, mul:4)',
  },
  {
    seed: 3758135841,
    wave: 32,
    floatMode: 0xf0,
    about:
      'a dispatch-loop edge not taken overwrote a parameter another segment reads (emit-control storeTaken)',
  },
  {
    seed: 3520945887,
    wave: 32,
    floatMode: 0x00,
    waves: 4,
    images: true,
    cliOutputs: true,
    about: 'v_div_fmas_f64 result sign from i64 sign bits (NVIDIA took an i1 `true == false` as true)',
  },
  {
    seed: 2103735768,
    wave: 32,
    floatMode: 0xc0,
    waves: 3,
    images: true,
    cliOutputs: true,
    about: 'a wave whose stores never land: an image_load loop under EXEC inside a scalar loop, 3 waves',
    openOn: {
      device: 'llvmpipe',
      why: "wave 0's stores are all missing (0xdeadbeef); open since before the seventeenth session (docs/debt.md)",
    },
  },
  {
    seed: 1609227698,
    wave: 32,
    floatMode: 0xc0,
    waves: 2,
    about:
      'a per-lane loop whose EXEC mask llvmpipe folded to true on entry (s_or_b32 exec, exec, saved before it): the lanes that left first kept computing; every entry is made opaque there',
  },
  {
    seed: 2765464855,
    wave: 32,
    floatMode: 0xc0,
    images: true,
    cliOutputs: true,
    about: 'the same per-lane loop shape as 1609227698 with 32-bit ops only, one wave',
  },
  {
    seed: 2487878545,
    wave: 64,
    floatMode: 0x00,
    about: 's_orn2_b64 in a block skipped by s_cbranch_execz',
    openOn: {
      device: 'NVIDIA',
      why: 's10 reads back the skipped block value (docs/debt.md, open mismatch classes)',
    },
  },
  {
    seed: 121875152,
    wave: 32,
    floatMode: 0x00,
    about: 'v_readlane_b32 in nested s_and_saveexec/s_xor_saveexec blocks after LDS barriers',
    openOn: {
      device: 'NVIDIA',
      why: 's10 keeps its value from before the block that sets it (docs/debt.md, open mismatch classes)',
    },
  },
];

let device: Device;
before(() => {
  device = Device.open({});
});
after(() => device.destroy());

describe('fuzz programs on the device', () => {
  for (const p of PROGRAMS) {
    it(`seed ${p.seed} (wave${p.wave}): ${p.about}`, (t) => {
      const name = device.physical.properties.deviceName;
      if (p.openOn && name.includes(p.openOn.device)) t.todo(`open on ${name}: ${p.openOn.why}`);
      const side = new VulkanSide(device);
      const result = runCampaign({
        seed: 0,
        count: 1,
        programSeeds: [p.seed],
        wave: p.wave,
        floatModes: [p.floatMode],
        side,
        shrink: false,
        ...(p.waves === undefined ? {} : { waves: p.waves }),
        ...(p.images ? { images: true } : {}),
        ...(p.cliOutputs ? { outputs: ['global', 'vsharp-table', 'vsharp-known'] as const } : {}),
      });
      assert.equal(result.refused.size, 0, [...result.refused.keys()].join('; '));
      assert.equal(result.mismatches, 0, result.reports.join('\n'));
    });
  }
});

describe('fuzzer reproducers on the device', () => {
  for (const c of CASES) {
    it(c.name, () =>
      assertAgreesOnDevice(caseOf(c.name, c.body, c.target, c.s2, c.pgmRsrc1, c.waves), device),
    );
  }
});
