/**
 * The compilers' unsigned division sequence (translate/division-idiom.ts) becomes the host's division,
 * and the result is still the guest's in every lane: the reference executor runs the instructions one
 * by one, the device the recompiled program, over dividends and divisors at the edges (0, 1, powers of
 * two, all ones) and at random. Sequences the recognizer must leave alone are run the same way.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { requestOf } from '../../src/difftest/request.js';
import { assemble } from '../../src/isa/assemble.js';
import { encode } from '../../src/isa/encode.js';
import { PS5_WAVE32, PS5_WAVE64, type Target } from '../../src/isa/target.js';
import { recompile } from '../../src/recompiler/index.js';
import { genericTargetProfile } from '../../src/recompiler/profiles.js';
import { Device } from '../../src/vulkan/device.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';

const OUT = 0x5_1234_0000;
const IN = 0x5_1235_0000;

/** Loads x into v2 and y into v3 (lane pairs from IN), runs `body`, stores v4..v7 to OUT. */
const program = (body: string): string => `
v_lshlrev_b32 v1, 3, v0
global_load_dwordx2 v[2:3], v1, s[2:3]
v_lshlrev_b32 v1, 4, v0
v_mov_b32 v4, 0
v_mov_b32 v5, 0
v_mov_b32 v6, 0
v_mov_b32 v7, 0
s_waitcnt vmcnt(0)
${body}
global_store_dwordx4 v1, v[4:7], s[0:1]
s_endpgm
`;

/** ACO's form (v_rcp_f32, -(y*z)): quotient in v4, remainder in v5. */
const ACO_DIVREM = `
v_cvt_f32_u32_e32 v8, v3
v_rcp_f32_e32 v8, v8
v_mul_f32_e32 v8, 0x4f7ffffe, v8
v_cvt_u32_f32_e32 v8, v8
v_mul_lo_u32 v9, v3, v8
v_sub_nc_u32_e32 v9, 0, v9
v_mul_hi_u32 v9, v8, v9
v_add_nc_u32_e32 v8, v8, v9
v_mul_hi_u32 v8, v2, v8
v_mul_lo_u32 v9, v8, v3
v_sub_nc_u32_e32 v9, v2, v9
v_add_nc_u32_e32 v10, 1, v8
v_cmp_ge_u32_e32 vcc_lo, v9, v3
v_cndmask_b32_e32 v8, v8, v10, vcc_lo
v_sub_nc_u32_e32 v10, v9, v3
v_cndmask_b32_e32 v9, v9, v10, vcc_lo
v_add_nc_u32_e32 v10, 1, v8
v_cmp_ge_u32_e32 vcc_lo, v9, v3
v_cndmask_b32_e32 v4, v8, v10, vcc_lo
v_sub_nc_u32_e32 v10, v9, v3
v_cndmask_b32_e32 v5, v9, v10, vcc_lo
`;

/**
 * LLVM's form (v_rcp_iflag_f32, mul_lo(-y, z), operands swapped, compares into an SGPR), interleaved
 * with unrelated work; the quotient lands in the dividend's register and then the remainder in the
 * divisor's, so the remainder's operands must be read before the quotient's select.
 */
const LLVM_DIVREM = `
v_cvt_f32_u32_e32 v8, v3
v_sub_nc_u32_e32 v9, 0, v3
v_mul_hi_u32 v6, 0x24924925, v2
v_rcp_iflag_f32_e32 v8, v8
v_mul_f32_e32 v8, 0x4f7ffffe, v8
v_cvt_u32_f32_e32 v8, v8
v_mul_lo_u32 v9, v8, v9
v_mul_hi_u32 v9, v8, v9
v_add_nc_u32_e32 v8, v9, v8
v_mul_hi_u32 v8, v8, v2
v_mul_lo_u32 v9, v3, v8
v_add_nc_u32_e32 v10, 1, v8
v_sub_nc_u32_e32 v9, v2, v9
v_cmp_le_u32_e64 s4, v3, v9
v_subrev_nc_u32_e32 v11, v3, v9
v_cndmask_b32_e64 v10, v8, v10, s4
v_cndmask_b32_e64 v11, v9, v11, s4
v_add_nc_u32_e64 v12, v10, 1
v_sub_nc_u32_e32 v13, v11, v3
v_cmp_ge_u32_e64 s5, v11, v3
v_cndmask_b32_e64 v2, v10, v12, s5
v_cndmask_b32_e64 v3, v11, v13, s5
v_mov_b32 v4, v2
v_mov_b32 v5, v3
`;

