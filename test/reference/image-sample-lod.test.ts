/**
 * Level of detail in the reference executor: which mip level an explicit LOD (_l, _lz) reads under a
 * POINT mip filter, the LINEAR mip filter's blend of two levels, the S# LOD_BIAS/MIN_LOD/MAX_LOD and
 * the T# BASE_LEVEL/LAST_LEVEL, mag vs min filter by the LOD's sign, a LINEAR mip filter on one level,
 * and the refusals (implicit LODs on several levels, LODs within the 8-bit precision of a boundary).
 * The image is a linear 8x8 R32 FLOAT chain of four levels whose texel (x, y) of level L holds
 * 100 L + 8 y + x, so every expected value below is worked out by hand from the LOD rules.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  decodeImageResource,
  encodeImageResource,
  encodeSampler,
  type ImageResourceInit,
  type SamplerInit,
} from '../../src/isa/tables/image-descriptor.js';
import { ExecError } from '../../src/reference/errors.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { imageAddressing } from '../../src/reference/semantics/image-access.js';
import { fill, lanes, runMem, setSgprs } from './buffer-harness.js';

const BASE = 0x3_0002_0000;
const R32_FLOAT = 22;
const D2 = 'dim:SQ_RSRC_IMG_2D';

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const bits = (x: number): number => {
  F32[0] = x;
  return U32[0] as number;
};
const value = (b: number): number => {
  U32[0] = b;
  return F32[0] as number;
};
const texel = (level: number, x: number, y: number): number => 100 * level + 8 * y + x;

/** The T# of the chain (four levels unless `init` says otherwise) and guest memory holding it. */
function chain(init: Partial<ImageResourceInit> = {}): { words: number[]; memory: GuestMemory } {
  const words = encodeImageResource({
    base: BASE,
    format: R32_FLOAT,
    width: 8,
    height: 8,
    mipLevels: 4,
    ...init,
  });
  const addressing = imageAddressing(decodeImageResource(words), 4);
  const bytes = new Uint8Array(addressing.layout.sizeBytes);
  const view = new DataView(bytes.buffer);
  for (let level = 0; level < decodeImageResource(words).mipLevels; level++) {
    const [w, h] = addressing.levelSize(level);
    for (let y = 0; y < h; y++)
      for (let x = 0; x < w; x++) {
        const at = addressing.texelAddress({ x, y, slice: 0, sample: 0, level }) - BASE;
        view.setUint32(at, bits(texel(level, x, y)), true);
      }
  }
  const memory = new GuestMemory();
  memory.map(BASE, bytes);
  return { words, memory };
}

/** Runs `body` with the T# in s[0:7], the S# in s[8:11], u = v = `uv` in v4/v5 and v6 = lane's LOD. */
function run(
  body: string,
  sampler: SamplerInit,
  lod: (lane: number) => number,
  uv = 0.6875,
  tsharp: Partial<ImageResourceInit> = {},
): number[] {
  const { words, memory } = chain(tsharp);
  const { wave } = runMem(body, {
    memory,
    init: (w) => {
      setSgprs(w, 0, words);
      setSgprs(w, 8, encodeSampler(sampler));
      fill(w, 4, () => bits(uv));
      fill(w, 5, () => bits(uv));
      fill(w, 6, (l) => bits(lod(l)));
    },
  });
  return lanes(wave, 0).map(value);
}

const sampleL = `image_sample_l v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`;
const sampleLz = `image_sample_lz v0, v[4:5], s[0:7], s[8:11] dmask:0x1 ${D2}`;
/** u = v = 0.6875 lands on texel 5, 2, 1, 0 of levels 0..3 (5.5, 2.75, 1.375, 0.6875 texels). */
const AT = [texel(0, 5, 5), texel(1, 2, 2), texel(2, 1, 1), texel(3, 0, 0)];
/** Eight LODs and their nearest level in a 4-level view (clamped to 0..3). */
const LODS = [-1, 0, 0.3, 0.7, 1.2, 1.75, 2.4, 9];
const NEAREST = [0, 0, 0, 1, 1, 2, 2, 3];

