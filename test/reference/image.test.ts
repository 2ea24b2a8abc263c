/**
 * MIMG semantics of the reference executor against expectations computed here: texel addresses from
 * a plain linear formula (pitch aligned to 256 bytes) or the tiling model (itself checked against
 * addrlib's patterns in tiling.test.ts), format conversions written out per format, atomics replayed
 * lane by lane, and refusals for what the executor cannot run exactly.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  encodeImageResource,
  encodeSampler,
  type ImageResourceInit,
} from '../../src/isa/tables/image-descriptor.js';
import { ExecError } from '../../src/reference/errors.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { BILINEAR_TOLERANCE } from '../../src/reference/semantics/image-sample.js';
import { PS5_PIPES_LOG2, surfaceLayout, texelOffset } from '../../src/reference/tiling.js';
import { dwordAt, fill, lanes, putDword, runMem, setSgprs } from './buffer-harness.js';

const BASE = 0x3_0001_0000;
const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
function bits(x: number): number {
  F32[0] = x;
  return U32[0] as number;
}
function float(b: number): number {
  U32[0] = b;
  return F32[0] as number;
}

/** Byte offset of a texel in a single-level linear 2D image: pitch aligned to 256 bytes. */
function linearOffset(x: number, y: number, width: number, bpe: number): number {
  const pitch = Math.ceil(width / (256 / bpe)) * (256 / bpe);
  return (y * pitch + x) * bpe;
}

function rgba8Image(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(linearOffset(0, height, width, 4));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const at = linearOffset(x, y, width, 4);
      bytes.set([x * 16 + 1, y * 32 + 2, (x * 7 + y * 13) & 0xff, 255 - x], at);
    }
  return bytes;
}

const RGBA8_UNORM = 56;
const R32_UINT = 20;
const R32_FLOAT = 22;
const RGBA16_FLOAT = 71;

function tsharp(init: Partial<ImageResourceInit> & { width: number }): number[] {
  return encodeImageResource({ base: BASE, format: RGBA8_UNORM, ...init });
}

function run(
  body: string,
  image: Uint8Array,
  init: (wave: Parameters<typeof fill>[0]) => void,
  base = BASE,
): { wave: Parameters<typeof fill>[0]; image: Uint8Array } {
  const memory = new GuestMemory();
  memory.map(base, image);
  const { wave } = runMem(body, { memory, init: (w) => init(w) });
  return { wave, image };
}

