import { describe, it } from 'node:test';
import type { DiffCase } from '../../src/difftest/case.js';
import { assembleWords, PS5_WAVE32 } from '../../src/isa/index.js';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
  type ImageResourceInit,
  type SamplerInit,
} from '../../src/isa/tables/image-descriptor.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { assertAgreesOnDevice } from '../support/device-agree.js';
import { oneWave32 } from '../support/one-wave.js';
import { randomBytes } from '../support/random-bytes.js';
import { validatedDevice } from '../support/validated-device.js';

const IMAGE = 0x10_0000;
const OUT = 0x20_0000;
const TABLE = 0x30_0000;
const RGBA8_UNORM = 56;
const R32_UINT = 20;
const R32_FLOAT = 22;
const RGBA16_FLOAT = 71;
const R8_UNORM = 1;
const RG16_UNORM = 23;

/** The T# and the bytes of its whole resource (random texels). */
function image(init: Partial<ImageResourceInit> & { width: number; format: number }, seed: number) {
  const words = encodeImageResource({ base: IMAGE, height: 1, ...init });
  const rsrc = decodeImageResource(words);
  const bytesPerTexel = {
    [RGBA8_UNORM]: 4,
    [R32_UINT]: 4,
    [R32_FLOAT]: 4,
    [RGBA16_FLOAT]: 8,
    [R8_UNORM]: 1,
    [RG16_UNORM]: 4,
  }[init.format] as number;
  const size = imageAddressing(rsrc, bytesPerTexel).layout.sizeBytes;
  return { words, bytes: randomBytes(Math.ceil(size / 4) * 4, seed) };
}

/** A one-wave case: `body` runs with v0 = lane, v1 = lane % 8, v2 = lane / 8, then stores v[4:7]. */
function imageCase(
  name: string,
  body: string,
  tsharp: { words: number[]; bytes: Uint8Array },
  ssharp: number[] = [0, 0, 0, 0],
): DiffCase {
  const source = `v_and_b32 v1, 7, v0
v_lshrrev_b32 v2, 3, v0
v_mov_b32 v3, 0
v_mov_b32 v4, 0
v_mov_b32 v5, 0
v_mov_b32 v6, 0
v_mov_b32 v7, 0
${body}
v_lshlrev_b32 v8, 4, v0
global_store_dwordx4 v8, v[4:7], s[12:13]
s_endpgm`;
  return {
    name,
    ...oneWave32(source),
    userSgprs: [...tsharp.words, ...ssharp, OUT, 0],
    regions: [
      { base: IMAGE, bytes: tsharp.bytes, output: true },
      { base: OUT, bytes: new Uint8Array(32 * 16), output: true },
    ],
  };
}

const D2 = 'dim:SQ_RSRC_IMG_2D';
/** Null T#s (FORMAT INVALID): RADV's all-zero one, radeonsi's null texture (DST_SEL_W = SEL_1, TYPE 1D). */
const NULL_RADV = new Array<number>(8).fill(0);
const NULL_TEXTURE = [0, 0, 0, ((1 << 9) | (8 << 28)) >>> 0, 0, 0, 0, 0];
const point = (init: SamplerInit = {}): number[] => encodeSampler(init);

/** Normalized coordinates of texel centres plus offsets that wrap: u in v1, v in v2 (f32). */
const CENTRES = `v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0.5, v1
v_add_f32 v2, 0.5, v2
v_mul_f32 v1, 0x3e000000, v1
v_mul_f32 v2, 0x3e800000, v2
v_sub_f32 v1, v1, 0.5
v_add_f32 v2, v2, 1.0`;

/** v3 = the lane's mip (0, 1 or 2), v1 and v2 its texel there (the level-0 texel shifted down). */
const PER_LEVEL = `v_and_b32 v3, 3, v0
v_min_u32 v3, 2, v3
v_lshrrev_b32 v1, v3, v1
v_lshrrev_b32 v2, v3, v2`;

