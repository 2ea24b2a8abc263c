/**
 * The image tiling model (src/reference/tiling.ts) against independent facts: swizzle patterns
 * tabulated by hand from addrlib's gfx10SwizzlePattern.h rows (read with a separate parser, not the
 * generator), block sizes from addrlib's dimension rules, the invariant that every block is a
 * bijection of its coordinates onto its bytes, and detile(tile(image)) == image.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { SwizzleModeName } from '../../src/isa/tables/image-descriptor.js';
import {
  detileImage,
  PS5_PIPES_LOG2,
  type SurfaceDesc,
  surfaceLayout,
  TilingError,
  texelOffset,
  tileImage,
} from '../../src/reference/tiling.js';

function desc(mode: SwizzleModeName, bpe: number, extra: Partial<SurfaceDesc> = {}): SurfaceDesc {
  return {
    swizzleMode: mode,
    bytesPerElement: bpe,
    width: 64,
    height: 64,
    slices: 1,
    is3d: false,
    samples: 1,
    mipLevels: 1,
    pipesLog2: PS5_PIPES_LOG2,
    ...extra,
  };
}

/** Rows of gfx10SwizzlePattern.h (comment, resolved nibbles), tabulated by hand. */
const TABULATED: readonly { mode: SwizzleModeName; bpe: number; d?: Partial<SurfaceDesc>; bits: string }[] = [
  // 1 pipes 4 bpe @ SW_64K_S @ Navi1x
  { mode: '64KB_S', bpe: 4, bits: '0 0 X0 X1 Y0 Y1 Y2 X2 Y3 X3 Y4 X4 Y5 X5 Y6 X6' },
  // 1 pipes 2 bpe @ SW_4K_S @ Navi1x
  { mode: '4KB_S', bpe: 2, bits: '0 X0 X1 X2 Y0 Y1 Y2 X3 Y3 X4 Y4 X5' },
  // 16 pipes 4 bpe @ SW_64K_D_X @ Navi1x
  {
    mode: '64KB_D_X',
    bpe: 4,
    bits: '0 0 X0 X1 Y0 Y1 Y2 X2 Y3^Z3^X6 Z2^X3^Y6 Z1^Y4^X5 Z0^X4^Y5 Y5 X5 Y6 X6',
  },
  // 16 pipes 4 bpe @ SW_64K_Z_X 4xaa @ Navi1x
  {
    mode: '64KB_Z_X',
    bpe: 4,
    d: { samples: 4 },
    bits: '0 0 S0 S1 X0 Y0 X1 Y1 X3^Y3^Z3 Z2^X4^Y4 Z1^Y5^X6 Z0^X5^Y6 Y3 X4 Y2^Y6 X2^Y7',
  },
  // 16 pipes 8 bpe @ SW_64K_R_X 1xaa @ Navi1x
  {
    mode: '64KB_R_X',
    bpe: 8,
    bits: '0 0 0 X0 Y0 X1 X2 Y1 X3^Y3^Z3 Z2^X4^Y4 Z1^Y5^X6 Z0^X5^Y6 Y2 X3 Y4 X6',
  },
  // 1 pipes 4 bpe @ SW_64K_S3 @ Navi1x (3D thick)
  {
    mode: '64KB_S',
    bpe: 4,
    d: { is3d: true, slices: 16 },
    bits: '0 0 X0 Y0 Z0 Y1 X1 Z1 Y2 X2 Z2 Y3 X3 Z3 Y4 X4',
  },
  // 16 pipes 1 bpe @ SW_4K_S_X @ Navi1x
  { mode: '4KB_S_X', bpe: 1, bits: 'X0 X1 X2 X3 Y0 Y1 Y2 Y3 Z3^Y4^X7 Z2^X4^Y7 Z1^Y5^X6 Z0^X5^Y6' },
];

/** The offset a tabulated pattern gives, evaluated independently of the model. */
function evaluate(bits: string, x: number, y: number, z: number, s: number): number {
  const coords: Record<string, number> = { X: x, Y: y, Z: z, S: s };
  let out = 0;
  bits.split(' ').forEach((cell, i) => {
    if (cell === '0') return;
    let v = 0;
    for (const t of cell.split('^')) v ^= ((coords[t[0] as string] as number) >>> Number(t.slice(1))) & 1;
    out |= v << i;
  });
  return out;
}