describe('explicit LOD on a view of several levels', () => {
  it('POINT mip filter: the nearest level, clamped to the view', () => {
    const got = run(sampleL, { mipFilter: 'POINT' }, (l) => LODS[l % 8] as number);
    assert.deepEqual(
      got,
      Array.from({ length: 32 }, (_, l) => AT[NEAREST[l % 8] as number]),
    );
  });

  it('LINEAR mip filter: two levels weighted by the LOD fraction, the last clamped to itself', () => {
    const got = run(sampleL, { mipFilter: 'LINEAR' }, (l) => LODS[l % 8] as number);
    const expected = LODS.map((lod) => {
      const d = Math.min(Math.max(Math.fround(lod), 0), 3);
      const lo = Math.floor(d);
      const f = d - lo;
      return Math.fround((AT[lo] as number) * (1 - f) + (AT[Math.min(lo + 1, 3)] as number) * f);
    });
    assert.deepEqual(got.slice(0, 8), expected);
    // LOD 0.3: 0.7 x 45 + 0.3 x 118 = 66.9 (rounded to f32).
    assert.equal(got[2], Math.fround(66.9));
  });

  it('trilinear: bilinear results of both levels blended', () => {
    // Texels are linear in x and y, so a bilinear sample is 100 L + 8 ty + tx at tx = ty = u size - 0.5:
    // level 0 at 5.0 gives 45, level 1 at 2.25 gives 120.25; LOD 0.25 blends 0.75 x 45 + 0.25 x 120.25.
    const s = { mipFilter: 'LINEAR', xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' };
    assert.deepEqual(
      run(sampleL, s, () => 0.25),
      Array(32).fill(63.8125),
    );
  });

  it('NONE mip filter reads BASE_LEVEL whatever the LOD', () => {
    const got = run(sampleL, { mipFilter: 'NONE' }, (l) => LODS[l % 8] as number);
    assert.deepEqual(got, Array(32).fill(AT[0]));
  });

  it('LOD_BIAS, MIN_LOD and MAX_LOD of the S#, and _lz', () => {
    // Bias +1 (6.8 fixed 256), MAX_LOD 2 (4.8 fixed 512): _lz reads level 1, _l 3 clamps to 2.
    const s = { mipFilter: 'POINT', fields: { LOD_BIAS: 256, MAX_LOD: 512 } };
    assert.deepEqual(
      run(sampleLz, s, () => 0),
      Array(32).fill(AT[1]),
    );
    assert.deepEqual(
      run(sampleL, s, () => 3),
      Array(32).fill(AT[2]),
    );
    // Bias -1 (two's complement in 14 bits), MIN_LOD 2: every LOD below reads level 2.
    const raised = { mipFilter: 'POINT', fields: { LOD_BIAS: (1 << 14) - 256, MIN_LOD: 512 } };
    assert.deepEqual(
      run(sampleL, raised, () => 0.2),
      Array(32).fill(AT[2]),
    );
  });

  it('BASE_LEVEL and LAST_LEVEL: the LOD counts from BASE_LEVEL and clamps at LAST_LEVEL', () => {
    const got = run(sampleL, { mipFilter: 'POINT' }, (l) => LODS[l % 8] as number, 0.6875, {
      baseLevel: 1,
      lastLevel: 2,
    });
    // The view holds levels 1 and 2: LOD <= 0.5 reads level 1, above it level 2.
    const expected = LODS.map((lod) => AT[lod >= 0.5 ? 2 : 1]);
    assert.deepEqual(got.slice(0, 8), expected);
  });

  it('mag filter for LOD <= 0, min filter above, on one level', () => {
    // u = v = 0.65625: 5.25 texels; POINT reads (5, 5) = 45, BILINEAR blends 4.75: 8 x 4.75 + 4.75.
    const got = run(
      sampleL,
      { xyMagFilter: 'POINT', xyMinFilter: 'BILINEAR' },
      (l) => [-1, 0, 0.5, 3][l % 4] as number,
      0.65625,
      { mipLevels: 1 },
    );
    assert.deepEqual(got.slice(0, 4), [45, 45, 42.75, 42.75]);
  });

  it('a LINEAR mip filter on one level reads the level (with implicit LODs too)', () => {
    const one = { mipLevels: 1 };
    const s = { mipFilter: 'LINEAR' };
    const implicit = `image_sample v0, v[4:5], s[0:7], s[8:11] dmask:0x1 ${D2}`;
    assert.deepEqual(
      run(implicit, s, () => 0, 0.6875, one),
      Array(32).fill(AT[0]),
    );
    const bilinear = { ...s, xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' };
    assert.deepEqual(
      run(implicit, bilinear, () => 0, 0.65625, one),
      Array(32).fill(42.75),
    );
  });
});

describe('LOD refusals', () => {
  const refused = (
    body: string,
    sampler: SamplerInit,
    lod: number,
    why: RegExp,
    tsharp: Partial<ImageResourceInit> = {},
  ) =>
    assert.throws(
      () => run(body, sampler, () => lod, 0.6875, tsharp),
      (e: unknown) => e instanceof ExecError && why.test(e.message),
    );
  it('implicit LODs on several levels or with mag != min', () => {
    const implicit = `image_sample v0, v[4:5], s[0:7], s[8:11] dmask:0x1 ${D2}`;
    refused(implicit, { mipFilter: 'POINT' }, 0, /implicit LOD/);
    const b = `image_sample_b v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`.replace('v[4:6]', '[v6, v4, v5]');
    refused(b, { mipFilter: 'LINEAR' }, 0, /image_sample_b .*implicit LOD/);
    refused(implicit, { xyMinFilter: 'BILINEAR' }, 0, /mag filter differing/, { mipLevels: 1 });
  });
  it('LODs within 2^-8 of a POINT boundary or of the mag/min boundary', () => {
    refused(sampleL, { mipFilter: 'POINT' }, 0.5, /nearest-level boundary/);
    refused(sampleL, { mipFilter: 'POINT' }, 1.5 - 2 ** -9, /nearest-level boundary/);
    refused(sampleL, { xyMinFilter: 'BILINEAR' }, 2 ** -9, /mag or min/, { mipLevels: 1 });
    // MIN_LOD 1 lifts LOD -1 across 0.
    refused(sampleL, { xyMinFilter: 'BILINEAR', fields: { MIN_LOD: 256 } }, -1, /across the mag\/min/, {
      mipLevels: 1,
    });
  });
  it('fields whose LOD effect is not documented, and gathers past BASE_LEVEL', () => {
    refused(sampleL, { mipFilter: 'LINEAR', fields: { PERF_MIP: 6 } }, 1, /PERF_MIP/);
    refused(sampleL, { mipFilter: 'POINT', fields: { MIP_POINT_PRECLAMP: 1 } }, 1, /MIP_POINT_PRECLAMP/);
    refused(sampleL, { mipFilter: 'POINT', fields: { LOD_BIAS_SEC: 1 } }, 1, /LOD_BIAS_SEC/);
    refused(sampleL, { mipFilter: 'POINT' }, 1, /T# MIN_LOD/, { fields: { MIN_LOD: 256 } });
    const gatherL = `image_gather4_l v[0:3], v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`;
    refused(gatherL, { mipFilter: 'POINT' }, 1, /gather at LOD 1/);
  });
});