/** 2D MSAA addresses of 4x2 pixels of 4 samples: v1 = x = lane & 3, v2 = y, v3 = sample = lane / 8. */
const MSAA_LANES = `v_and_b32 v1, 3, v0
v_bfe_u32 v2, v0, 2, 1
v_lshrrev_b32 v3, 3, v0`;

/**
 * Per-lane explicit LODs for a 4-level chain: v3 = 0.17 lane - 2 (-2 .. 3.27, none within 2^-8 of a
 * nearest-level boundary or just above 0), u in v1 = (x + 0.3) / 8 and v in v2 = (y + 0.6) / 8, whose
 * texel positions stay clear of texel edges on every level of an 8x8 chain.
 */
const LOD_LANES = `v_cvt_f32_u32 v3, v0
v_mul_f32 v3, 0x3e2e147b, v3
v_sub_f32 v3, v3, 2.0
v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0x3e99999a, v1
v_add_f32 v2, 0x3f19999a, v2
v_mul_f32 v1, 0x3e000000, v1
v_mul_f32 v2, 0x3e000000, v2`;

const CASES: readonly DiffCase[] = [
  imageCase(
    'image_load RGBA8 UNORM, linear 2D',
    `image_load v[4:7], v[1:2], s[0:7] dmask:0xf ${D2} unorm`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 1),
  ),
  imageCase(
    'image_load out of EXEC (lanes 29-31 keep their old values)',
    `v_mov_b32 v4, 0x1234
v_mov_b32 v7, 0x5678
v_cmp_gt_u32 vcc_lo, 29, v0
s_and_saveexec_b32 s30, vcc_lo
image_load v[4:7], v[1:2], s[0:7] dmask:0xf ${D2} unorm
s_or_b32 exec_lo, exec_lo, s30`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 9),
  ),
  imageCase(
    'image_load RGBA16 FLOAT d16 dmask 0xb, swizzled 4KB_S',
    `image_load v[4:5], v[1:2], s[0:7] dmask:0xb ${D2} unorm d16`,
    image({ width: 8, height: 4, format: RGBA16_FLOAT, swizzleMode: '4KB_S' }, 2),
  ),
  imageCase(
    'image_load_mip R8 UNORM 2D array with BASE_ARRAY, DST_SEL',
    `v_and_b32 v3, 1, v0
image_load_mip v[4:7], v[1:4], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm`,
    image(
      {
        width: 8,
        height: 4,
        depth: 3,
        baseArray: 1,
        type: '2D_ARRAY',
        format: R8_UNORM,
        dstSel: [4, 0, 1, 4],
      },
      3,
    ),
  ),
  imageCase(
    'image_load cube faces (NSA), 64KB_S_X',
    `v_and_b32 v3, 3, v0
v_add_nc_u32 v3, 2, v3
image_load v[4:7], [v1, v2, v3], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_CUBE unorm`,
    image({ width: 8, height: 8, depth: 6, type: 'CUBE', format: RGBA8_UNORM, swizzleMode: '64KB_S_X' }, 12),
  ),
  imageCase(
    'image_load 1D R32 FLOAT a16',
    `v_and_b32 v1, 15, v0
image_load v4, v1, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_1D unorm a16`,
    image({ width: 16, type: '1D', format: R32_FLOAT }, 13),
  ),
  imageCase(
    'image_load_mip over a linear view of 3 levels, each lane its level',
    `${PER_LEVEL}
image_load_mip v[4:7], v[1:3], s[0:7] dmask:0xf ${D2} unorm`,
    image({ width: 8, height: 8, mipLevels: 3, format: RGBA8_UNORM }, 14),
  ),
  imageCase(
    'image_store_mip over a linear view of levels 1..2 (BASE_LEVEL 1)',
    `v_and_b32 v3, 1, v0
v_add_nc_u32 v9, 1, v3
v_lshrrev_b32 v1, v9, v1
v_lshrrev_b32 v2, v9, v2
v_cvt_f32_u32 v4, v1
v_cvt_f32_u32 v5, v2
v_cvt_f32_u32 v6, v3
v_mov_b32 v7, 1.0
image_store_mip v[4:7], v[1:3], s[0:7] dmask:0xf ${D2} unorm`,
    image({ width: 8, height: 8, mipLevels: 3, baseLevel: 1, format: RGBA16_FLOAT }, 15),
  ),
  imageCase(
    'image_store RGBA16 FLOAT from lane values, linear 2D',
    `v_cvt_f32_u32 v4, v0
v_mul_f32 v5, 0x3dcccccd, v4
v_sub_f32 v6, 0, v5
v_mov_b32 v7, 0xff800000
image_store v[4:7], v[1:2], s[0:7] dmask:0xf ${D2} unorm`,
    image({ width: 8, height: 4, format: RGBA16_FLOAT }, 4),
  ),
  imageCase(
    'image_store RGBA8 UNORM d16, 3D thick 4KB_S',
    // One texel per lane (x = lane & 7, z = lane >> 3): lanes storing to one texel land in the host's
    // order, not the executor's (this collided on the H200).
    `v_and_b32 v3, 3, v2
v_lshrrev_b32 v2, 2, v2
v_cvt_f16_u16 v4, v0
v_pack_b32_f16 v4, v4, v4
v_mov_b32 v5, 0x3c00bc00
image_store v[4:5], v[1:3], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_3D unorm d16`,
    image({ width: 8, height: 2, depth: 4, type: '3D', format: RGBA8_UNORM, swizzleMode: '4KB_S' }, 5),
  ),
  imageCase(
    'image_atomic_add R32 UINT, colliding lanes',
    `v_and_b32 v1, 3, v0
v_mov_b32 v4, v0
image_atomic_add v4, v[1:2], s[0:7] dmask:0x1 ${D2} unorm
v_mov_b32 v4, 0`,
    image({ width: 8, height: 4, format: R32_UINT }, 6),
  ),
  imageCase(
    'image_atomic_umax and inc (loop) R32 UINT with glc, one lane per texel',
    `v_mov_b32 v4, v0
image_atomic_umax v4, v[1:2], s[0:7] dmask:0x1 ${D2} unorm glc
v_mov_b32 v5, 0x80000000
image_atomic_inc v5, v[1:2], s[0:7] dmask:0x1 ${D2} unorm glc
v_mov_b32 v6, 0x12345678
v_mov_b32 v7, 0
image_atomic_cmpswap v[6:7], v[1:2], s[0:7] dmask:0x3 ${D2} unorm glc`,
    image({ width: 8, height: 4, format: R32_UINT }, 7),
  ),
  imageCase(
    'image_get_resinfo 2D array',
    `v_mov_b32 v1, 0
image_get_resinfo v[4:7], v1, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm`,
    image({ width: 8, height: 4, depth: 3, type: '2D_ARRAY', format: R32_FLOAT }, 8),
  ),
  imageCase(
    'image_sample point, WRAP and MIRROR, RGBA16 FLOAT',
    `${CENTRES}
image_sample v[4:7], v[1:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
    image({ width: 8, height: 4, format: RGBA16_FLOAT }, 9),
    point({ clamp: ['WRAP', 'MIRROR', 'CLAMP_LAST_TEXEL'] }),
  ),
  imageCase(
    'image_sample_lz point a16 d16, CLAMP and MIRROR_ONCE, RGBA8 UNORM',
    `${CENTRES}
v_cvt_f16_f32 v1, v1
v_cvt_f16_f32 v2, v2
v_pack_b32_f16 v1, v1, v2
image_sample_lz v[4:5], v1, s[0:7], s[8:11] dmask:0xf ${D2} a16 d16`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 10),
    point({ clamp: ['CLAMP_LAST_TEXEL', 'MIRROR_ONCE_LAST_TEXEL', 'WRAP'] }),
  ),
  imageCase(
    'image_sample_lz point, CLAMP_LAST_TEXEL at huge, -0 and edge coordinates',
    // u: lanes 0-4 3.2e9, -3.2e9, -0, the largest and the lowest f32 (indices past i32 both ways);
    // the rest (lane - 16) / 8, -2 to 1.875 (edges and past them); v: the same list read backwards.
    // (The executor refuses coordinates that are not finite.)
    `v_subrev_nc_u32 v1, 16, v0
v_cvt_f32_i32 v1, v1
v_mul_f32 v1, 0x3e000000, v1
${[0x4f400000, 0xcf400000, 0x80000000, 0x7f7fffff, 0xff7fffff]
  .map(
    (bits, lane) => `v_cmp_ne_u32 vcc_lo, ${lane}, v0\nv_cndmask_b32 v1, 0x${bits.toString(16)}, v1, vcc_lo`,
  )
  .join('\n')}
v_sub_nc_u32 v2, 31, v0
v_lshlrev_b32 v2, 2, v2
ds_bpermute_b32 v2, v2, v1
s_waitcnt lgkmcnt(0)
image_sample_lz v[4:7], v[1:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 23),
    point({ clamp: ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'WRAP'] }),
  ),
  imageCase(
    'image_sample bilinear, WRAP and MIRROR past the edges, RGBA8 UNORM',
    // u = (x + 0.3) / 8 - 0.5 and v = (y + 0.7) / 4 + 1: fractional weights, footprints across edges.
    `v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0x3e99999a, v1
v_add_f32 v2, 0x3f333333, v2
v_mul_f32 v1, 0x3e000000, v1
v_mul_f32 v2, 0x3e800000, v2
v_sub_f32 v1, v1, 0.5
v_add_f32 v2, v2, 1.0
image_sample v[4:7], v[1:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 21),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'], xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' }),
  ),
  imageCase(
    'image_sample_lz_o bilinear on a 1D array, CLAMP_LAST_TEXEL, RG16 UNORM, unnormalized',
    // x = lane * 0.55 texels (past the last texel), layer = lane & 1, offset -1 (0x3f).
    `v_cvt_f32_u32 v3, v0
v_mul_f32 v10, 0x3f0ccccd, v3
v_and_b32 v11, 1, v0
v_cvt_f32_u32 v11, v11
v_mov_b32 v9, 0x3f
image_sample_lz_o v[4:5], v[9:11], s[0:7], s[8:11] dmask:0x3 dim:SQ_RSRC_IMG_1D_ARRAY`,
    image({ width: 16, depth: 2, type: '1D_ARRAY', format: RG16_UNORM }, 22),
    point({
      clamp: ['CLAMP_LAST_TEXEL', 'WRAP', 'WRAP'],
      unnormalized: true,
      xyMagFilter: 'BILINEAR',
      xyMinFilter: 'BILINEAR',
    }),
  ),
  imageCase(
    'image_sample_l on 4 levels: POINT mip filter picks the nearest level, mag POINT vs min BILINEAR',
    `${LOD_LANES}
image_sample_l v[4:7], v[1:3], s[0:7], s[8:11] dmask:0xf ${D2}`,
    image({ width: 8, height: 8, mipLevels: 4, format: RGBA8_UNORM }, 31),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'], xyMinFilter: 'BILINEAR', mipFilter: 'POINT' }),
  ),
  imageCase(
    'image_sample_l d16 on a 3-level 2D array: the nearest level of each lane, MAX_LOD 1.25, RGBA16 FLOAT',
    `${LOD_LANES}
v_and_b32 v9, 1, v0
v_cvt_f32_u32 v9, v9
image_sample_l v[4:5], [v1, v2, v9, v3], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY d16`,
    image({ width: 8, height: 8, depth: 2, type: '2D_ARRAY', mipLevels: 3, format: RGBA16_FLOAT }, 35),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'], mipFilter: 'POINT', fields: { MAX_LOD: 320 } }),
  ),
  imageCase(
    'image_sample_l trilinear (LINEAR mip, BILINEAR) on levels 1..3, LOD_BIAS 0.25, MIN_LOD 0.5',
    `${LOD_LANES}
image_sample_l v[4:7], v[1:3], s[0:7], s[8:11] dmask:0xf ${D2}`,
    image({ width: 8, height: 8, mipLevels: 4, baseLevel: 1, format: RGBA8_UNORM }, 32),
    point({
      clamp: ['WRAP', 'MIRROR', 'WRAP'],
      xyMagFilter: 'BILINEAR',
      xyMinFilter: 'BILINEAR',
      mipFilter: 'LINEAR',
      fields: { LOD_BIAS: 64, MIN_LOD: 128 },
    }),
  ),
  imageCase(
    'image_sample_lz with LOD_BIAS 1.25: LINEAR mip blend of point texels on levels 1 and 2, RG16 UNORM',
    `${LOD_LANES}
image_sample_lz v[4:5], v[1:2], s[0:7], s[8:11] dmask:0x3 ${D2}`,
    image({ width: 8, height: 8, mipLevels: 4, format: RG16_UNORM }, 33),
    point({ clamp: ['WRAP', 'WRAP', 'WRAP'], mipFilter: 'LINEAR', fields: { LOD_BIAS: 320 } }),
  ),
  imageCase(
    'image_sample (implicit LOD) bilinear with a LINEAR mip filter on a one-level view',
    `${LOD_LANES}
image_sample v[4:7], v[1:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
    image({ width: 8, height: 8, mipLevels: 4, baseLevel: 2, lastLevel: 2, format: RGBA8_UNORM }, 34),
    point({ xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR', mipFilter: 'LINEAR' }),
  ),
  imageCase(
    'image_gather4 channel y, unnormalized, RGBA8 UNORM',
    `v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0x3e800000, v1
v_mul_f32 v2, 0x3fc00000, v2
image_gather4 v[4:7], v[1:2], s[0:7], s[8:11] dmask:0x2 ${D2}`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 11),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'], unnormalized: true }),
  ),
  imageCase(
    'image_gather4_lz channel w on a 2D array layer, CLAMP_LAST_TEXEL, RGBA16 FLOAT d16',
    `${CENTRES}
v_and_b32 v3, 1, v0
v_cvt_f32_u32 v3, v3
image_gather4_lz v[4:5], v[1:3], s[0:7], s[8:11] dmask:0x8 dim:SQ_RSRC_IMG_2D_ARRAY d16`,
    image({ width: 8, height: 4, depth: 2, type: '2D_ARRAY', format: RGBA16_FLOAT }, 16),
    point({ clamp: ['CLAMP_LAST_TEXEL', 'CLAMP_LAST_TEXEL', 'WRAP'] }),
  ),
  imageCase(
    'image_sample_o point, per-lane offsets in [-32, 31], WRAP and MIRROR, RGBA16 FLOAT',
    `${CENTRES}
v_mul_u32_u24 v3, 0x1d0b, v0
v_and_b32 v3, 0x3f3f, v3
image_sample_o v[4:7], v[3:5], s[0:7], s[8:11] dmask:0xf ${D2}`.replace('v[3:5]', '[v3, v1, v2]'),
    image({ width: 8, height: 4, format: RGBA16_FLOAT }, 17),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'] }),
  ),
  imageCase(
    'image_sample_b_cl a16 and image_sample_d_g16: the bias, clamp and derivatives change nothing',
    `${CENTRES}
v_cvt_f16_f32 v9, v1
v_cvt_f16_f32 v10, v2
v_pack_b32_f16 v10, v9, v10
v_mov_b32 v9, 0x4400
v_mov_b32 v11, 0xc000
image_sample_b_cl v[4:5], v[9:11], s[0:7], s[8:11] dmask:0x3 ${D2} a16
v_mov_b32 v12, 0x60004000
v_mov_b32 v13, 0x3c00bc00
image_sample_d_g16 v[6:7], [v12, v13, v1, v2], s[0:7], s[8:11] dmask:0xc ${D2}`,
    image({ width: 8, height: 4, format: RGBA8_UNORM }, 18),
    point({ clamp: ['CLAMP_LAST_TEXEL', 'WRAP', 'WRAP'] }),
  ),
  imageCase(
    'image_sample_c_lz and image_sample_c_d_o on random R32 FLOAT depths, LESSEQUAL',
    `${CENTRES}
v_cvt_f32_i32 v9, v0
v_sub_f32 v9, v9, 0x41800000
v_mul_f32 v9, 0x4e800000, v9
image_sample_c_lz v4, [v9, v1, v2], s[0:7], s[8:11] dmask:0x1 ${D2}
v_mov_b32 v10, 0x3f01
image_sample_c_d_o v5, [v10, v9, v0, v0, v0, v0, v1, v2], s[0:7], s[8:11] dmask:0x1 ${D2}
image_sample_c_lz v6, [v4, v1, v2], s[0:7], s[8:11] dmask:0x1 ${D2}`,
    image({ width: 8, height: 4, format: R32_FLOAT }, 21),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'], depthCompare: 'LESSEQUAL' }),
  ),
  imageCase(
    'image_gather4_c_o and image_gather4_c_lz d16 on 16_16 UNORM, GREATER, unnormalized',
    `v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0x3e800000, v1
v_add_f32 v2, 0x3f400000, v2
v_cvt_f32_u32 v9, v0
v_mul_f32 v9, 0x3d000000, v9
v_add_f32 v9, 0x3b800000, v9
v_mov_b32 v10, 0x3ffe
image_gather4_c_o v[4:7], [v10, v9, v1, v2], s[0:7], s[8:11] dmask:0x1 ${D2}
image_gather4_c_lz v[4:5], [v9, v1, v2], s[0:7], s[8:11] dmask:0x1 ${D2} d16`,
    image({ width: 8, height: 4, format: RG16_UNORM }, 20),
    point({ clamp: ['MIRROR', 'CLAMP_LAST_TEXEL', 'WRAP'], unnormalized: true, depthCompare: 'GREATER' }),
  ),
  imageCase(
    'image_sample_lz on a cube from directions through v_cube*: faces +Z and -X, 64KB_S_X',
    `v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0.5, v1
v_add_f32 v2, 0.5, v2
v_fma_f32 v1, v1, 0x3e800000, -1.0
v_fma_f32 v2, v2, 0x3e800000, -1.0
v_mov_b32 v3, 1.0
v_cubema_f32 v10, v1, v2, v3
v_rcp_f32_e64 v10, |v10|
v_cubesc_f32 v11, v1, v2, v3
v_cubetc_f32 v12, v1, v2, v3
v_cubeid_f32 v13, v1, v2, v3
v_fmaak_f32 v11, v11, v10, 0x3fc00000
v_fmaak_f32 v12, v12, v10, 0x3fc00000
image_sample_lz v[4:5], [v11, v12, v13], s[0:7], s[8:11] dmask:0x3 dim:SQ_RSRC_IMG_CUBE
v_mov_b32 v3, -1.0
v_cubema_f32 v10, v3, v1, v2
v_rcp_f32_e64 v10, |v10|
v_cubesc_f32 v11, v3, v1, v2
v_cubetc_f32 v12, v3, v1, v2
v_cubeid_f32 v13, v3, v1, v2
v_fmaak_f32 v11, v11, v10, 0x3fc00000
v_fmaak_f32 v12, v12, v10, 0x3fc00000
image_sample_lz v[6:7], [v11, v12, v13], s[0:7], s[8:11] dmask:0xc dim:SQ_RSRC_IMG_CUBE`,
    image({ width: 8, height: 8, depth: 6, type: 'CUBE', format: RGBA8_UNORM, swizzleMode: '64KB_S_X' }, 23),
    point({ clamp: ['WRAP', 'MIRROR', 'WRAP'] }),
  ),
  imageCase(
    'image_sample_lz on a cube array (2 cubes viewed from BASE_ARRAY 6, 4KB_S): id = face + 8 * (lane >> 4)',
    `v_cvt_f32_u32 v1, v1
v_cvt_f32_u32 v2, v2
v_add_f32 v1, 0.5, v1
v_add_f32 v2, 0.5, v2
v_fma_f32 v1, v1, 0x3e800000, -1.0
v_fma_f32 v2, v2, 0x3e800000, -1.0
v_mov_b32 v3, -1.0
v_cubema_f32 v10, v1, v3, v2
v_rcp_f32_e64 v10, |v10|
v_cubesc_f32 v11, v1, v3, v2
v_cubetc_f32 v12, v1, v3, v2
v_cubeid_f32 v13, v1, v3, v2
v_fmaak_f32 v11, v11, v10, 0x3fc00000
v_fmaak_f32 v12, v12, v10, 0x3fc00000
v_lshrrev_b32 v14, 4, v0
v_cvt_f32_u32 v14, v14
v_fmac_f32 v13, 0x41000000, v14
image_sample_lz v[4:7], [v11, v12, v13], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_CUBE`,
    image(
      {
        width: 8,
        height: 8,
        depth: 18,
        baseArray: 6,
        type: 'CUBE',
        format: RGBA8_UNORM,
        swizzleMode: '4KB_S',
      },
      24,
    ),
  ),
  imageCase(
    'null T# (RADV: all zeros): image_load reads 0 over nonzero registers, image_store is dropped',
    `v_mov_b32 v4, -1
v_mov_b32 v5, -1
v_mov_b32 v6, -1
v_mov_b32 v7, -1
image_load v[4:7], v[1:2], s[0:7] dmask:0xf ${D2} unorm
image_store v[0:3], v[1:2], s[0:7] dmask:0xf ${D2} unorm`,
    { words: NULL_RADV, bytes: randomBytes(256, 25) },
  ),
  imageCase(
    "null T# (radeonsi's null texture): image_sample_lz reads (0, 0, 0, 1.0)",
    `${CENTRES}
image_sample_lz v[4:7], v[1:2], s[0:7], s[8:11] dmask:0xf ${D2}`,
    { words: NULL_TEXTURE, bytes: randomBytes(256, 26) },
    point(),
  ),
  imageCase(
    "null T# (radeonsi's null texture): d16 sampling reads 1.0 as f16, a gather of x reads 0",
    `${CENTRES}
image_sample_lz v[4:5], v[1:2], s[0:7], s[8:11] dmask:0xf ${D2} d16
image_gather4_lz v[6:9], v[1:2], s[0:7], s[8:11] dmask:0x1 ${D2}`,
    { words: NULL_TEXTURE, bytes: randomBytes(256, 27) },
    point(),
  ),
];

/** The first case with its T# in a descriptor table the program loads (the request carries memory). */
function tableCase(): DiffCase {
  const base = CASES[0] as DiffCase;
  const table = new Uint8Array(32);
  const view = new DataView(table.buffer);
  base.userSgprs.slice(0, 8).forEach((w, i) => {
    view.setUint32(4 * i, w, true);
  });
  const source = `s_load_dwordx8 s[16:23], s[14:15], 0x0
v_and_b32 v1, 7, v0
v_lshrrev_b32 v2, 3, v0
s_waitcnt lgkmcnt(0)
image_load v[4:7], v[1:2], s[16:23] dmask:0xf ${D2} unorm
v_lshlrev_b32 v8, 4, v0
global_store_dwordx4 v8, v[4:7], s[12:13]
s_endpgm`;
  return {
    ...base,
    name: 'image_load through a T# loaded from a descriptor table in the request memory',
    program: Uint32Array.from(assembleWords(source, PS5_WAVE32)),
    userSgprs: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, OUT, 0, TABLE, 0],
    regions: [...base.regions, { base: TABLE, bytes: table, output: false }],
    requestMemory: true,
  };
}

