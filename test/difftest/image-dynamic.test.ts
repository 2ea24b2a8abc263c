/**
 * T#s read at run time (translate/rules/image-dynamic.ts): programs load their T# with s_load_dwordx8
 * from a descriptor table whose address is a user SGPR, and the request does NOT carry that memory,
 * so the T# is bound by location with its TYPE and FORMAT pinned (dynamicImages) and the harness reads
 * it from guest memory when it binds the image. Each case runs in the reference executor and on the
 * selected Vulkan device (lavapipe in CI) with the validation layer on, and must agree bit for bit;
 * a T# that differs from the pin is refused by the runtime naming the field and both values.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import type { DiffCase } from '../../src/difftest/case.js';
import { runDifferential } from '../../src/difftest/harness.js';
import { formatMismatchReport } from '../../src/difftest/report.js';
import { requestOf } from '../../src/difftest/request.js';
import { VulkanSide } from '../../src/difftest/vulkan-side.js';
import { DriverError } from '../../src/driver/errors.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/index.js';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
  type ImageResourceInit,
  type ImageType,
  type SamplerInit,
} from '../../src/isa/tables/image-descriptor.js';
import {
  cacheKey,
  lavapipeLikeProfile,
  parseRequest,
  RecompileError,
  recompile,
} from '../../src/recompiler/index.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { hasLlc } from '../recompiler/llvm-programs.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';
import { compileForGfx1013 } from '../support/llvm-compile.js';
import { oneWave32 } from '../support/one-wave.js';
import { randomBytes } from '../support/random-bytes.js';
import { validatedDevice } from '../support/validated-device.js';

const KERNELS = fileURLToPath(new URL('./kernels/', import.meta.url));
const IMAGE = 0x10_0000;
const OUT = 0x20_0000;
const TABLE = 0x30_0000;
const RGBA8_UNORM = 56;
const R32_UINT = 20;
const RGBA16_FLOAT = 71;
const R8_UNORM = 1;
const R32_FLOAT = 22;
const RG16_SNORM = 24;
const RGB10A2_UNORM = 44;
const R11G11B10_FLOAT = 43;

const TEXEL_BYTES: Readonly<Record<number, number>> = {
  [R32_FLOAT]: 4,
  [RG16_SNORM]: 4,
  [RGB10A2_UNORM]: 4,
  [R11G11B10_FLOAT]: 4,
  [RGBA8_UNORM]: 4,
  [R32_UINT]: 4,
  [RGBA16_FLOAT]: 8,
  [R8_UNORM]: 1,
};

type Init = Partial<ImageResourceInit> & { width: number; format: number };

/**
 * A one-wave case: s[0:1] points at the table holding the T#, s[2:3] at the output; the program loads
 * the T# into s[4:11], runs `body` with v1 = lane % 8, v2 = lane / 8, v4..v7 zero, and stores v[4:7].
 * `pin` overrides the pinned TYPE/texel bytes/levels (default: the T#'s).
 */
function tableCase(
  name: string,
  body: string,
  init: Init,
  seed: number,
  pin?: { type?: ImageType; texelBytes?: number; levels?: number },
): DiffCase {
  const words = encodeImageResource({ base: IMAGE, height: 1, ...init });
  const rsrc = decodeImageResource(words);
  const size = imageAddressing(rsrc, TEXEL_BYTES[init.format] as number).layout.sizeBytes;
  const levels = pin?.levels ?? rsrc.lastLevel - rsrc.baseLevel + 1;
  const table = new Uint8Array(64);
  const view = new DataView(table.buffer);
  // The T# at table offset 32 (the load's immediate offset), random bytes before it.
  table.set(randomBytes(32, seed + 100));
  words.forEach((w, i) => {
    view.setUint32(32 + 4 * i, w, true);
  });
  const source = `s_load_dwordx8 s[4:11], s[0:1], 0x20
v_and_b32 v1, 7, v0
v_lshrrev_b32 v2, 3, v0
v_mov_b32 v3, 0
v_mov_b32 v4, 0
v_mov_b32 v5, 0
v_mov_b32 v6, 0
v_mov_b32 v7, 0
s_waitcnt lgkmcnt(0)
${body}
v_lshlrev_b32 v8, 4, v0
global_store_dwordx4 v8, v[4:7], s[2:3]
s_endpgm`;
  return {
    name,
    ...oneWave32(source),
    userSgprs: [TABLE, 0, OUT, 0],
    regions: [
      { base: IMAGE, bytes: randomBytes(Math.ceil(size / 4) * 4, seed), output: true },
      { base: OUT, bytes: new Uint8Array(32 * 16), output: true },
      { base: TABLE, bytes: table, output: false },
    ],
    dynamicImages: [
      {
        address: `0x${(TABLE + 32).toString(16)}`,
        type: pin?.type ?? rsrc.type,
        texelBytes: pin?.texelBytes ?? (TEXEL_BYTES[init.format] as number),
        ...(levels === 1 ? {} : { levels }),
      },
    ],
  };
}

