/**
 * T# and S# decode/encode (src/isa/tables/image-descriptor.ts) against Mesa's gfx10-rsrc.json: words
 * assembled by hand from the bit positions Mesa lists decode to the intended values, encode/decode
 * round trips, and reserved values are refused naming the field.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  DescriptorError,
  decodeImageResource,
  decodeSampler,
  encodeImageResource,
  encodeSampler,
  IMAGE_RESOURCE_FIELDS,
  imageResourceField,
  SAMPLER_FIELDS,
  samplerField,
} from '../../src/isa/tables/image-descriptor.js';
import { nullChannel, nullImage } from '../../src/isa/tables/null-image.js';

/** [field, dword, first bit, last bit] as Mesa 22.3.6's gfx10-rsrc.json states them. */
const MESA_POSITIONS: readonly (readonly [string, number, number, number])[] = [
  ['BASE_ADDRESS_HI', 1, 0, 7],
  ['MIN_LOD', 1, 8, 19],
  ['FORMAT', 1, 20, 28],
  ['WIDTH_LO', 1, 30, 31],
  ['WIDTH_HI', 2, 0, 11],
  ['HEIGHT', 2, 14, 27],
  ['RESOURCE_LEVEL', 2, 31, 31],
  ['DST_SEL_W', 3, 9, 11],
  ['BASE_LEVEL', 3, 12, 15],
  ['LAST_LEVEL', 3, 16, 19],
  ['SW_MODE', 3, 20, 24],
  ['BC_SWIZZLE', 3, 25, 27],
  ['TYPE', 3, 28, 31],
  ['DEPTH', 4, 0, 12],
  ['BASE_ARRAY', 4, 16, 28],
  ['ARRAY_PITCH', 5, 0, 3],
  ['MAX_MIP', 5, 4, 7],
  ['META_PIPE_ALIGNED', 6, 19, 19],
  ['COMPRESSION_EN', 6, 21, 21],
  ['META_DATA_ADDRESS_LO', 6, 24, 31],
];
const MESA_SAMPLER_POSITIONS: readonly (readonly [string, number, number, number])[] = [
  ['CLAMP_X', 0, 0, 2],
  ['CLAMP_Z', 0, 6, 8],
  ['MAX_ANISO_RATIO', 0, 9, 11],
  ['DEPTH_COMPARE_FUNC', 0, 12, 14],
  ['FORCE_UNNORMALIZED', 0, 15, 15],
  ['FILTER_MODE', 0, 29, 30],
  ['MIN_LOD', 1, 0, 11],
  ['MAX_LOD', 1, 12, 23],
  ['LOD_BIAS', 2, 0, 13],
  ['XY_MAG_FILTER', 2, 20, 21],
  ['XY_MIN_FILTER', 2, 22, 23],
  ['Z_FILTER', 2, 24, 25],
  ['MIP_FILTER', 2, 26, 27],
  ['BORDER_COLOR_PTR', 3, 0, 11],
  ['BORDER_COLOR_TYPE', 3, 30, 31],
];

describe('image descriptor tables', () => {
  it('field positions are Mesa gfx10-rsrc.json', () => {
    for (const [name, dword, lo, hi] of MESA_POSITIONS) {
      const f = imageResourceField(name);
      assert.deepEqual([f?.dword, f?.shift, f?.width], [dword, lo, hi - lo + 1], name);
    }
    for (const [name, dword, lo, hi] of MESA_SAMPLER_POSITIONS) {
      const f = samplerField(name);
      assert.deepEqual([f?.dword, f?.shift, f?.width], [dword, lo, hi - lo + 1], name);
    }
  });
  it('fields of one dword do not overlap', () => {
    for (const table of [IMAGE_RESOURCE_FIELDS, SAMPLER_FIELDS]) {
      const used = new Map<number, number>();
      for (const f of table) {
        // BORDER_COLOR_* exist in word 2 too when DERIV_ADJUST_EN is set; the table lists the word 3 form.
        const mask = f.width === 32 ? 0xffffffff : (((1 << f.width) - 1) << f.shift) >>> 0;
        const before = used.get(f.dword) ?? 0;
        assert.equal((before & mask) >>> 0, 0, `${f.name} overlaps`);
        used.set(f.dword, (before | mask) >>> 0);
      }
    }
  });
});

