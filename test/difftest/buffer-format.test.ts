import { describe, it } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { encodeBufferResource } from '../../src/reference/buffer-resource.js';
import { bufferFormat } from '../../src/reference/formats.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';
import { oneWave32 } from '../support/one-wave.js';
import { randomBytes } from '../support/random-bytes.js';
import { validatedDevice } from '../support/validated-device.js';

const TABLE = 0x10_0000;
const DATA = 0x20_0000;
const OUT = 0x30_0000;
const STORE = 0x40_0000;

/** DST_SEL reading the format's components in reverse, then 0 and 1 where it has none. */
function reversed(format: number): [number, number, number, number] {
  const m = bufferFormat(format)?.bits.length ?? 4;
  return [0, 1, 2, 3].map((i) => (i < m ? 4 + m - 1 - i : i === 3 ? 1 : 0)) as [
    number,
    number,
    number,
    number,
  ];
}

/** Whether the d16 forms are defined for every value of the format (no 32-bit or 16-bit SCALED parts). */
function d16Safe(format: number): boolean {
  const f = bufferFormat(format);
  if (!f || f.bits.includes(32)) return false;
  return !(f.bits.includes(16) && (f.number === 'uscaled' || f.number === 'sscaled'));
}

function table(vsharps: readonly number[][]): Uint8Array {
  const bytes = new Uint8Array(16 * vsharps.length);
  const view = new DataView(bytes.buffer);
  vsharps.flat().forEach((w, i) => {
    view.setUint32(4 * i, w, true);
  });
  return bytes;
}

/**
 * Loads through four V#s of formats `formats` (s_load_dwordx4 from the table at s[0:1]): per format,
 * buffer_load_format_xyzw (and the d16 forms where defined) to OUT slot k (1 KiB per slot).
 */
function loadCase(formats: readonly number[], requestMemory: boolean): DiffCase {
  const vsharps = formats.map((format) =>
    encodeBufferResource({
      base: DATA,
      stride: 16,
      numRecords: 30,
      format,
      dstSel: reversed(format),
      oobSelect: 1,
    }),
  );
  const body = formats
    .map((format, k) => {
      const v = `s[${4 + 4 * k}:${7 + 4 * k}]`;
      const d16 = d16Safe(format)
        ? `v_mov_b32 v8, 0xabcdef01
buffer_load_format_d16_xyzw v[6:7], v0, ${v}, 0 idxen
buffer_load_format_d16_hi_x v8, v0, ${v}, 0 idxen offset:4`
        : '';
      return `v_mov_b32 v6, 0
v_mov_b32 v7, 0
v_mov_b32 v8, 0
buffer_load_format_xyzw v[2:5], v0, ${v}, 0 idxen
${d16}
global_store_dwordx4 v1, v[2:5], s[2:3]
global_store_dwordx3 v1, v[6:8], s[2:3] offset:512
s_add_u32 s2, s2, 0x400`;
    })
    .join('\n');
  const source = `s_load_dwordx16 s[4:19], s[0:1], 0x0
v_lshlrev_b32 v1, 4, v0
s_waitcnt lgkmcnt(0)
${body}
s_endpgm`;
  return {
    name: `format loads of ${formats.join(', ')} (${requestMemory ? 'V# known' : 'V# read at run time'})`,
    ...oneWave32(source),
    userSgprs: [TABLE, 0, OUT, 0],
    regions: [
      { base: TABLE, bytes: table(vsharps), output: false },
      { base: DATA, bytes: randomBytes(32 * 16, formats[0] as number), output: false },
      { base: OUT, bytes: new Uint8Array(1024 * formats.length), output: true },
    ],
    requestMemory,
  };
}

/** VALU code leaving store data in v[2:5] that `kind` formats convert without refusal. */
const STORE_DATA: Readonly<Record<string, string>> = {
  // Floats in [-1.25, 1.25), through their 1/64 steps (UNORM/SNORM clamp).
  norm: [2, 3, 4, 5]
    .map(
      (r, c) =>
        `v_mul_u32_u24 v${r}, ${3 + c}, v0\nv_add_nc_u32 v${r}, ${-40 + c}, v${r}\nv_cvt_f32_i32 v${r}, v${r}\nv_mul_f32 v${r}, 0x3c800000, v${r}`,
    )
    .join('\n'),
  // Small non-negative floats (11/10-bit floats take no negatives).
  ufloat: [2, 3, 4, 5]
    .map(
      (r, c) =>
        `v_mul_u32_u24 v${r}, ${53 + c}, v0\nv_cvt_f32_u32 v${r}, v${r}\nv_mul_f32 v${r}, 0x3d800000, v${r}`,
    )
    .join('\n'),
  // Integers in [0, 3] (they fit every UINT field).
  uint: [2, 3, 4, 5].map((r, c) => `v_add_nc_u32 v${r}, ${c}, v0\nv_and_b32 v${r}, 3, v${r}`).join('\n'),
  // Any bits (32-bit formats).
  bits: [2, 3, 4, 5]
    .map((r, c) => `v_mul_u32_u24 v${r}, 0x9e3779, v0\nv_xor_b32 v${r}, ${0x8f0f80f1 + c}, v${r}`)
    .join('\n'),
};

/** buffer_store_format_xyzw through four V#s (formats with their data kinds) to STORE slot k. */
function storeCase(formats: readonly (readonly [number, string])[], requestMemory: boolean): DiffCase {
  const vsharps = formats.map(([format], k) =>
    encodeBufferResource({ base: STORE + 512 * k, stride: 16, numRecords: 30, format, oobSelect: 1 }),
  );
  const body = formats
    .map(
      ([, kind], k) => `${STORE_DATA[kind]}
buffer_store_format_xyzw v[2:5], v0, s[${4 + 4 * k}:${7 + 4 * k}], 0 idxen`,
    )
    .join('\n');
  const source = `s_load_dwordx16 s[4:19], s[0:1], 0x0
s_waitcnt lgkmcnt(0)
${body}
s_endpgm`;
  return {
    name: `format stores to ${formats.map(([f]) => f).join(', ')} (${requestMemory ? 'V# known' : 'V# read at run time'})`,
    ...oneWave32(source),
    userSgprs: [TABLE, 0],
    regions: [
      { base: TABLE, bytes: table(vsharps), output: false },
      { base: STORE, bytes: randomBytes(512 * formats.length, 7), output: true },
    ],
    requestMemory,
  };
}

/** Every layout and number format among 16 formats, four per program. */
const LOAD_GROUPS: readonly (readonly number[])[] = [
  [1, 8, 13, 19],
  [22, 29, 36, 43],
  [45, 52, 57, 61],
  [64, 66, 74, 76],
];

const STORE_GROUPS: readonly (readonly (readonly [number, string])[])[] = [
  [
    [56, 'norm'],
    [45, 'norm'],
    [36, 'ufloat'],
    [71, 'norm'],
  ],
  [
    [60, 'uint'],
    [48, 'uint'],
    [77, 'bits'],
    [14, 'norm'],
  ],
];

const deviceOf = validatedDevice();

const agree = (c: DiffCase): void => assertAgreesOnDevice(c, deviceOf());

describe('format accesses through V#s read at run time: reference executor vs recompiled on the device', () => {
  for (const group of LOAD_GROUPS) {
    const c = loadCase(group, false);
    it(c.name, () => agree(c));
  }
  for (const group of STORE_GROUPS) {
    const c = storeCase(group, false);
    it(c.name, () => agree(c));
  }
  const known = loadCase(LOAD_GROUPS[2] as readonly number[], true);
  it(known.name, () => agree(known));
});