describe('image_load', () => {
  it('2D linear RGBA8 UNORM, dmask 0xf, every lane its own texel', () => {
    const img = rgba8Image(8, 4);
    const { wave } = run('image_load v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm', img, (w) => {
      setSgprs(w, 0, tsharp({ width: 8, height: 4 }));
      fill(w, 4, (l) => l % 8);
      fill(w, 5, (l) => l >> 3);
    });
    for (let c = 0; c < 4; c++) {
      const want = Array.from({ length: 32 }, (_, l) =>
        bits(img[linearOffset(l % 8, l >> 3, 8, 4) + c]! / 255),
      );
      assert.deepEqual(lanes(wave, c), want, `component ${c}`);
    }
  });

  it('dst_sel (z y x 1) and dmask 0x9 (x and w)', () => {
    const img = rgba8Image(8, 4);
    const { wave } = run('image_load v[0:1], v[4:5], s[0:7] dmask:0x9 dim:SQ_RSRC_IMG_2D unorm', img, (w) => {
      setSgprs(w, 0, tsharp({ width: 8, height: 4, dstSel: [6, 5, 4, 1] }));
      fill(w, 4, (l) => l % 8);
      fill(w, 5, (l) => l >> 3);
    });
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => bits(img[linearOffset(l % 8, l >> 3, 8, 4) + 2]! / 255)),
    );
    assert.deepEqual(lanes(wave, 1), new Array(32).fill(0x3f800000));
  });

  it('d16: two halves per VGPR', () => {
    const img = rgba8Image(8, 4);
    const { wave } = run(
      'image_load v[0:1], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ width: 8, height: 4 }));
        fill(w, 4, () => 3);
        fill(w, 5, () => 2);
      },
    );
    const at = linearOffset(3, 2, 8, 4);
    // f16 of b / 255 for the bytes of texel (3, 2), computed through Math.fround-free rounding.
    const h = (b: number): number => f16Bits(b / 255);
    assert.equal(wave.getVgpr(0, 0), (h(img[at]!) | (h(img[at + 1]!) << 16)) >>> 0);
    assert.equal(wave.getVgpr(1, 0), (h(img[at + 2]!) | (h(img[at + 3]!) << 16)) >>> 0);
  });

  it('a tiled 2D array (64KB_S_X, pipe/bank XOR in the base), image_load_mip with mip 0, NSA', () => {
    const width = 200;
    const height = 70;
    const layers = 3;
    const layout = surfaceLayout({
      swizzleMode: '64KB_S_X',
      bytesPerElement: 4,
      width,
      height,
      slices: layers,
      is3d: false,
      samples: 1,
      mipLevels: 1,
      pipesLog2: PS5_PIPES_LOG2,
    });
    const xor = 0x500;
    const img = new Uint8Array(layout.sizeBytes);
    for (let s = 0; s < layers; s++)
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++)
          putDword(img, texelOffset(layout, x, y, s, 0, 0, xor), x | (y << 8) | (s << 16));
    const coord = (l: number): [number, number, number] => [(l * 37) % width, (l * 11) % height, l % layers];
    const { wave } = run(
      'image_load_mip v0, [v4, v5, v6, v7], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY unorm',
      img,
      (w) => {
        setSgprs(
          w,
          0,
          tsharp({
            base: BASE + xor,
            format: R32_UINT,
            width,
            height,
            depth: layers,
            type: '2D_ARRAY',
            swizzleMode: '64KB_S_X',
          }),
        );
        fill(w, 4, (l) => coord(l)[0]);
        fill(w, 5, (l) => coord(l)[1]);
        fill(w, 6, (l) => coord(l)[2]);
        fill(w, 7, () => 0);
      },
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => {
        const [x, y, s] = coord(l);
        return x | (y << 8) | (s << 16);
      }),
    );
  });

  it('a16: coordinates as 16-bit halves', () => {
    const img = rgba8Image(8, 4);
    const { wave } = run('image_load v0, v4, s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm a16', img, (w) => {
      setSgprs(w, 0, tsharp({ width: 8, height: 4 }));
      fill(w, 4, (l) => (l % 8) | ((l >> 3) << 16));
    });
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => bits(img[linearOffset(l % 8, l >> 3, 8, 4)]! / 255)),
    );
  });
});

/** f16 bits of a number, round to nearest even (normal range only, as the tests need). */
function f16Bits(x: number): number {
  if (x === 0) return 0;
  const e = Math.floor(Math.log2(x));
  const m = x / 2 ** e - 1;
  let mant = Math.round(m * 1024);
  if (Math.abs(m * 1024 - Math.trunc(m * 1024) - 0.5) < 1e-12 && mant % 2 === 1) mant -= 1;
  return mant === 1024 ? (e + 16) << 10 : ((e + 15) << 10) | mant;
}