describe('tiling: swizzle patterns', () => {
  for (const row of TABULATED) {
    it(`${row.mode} ${row.bpe} bpe ${JSON.stringify(row.d ?? {})} matches the tabulated pattern`, () => {
      const layout = surfaceLayout(desc(row.mode, row.bpe, row.d));
      const mask = 2 ** layout.blockBytesLog2 - 1;
      const samples = row.d?.samples ?? 1;
      const slices = row.d?.slices ?? 1;
      for (let i = 0; i < 2000; i++) {
        const x = (i * 37) % 64;
        const y = (i * 53) % 64;
        const z = i % slices;
        const s = i % samples;
        const got = texelOffset(layout, x, y, z, s) & mask;
        assert.equal(got, evaluate(row.bits, x, y, z, s), `(${x}, ${y}, ${z}, ${s})`);
      }
    });
  }
});

describe('tiling: block dimensions (addrlib rules)', () => {
  it('thin 64KB blocks: 4 bpe 128x128, 1 bpe 256x256, 16 bpe 64x64; 4KB 4 bpe 32x32', () => {
    const dims = (m: SwizzleModeName, b: number): number[] => {
      const l = surfaceLayout(desc(m, b));
      return [l.blockWidth, l.blockHeight, l.blockDepth];
    };
    assert.deepEqual(dims('64KB_S', 4), [128, 128, 1]);
    assert.deepEqual(dims('64KB_D_X', 1), [256, 256, 1]);
    assert.deepEqual(dims('64KB_R_X', 16), [64, 64, 1]);
    assert.deepEqual(dims('4KB_S', 4), [32, 32, 1]);
    assert.deepEqual(dims('64KB_R_X', 8), [128, 64, 1]);
  });
  it('thick 3D blocks: 64KB 4 bpe 32x32x16, 4KB 4 bpe 8x16x8', () => {
    const l = surfaceLayout(desc('64KB_S', 4, { is3d: true, slices: 4 }));
    assert.deepEqual([l.blockWidth, l.blockHeight, l.blockDepth], [32, 32, 16]);
    const k = surfaceLayout(desc('4KB_S_X', 4, { is3d: true, slices: 4 }));
    assert.deepEqual([k.blockWidth, k.blockHeight, k.blockDepth], [8, 16, 8]);
  });
  it('linear pitch is 256-byte aligned and the mip chain is smallest first', () => {
    const l = surfaceLayout(desc('LINEAR', 4, { width: 10, height: 4, mipLevels: 3 }));
    assert.equal(l.pitch, 64);
    assert.deepEqual(
      l.levels.map((v) => [v.offset, v.pitch, v.height]),
      [
        [64 * 4 + 64 * 2 * 4, 64, 4],
        [64 * 4, 64, 2],
        [0, 64, 1],
      ],
    );
    assert.equal(texelOffset(l, 3, 2, 0, 0, 0), 64 * 4 + 64 * 2 * 4 + (2 * 64 + 3) * 4);
  });
});

const MODES_2D: readonly SwizzleModeName[] = [
  '256B_S',
  '256B_D',
  '4KB_S',
  '4KB_D',
  '4KB_S_X',
  '4KB_D_X',
  '64KB_S',
  '64KB_D',
  '64KB_S_T',
  '64KB_D_T',
  '64KB_S_X',
  '64KB_D_X',
  '64KB_R_X',
  '64KB_Z_X',
];

describe('tiling: bijection within a block', () => {
  for (const mode of MODES_2D) {
    for (const bpe of [1, 4, 16]) {
      it(`${mode} ${bpe} bpe`, () => {
        const l = surfaceLayout(desc(mode, bpe, { width: 512, height: 512 }));
        const seen = new Set<number>();
        // The block at (1, 1) so the _X modes' higher coordinate bits are not all zero.
        const x0 = l.blockWidth;
        const y0 = l.blockHeight;
        const start = texelOffset(l, x0, y0, 0) & ~(2 ** l.blockBytesLog2 - 1);
        for (let y = y0; y < y0 + l.blockHeight; y++) {
          for (let x = x0; x < x0 + l.blockWidth; x++) {
            const o = texelOffset(l, x, y, 0) - start;
            assert.ok(o >= 0 && o < 2 ** l.blockBytesLog2 && o % bpe === 0, `(${x}, ${y}) -> ${o}`);
            seen.add(o);
          }
        }
        assert.equal(seen.size, l.blockWidth * l.blockHeight);
      });
    }
  }
});