describe('T# decode', () => {
  it('decodes words assembled from Mesa bit positions', () => {
    const base = 0x12_3456_7800; // 256-byte aligned, above 4 GiB
    const w = 1000 - 1;
    const words = [
      (base / 256) % 2 ** 32,
      (Math.floor(base / 256 / 2 ** 32) | (0x100 << 8) | (56 << 20) | ((w & 3) << 30)) >>> 0,
      ((w >>> 2) | ((600 - 1) << 14) | (1 << 31)) >>> 0,
      (4 | (5 << 3) | (6 << 6) | (1 << 9) | (1 << 12) | (3 << 16) | (24 << 20) | (13 << 28)) >>> 0,
      (5 | (2 << 16)) >>> 0,
      3 << 4,
      (1 << 21) | (0xab << 24),
      0x1234,
    ];
    const r = decodeImageResource(words);
    assert.equal(r.base, base);
    assert.equal(r.minLod, 1);
    assert.equal(r.format, 56);
    assert.equal(r.width, 1000);
    assert.equal(r.height, 600);
    assert.deepEqual(r.dstSel, [4, 5, 6, 1]);
    assert.equal(r.baseLevel, 1);
    assert.equal(r.lastLevel, 3);
    assert.equal(r.swizzleMode, '64KB_Z_X');
    assert.equal(r.type, '2D_ARRAY');
    assert.equal(r.depth, 6);
    assert.equal(r.baseArray, 2);
    assert.equal(r.mipLevels, 4);
    assert.equal(r.compressed, true);
    assert.equal(r.metaAddress, (0x1234 * 256 + 0xab) * 256);
  });
  it('round trips through the encoder', () => {
    for (const type of [
      '1D',
      '2D',
      '3D',
      'CUBE',
      '1D_ARRAY',
      '2D_ARRAY',
      '2D_MSAA',
      '2D_MSAA_ARRAY',
    ] as const) {
      const words = encodeImageResource({
        base: 0x5_0000_0000,
        format: 22,
        width: 257,
        height: 31,
        depth: 6,
        type,
        swizzleMode: '64KB_S_X',
        dstSel: [7, 6, 5, 4],
        mipLevels: 1,
      });
      const r = decodeImageResource(words);
      assert.deepEqual(
        [r.base, r.format, r.width, r.height, r.depth, r.type, r.swizzleMode, r.dstSel],
        [0x5_0000_0000, 22, 257, 31, 6, type, '64KB_S_X', [7, 6, 5, 4]],
      );
      assert.deepEqual(
        encodeImageResource({ base: r.base, format: r.format, width: 257, fields: r.fields }),
        words,
      );
    }
  });
  it('refuses reserved values naming the field', () => {
    const words = encodeImageResource({ base: 0, format: 22, width: 4 });
    const badType = [...words];
    badType[3] = ((badType[3] as number) & 0x0fffffff) >>> 0;
    assert.throws(() => decodeImageResource(badType), /T# field TYPE = 0: reserved value/);
    const badSel = [...words];
    badSel[3] = (((badSel[3] as number) & ~7) | 2) >>> 0;
    assert.throws(
      () => decodeImageResource(badSel),
      (e: unknown) => {
        return e instanceof DescriptorError && e.field === 'DST_SEL_X' && e.value === 2;
      },
    );
    const badMode = [...words];
    badMode[3] = (((badMode[3] as number) & ~(31 << 20)) | (4 << 20)) >>> 0;
    assert.throws(() => decodeImageResource(badMode), /SW_MODE = 4/);
    assert.throws(() => encodeImageResource({ base: 0x10, format: 1, width: 1 }), /BASE_ADDRESS/);
    assert.throws(() => encodeImageResource({ base: 0, format: 1, width: 1 << 15 }), /WIDTH_HI/);
  });
  it('an unbound T# (FORMAT INVALID) decodes without checks', () => {
    assert.equal(decodeImageResource([0, 0, 0, 0, 0, 0, 0, 0]).format, 0);
  });
});

describe('null T# (FORMAT INVALID)', () => {
  const word3 = (sels: number[], type: number): number =>
    (sels.reduce((w, sel, k) => w | (sel << (3 * k)), 0) | (type << 28)) >>> 0;
  it("reads each channel's DST_SEL constant: RADV's all-zero T#, radeonsi's null texture and image", () => {
    assert.deepEqual(nullImage(new Array(8).fill(0))?.dstSel, [0, 0, 0, 0]);
    const texture = [0, 0, 0, word3([0, 0, 0, 1], 8), 0, 0, 0, 0];
    const image = nullImage(texture);
    assert.deepEqual(image?.dstSel, [0, 0, 0, 1]);
    assert.deepEqual(
      [0, 1, 2, 3].map((k) => nullChannel(image as NonNullable<typeof image>, k, 0x3f800000)),
      [0, 0, 0, 0x3f800000],
    );
    // A selector naming a texel channel reads 0: no texel is fetched.
    const named = nullImage([0, 0, 0, word3([4, 5, 1, 7], 13), 0, 0, 0, 0]);
    assert.deepEqual(
      [0, 1, 2, 3].map((k) => nullChannel(named as NonNullable<typeof named>, k, 1)),
      [0, 0, 1, 0],
    );
  });
  it('is not a T# with a FORMAT', () => {
    assert.equal(nullImage(encodeImageResource({ base: 0, format: 1, width: 1 })), undefined);
  });
  it('refuses a non-image TYPE, a reserved DST_SEL and any other field set', () => {
    const refused = (words: number[], field: string, value: number) =>
      assert.throws(
        () => nullImage(words),
        (e: unknown) => e instanceof DescriptorError && e.field === field && e.value === value,
      );
    refused([0, 0, 0, word3([0, 0, 0, 1], 0), 0, 0, 0, 0], 'TYPE', 0);
    refused([0, 0, 0, word3([0, 0, 0, 0], 3), 0, 0, 0, 0], 'TYPE', 3);
    refused([0, 0, 0, word3([2, 0, 0, 0], 9), 0, 0, 0, 0], 'DST_SEL_X', 2);
    refused([0, 0, (1 << 31) >>> 0, word3([0, 0, 0, 0], 9), 0, 0, 0, 0], 'RESOURCE_LEVEL', 1);
    refused([0, 0, 0, word3([0, 0, 0, 0], 9) | (3 << 12), 0, 0, 0, 0], 'BASE_LEVEL', 3);
    refused([0, 0, 0, word3([0, 0, 0, 0], 9), 0, 0, 0, 0x10], 'META_DATA_ADDRESS', 0x10);
  });
});

describe('S# decode', () => {
  it('decodes words assembled from Mesa bit positions', () => {
    const words = [
      (2 | (0 << 3) | (6 << 6) | (3 << 9) | (1 << 12) | (1 << 15) | (2 << 29)) >>> 0,
      (0x100 | (0xc00 << 12)) >>> 0,
      ((0x3f00 & 0x3fff) | (1 << 20) | (1 << 22) | (2 << 24) | (1 << 26)) >>> 0,
      (7 | (2 << 30)) >>> 0,
    ];
    const s = decodeSampler(words);
    assert.deepEqual(s.clamp, ['CLAMP_LAST_TEXEL', 'WRAP', 'CLAMP_BORDER']);
    assert.equal(s.maxAnisoRatio, 3);
    assert.equal(s.depthCompare, 'LESS');
    assert.equal(s.unnormalized, true);
    assert.equal(s.filterMode, 'MAX');
    assert.equal(s.minLod, 1);
    assert.equal(s.maxLod, 12);
    assert.equal(s.lodBias, -1);
    assert.deepEqual(
      [s.xyMagFilter, s.xyMinFilter, s.zFilter, s.mipFilter],
      ['BILINEAR', 'BILINEAR', 'LINEAR', 'POINT'],
    );
    assert.equal(s.borderColorType, 'OPAQUE_WHITE');
    assert.equal(s.borderColorPtr, 7);
  });
  it('round trips and refuses reserved values', () => {
    const words = encodeSampler({
      clamp: ['WRAP', 'MIRROR', 'CLAMP_BORDER'],
      xyMagFilter: 'BILINEAR',
      mipFilter: 'LINEAR',
    });
    const s = decodeSampler(words);
    assert.deepEqual(encodeSampler({ fields: s.fields }), words);
    const bad = [...words];
    bad[2] = ((bad[2] as number) | (3 << 24)) >>> 0;
    assert.throws(() => decodeSampler(bad), /S# field Z_FILTER = 3: reserved value/);
    const badMode = [...words];
    badMode[0] = ((badMode[0] as number) | (3 << 29)) >>> 0;
    assert.throws(() => decodeSampler(badMode), /FILTER_MODE = 3/);
  });
});