/** The remainder alone (ACO's signed remainder works on magnitudes this way): remainder in v4. */
const ACO_REM = `
v_cvt_f32_u32_e32 v10, v3
v_rcp_f32_e32 v10, v10
v_mul_f32_e32 v10, 0x4f7ffffe, v10
v_cvt_u32_f32_e32 v10, v10
v_mul_lo_u32 v11, v3, v10
v_sub_nc_u32_e32 v11, 0, v11
v_mul_hi_u32 v11, v10, v11
v_add_nc_u32_e32 v10, v10, v11
v_mul_hi_u32 v10, v2, v10
v_mul_lo_u32 v10, v10, v3
v_sub_nc_u32_e32 v8, v2, v10
v_sub_nc_u32_e32 v10, v8, v3
v_cmp_ge_u32_e64 vcc_hi, v8, v3
v_cndmask_b32_e64 v8, v8, v10, vcc_hi
v_sub_nc_u32_e32 v10, v8, v3
v_cmp_ge_u32_e64 vcc_hi, v8, v3
v_cndmask_b32_e64 v4, v8, v10, vcc_hi
`;

/** Look-alikes that compute something else: each must stay instruction by instruction. */
const NOT_DIVISIONS: Readonly<Record<string, string>> = {
  'a scale other than 0x4f7ffffe': ACO_DIVREM.replace('0x4f7ffffe', '0x4f800000'),
  'a negated reciprocal': ACO_DIVREM.replace(
    'v_mul_f32_e32 v8, 0x4f7ffffe, v8',
    'v_mul_f32_e64 v8, 0x4f7ffffe, -v8',
  ),
  'one correction': ACO_DIVREM.split('\n')
    .slice(0, 15)
    .join('\n')
    .replace('v_cndmask_b32_e32 v8,', 'v_cndmask_b32_e32 v4,'),
  'the divisor rewritten before the last correction': ACO_DIVREM.replace(
    'v_add_nc_u32_e32 v10, 1, v8\nv_cmp_ge_u32_e32 vcc_lo, v9, v3',
    'v_add_nc_u32_e32 v10, 1, v8\nv_cmp_ge_u32_e32 vcc_lo, v9, v3\nv_add_nc_u32_e32 v3, 1, v3',
  ),
  'the dividend changed under EXEC': ACO_DIVREM.replace(
    'v_mul_hi_u32 v8, v2, v8',
    'v_mul_hi_u32 v8, v2, v8\nv_cmp_gt_u32 vcc_lo, 20, v0\ns_and_saveexec_b32 s10, vcc_lo\nv_add_nc_u32_e32 v2, 1, v2\ns_or_b32 exec_lo, exec_lo, s10',
  ),
};

const X_EDGES = [0, 1, 2, 3, 7, 1000, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_fffe, 0xffff_ffff];
const Y_EDGES = [
  0, 1, 2, 3, 7, 10, 0xffff, 0x1_0000, 0x7fff_ffff, 0x8000_0000, 0x8000_0001, 0xffff_fffe, 0xffff_ffff,
];

/** Lane pairs: every edge dividend against every edge divisor, then random pairs (fixed seed). */
function pairs(lanes: number): Uint32Array {
  const out = new Uint32Array(lanes * 2);
  let seed = 0x1234_5678;
  const random = (): number => {
    seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
    return seed;
  };
  for (let lane = 0; lane < lanes; lane++) {
    const edge = lane < X_EDGES.length * Y_EDGES.length;
    const x = edge ? (X_EDGES[lane % X_EDGES.length] as number) : random();
    const y = edge ? (Y_EDGES[Math.floor(lane / X_EDGES.length)] as number) : random() >>> (random() % 32);
    out.set([x, y], lane * 2);
  }
  return out;
}

