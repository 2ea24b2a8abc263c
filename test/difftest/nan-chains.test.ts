import { after, before, describe, it } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { exactFloatModes, FLOAT_MODE } from '../../src/difftest/float-modes.js';
import { assemble } from '../../src/isa/assemble.js';
import { encode } from '../../src/isa/encode.js';
import { PS5_WAVE32 } from '../../src/isa/target.js';
import { Device } from '../../src/vulkan/device.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';

const OUT = 0x5_1234_0000;
const IN = 0x5_1235_0000;
const LANES = 32;

/** Float bit patterns the lanes draw their operands from. */
const SPECIALS = [
  0x0000_0000, 0x8000_0000, 0x3f80_0000, 0xc020_0000, 0x7f80_0000, 0xff80_0000, 0x7fc1_2345, 0x7f80_0001,
  0xff81_2345, 0xffc0_0001, 0x0000_0003, 0x7f7f_ffff, 0x0d5a_0f43, 0x4b00_0001, 0x7fbf_ffff, 0xbf00_0000,
  0x3c00_7e05, 0x7e01_7c01,
];

const BODY = `
v_lshlrev_b32 v1, 4, v0
global_load_dwordx4 v[2:5], v1, s[2:3]
s_waitcnt vmcnt(0)
v_mul_f32 v6, 0x40400000, v2
v_add_f32 v6, 0x3fc00000, v6
v_mul_f32 v6, -2.0, v6
v_floor_f32 v6, v6
v_mul_f32 v7, v2, v3
v_sub_f32 v7, v7, v4
v_add_f32 v7, v7, v5
v_mov_b32 v12, v7
v_mul_f32 v7, v7, v6
v_sub_f32 v7, v7, v7
v_add_f32 v7, v7, v12
v_cmp_gt_u32 vcc_lo, 16, v0
s_and_saveexec_b32 s10, vcc_lo
v_fma_f32 v6, v7, v3, v6
v_mul_f32 v6, v6, v6
s_or_b32 exec_lo, exec_lo, s10
v_sub_f32 v8, v6, v2
v_add_f16 v9, v4, v5
v_mul_f16 v9, 2.0, v9
v_sub_f16 v9, v9, v3
v_sqrt_f32 v13, v3
v_mul_f32 v14, 0, v2
v_add_f32 v14, 1.0, v14
v_add_f64 v[10:11], v[2:3], v[4:5]
v_mul_f64 v[10:11], v[10:11], 0.5
global_store_dwordx4 v1, v[6:9], s[0:1]
global_store_dwordx2 v1, v[10:11], s[0:1] offset:512
global_store_dwordx3 v1, v[12:14], s[0:1] offset:1024
s_endpgm
`;

/** COMPUTE_PGM_RSRC1's DX10_CLAMP bit, which llc-19's amdgpu_cs value sets (FLOAT_MODE goes at bit 12). */
const DX10_CLAMP = 1 << 21;

function nanCase(pgmRsrc1: number): DiffCase {
  const words = assemble(BODY, PS5_WAVE32).flatMap((i) => [...encode(i, PS5_WAVE32)]);
  const input = new Uint32Array(LANES * 4);
  const pick = (k: number): number => SPECIALS[k % SPECIALS.length] as number;
  for (let lane = 0; lane < LANES; lane++) {
    input.set([pick(lane), pick(lane * 5 + 1), pick(lane * 7 + 3), pick(lane * 3 + 2)], lane * 4);
  }
  return {
    name: `NaN chains, RSRC1 0x${pgmRsrc1.toString(16)}`,
    pgmRsrc1,
    target: PS5_WAVE32,
    program: new Uint32Array(words),
    userSgprs: [OUT % 2 ** 32, Math.floor(OUT / 2 ** 32), IN % 2 ** 32, Math.floor(IN / 2 ** 32)],
    workgroupSize: [LANES, 1, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [false, false, false],
    localIdComponents: 1,
    ldsBytes: 0,
    regions: [
      { base: OUT, bytes: new Uint8Array(1024 + LANES * 16).fill(0xee), output: true },
      { base: IN, bytes: new Uint8Array(input.buffer), output: false },
    ],
  };
}

let device: Device;
before(() => {
  device = Device.open({});
});
after(() => device.destroy());

const runCase = (k: DiffCase): void => assertAgreesOnDevice(k, device);

describe('NaN rule through float chains', () => {
  for (const [mode, floatMode] of [
    ['denormals kept', FLOAT_MODE.keepAll],
    ['denormals flushed', FLOAT_MODE.flushAll],
  ] as const)
    it(`payloads, default NaNs and host results agree with the executor word for word (${mode})`, (t) => {
      if (!exactFloatModes(device.profile).includes(floatMode)) {
        t.skip('the device keeps no f16/f32/f64 denormals (float controls DenormPreserve)');
        return;
      }
      runCase(nanCase((floatMode << 12) | DX10_CLAMP));
    });
});