function roundTrip(d: SurfaceDesc): void {
  const l = surfaceLayout(d);
  const packed = new Uint8Array(d.width * d.height * d.slices * d.samples * d.bytesPerElement);
  for (let i = 0; i < packed.length; i++) packed[i] = (i * 131 + (i >> 8)) & 0xff;
  const tiled = tileImage(l, packed);
  assert.deepEqual(detileImage(l, tiled), packed);
  // Each texel lands where texelOffset, the per-texel definition, puts it (tileImage copies through
  // per-axis tables).
  let at = 0;
  let misplaced = 0;
  for (let s = 0; s < d.slices; s++)
    for (let y = 0; y < d.height; y++)
      for (let x = 0; x < d.width; x++)
        for (let k = 0; k < d.samples; k++, at += d.bytesPerElement) {
          const o = texelOffset(l, x, y, s, k);
          for (let b = 0; b < d.bytesPerElement; b++) if (tiled[o + b] !== packed[at + b]) misplaced++;
        }
  assert.equal(misplaced, 0);
  // Every texel has its own bytes: the number of distinct texel offsets is the texel count.
  const offsets = new Set<number>();
  for (let s = 0; s < d.slices; s++)
    for (let y = 0; y < d.height; y++)
      for (let x = 0; x < d.width; x++)
        for (let k = 0; k < d.samples; k++) offsets.add(texelOffset(l, x, y, s, k));
  assert.equal(offsets.size, d.width * d.height * d.slices * d.samples);
}

describe('tiling: detile(tile(image)) == image, distinct texel offsets', () => {
  it('2D arrays in every thin mode (odd sizes)', () => {
    for (const mode of MODES_2D) roundTrip(desc(mode, 4, { width: 70, height: 33, slices: 3 }));
  });
  it('3D thick and thin modes', () => {
    for (const mode of [
      '4KB_S',
      '4KB_S_X',
      '64KB_S',
      '64KB_S_X',
      '64KB_D_X',
      '64KB_Z_X',
      '64KB_R_X',
    ] as const) {
      roundTrip(desc(mode, 2, { width: 20, height: 17, slices: 9, is3d: true }));
    }
  });
  it('MSAA Z_X and R_X, 2/4/8 samples', () => {
    for (const mode of ['64KB_Z_X', '64KB_R_X'] as const) {
      for (const samples of [2, 4, 8]) roundTrip(desc(mode, 4, { width: 40, height: 24, samples }));
    }
  });
  it('every element size, and images that do not start on a dword', () => {
    for (const mode of ['64KB_S_X', '4KB_D', '64KB_R_X'] as const)
      for (const bpe of [1, 2, 8, 16]) roundTrip(desc(mode, bpe, { width: 37, height: 21, slices: 2 }));
    const l = surfaceLayout(desc('64KB_S_X', 4, { width: 37, height: 21, slices: 1 }));
    const packed = new Uint8Array(37 * 21 * 4 + 1).subarray(1);
    for (let i = 0; i < packed.length; i++) packed[i] = (i * 7) & 0xff;
    const tiled = tileImage(l, packed);
    const shifted = new Uint8Array(tiled.length + 3).subarray(3);
    shifted.set(tiled);
    assert.deepEqual(detileImage(l, shifted), packed);
    assert.equal(tiled[texelOffset(l, 36, 20, 0) + 3], packed[(20 * 37 + 36) * 4 + 3]);
  });
  it('linear with a mip chain', () => {
    roundTrip(desc('LINEAR', 8, { width: 13, height: 5, slices: 2, mipLevels: 3 }));
  });
});

describe('tiling: refusals', () => {
  it('names what the model lacks', () => {
    assert.throws(() => surfaceLayout(desc('64KB_S', 4, { mipLevels: 2 })), TilingError);
    assert.throws(() => surfaceLayout(desc('64KB_S_X', 4, { samples: 4 })), /Z_X or R_X/);
    assert.throws(() => surfaceLayout(desc('4KB_D', 4, { is3d: true })), /not allowed for 3D/);
    assert.throws(() => surfaceLayout(desc('LINEAR', 3)), /power of two/);
  });
});