const D2 = 'dim:SQ_RSRC_IMG_2D';

const CASES: readonly DiffCase[] = [
  tableCase(
    'image_load RGBA8 UNORM, DST_SEL y x 1 w read at run time, linear 2D',
    `image_load v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm`,
    { width: 8, height: 4, format: RGBA8_UNORM, dstSel: [5, 4, 1, 7] },
    1,
  ),
  tableCase(
    'image_load R8 UNORM 2D array with BASE_ARRAY 2, DST_SEL x 0 1 x, 4KB_S',
    `v_and_b32 v3, 1, v0
image_load v[4:7], v[1:3], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm`,
    {
      width: 8,
      height: 4,
      depth: 4,
      baseArray: 2,
      type: '2D_ARRAY',
      format: R8_UNORM,
      dstSel: [4, 0, 1, 4],
      swizzleMode: '4KB_S',
    },
    2,
  ),
  tableCase(
    'image_load RGBA16 FLOAT d16 dmask 0xb, BASE_LEVEL 1 of a 3-level resource',
    `v_lshrrev_b32 v2, 1, v2
image_load v[4:5], v[1:2], s[4:11] dmask:0xb ${D2} unorm d16`,
    { width: 16, height: 4, mipLevels: 3, baseLevel: 1, lastLevel: 1, format: RGBA16_FLOAT },
    3,
  ),
  tableCase(
    'image_load of a 4x2 image: the view size read at run time',
    `v_and_b32 v1, 3, v0
v_and_b32 v2, 1, v2
image_load v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm`,
    { width: 4, height: 2, format: RGBA8_UNORM },
    4,
  ),
  tableCase(
    'image_store RGBA16 FLOAT from lane values, then image_load back, linear 2D',
    `v_cvt_f32_u32 v4, v0
v_mul_f32 v5, 0x3dcccccd, v4
v_sub_f32 v6, 0, v5
v_mov_b32 v7, 0xff800000
image_store v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm
s_waitcnt vmcnt(0)
image_load v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm`,
    { width: 8, height: 4, format: RGBA16_FLOAT },
    5,
  ),
  tableCase(
    'image_load through a copy of the T# (s_mov_b64, s_mov_b32), R32 FLOAT 1D array',
    `s_mov_b64 s[12:13], s[4:5]
s_mov_b64 s[14:15], s[6:7]
s_mov_b32 s20, s8
s_mov_b32 s16, s20
s_mov_b32 s17, s9
s_mov_b64 s[18:19], s[10:11]
v_and_b32 v2, 3, v2
image_load v[4:5], v[1:2], s[12:19] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY unorm`,
    { width: 8, depth: 4, type: '1D_ARRAY', format: R32_FLOAT, dstSel: [4, 1, 0, 0] },
    13,
  ),
  tableCase(
    'image_get_resinfo 3D, levels 1..3 of 4 read at run time, per-lane mip',
    `v_and_b32 v1, 1, v0
image_get_resinfo v[4:7], v1, s[4:11] dmask:0xf dim:SQ_RSRC_IMG_3D unorm`,
    {
      width: 16,
      height: 8,
      depth: 4,
      mipLevels: 4,
      baseLevel: 1,
      lastLevel: 3,
      type: '3D',
      format: RGBA8_UNORM,
    },
    14,
  ),
  tableCase(
    'image_get_resinfo 2D array of 5 layers, 3 levels, dmask 0xd',
    `v_and_b32 v1, 3, v0
v_min_u32 v1, 2, v1
image_get_resinfo v[4:6], v1, s[4:11] dmask:0xd dim:SQ_RSRC_IMG_2D_ARRAY unorm`,
    { width: 12, height: 5, depth: 5, mipLevels: 3, type: '2D_ARRAY', format: R32_FLOAT },
    15,
  ),
  tableCase(
    'image_get_resinfo 1D array of 3 layers (layers in y), BASE_LEVEL 2',
    `v_mov_b32 v1, 0
image_get_resinfo v[4:6], v1, s[4:11] dmask:0xb dim:SQ_RSRC_IMG_1D_ARRAY unorm`,
    { width: 100, depth: 3, mipLevels: 5, baseLevel: 2, lastLevel: 4, type: '1D_ARRAY', format: R8_UNORM },
    16,
  ),
  tableCase(
    'image_load_mip of levels 1..3 of 4 (3 bindings, sizes read at run time), per-lane mip',
    `v_and_b32 v1, 3, v0
v_and_b32 v2, 1, v2
v_and_b32 v3, 3, v0
v_min_u32 v3, 2, v3
image_load_mip v[4:7], v[1:3], s[4:11] dmask:0xf ${D2} unorm`,
    { width: 32, height: 16, mipLevels: 4, baseLevel: 1, lastLevel: 3, format: RGBA8_UNORM },
    17,
  ),
  // One texel per lane, read back by the lane that stored it: lanes storing to one texel, or reading
  // another lane's store without a barrier, are not ordered on the host (docs/debt.md).
  tableCase(
    'image_store_mip then image_load_mip, a texel per lane, RGBA16 FLOAT 2D array of 2 levels',
    `v_and_b32 v11, 1, v0
v_bfe_u32 v8, v0, 1, 2
v_bfe_u32 v9, v0, 3, 1
v_lshrrev_b32 v10, 4, v0
v_cvt_f32_u32 v4, v0
v_mul_f32 v5, 0x3dcccccd, v4
v_sub_f32 v6, 0, v5
v_mov_b32 v7, 1.0
image_store_mip v[4:7], v[8:11], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm
s_waitcnt vmcnt(0)
image_load_mip v[4:7], v[8:11], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm`,
    { width: 8, height: 4, depth: 2, mipLevels: 2, type: '2D_ARRAY', format: RGBA16_FLOAT },
    18,
  ),
  tableCase(
    'image_atomic_add R32 UINT, colliding lanes (no return), 3D',
    `v_and_b32 v1, 3, v0
v_and_b32 v2, 1, v2
v_lshrrev_b32 v3, 4, v0
v_mov_b32 v4, v0
image_atomic_add v4, v[1:3], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_3D unorm`,
    { width: 4, height: 2, depth: 2, type: '3D', format: R32_UINT },
    6,
  ),
];

