/**
 * The sampler modifier families in the reference executor (offsets _o, compare _c, bias _b, clamp
 * _cl, derivatives _d/_cd/_g16, explicit LOD _l) against texel values written out here: a 4x4 linear
 * image whose texels name their coordinates, expected texels picked by hand (floor(u * 4) plus the
 * offset, wrapped by the clamp mode), compare results from the DEPTH_COMPARE_FUNC applied to the
 * known texel, and the refusals where the LOD or the compare precision could decide.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  encodeImageResource,
  encodeSampler,
  type ImageResourceInit,
  type SamplerInit,
} from '../../src/isa/tables/image-descriptor.js';
import { ExecError } from '../../src/reference/errors.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { fill, lanes, runMem, setSgprs } from './buffer-harness.js';

const BASE = 0x3_0001_0000;
const R32_FLOAT = 22;
const R32_UINT = 20;
/** 16_16_UNORM: 4-byte texels, x in the low half. */
const RG16_UNORM = 23;
const PITCH = 64; // texels of a 4-byte format per 256-byte row
const ONE = 0x3f800000;

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const bits = (x: number): number => {
  F32[0] = x;
  return U32[0] as number;
};
const f16 = (x: number): number => {
  // Exact for the small dyadic values used here.
  const e = Math.floor(Math.log2(Math.abs(x)));
  return x === 0 ? 0 : ((e + 15) << 10) | Math.round((Math.abs(x) / 2 ** e - 1) * 1024);
};

/** A 4x4 R32 image: texel (x, y) holds `value(x, y)` as the dword. */
function image(value: (x: number, y: number) => number): Uint8Array {
  const bytes = new Uint8Array(PITCH * 4 * 4);
  const view = new DataView(bytes.buffer);
  for (let y = 0; y < 4; y++)
    for (let x = 0; x < 4; x++) view.setUint32((y * PITCH + x) * 4, value(x, y), true);
  return bytes;
}
const named = image((x, y) => 16 * y + x);
/** Depths 0.0625 * (4y + x): every texel a distinct exact f32. */
const depth = (x: number, y: number): number => (4 * y + x) / 16;
const depths = image((x, y) => bits(depth(x, y)));

function run(
  body: string,
  img: Uint8Array,
  format: number,
  sampler: SamplerInit,
  init: (wave: Parameters<typeof fill>[0]) => void,
  tsharp: Partial<ImageResourceInit> = {},
): Parameters<typeof fill>[0] {
  const memory = new GuestMemory();
  memory.map(BASE, img);
  const { wave } = runMem(body, {
    memory,
    init: (w) => {
      setSgprs(w, 0, encodeImageResource({ base: BASE, format, width: 4, height: 4, ...tsharp }));
      setSgprs(w, 8, encodeSampler(sampler));
      init(w);
    },
  });
  return wave;
}

const D2 = 'dim:SQ_RSRC_IMG_2D';
/** Normalized centre of texel i of 4. */
const centre = (i: number): number => bits((i + 0.5) / 4);