function divisionCase(name: string, body: string, target: Target, workgroups: number): DiffCase {
  const words = assemble(program(body), target).flatMap((i) => [...encode(i, target)]);
  const lanes = target.wave64 ? 64 : 32;
  const input = pairs(lanes * workgroups);
  return {
    name,
    target,
    program: new Uint32Array(words),
    userSgprs: [OUT % 2 ** 32, Math.floor(OUT / 2 ** 32), IN % 2 ** 32, Math.floor(IN / 2 ** 32)],
    workgroupSize: [lanes * workgroups, 1, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [false, false, false],
    localIdComponents: 1,
    ldsBytes: 0,
    regions: [
      { base: OUT, bytes: new Uint8Array(lanes * workgroups * 16).fill(0xee), output: true },
      { base: IN, bytes: new Uint8Array(input.buffer), output: false },
    ],
  };
}

/** The host divisions in the recompiled program's IR. */
function hostDivisions(c: DiffCase): number {
  let ir = '';
  recompile(requestOf(c, genericTargetProfile(c.target.wave64 ? 64 : 32)), {
    printIr: (stage, text) => {
      if (stage === 'passes') ir = text;
    },
  });
  return (ir.match(/= u(div|rem) i32/g) ?? []).length;
}

let device: Device;
before(() => {
  device = Device.open({});
});
after(() => device.destroy());

describe('unsigned division idiom', () => {
  const cases: [string, string, Target, number][] = [
    ["ACO's quotient and remainder", ACO_DIVREM, PS5_WAVE32, 2],
    ["LLVM's quotient and remainder", LLVM_DIVREM, PS5_WAVE32, 2],
    ["ACO's remainder alone", ACO_REM, PS5_WAVE32, 1],
    ["ACO's quotient and remainder, wave64", ACO_DIVREM.replaceAll('vcc_lo', 'vcc'), PS5_WAVE64, 2],
  ];
  for (const [name, body, target, divisions] of cases) {
    it(`${name} becomes ${divisions} host division(s) and agrees with the executor`, () => {
      const c = divisionCase(name, body, target, target.wave64 ? 3 : 5);
      assert.equal(hostDivisions(c), divisions);
      assertAgreesOnDevice(c, device);
    });
  }
  for (const [name, body] of Object.entries(NOT_DIVISIONS)) {
    it(`leaves ${name} to the instructions and agrees with the executor`, () => {
      const c = divisionCase(name, body, PS5_WAVE32, 5);
      assert.equal(hostDivisions(c), 0);
      assertAgreesOnDevice(c, device);
    });
  }
});

describe('the reciprocal estimate the idiom rests on', () => {
  it('is within [2^32/y - 2, 2^32/y] after its Newton step, for a sample of divisors', () => {
    // The full enumeration of all 2^32 - 1 divisors (module comment) repeated on every divisor below
    // 2^16, around each power of two and at random.
    const divisors: number[] = [];
    for (let y = 1; y < 0x1_0000; y++) divisors.push(y);
    for (let k = 16; k < 32; k++) for (let d = -300; d <= 300; d++) divisors.push(2 ** k + d);
    let seed = 7;
    for (let i = 0; i < 200_000; i++) {
      seed = (Math.imul(seed, 1_664_525) + 1_013_904_223) >>> 0;
      divisors.push(seed || 1);
    }
    for (const y of divisors) {
      const h = Math.fround(Math.fround(1 / Math.fround(y)) * 4294966784);
      const z = h >= 2 ** 32 ? 0xffff_ffff : Math.trunc(h);
      const error = BigInt(z) * ((2n ** 32n - ((BigInt(y) * BigInt(z)) % 2n ** 32n)) % 2n ** 32n);
      const refined = (BigInt(z) + (error >> 32n)) % 2n ** 32n;
      const exact = 2n ** 32n;
      assert.ok(refined * BigInt(y) <= exact && (refined + 2n) * BigInt(y) >= exact, `divisor ${y}`);
    }
  });
});