describe('image_store and image atomics', () => {
  it('image_store 32_FLOAT and a d16 store to 16_16_16_16_FLOAT', () => {
    const img = new Uint8Array(0x800);
    const { image } = run(
      'image_store v0, v[4:5], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm\nimage_store v[2:3], v[4:5], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D unorm d16',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ format: R32_FLOAT, width: 32, height: 1 }));
        setSgprs(w, 8, tsharp({ base: BASE + 0x400, format: RGBA16_FLOAT, width: 32, height: 1 }));
        fill(w, 0, (l) => bits(l * 1.5));
        fill(w, 2, (l) => 0x3c00 | ((0x4000 + l) << 16));
        fill(w, 3, (l) => (0x4200 + l) | (0xc000 << 16));
        fill(w, 4, (l) => l);
        fill(w, 5, () => 0);
      },
    );
    for (let l = 0; l < 32; l++) {
      assert.equal(dwordAt(image, l * 4), bits(l * 1.5));
      assert.equal(dwordAt(image, 0x400 + l * 8), (0x3c00 | ((0x4000 + l) << 16)) >>> 0);
      assert.equal(dwordAt(image, 0x400 + l * 8 + 4), ((0x4200 + l) | (0xc000 << 16)) >>> 0);
    }
  });

  it('image_atomic_add with glc returns the value before each lane, in lane order', () => {
    const img = new Uint8Array(256);
    for (let i = 0; i < 4; i++) putDword(img, i * 4, 100 * i);
    const { wave, image } = run(
      'image_atomic_add v0, v[4:5], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ format: R32_UINT, width: 4, height: 1 }));
        fill(w, 0, (l) => l + 1);
        fill(w, 4, (l) => l % 4);
        fill(w, 5, () => 0);
      },
    );
    const mem = [0, 100, 200, 300];
    const old: number[] = [];
    for (let l = 0; l < 32; l++) {
      old.push(mem[l % 4]!);
      mem[l % 4]! += l + 1;
    }
    assert.deepEqual(lanes(wave, 0), old);
    assert.deepEqual(
      [0, 1, 2, 3].map((i) => dwordAt(image, i * 4)),
      mem,
    );
  });

  it('image_atomic_cmpswap: data[0] is the new value, data[1] the comparand', () => {
    const img = new Uint8Array(256);
    putDword(img, 0, 7);
    const { wave, image } = run(
      'image_atomic_cmpswap v[0:1], v[4:5], s[0:7] dmask:0x3 dim:SQ_RSRC_IMG_2D unorm glc',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ format: R32_UINT, width: 4, height: 1 }));
        w.exec = 1n;
        fill(w, 0, () => 42);
        fill(w, 1, () => 7);
        fill(w, 4, () => 0);
        fill(w, 5, () => 0);
      },
    );
    assert.equal(wave.getVgpr(0, 0), 7);
    assert.equal(dwordAt(image, 0), 42);
  });
});

describe('image_get_resinfo', () => {
  it('2D array: width and height of the level, layers, levels of the view', () => {
    const img = new Uint8Array(1 << 20);
    const { wave } = run(
      'image_get_resinfo v[0:3], v4, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY unorm',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ width: 100, height: 50, depth: 6, type: '2D_ARRAY', mipLevels: 3 }));
        fill(w, 4, (l) => l % 3);
      },
    );
    for (let l = 0; l < 32; l++) {
      const m = l % 3;
      assert.deepEqual(
        [0, 1, 2, 3].map((r) => wave.getVgpr(r, l)),
        [Math.max(100 >> m, 1), Math.max(50 >> m, 1), 6, 3],
      );
    }
  });
});

describe('image_sample and image_gather4', () => {
  const img = rgba8Image(4, 4);
  const red = (x: number, y: number): number => img[linearOffset(x, y, 4, 4)]! / 255;

  it('point sampling at texel centres and WRAP outside [0, 1)', () => {
    const { wave } = run(
      'image_sample_lz v0, v[4:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ width: 4, height: 4 }));
        setSgprs(w, 8, encodeSampler({ clamp: ['WRAP', 'WRAP', 'WRAP'] }));
        fill(w, 4, (l) => bits(((l % 4) + 0.5) / 4 + (l >= 16 ? 1 : 0)));
        fill(w, 5, (l) => bits((((l >> 2) % 4) + 0.5) / 4));
      },
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => bits(red(l % 4, (l >> 2) % 4))),
    );
  });

  it('bilinear halfway between texels, within the documented tolerance', () => {
    const { wave } = run(
      'image_sample_lz v0, v[4:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ width: 4, height: 4 }));
        setSgprs(w, 8, encodeSampler({ xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' }));
        fill(w, 4, () => bits(2 / 4)); // between texels 1 and 2
        fill(w, 5, () => bits(1.5 / 4)); // the centre of row 1
      },
    );
    const want = (red(1, 1) + red(2, 1)) / 2;
    const spread = Math.abs(red(1, 1) - red(2, 1));
    assert.ok(Math.abs(float(wave.getVgpr(0, 0)) - want) <= spread * BILINEAR_TOLERANCE + 2 ** -24);
  });

  it('image_sample_l with NSA addresses, unnormalized coordinates', () => {
    const { wave } = run(
      'image_sample_l v0, [v4, v5, v6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ width: 4, height: 4 }));
        setSgprs(w, 8, encodeSampler({ unnormalized: true }));
        fill(w, 4, (l) => bits((l % 4) + 0.25));
        fill(w, 5, () => bits(3.75));
        fill(w, 6, () => bits(0));
      },
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => bits(red(l % 4, 3))),
    );
  });

  it('gather4 returns (i0, j1), (i1, j1), (i1, j0), (i0, j0) of one channel', () => {
    const { wave } = run(
      'image_gather4_lz v[0:3], v[4:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ width: 4, height: 4 }));
        setSgprs(w, 8, encodeSampler({ xyMagFilter: 'BILINEAR', xyMinFilter: 'BILINEAR' }));
        fill(w, 4, () => bits(0.5));
        fill(w, 5, () => bits(0.5));
      },
    );
    assert.deepEqual(
      [0, 1, 2, 3].map((r) => wave.getVgpr(r, 0)),
      [red(1, 2), red(2, 2), red(2, 1), red(1, 1)].map(bits),
    );
  });
});