describe('sampler modifiers', () => {
  it('_o adds the 6-bit signed offsets to the texel index before WRAP', () => {
    // Lane l samples texel (l % 4, (l >> 2) % 4) offset by (+1, -3) (0x3d: -3, 0x01: +1).
    const wave = run(
      `image_sample_o v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`,
      named,
      R32_UINT,
      {
        clamp: ['WRAP', 'WRAP', 'WRAP'],
      },
      (w) => {
        fill(w, 4, () => 0x3d01);
        fill(w, 5, (l) => centre(l % 4));
        fill(w, 6, (l) => centre((l >> 2) % 4));
      },
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => ((16 * (((l >> 2) % 4) + 1)) % 64) + (((l % 4) + 1) % 4)),
    );
  });

  it('_lz_o on CLAMP_LAST_TEXEL: offsets past the edge clamp', () => {
    const wave = run(
      `image_sample_lz_o v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`,
      named,
      R32_UINT,
      {},
      (w) => {
        fill(w, 4, () => 0x0205); // (+5, +2)
        fill(w, 5, () => centre(1));
        fill(w, 6, () => centre(1));
      },
    );
    assert.equal(wave.getVgpr(0, 0), 16 * 3 + 3);
  });

  it('bias, clamp, derivatives and an explicit LOD read the same texel as _lz (one level, equal filters)', () => {
    /** Register -> value of the LOD arguments each form takes. */
    const forms: [string, string, Record<number, number>][] = [
      ['image_sample_b_cl', 'v[4:7]', { 4: 7.5, 7: -3 }],
      ['image_sample_d', 'v[4:9]', { 4: 0, 5: 100, 6: 200, 7: 300 }],
      ['image_sample_cd_cl', 'v[4:10]', { 4: 0.25, 5: 0.25, 6: 0.25, 7: 0.25, 10: 0.25 }],
      ['image_sample_l', 'v[4:6]', { 6: 12 }],
    ];
    for (const [m, vaddr, lodArgs] of forms) {
      const coords = m === 'image_sample_l' ? [4, 5] : m === 'image_sample_b_cl' ? [5, 6] : [8, 9];
      const wave = run(`${m} v0, ${vaddr}, s[0:7], s[8:11] dmask:0x1 ${D2}`, named, R32_UINT, {}, (w) => {
        for (const [r, x] of Object.entries(lodArgs)) fill(w, Number(r), () => bits(x));
        fill(w, coords[0] as number, (l) => centre(l % 4));
        fill(w, coords[1] as number, (l) => centre((l >> 3) % 4));
      });
      assert.deepEqual(
        lanes(wave, 0),
        Array.from({ length: 32 }, (_, l) => 16 * ((l >> 3) % 4) + (l % 4)),
        m,
      );
    }
  });

  it('_b with a16: the bias alone in dword 0 (f16), u and v packed in dword 1', () => {
    const wave = run(
      `image_sample_b v0, v[4:5], s[0:7], s[8:11] dmask:0x1 ${D2} a16`,
      named,
      R32_UINT,
      {},
      (w) => {
        fill(w, 4, () => f16(2));
        fill(w, 5, () => (f16(0.375) | (f16(0.875) << 16)) >>> 0); // texel (1, 3)
      },
    );
    assert.equal(wave.getVgpr(0, 0), 16 * 3 + 1);
  });

  it('_c compares reference OP texel.x by DEPTH_COMPARE_FUNC: 1.0 or 0.0', () => {
    const cases: [string, (ref: number, d: number) => boolean][] = [
      ['LESS', (r, d) => r < d],
      ['LESSEQUAL', (r, d) => r <= d],
      ['GREATER', (r, d) => r > d],
      ['EQUAL', (r, d) => r === d],
      ['NEVER', () => false],
      ['ALWAYS', () => true],
    ];
    for (const [func, pass] of cases) {
      // Lane l: texel (l % 4, l / 4 % 4), reference 0.3 (between texels 4 and 5) or, odd lanes, exact.
      const ref = (l: number): number => (l & 1 ? depth(l % 4, (l >> 2) % 4) : 0.3125);
      const wave = run(
        `image_sample_c_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`,
        depths,
        R32_FLOAT,
        {
          depthCompare: func,
        },
        (w) => {
          fill(w, 4, (l) => bits(ref(l)));
          fill(w, 5, (l) => centre(l % 4));
          fill(w, 6, (l) => centre((l >> 2) % 4));
        },
      );
      assert.deepEqual(
        lanes(wave, 0),
        Array.from({ length: 32 }, (_, l) => (pass(ref(l), depth(l % 4, (l >> 2) % 4)) ? ONE : 0)),
        func,
      );
    }
  });

  it('gather4_c_o compares each of the four texels, offset, in gather order; d16 gives f16 1.0', () => {
    const wave = run(
      `image_gather4_c_lz_o v[0:1], v[4:7], s[0:7], s[8:11] dmask:0x1 ${D2} d16`,
      depths,
      R32_FLOAT,
      { depthCompare: 'GREATEREQUAL' },
      (w) => {
        fill(w, 4, () => 0x0001); // (+1, 0)
        fill(w, 5, () => bits(depth(2, 1)));
        fill(w, 6, () => bits(0.25)); // between texels 0 and 1 -> i0 = 0 (+1)
        fill(w, 7, () => bits(0.5)); // j0 = 1
      },
    );
    // (i0, j1) (i1, j1) (i1, j0) (i0, j0) with i0 = 1, j0 = 1: depths 9/16, 10/16, 6/16, 5/16 vs 6/16.
    const h = (x: number, y: number): number => (depth(2, 1) >= depth(x, y) ? 0x3c00 : 0);
    assert.equal(wave.getVgpr(0, 0), (h(1, 2) | (h(2, 2) << 16)) >>> 0);
    assert.equal(wave.getVgpr(1, 0), (h(2, 1) | (h(1, 1) << 16)) >>> 0);
    assert.equal(wave.getVgpr(1, 0), 0x3c003c00);
  });

  it('_c on UNORM texels: exact f32 values and references away from the texel compare', () => {
    const unorm = image((x) => x * 0x5555); // x: 0, 1/3, 2/3, 1 in 16-bit UNORM
    const wave = run(
      `image_sample_c_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`,
      unorm,
      RG16_UNORM,
      {
        depthCompare: 'LESS',
      },
      (w) => {
        fill(w, 4, () => bits(0.5));
        fill(w, 5, (l) => centre(l % 4));
        fill(w, 6, () => centre(0));
      },
    );
    assert.deepEqual(lanes(wave, 0).slice(0, 4), [0, 0, ONE, ONE]);
  });
});