/** An S# as a recompile-time constant in s[12:15] (s_mov_b32 of each dword). */
function samplerMoves(init: SamplerInit): string {
  return encodeSampler(init)
    .map((w, i) => `s_mov_b32 s${12 + i}, 0x${(w >>> 0).toString(16)}`)
    .join('\n');
}

/**
 * Normalized coordinates in v1 (u = (lane % 8) * 9/32 - 1/2: -4 .. 11.75 texels on an 8-wide level,
 * through the clamp modes) and v2 (v = (lane / 8) * 5/16 - 3/16), exact in f32 and off texel edges
 * (the executor refuses point samples within 2^-8 of one).
 */
const COORDS = `v_cvt_f32_u32 v1, v1
v_mul_f32 v1, 0x3e900000, v1
v_add_f32 v1, -0.5, v1
v_cvt_f32_u32 v2, v2
v_mul_f32 v2, 0x3ea00000, v2
v_add_f32 v2, 0xbe400000, v2`;

/** Sampling and gathers through a T# read at run time and a known S#. */
const SAMPLE_CASES: readonly DiffCase[] = [
  tableCase(
    'image_sample point, RGBA8 UNORM, DST_SEL y x 1 w at run time, WRAP x MIRROR',
    `${COORDS}
${samplerMoves({ clamp: ['WRAP', 'MIRROR', 'WRAP'] })}
image_sample v[4:7], v[1:2], s[4:11], s[12:15] dmask:0xf ${D2}`,
    { width: 8, height: 4, format: RGBA8_UNORM, dstSel: [5, 4, 1, 7] },
    30,
  ),
  tableCase(
    'image_sample bilinear, RG16 SNORM 6x3 (not a power of two), MIRROR_ONCE_LAST_TEXEL, 4KB_S',
    `${COORDS}
${samplerMoves({ clamp: ['MIRROR_ONCE_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'WRAP'], xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' })}
image_sample v[4:7], v[1:2], s[4:11], s[12:15] dmask:0xf ${D2}`,
    { width: 6, height: 3, format: RG16_SNORM, dstSel: [5, 4, 0, 1], swizzleMode: '4KB_S' },
    31,
  ),
  tableCase(
    'image_sample_l with mag POINT and min BILINEAR: the lane LOD picks the filter, RGBA8 UNORM 1D array',
    `${COORDS}
v_cvt_f32_u32 v3, v2
v_and_b32 v2, 1, v0
v_cvt_f32_u32 v2, v2
v_sub_f32 v2, 0.5, v2
v_mov_b32 v3, v2
v_mov_b32 v2, 1.0
${samplerMoves({ xyMagFilter: 'POINT', xyMinFilter: 'BILINEAR', clamp: ['WRAP', 'WRAP', 'WRAP'] })}
image_sample_l v[4:7], v[1:3], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_1D_ARRAY`,
    { width: 8, depth: 3, type: '1D_ARRAY', format: RGBA8_UNORM },
    32,
  ),
  tableCase(
    'image_gather4 channel x, R8 UNORM 2D array from BASE_ARRAY 1 (read at run time)',
    `${COORDS}
v_and_b32 v3, 1, v0
v_cvt_f32_u32 v3, v3
${samplerMoves({ clamp: ['WRAP', 'CLAMP_LAST_TEXEL', 'WRAP'] })}
image_gather4 v[4:7], v[1:3], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY`,
    { width: 8, height: 4, depth: 3, baseArray: 1, type: '2D_ARRAY', format: R8_UNORM },
    33,
  ),
  tableCase(
    'image_sample_c_lz GREATER, R32 FLOAT, reference 0.25',
    `${COORDS}
v_mov_b32 v3, v2
v_mov_b32 v2, v1
v_mov_b32 v1, 0x3e800000
${samplerMoves({ depthCompare: 'GREATER', clamp: ['CLAMP_LAST_TEXEL', 'WRAP', 'WRAP'] })}
image_sample_c_lz v4, v[1:3], s[4:11], s[12:15] dmask:0x1 ${D2}`,
    { width: 8, height: 4, format: R32_FLOAT },
    34,
  ),
  tableCase(
    'image_sample point, 3D R32 UINT 8x4x2 through WRAP on z',
    `${COORDS}
v_lshrrev_b32 v3, 2, v0
v_cvt_f32_u32 v3, v3
v_mul_f32 v3, 0x3ec00000, v3
${samplerMoves({ clamp: ['WRAP', 'WRAP', 'WRAP'], zFilter: 'POINT' })}
image_sample v4, v[1:3], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D`,
    { width: 8, height: 4, depth: 2, type: '3D', format: R32_UINT },
    35,
  ),
  tableCase(
    'image_sample point on a cube array (12 faces), RGBA8 UNORM',
    `v_cvt_f32_u32 v1, v1
v_mul_f32 v1, 0x3e000000, v1
v_add_f32 v1, 0x3f880000, v1
v_cvt_f32_u32 v2, v2
v_mul_f32 v2, 0x3e800000, v2
v_add_f32 v2, 0x3f880000, v2
v_and_b32 v3, 3, v0
v_lshrrev_b32 v8, 2, v0
v_and_b32 v8, 8, v8
v_or_b32 v3, v3, v8
v_cvt_f32_u32 v3, v3
${samplerMoves({})}
image_sample v[4:7], v[1:3], s[4:11], s[12:15] dmask:0xf dim:SQ_RSRC_IMG_CUBE`,
    { width: 8, height: 8, depth: 12, type: 'CUBE', format: RGBA8_UNORM },
    36,
  ),
  tableCase(
    'image_sample_l POINT mip filter over 3 levels, RGBA8 UNORM, per-lane LOD',
    `${COORDS}
v_and_b32 v3, 3, v0
v_cvt_f32_u32 v3, v3
v_mul_f32 v3, 0x3f200000, v3
${samplerMoves({ mipFilter: 'POINT', clamp: ['WRAP', 'MIRROR', 'WRAP'] })}
image_sample_l v[4:7], v[1:3], s[4:11], s[12:15] dmask:0xf ${D2}`,
    { width: 8, height: 4, mipLevels: 3, format: RGBA8_UNORM },
    37,
  ),
  tableCase(
    'image_sample_l trilinear (BILINEAR, LINEAR mip) over levels 1..3, RG16 SNORM',
    `${COORDS}
v_and_b32 v3, 3, v0
v_cvt_f32_u32 v3, v3
v_mul_f32 v3, 0x3f200000, v3
${samplerMoves({ mipFilter: 'LINEAR', xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' })}
image_sample_l v[4:5], v[1:3], s[4:11], s[12:15] dmask:0x3 ${D2}`,
    { width: 16, height: 8, mipLevels: 4, baseLevel: 1, lastLevel: 3, format: RG16_SNORM },
    38,
  ),
];