describe('image refusals', () => {
  const img = rgba8Image(8, 4);
  const attempt = (body: string, init: (w: Parameters<typeof fill>[0]) => void): void => {
    assert.throws(
      () => run(body, img, init),
      (e: unknown) => e instanceof ExecError && e.pc === 4,
    );
  };
  it('out-of-range coordinates, dim differing from the T# type, a texel-edge point sample', () => {
    const load = 'image_load v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm';
    attempt(load, (w) => {
      setSgprs(w, 0, tsharp({ width: 8, height: 4 }));
      fill(w, 4, (l) => l);
      fill(w, 5, () => 0);
    });
    attempt(load, (w) => {
      setSgprs(w, 0, tsharp({ width: 8, height: 4, type: '2D_ARRAY' }));
      fill(w, 4, () => 0);
      fill(w, 5, () => 0);
    });
    attempt('image_sample_lz v0, v[4:5], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D', (w) => {
      setSgprs(w, 0, tsharp({ width: 8, height: 4 }));
      setSgprs(w, 8, encodeSampler({}));
      fill(w, 4, () => bits(0.25 - 2 ** -12));
      fill(w, 5, () => bits(0.5));
    });
    assert.throws(
      () =>
        run(load, img, (w) => {
          setSgprs(w, 0, tsharp({ width: 8, height: 4 }));
          w.sgpr[3] = (w.sgpr[3]! & 0x0fffffff) >>> 0;
          fill(w, 4, () => 0);
          fill(w, 5, () => 0);
        }),
      /T# field TYPE = 0: reserved value/,
    );
  });
});