describe('cube sampling', () => {
  /** Twelve 4x4 R32 faces stacked as linear slices: texel (x, y) of face f holds f << 8 | y << 4 | x. */
  const faces = new Uint8Array(PITCH * 4 * 4 * 12);
  const view = new DataView(faces.buffer);
  for (let f = 0; f < 12; f++)
    for (let y = 0; y < 4; y++)
      for (let x = 0; x < 4; x++)
        view.setUint32(((4 * f + y) * PITCH + x) * 4, (f << 8) | (y << 4) | x, true);
  const CUBE: Partial<ImageResourceInit> = { depth: 6, type: 'CUBE' };
  /** The face coordinate of texel i of 4 as v_cubesc/v_cubetc/v_cubema leave it: 1.5-centred. */
  const faceCoord = (i: number): number => bits(1 + (i + 0.5) / 4);

  it('s and t in [1, 2) span the face; the third coordinate is the face id', () => {
    const wave = run(
      'image_sample_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE',
      faces,
      R32_UINT,
      { clamp: ['WRAP', 'WRAP', 'WRAP'] },
      (w) => {
        fill(w, 4, (l) => faceCoord(l % 4));
        fill(w, 5, (l) => faceCoord((l >> 2) % 4));
        fill(w, 6, (l) => bits(l % 6));
      },
      CUBE,
    );
    assert.deepEqual(
      lanes(wave, 0),
      Array.from({ length: 32 }, (_, l) => ((l % 6) << 8) | (((l >> 2) % 4) << 4) | (l % 4)),
    );
  });

  it('cube arrays: the third coordinate is face + 8 * cube, the faces from BASE_ARRAY + 6 * cube', () => {
    // A view of the second cube only (BASE_ARRAY 6, DEPTH 11) and of both: lane l asks face l % 6 of
    // cube l >> 4 (of the whole array) or cube 0 (of the view from 6).
    const id = (l: number): number => (l % 6) + 8 * (l >> 4);
    const sample = (tsharp: Partial<ImageResourceInit>, ids: (l: number) => number) =>
      lanes(
        run(
          'image_sample_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE',
          faces,
          R32_UINT,
          {},
          (w) => {
            fill(w, 4, (l) => faceCoord(l % 4));
            fill(w, 5, (l) => faceCoord((l >> 2) % 4));
            fill(w, 6, (l) => bits(ids(l)));
          },
          tsharp,
        ),
        0,
      );
    const texel = (l: number, slice: number): number => (slice << 8) | (((l >> 2) % 4) << 4) | (l % 4);
    assert.deepEqual(
      sample({ depth: 12, type: 'CUBE' }, id),
      Array.from({ length: 32 }, (_, l) => texel(l, 6 * (l >> 4) + (l % 6))),
    );
    assert.deepEqual(
      sample({ depth: 12, baseArray: 6, type: 'CUBE' }, (l) => l % 6),
      Array.from({ length: 32 }, (_, l) => texel(l, 6 + (l % 6))),
    );
  });

  it('refuses coordinates outside the face, fractional ids, offsets, faces 6 and 7, ids past the view', () => {
    const attempt = (body: string, s: number, face: number, tsharp = CUBE, why?: RegExp) =>
      assert.throws(
        () =>
          run(
            body,
            faces,
            R32_UINT,
            {},
            (w) => {
              fill(w, 3, () => 0x0101);
              fill(w, 4, () => bits(s));
              fill(w, 5, () => bits(1.5));
              fill(w, 6, () => bits(face));
            },
            tsharp,
          ),
        (e: unknown) => e instanceof ExecError && (why === undefined || why.test(e.message)),
      );
    const lz = 'image_sample_lz v0, v[4:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE';
    attempt(lz, 2, 1, CUBE, /outside its face/);
    attempt(lz, 0.75, 1, CUBE, /outside its face/);
    attempt(lz, 1.5, 2.5, CUBE, /face id 2.5/);
    attempt(
      'image_sample_lz_o v0, v[3:6], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_CUBE',
      1.5,
      1,
      CUBE,
      /offsets on a cube/,
    );
    attempt(lz, 1.5, 7, { depth: 12, type: 'CUBE' }, /face 7 is not 0..5/);
    attempt(lz, 1.5, 17, { depth: 12, type: 'CUBE' }, /cube 2 is outside the view's 2/);
    attempt(lz, 1.5, 1, { depth: 9, type: 'CUBE' }, /9 faces from 0 is not whole cubes/);
  });
});

describe('sampler modifier refusals', () => {
  const refused = (
    body: string,
    format: number,
    sampler: SamplerInit,
    init: (w: Parameters<typeof fill>[0]) => void,
    img = depths,
    why?: RegExp,
    tsharp: Partial<ImageResourceInit> = {},
  ) =>
    assert.throws(
      () => run(body, img, format, sampler, init, tsharp),
      (e: unknown) => e instanceof ExecError && (why === undefined || why.test(e.message)),
    );
  const coords = (w: Parameters<typeof fill>[0], first: number) => {
    fill(w, first, () => centre(1));
    fill(w, first + 1, () => centre(1));
  };
  it('a LINEAR mip filter over two levels with a bias, anisotropy, non-finite LOD arguments', () => {
    const b = `image_sample_b v0, v[4:6], s[0:7], s[8:11] dmask:0x1 ${D2}`;
    const levels = { mipLevels: 2 };
    refused(b, R32_FLOAT, { mipFilter: 'LINEAR' }, (w) => coords(w, 5), depths, /mip filter LINEAR/, levels);
    refused(b, R32_FLOAT, { fields: { MAX_ANISO_RATIO: 2 } }, (w) => coords(w, 5), depths, /MAX_ANISO_RATIO/);
    const nanBias = (w: Parameters<typeof fill>[0]) => {
      fill(w, 4, () => 0x7fc00000);
      coords(w, 5);
    };
    refused(b, R32_FLOAT, {}, nanBias, depths, /LOD bias NaN/);
  });
  it('compare with four channels, on integer texels, NaN, near a UNORM texel or outside [0, 1]', () => {
    const c = (dmask: number) =>
      `image_sample_c_lz ${dmask === 1 ? 'v0' : 'v[0:3]'}, v[4:6], s[0:7], s[8:11] dmask:0x${dmask.toString(16)} ${D2}`;
    const ref = (x: number) => (w: Parameters<typeof fill>[0]) => {
      fill(w, 4, () => bits(x));
      coords(w, 5);
    };
    refused(c(0xf), R32_FLOAT, { depthCompare: 'LESS' }, ref(0.5), depths, /dmask 0xf/);
    refused(c(1), R32_UINT, { depthCompare: 'LESS' }, ref(0.5), named, /32_UINT/);
    refused(c(1), R32_FLOAT, { depthCompare: 'LESS' }, ref(Number.NaN), depths, /NaN/);
    const unorm = image((x) => x * 0x5555);
    // Texel (1, 1) holds 0x5555 = 1/3: a reference 2^-20 above is within half a unit.
    refused(c(1), RG16_UNORM, { depthCompare: 'LESS' }, ref(1 / 3 + 2 ** -20), unorm, /half a unit/);
    refused(c(1), RG16_UNORM, { depthCompare: 'LESS' }, ref(1.5), unorm, /outside \[0, 1\]/);
  });
});
