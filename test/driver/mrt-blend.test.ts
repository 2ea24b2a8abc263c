/**
 * Several colour targets in one draw, drawn through the driver with the recompiled guest program and
 * checked per pixel against the CPU: different formats (RGBA8 UNORM, R32 FLOAT, RG16 SINT, and RGBA8
 * UNORM with COMP_SWAP 2), different blends and CB_TARGET_MASK nibbles (in export order, also for the
 * reversed target), and a logic operation (ROP3). Every test checks the report's executed count; the
 * file fails on any validation message.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeFields } from '../../src/agc/registers/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { type BlendTarget, runBlendScene } from './support/blend-scene.js';

const device = validatedDevice();
const WIDTH = 64;
const ROWS = 3;

const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0];
const blend = (src: number, dst: number, op = 0): number =>
  encodeFields('CB_BLEND0_CONTROL', {
    ENABLE: 1,
    COLOR_SRCBLEND: src,
    COLOR_DESTBLEND: dst,
    COLOR_COMB_FCN: op,
  });

/** Pseudo-random bytes. */
function bytes(n: number, seed: number): Uint8Array {
  const out = new Uint8Array(n);
  let state = seed;
  for (let i = 0; i < n; i++) {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    out[i] = state >>> 24;
  }
  return out;
}

/** R32 FLOAT destinations: small dyadic values, so every sum is exact in f32. */
function floats(n: number): Uint8Array {
  const f = new Float32Array(n);
  for (let i = 0; i < n; i++) f[i] = ((i * 37) % 64) / 16 - 2;
  return new Uint8Array(f.buffer);
}

/** RG16 SINT destinations. */
function shorts(n: number): Uint8Array {
  const s = new Int16Array(2 * n);
  for (let i = 0; i < s.length; i++) s[i] = ((i * 7919) % 60000) - 30000;
  return new Uint8Array(s.buffer);
}

test('one draw writes four targets of different formats, blends and write masks', () => {
  const texels = WIDTH * ROWS;
  const targets: BlendTarget[] = [
    // SRC_COLOR + ONE_MINUS_SRC_COLOR into A B G R memory, alpha not written (mask in export order).
    {
      format: 'COLOR_8_8_8_8',
      numberType: 'UNORM',
      compSwap: 2,
      blend: blend(2, 3),
      mask: 0b0111,
      initial: bytes(4 * texels, 11),
    },
    {
      format: 'COLOR_32',
      numberType: 'FLOAT',
      compSwap: 0,
      blend: blend(1, 1),
      mask: 0b0001,
      initial: floats(texels),
    },
    {
      format: 'COLOR_16_16',
      numberType: 'SINT',
      compSwap: 0,
      blend: 0,
      mask: 0b0010,
      initial: shorts(texels),
    },
    // SRC_ALPHA over, red not written.
    {
      format: 'COLOR_8_8_8_8',
      numberType: 'UNORM',
      compSwap: 0,
      blend: blend(4, 5),
      mask: 0b1110,
      initial: bytes(4 * texels, 29),
    },
  ];
  const sources = [
    { rgba: [0.5, 0.25, 0.75, 0.5], r32: 1.25, ints: [-1234, 5678] },
    { rgba: [0.8125, 0.1875, 0.625, 0.3125], r32: -0.5, ints: [17, -32000] },
    { rgba: [1, 0, 0.375, 0.9375], r32: 3.75, ints: [0, 32767] },
  ];
  const rows = sources.map((s) => ({
    exports: [
      s.rgba.map(floatBits),
      [floatBits(s.r32), floatBits(9), floatBits(9), floatBits(9)],
      [s.ints[0] >>> 0, s.ints[1] >>> 0, 7, 7],
      s.rgba.map(floatBits),
    ],
  }));
  const { result, texels: out } = runBlendScene(device(), { width: WIDTH, height: ROWS, targets, rows });
  const refused = result.report.work.filter((w) => w.status === 'refused').map((w) => w.reason);
  assert.equal(result.report.draws.executed, ROWS, JSON.stringify(refused));

  const exact = (f: number, c: number, s: readonly number[]): number =>
    [0, 1, s[c], 1 - s[c], s[3], 1 - s[3]][f];
  const abgr = [3, 2, 1, 0];
  const r32In = new Float32Array(targets[1].initial.slice().buffer);
  const r32Out = new Float32Array(out[1].slice().buffer);
  const rgIn = new Int16Array(targets[2].initial.slice().buffer);
  const rgOut = new Int16Array(out[2].slice().buffer);
  for (let row = 0; row < ROWS; row++) {
    const s = sources[row];
    for (let x = 0; x < WIDTH; x++) {
      const i = row * WIDTH + x;
      // Target 0: memory byte k holds export channel abgr[k]; export alpha (byte 0) is masked.
      const d0 = [0, 0, 0, 0];
      for (let k = 0; k < 4; k++) d0[abgr[k]] = targets[0].initial[4 * i + k] / 255;
      for (let k = 0; k < 4; k++) {
        const c = abgr[k];
        const stored = out[0][4 * i + k];
        if (c === 3) {
          assert.equal(stored, targets[0].initial[4 * i + k], `target 0 alpha kept at ${i}`);
          continue;
        }
        const want = (s.rgba[c] * exact(2, c, s.rgba) + d0[c] * exact(3, c, s.rgba)) * 255;
        assert.ok(Math.abs(stored - want) <= 1 + 1e-9, `target 0 texel ${i} byte ${k}: ${stored} vs ${want}`);
      }
      // Target 1: ONE + ONE on R32 FLOAT, exact in f32.
      assert.equal(r32Out[i], Math.fround(r32In[i] + s.r32), `target 1 texel ${i}`);
      // Target 2: green only, red kept.
      assert.equal(rgOut[2 * i], rgIn[2 * i], `target 2 texel ${i} red kept`);
      assert.equal(rgOut[2 * i + 1], s.ints[1], `target 2 texel ${i} green`);
      // Target 3: SRC_ALPHA over, red kept.
      const d3 = [0, 1, 2, 3].map((k) => targets[3].initial[4 * i + k] / 255);
      assert.equal(out[3][4 * i], targets[3].initial[4 * i], `target 3 texel ${i} red kept`);
      for (let c = 1; c < 4; c++) {
        const want = (s.rgba[c] * s.rgba[3] + d3[c] * (1 - s.rgba[3])) * 255;
        const stored = out[3][4 * i + c];
        assert.ok(
          Math.abs(stored - want) <= 1 + 1e-9,
          `target 3 texel ${i} channel ${c}: ${stored} vs ${want}`,
        );
      }
    }
  }
});