describe('image dims and levels', () => {
  it('image_load_mip on a linear mip chain (smallest level first)', () => {
    // 16x8 32_UINT, 3 levels: level 2 (4x2) at 0, level 1 (8x4) after it, level 0 last; pitch 64.
    const pitch = 64;
    const offsets = [pitch * 2 * 4 + pitch * 4 * 4, pitch * 2 * 4, 0];
    const img = new Uint8Array(offsets[0]! + pitch * 8 * 4);
    for (let m = 0; m < 3; m++)
      for (let y = 0; y < 8 >> m; y++)
        for (let x = 0; x < 16 >> m; x++)
          putDword(img, offsets[m]! + (y * pitch + x) * 4, (m << 16) | (y << 8) | x);
    const { wave } = run('image_load_mip v0, v[4:6], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm', img, (w) => {
      setSgprs(w, 0, tsharp({ format: R32_UINT, width: 16, height: 8, mipLevels: 3 }));
      fill(w, 4, (l) => l % (16 >> (l % 3)));
      fill(w, 5, (l) => (l >> 2) % (8 >> (l % 3)));
      fill(w, 6, (l) => l % 3);
    });
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => {
        const m = l % 3;
        return (m << 16) | (((l >> 2) % (8 >> m)) << 8) | (l % (16 >> m));
      }),
    );
  });

  it('a thick tiled 3D image (4KB_S_X) and point sampling it with Z_FILTER POINT', () => {
    const [width, height, depth] = [12, 10, 9];
    const layout = surfaceLayout({
      swizzleMode: '4KB_S_X',
      bytesPerElement: 4,
      width,
      height,
      slices: depth,
      is3d: true,
      samples: 1,
      mipLevels: 1,
      pipesLog2: PS5_PIPES_LOG2,
    });
    const img = new Uint8Array(layout.sizeBytes);
    const value = (x: number, y: number, z: number): number => bits(x + y / 16 + z * 100);
    for (let z = 0; z < depth; z++)
      for (let y = 0; y < height; y++)
        for (let x = 0; x < width; x++) putDword(img, texelOffset(layout, x, y, z), value(x, y, z));
    const at = (l: number): [number, number, number] => [(l * 5) % width, (l * 3) % height, (l * 7) % depth];
    const rsrc = tsharp({ format: R32_FLOAT, width, height, depth, type: '3D', swizzleMode: '4KB_S_X' });
    const loaded = run('image_load v0, v[4:6], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_3D unorm', img, (w) => {
      setSgprs(w, 0, rsrc);
      for (let k = 0; k < 3; k++) fill(w, 4 + k, (l) => at(l)[k]!);
    });
    assert.deepEqual(
      lanes(loaded.wave, 0),
      Array.from({ length: 32 }, (_, l) => value(...at(l))),
    );
    const sampled = run(
      'image_sample_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_3D',
      img,
      (w) => {
        setSgprs(w, 0, rsrc);
        setSgprs(w, 8, encodeSampler({ zFilter: 'POINT' }));
        for (let k = 0; k < 3; k++)
          fill(w, 4 + k, (l) => bits((at(l)[k]! + 0.5) / [width, height, depth][k]!));
      },
    );
    assert.deepEqual(
      lanes(sampled.wave, 0),
      Array.from({ length: 32 }, (_, l) => value(...at(l))),
    );
  });

  it('point sampling a 2D array: the layer coordinate rounds to the nearest layer', () => {
    const layers = 3;
    const img = new Uint8Array(linearOffset(0, 4 * layers, 4, 4));
    for (let s = 0; s < layers; s++)
      for (let y = 0; y < 4; y++)
        for (let x = 0; x < 4; x++) putDword(img, linearOffset(x, y + 4 * s, 4, 4), (s << 8) | (y << 4) | x);
    const { wave } = run(
      'image_sample_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_ARRAY',
      img,
      (w) => {
        setSgprs(w, 0, tsharp({ format: R32_UINT, width: 4, height: 4, depth: layers, type: '2D_ARRAY' }));
        setSgprs(w, 8, encodeSampler({}));
        fill(w, 4, (l) => bits(((l % 4) + 0.5) / 4));
        fill(w, 5, () => bits(0.6));
        fill(w, 6, (l) => bits((l % layers) + 0.3));
      },
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => ((l % layers) << 8) | (2 << 4) | (l % 4)),
    );
  });
});