/**
 * The LLVM kernel image_table_copy.ll: its three T#s (source, destination, counter) in a table at
 * TABLE that the request does not carry, pinned by address.
 */
function kernelCase(wave64: boolean): DiffCase {
  const obj = compileForGfx1013(`${KERNELS}image_table_copy.ll`, wave64);
  assert.match(obj.lines.map((l) => l.text).join('\n'), /s_load_dwordx(8|16) /);
  const SRC = 0x10_0000;
  const DST = 0x11_0000;
  const CNT = 0x12_0000;
  const inits: Init[] = [
    { base: SRC, width: 8, height: 4, format: RGBA8_UNORM, swizzleMode: '4KB_S' },
    { base: DST, width: 8, height: 4, format: RGBA16_FLOAT },
    { base: CNT, width: 4, type: '1D', format: R32_UINT },
  ];
  const table = new Uint8Array(96);
  const view = new DataView(table.buffer);
  const regions = inits.map((init, k) => {
    const words = encodeImageResource({ height: 1, ...init, base: init.base as number });
    words.forEach((w, i) => {
      view.setUint32(32 * k + 4 * i, w, true);
    });
    const rsrc = decodeImageResource(words);
    const size = imageAddressing(rsrc, TEXEL_BYTES[init.format] as number).layout.sizeBytes;
    return { base: init.base as number, bytes: randomBytes(Math.ceil(size / 4) * 4, 40 + k), output: true };
  });
  return {
    name: `LLVM kernel: copy and atomics through T#s from a table, wave${wave64 ? 64 : 32}`,
    target: wave64 ? PS5_WAVE64 : PS5_WAVE32,
    program: Uint32Array.from(obj.words),
    userSgprs: [TABLE, 0],
    workgroupSize: [8, 4, 1],
    workgroups: [1, 1, 1],
    workgroupIdSgprs: [false, false, false],
    localIdComponents: 2,
    ldsBytes: 0,
    regions: [...regions, { base: TABLE, bytes: table, output: false }],
    dynamicImages: inits.map((init, k) => ({
      address: `0x${(TABLE + 32 * k).toString(16)}`,
      type: init.type ?? '2D',
      texelBytes: TEXEL_BYTES[init.format] as number,
    })),
  };
}