/** Multisampled image programs with the sample count they need (storage images and colour targets). */
const MSAA_CASES: readonly { samples: number; c: DiffCase }[] = [
  {
    samples: 4,
    c: imageCase(
      'image_load 2D MSAA R32 UINT, 4 samples, 64KB_Z_X: lane = (sample, y, x)',
      `${MSAA_LANES}
image_load v4, v[1:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm`,
      image(
        { width: 4, height: 2, lastLevel: 2, type: '2D_MSAA', format: R32_UINT, swizzleMode: '64KB_Z_X' },
        31,
      ),
    ),
  },
  {
    samples: 4,
    c: imageCase(
      'image_store then image_load, 2D MSAA array RGBA8 UNORM, 4 samples, 2 layers, 64KB_R_X (NSA)',
      `v_and_b32 v1, 1, v0
v_bfe_u32 v2, v0, 1, 1
v_bfe_u32 v3, v0, 2, 2
v_lshrrev_b32 v9, 4, v0
v_cvt_f32_u32 v4, v0
v_mul_f32 v4, 0x3d000000, v4
v_sub_f32 v5, 1.0, v4
v_mov_b32 v6, 0.5
v_mov_b32 v7, 0x3e800000
image_store v[4:7], [v1, v2, v9, v3], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
image_load v[4:7], [v1, v2, v9, v3], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm`,
      image(
        {
          width: 2,
          height: 2,
          depth: 2,
          lastLevel: 2,
          type: '2D_MSAA_ARRAY',
          format: RGBA8_UNORM,
          swizzleMode: '64KB_R_X',
        },
        32,
      ),
    ),
  },
  {
    samples: 4,
    c: imageCase(
      // The compare-swaps hit other pixels (x 2..3) than the adds: lanes in different host subgroups
      // are not ordered.
      'image_atomic_add (colliding lanes) and cmpswap with glc on 2D MSAA R32 UINT, 4 samples',
      `v_and_b32 v1, 1, v0
v_bfe_u32 v2, v0, 1, 1
v_bfe_u32 v3, v0, 2, 2
v_mov_b32 v4, v0
image_atomic_add v4, v[1:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm
v_add_nc_u32 v1, 2, v1
v_mov_b32 v6, 0x12345678
v_mov_b32 v7, 0
image_atomic_cmpswap v[6:7], v[1:3], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_2D_MSAA unorm glc
v_mov_b32 v4, 0`,
      image(
        { width: 4, height: 2, lastLevel: 2, type: '2D_MSAA', format: R32_UINT, swizzleMode: '64KB_Z_X' },
        33,
      ),
    ),
  },
  {
    samples: 4,
    c: imageCase(
      'image_get_resinfo of a 2D MSAA array: width, height, layers, then height alone',
      `v_mov_b32 v1, 0
image_get_resinfo v[4:6], v1, s[0:7] dmask:0x7 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
image_get_resinfo v7, v1, s[0:7] dmask:0x2 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm`,
      image(
        {
          width: 6,
          height: 3,
          depth: 5,
          lastLevel: 2,
          type: '2D_MSAA_ARRAY',
          format: R32_UINT,
          swizzleMode: '64KB_Z_X',
        },
        35,
      ),
    ),
  },
  {
    samples: 8,
    c: imageCase(
      'image_load 2D MSAA R32 FLOAT, 8 samples, 64KB_Z_X',
      `v_and_b32 v1, 1, v0
v_bfe_u32 v2, v0, 1, 1
v_lshrrev_b32 v3, 2, v0
image_load v4, v[1:3], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm`,
      image(
        { width: 2, height: 2, lastLevel: 3, type: '2D_MSAA', format: R32_FLOAT, swizzleMode: '64KB_Z_X' },
        34,
      ),
    ),
  },
];

const deviceOf = validatedDevice();

describe('image programs: reference executor vs recompiled on the device', () => {
  for (const c of [...CASES, tableCase()]) {
    it(c.name, () => assertAgreesOnDevice(c, deviceOf()));
  }
  for (const { samples, c } of MSAA_CASES) {
    it(c.name, (t) => {
      const device = deviceOf();
      if (!device.profile.features.shaderStorageImageMultisample) {
        t.skip('the device lacks shaderStorageImageMultisample');
        return;
      }
      const limits = device.profile.limits;
      if ((limits.storageImageSampleCounts & limits.framebufferColorSampleCounts & samples) === 0) {
        t.skip(`the device has no ${samples}-sample storage images or colour targets`);
        return;
      }
      assertAgreesOnDevice(c, device);
    });
  }
});