describe('image_load on MSAA and cube images', () => {
  it('2D_MSAA with 4 samples (64KB_Z_X): the fragment index picks the sample', () => {
    const [width, height, samples] = [20, 6, 4];
    const layout = surfaceLayout({
      swizzleMode: '64KB_Z_X',
      bytesPerElement: 4,
      width,
      height,
      slices: 1,
      is3d: false,
      samples,
      mipLevels: 1,
      pipesLog2: PS5_PIPES_LOG2,
    });
    const img = new Uint8Array(layout.sizeBytes);
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++)
        for (let s = 0; s < samples; s++)
          putDword(img, texelOffset(layout, x, y, 0, s), (s << 16) | (y << 8) | x);
    const at = (l: number): [number, number, number] => [(l * 3) % width, l % height, l % samples];
    const { wave } = run(
      'image_load v0, v[4:6], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm',
      img,
      (w) => {
        // RADV's gfx10 MSAA descriptor: LAST_LEVEL and MAX_MIP hold log2(samples).
        setSgprs(
          w,
          0,
          tsharp({
            format: R32_UINT,
            width,
            height,
            type: '2D_MSAA',
            swizzleMode: '64KB_Z_X',
            lastLevel: 2,
            mipLevels: 3,
          }),
        );
        for (let k = 0; k < 3; k++) fill(w, 4 + k, (l) => at(l)[k]!);
      },
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => {
        const [x, y, s] = at(l);
        return (s << 16) | (y << 8) | x;
      }),
    );
  });

  it('2D_MSAA_ARRAY (2 samples, 64KB_R_X): image_store and image_atomic_add address (x, y, layer, sample)', () => {
    const [width, height, layers, samples] = [4, 2, 2, 2];
    const layout = surfaceLayout({
      swizzleMode: '64KB_R_X',
      bytesPerElement: 4,
      width,
      height,
      slices: layers,
      is3d: false,
      samples,
      mipLevels: 1,
      pipesLog2: PS5_PIPES_LOG2,
    });
    const img = new Uint8Array(layout.sizeBytes);
    // Lane l: x = l & 3, y = (l >> 2) & 1, sample = (l >> 3) & 1, layer = l >> 4.
    const at = (l: number): [number, number, number, number] => [l & 3, (l >> 2) & 1, l >> 4, (l >> 3) & 1];
    const msaa = tsharp({
      format: R32_UINT,
      width,
      height,
      depth: layers,
      type: '2D_MSAA_ARRAY',
      swizzleMode: '64KB_R_X',
      lastLevel: 1,
    });
    const { image } = run(
      `image_store v0, v[4:7], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm
image_atomic_add v1, v[4:7], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm glc`,
      img,
      (w) => {
        setSgprs(w, 0, msaa);
        fill(w, 0, (l) => 0x1000 * l);
        fill(w, 1, (l) => l + 1);
        for (let k = 0; k < 4; k++) fill(w, 4 + k, (l) => at(l)[k]!);
      },
    );
    const view = new DataView(image.buffer);
    for (let l = 0; l < 32; l++) {
      const [x, y, layer, sample] = at(l);
      const word = view.getUint32(texelOffset(layout, x, y, layer, sample), true);
      assert.equal(word, 0x1000 * l + l + 1, `lane ${l}`);
    }
  });

  it('image_get_resinfo of a 2D_MSAA_ARRAY: width, height, layers; w (levels or samples) refused', () => {
    const msaa = tsharp({
      format: R32_UINT,
      width: 6,
      height: 3,
      depth: 5,
      type: '2D_MSAA_ARRAY',
      swizzleMode: '64KB_Z_X',
      lastLevel: 3,
    });
    const body = (dmask: number): string =>
      `image_get_resinfo v[0:${dmask === 0xf ? 3 : 2}], v4, s[0:7] dmask:0x${dmask.toString(16)} dim:SQ_RSRC_IMG_2D_MSAA_ARRAY unorm`;
    const init = (w: Parameters<typeof fill>[0]): void => {
      setSgprs(w, 0, msaa);
      fill(w, 4, () => 0);
    };
    const { wave } = run(body(0x7), new Uint8Array(0x40000), init);
    assert.deepEqual(
      [0, 1, 2].map((r) => lanes(wave, r)[0]),
      [6, 3, 5],
    );
    assert.throws(() => run(body(0xf), new Uint8Array(0x40000), init), /channel w of a 2D_MSAA_ARRAY/);
  });

  it('refuses an MSAA T# with COMPRESSION_EN (FMASK metadata), and samples past the count', () => {
    const msaa = (fields: Record<string, number>): number[] =>
      tsharp({
        format: R32_UINT,
        width: 4,
        height: 2,
        type: '2D_MSAA',
        swizzleMode: '64KB_Z_X',
        lastLevel: 1,
        fields,
      });
    const img = new Uint8Array(0x20000);
    const load = 'image_load v0, v[4:6], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA unorm';
    const attempt = (fields: Record<string, number>, sample: number, pattern: RegExp): void => {
      assert.throws(
        () =>
          run(load, img, (w) => {
            setSgprs(w, 0, msaa(fields));
            fill(w, 4, () => 0);
            fill(w, 5, () => 0);
            fill(w, 6, () => sample);
          }),
        pattern,
      );
    };
    attempt({ COMPRESSION_EN: 1 }, 0, /2D_MSAA T# with COMPRESSION_EN: FMASK/);
    attempt({}, 2, /outside the image view/);
  });

  it('CUBE: the third coordinate is the face (a layer of the view)', () => {
    const img = new Uint8Array(linearOffset(0, 4 * 6, 4, 4));
    for (let f = 0; f < 6; f++)
      for (let y = 0; y < 4; y++)
        for (let x = 0; x < 4; x++) putDword(img, linearOffset(x, y + 4 * f, 4, 4), (f << 8) | (y << 4) | x);
    const { wave } = run('image_load v0, v[4:6], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_CUBE unorm', img, (w) => {
      setSgprs(w, 0, tsharp({ format: R32_UINT, width: 4, height: 4, depth: 6, type: 'CUBE' }));
      fill(w, 4, (l) => l % 4);
      fill(w, 5, (l) => (l >> 2) % 4);
      fill(w, 6, (l) => l % 6);
    });
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => ((l % 6) << 8) | (((l >> 2) % 4) << 4) | (l % 4)),
    );
  });
});