test('a logic operation (ROP3 XOR) applies to a SWAP_STD and a COMP_SWAP 3 target alike', () => {
  const texels = WIDTH * ROWS;
  const initial = bytes(4 * texels, 5);
  const argb = [3, 0, 1, 2];
  // The reversed target holds the same colours in A R G B order.
  const reversed = new Uint8Array(initial.length);
  for (let i = 0; i < texels; i++) for (let k = 0; k < 4; k++) reversed[4 * i + k] = initial[4 * i + argb[k]];
  const targets: BlendTarget[] = [
    { format: 'COLOR_8_8_8_8', numberType: 'UNORM', compSwap: 0, blend: 0, initial },
    { format: 'COLOR_8_8_8_8', numberType: 'UNORM', compSwap: 3, blend: 0, mask: 0b1101, initial: reversed },
  ];
  // Sources k / 255 convert to exactly k.
  const sources = [
    [51, 102, 153, 204],
    [1, 254, 128, 77],
    [255, 0, 170, 85],
  ];
  const rows = sources.map((s) => {
    const words = s.map((k) => floatBits(k / 255));
    return { exports: [words, words] };
  });
  const { result, texels: out } = runBlendScene(device(), {
    width: WIDTH,
    height: ROWS,
    targets,
    rows,
    rop3: 0x66,
  });
  assert.equal(result.report.draws.executed, ROWS);
  for (let row = 0; row < ROWS; row++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = row * WIDTH + x;
      for (let c = 0; c < 4; c++) {
        const want = sources[row][c] ^ initial[4 * i + c];
        assert.equal(out[0][4 * i + c], want, `target 0 texel ${i} channel ${c}`);
        // Export channel c of the reversed target is memory byte argb.indexOf(c); green (c 1) is masked.
        const stored = out[1][4 * i + argb.indexOf(c)];
        assert.equal(stored, c === 1 ? initial[4 * i + c] : want, `target 1 texel ${i} channel ${c}`);
      }
    }
  }
});