const deviceOf = validatedDevice();

describe('T#s read at run time: reference executor vs recompiled on the device', () => {
  // The clang-19 kernel is compiled when the test runs (the device machine has no LLVM: it skips).
  const kernels = hasLlc() ? [kernelCase(false), kernelCase(true)] : [];
  if (kernels.length === 0)
    it('the image_table_copy.ll kernel', { skip: 'llc-19 is not installed' }, () => {});
  for (const c of [...CASES, ...SAMPLE_CASES, ...kernels]) {
    it(c.name, () => assertAgreesOnDevice(c, deviceOf()));
  }

  it('binds by location: the result names the T# address and pin, not its dwords', () => {
    const c = CASES[0] as DiffCase;
    const result = recompile(requestOf(c, lavapipeLikeProfile()));
    const image = result.bindings.find((b) => b.kind === 'storage-image')?.image;
    assert.deepEqual(image?.location, { address: TABLE + 32, type: '2D', texelBytes: 4, atomics: false });
    assert.deepEqual(image?.descriptor, []);
  });

  it('binds one image per pinned level for the _mip opcodes, none for resinfo', () => {
    const mip = CASES.find((c) => c.name.startsWith('image_load_mip of levels 1..3')) as DiffCase;
    const images = recompile(requestOf(mip, lavapipeLikeProfile())).bindings.flatMap((b) =>
      b.image ? [b.image] : [],
    );
    assert.deepEqual(
      images.map((i) => [i.level, i.location?.levels]),
      [
        [0, 3],
        [1, 3],
        [2, 3],
      ],
    );
    const resinfo = CASES.find((c) => c.name.startsWith('image_get_resinfo 3D')) as DiffCase;
    const bindings = recompile(requestOf(resinfo, lavapipeLikeProfile())).bindings;
    assert.equal(bindings.filter((b) => b.kind === 'storage-image').length, 0);
  });

  it('one request serves T#s of different FORMATs of one texel size: equal cache keys, all match', () => {
    const body = `v_and_b32 v1, 3, v0
v_and_b32 v2, 1, v2
image_load v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm
s_waitcnt vmcnt(0)
v_add_nc_u32 v1, 4, v1
image_store v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm`;
    // DST_SEL per format: the components it has, then 0 and 1 (read at run time too).
    const formats: [number, string, [number, number, number, number]][] = [
      [RGBA8_UNORM, 'R8G8B8A8 UNORM', [6, 5, 4, 7]],
      [R32_UINT, 'R32 UINT', [4, 0, 1, 4]],
      [R32_FLOAT, 'R32 FLOAT', [4, 1, 0, 0]],
      [RG16_SNORM, 'R16G16 SNORM', [5, 4, 0, 1]],
      [RGB10A2_UNORM, 'R10G10B10A2 UNORM', [4, 5, 6, 7]],
      [R11G11B10_FLOAT, 'R11G11B10 FLOAT', [4, 5, 6, 1]],
    ];
    const cases = formats.map(([format, name, dstSel], i) =>
      tableCase(`${name} through one program`, body, { width: 8, height: 2, format, dstSel }, 20 + i),
    );
    const profile = lavapipeLikeProfile();
    const keys = new Set(cases.map((c) => cacheKey(requestOf(c, profile))));
    assert.equal(keys.size, 1);
    for (const c of cases) {
      const result = runDifferential(c, [new VulkanSide(deviceOf())]);
      const outcome = result.outcomes[0];
      if (outcome?.kind === 'refused') assert.fail(`${c.name}: refused: ${outcome.reason}`);
      if (outcome?.kind === 'mismatch')
        assert.fail(formatMismatchReport(c, outcome.side, outcome.mismatches, result.trace));
    }
  });

  it('one request serves T#s of different sizes and places: equal cache keys, both match', () => {
    const body = `v_and_b32 v1, 3, v0
v_and_b32 v2, 1, v2
image_load v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm`;
    const small = tableCase('4x2 R8G8B8A8', body, { width: 4, height: 2, format: RGBA8_UNORM }, 7);
    const large = tableCase(
      '8x4 R8G8B8A8, 4KB_S',
      body,
      { width: 8, height: 4, format: RGBA8_UNORM, swizzleMode: '4KB_S' },
      8,
    );
    const profile = lavapipeLikeProfile();
    assert.equal(cacheKey(requestOf(small, profile)), cacheKey(requestOf(large, profile)));
    for (const c of [small, large]) {
      const outcome = runDifferential(c, [new VulkanSide(deviceOf())]).outcomes[0];
      assert.equal(outcome?.kind, 'match', `${c.name}: ${outcome?.kind === 'refused' ? outcome.reason : ''}`);
    }
  });

  it('the runtime refuses a T# whose texel size differs from the pin, naming both values', () => {
    const c = tableCase(
      'pinned 8-byte texels, table holds RGBA8 UNORM',
      `image_load v[4:7], v[1:2], s[4:11] dmask:0xf ${D2} unorm`,
      { width: 8, height: 4, format: RGBA8_UNORM },
      9,
      { texelBytes: 8 },
    );
    assert.throws(
      () => new VulkanSide(deviceOf()).run(c),
      (e: unknown) =>
        e instanceof DriverError &&
        /T# at 0x300020 has FORMAT 56 \(8_8_8_8_UNORM, 4-byte texels\), the program was recompiled for 8-byte texels/.test(
          e.message,
        ),
    );
  });

  it('the runtime refuses a T# of several components where the program has atomics', () => {
    const c = tableCase(
      'image_atomic_add through a T# holding RGBA8 UNORM',
      `v_and_b32 v1, 3, v0
v_and_b32 v2, 1, v2
image_atomic_add v4, v[1:2], s[4:11] dmask:0x1 ${D2} unorm`,
      { width: 4, height: 2, format: RGBA8_UNORM },
      12,
    );
    assert.throws(
      () => new VulkanSide(deviceOf()).run(c),
      (e: unknown) =>
        e instanceof DriverError &&
        /FORMAT 56 \(8_8_8_8_UNORM\): the program's image atomics need one 32-bit component/.test(e.message),
    );
  });

  it('the runtime refuses a T# whose TYPE differs from the pin', () => {
    const c = tableCase(
      'pinned 2D array, table changed to 3D',
      `image_load v[4:7], v[1:3], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm`,
      { width: 8, height: 4, depth: 2, type: '2D_ARRAY', format: RGBA8_UNORM },
      10,
    );
    // The pin matches the T#: it runs; then the table's TYPE changes to 3D under the same program.
    assert.notEqual(new VulkanSide(deviceOf()).run(c).kind, 'refused');
    const table = c.regions[2]?.bytes as Uint8Array;
    const view = new DataView(table.buffer, table.byteOffset);
    const word3 = view.getUint32(32 + 12, true);
    view.setUint32(32 + 12, ((word3 & 0x0fffffff) | (10 << 28)) >>> 0, true);
    assert.throws(
      () => new VulkanSide(deviceOf()).run(c),
      (e: unknown) =>
        e instanceof DriverError &&
        /has TYPE 3D, the program was recompiled for TYPE 2D_ARRAY/.test(e.message),
    );
  });

  it('one bilinear sampling program serves T#s of different sizes and FORMATs: equal keys, all match', () => {
    const body = `${COORDS}
${samplerMoves({ clamp: ['WRAP', 'MIRROR', 'WRAP'], xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' })}
image_sample v[4:7], v[1:2], s[4:11], s[12:15] dmask:0xf ${D2}`;
    const cases = [
      tableCase('8x4 RGBA8 UNORM', body, { width: 8, height: 4, format: RGBA8_UNORM }, 40),
      tableCase(
        '5x7 RG16 SNORM',
        body,
        { width: 5, height: 7, format: RG16_SNORM, dstSel: [4, 5, 1, 0] },
        41,
      ),
      tableCase('16x2 RGB10A2 UNORM', body, { width: 16, height: 2, format: RGB10A2_UNORM }, 42),
    ];
    const profile = lavapipeLikeProfile();
    assert.equal(new Set(cases.map((c) => cacheKey(requestOf(c, profile)))).size, 1);
    const image = recompile(requestOf(cases[0] as DiffCase, profile)).bindings.find(
      (b) => b.kind === 'storage-image',
    )?.image;
    assert.deepEqual(image?.location?.needs, ['filter']);
    for (const c of cases) {
      const result = runDifferential(c, [new VulkanSide(deviceOf())]);
      const outcome = result.outcomes[0];
      if (outcome?.kind === 'refused') assert.fail(`${c.name}: refused: ${outcome.reason}`);
      if (outcome?.kind === 'mismatch')
        assert.fail(formatMismatchReport(c, outcome.side, outcome.mismatches, result.trace));
    }
  });

  it("the runtime refuses a T# whose FORMAT or DST_SEL the program's sampling cannot take", () => {
    const bilinear = tableCase(
      'bilinear through a T# holding R32 UINT',
      `${COORDS}
${samplerMoves({ xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' })}
image_sample v[4:7], v[1:2], s[4:11], s[12:15] dmask:0xf ${D2}`,
      { width: 8, height: 4, format: R32_UINT },
      43,
    );
    assert.throws(
      () => new VulkanSide(deviceOf()).run(bilinear),
      (e: unknown) =>
        e instanceof DriverError &&
        /T# at 0x300020 has FORMAT 20 \(32_UINT\): the program filters its texels bilinearly/.test(e.message),
    );
    const gather = tableCase(
      'gather of y through DST_SEL y = x',
      `${COORDS}
${samplerMoves({})}
image_gather4 v[4:7], v[1:2], s[4:11], s[12:15] dmask:0x2 ${D2}`,
      { width: 8, height: 4, format: RGBA8_UNORM, dstSel: [4, 4, 6, 7] },
      44,
    );
    assert.throws(
      () => new VulkanSide(deviceOf()).run(gather),
      (e: unknown) =>
        e instanceof DriverError && /has DST_SEL y 4: the program gathers that channel/.test(e.message),
    );
  });

  it('refuses at recompile time sampling through a T# read at run time with an S# read at run time', () => {
    const c = tableCase(
      'S# from the table',
      `s_load_dwordx4 s[12:15], s[0:1], 0x0
s_waitcnt lgkmcnt(0)
image_sample v[4:7], v[1:2], s[4:11], s[12:15] dmask:0xf ${D2}`,
      { width: 8, height: 4, format: RGBA8_UNORM },
      45,
    );
    assert.throws(
      () => recompile(requestOf(c, lavapipeLikeProfile())),
      (e: unknown) =>
        e instanceof RecompileError && /S# dword 0 .* is not known at recompile time/.test(e.message),
    );
  });

  it('requests with dynamicImages load back from JSON; a bad pin is refused naming its field', () => {
    const request = requestOf(CASES[0] as DiffCase, lavapipeLikeProfile());
    const json = JSON.parse(JSON.stringify(request));
    assert.equal(cacheKey(parseRequest(json)), cacheKey(request));
    const bad = (pin: object): unknown => ({
      ...json,
      dynamicImages: [{ ...json.dynamicImages[0], ...pin }],
    });
    assert.throws(
      () => parseRequest(bad({ texelBytes: 12 })),
      /dynamicImages\[0\]\.texelBytes: 12 is not 1, 2, 4, 8 or 16/,
    );
    assert.throws(
      () => parseRequest(bad({ type: '4D' })),
      /dynamicImages\[0\]\.type: '4D' is not a T# TYPE name/,
    );
    assert.throws(() => parseRequest(bad({ address: 'here' })), /dynamicImages\[0\]\.address/);
    assert.throws(() => parseRequest(bad({ levels: 0 })), /dynamicImages\[0\]\.levels: 0 is not 1 to 16/);
  });

  it('refuses at recompile time a T# loaded from an address the request does not pin', () => {
    const c = { ...(CASES[0] as DiffCase), dynamicImages: [] };
    assert.throws(
      () => recompile(requestOf(c, lavapipeLikeProfile())),
      (e: unknown) =>
        e instanceof RecompileError &&
        /read at run time from 0x300020, and the request pins no TYPE and FORMAT/.test(e.message),
    );
  });

  it('the runtime refuses a T# whose view has other levels than the pin', () => {
    const c = tableCase(
      'image_load_mip pinned to 2 levels, the T# views 3',
      `image_load_mip v[4:7], v[1:3], s[4:11] dmask:0xf ${D2} unorm`,
      { width: 8, height: 4, mipLevels: 3, format: RGBA8_UNORM },
      11,
      { levels: 2 },
    );
    assert.throws(
      () => new VulkanSide(deviceOf()).run(c),
      (e: unknown) =>
        e instanceof DriverError &&
        /views mip levels 0\.\.2, the program was recompiled for a view of 2 \(dynamicImages levels\)/.test(
          e.message,
        ),
    );
  });
});