describe('null T#s (FORMAT INVALID): DST_SEL constants, nothing fetched', () => {
  // radeonsi's null texture descriptor (DST_SEL_W = SEL_1, TYPE 1D) and RADV's all-zero one.
  const NULL_TEXTURE = [0, 0, 0, ((1 << 9) | (8 << 28)) >>> 0, 0, 0, 0, 0];
  const ZEROS = new Array<number>(8).fill(0);
  const img = rgba8Image(8, 4);
  it('image_load through the all-zero T# reads 0 in every channel, whatever the address and dim', () => {
    const { wave } = run('image_load v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm', img, (w) => {
      setSgprs(w, 0, ZEROS);
      fill(w, 0, () => 0xdead);
      fill(w, 4, (l) => l * 1000);
      fill(w, 5, () => 0xffffffff);
    });
    for (let c = 0; c < 4; c++) assert.deepEqual(lanes(wave, c), new Array(32).fill(0), `channel ${c}`);
  });
  it('sampling through radeonsi null texture reads (0, 0, 0, 1.0), 1.0 as f16 with d16', () => {
    const sample = (d16: string) =>
      run(
        `image_sample_lz v[0:${d16 ? 1 : 3}], v[4:5], s[0:7], s[8:11] dmask:0xf dim:SQ_RSRC_IMG_2D ${d16}`,
        img,
        (w) => {
          setSgprs(w, 0, NULL_TEXTURE);
          setSgprs(w, 8, encodeSampler({}));
          fill(w, 4, () => bits(0.3));
          fill(w, 5, () => bits(Number.NaN));
        },
      ).wave;
    const f32 = sample('');
    assert.deepEqual(
      [0, 1, 2, 3].map((c) => lanes(f32, c)[7]),
      [0, 0, 0, 0x3f800000],
    );
    const f16 = sample('d16');
    assert.deepEqual(
      [0, 1].map((c) => lanes(f16, c)[7]),
      [0, 0x3c000000],
    );
  });
  it('a store is dropped; an atomic, resinfo, a compare and a load of SEL_1 are refused', () => {
    const before = Uint8Array.from(img);
    run('image_store v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm', img, (w) => {
      setSgprs(w, 0, ZEROS);
      fill(w, 0, () => 0x3f800000);
      fill(w, 4, () => 0);
      fill(w, 5, () => 0);
    });
    assert.deepEqual(img, before);
    const refused = (body: string, words: number[], reason: RegExp) =>
      assert.throws(
        () =>
          run(body, img, (w) => {
            setSgprs(w, 0, words);
            setSgprs(w, 8, encodeSampler({}));
          }),
        (e: unknown) => e instanceof ExecError && reason.test(e.message),
      );
    refused('image_atomic_add v0, v[4:5], s[0:7] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm glc', ZEROS, /null T#/);
    refused('image_get_resinfo v[0:3], v4, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm', ZEROS, /null T#/);
    refused('image_sample_c_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D', ZEROS, /compare/);
    refused(
      'image_load v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm',
      NULL_TEXTURE,
      /SEL_1: FORMAT INVALID states no number type/,
    );
  });
  it('refuses a FORMAT-0 T# outside the null rule: a non-image TYPE, another field set', () => {
    const load = 'image_load v[0:3], v[4:5], s[0:7] dmask:0xf dim:SQ_RSRC_IMG_2D unorm';
    const refused = (words: number[], reason: RegExp) =>
      assert.throws(
        () => run(load, img, (w) => setSgprs(w, 0, words)),
        (e: unknown) => e instanceof ExecError && reason.test(e.message),
      );
    refused([0, 0, 0, (1 << 9) >>> 0, 0, 0, 0, 0], /TYPE = 0: FORMAT INVALID .* not an image type/);
    refused([0x100, 0, 0, (9 << 28) >>> 0, 0, 0, 0, 0], /BASE_ADDRESS = 256: set in a null T#/);
  });
});
