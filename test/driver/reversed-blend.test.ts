/**
 * Reversed-order blending drawn through the driver (seed 003's design): each factor combination blends
 * the same sources over the same destinations into a SWAP_STD target (Vulkan blends it alone), a
 * COMP_SWAP 2 (A B G R in memory) and a COMP_SWAP 3 (A R G B) target. The stored bits of the reversed
 * targets equal the SWAP_STD ones after the channel mapping, and every channel is within one UNORM step
 * of the exact blend computed here on the CPU from the guest's equations. A combination the model
 * refuses is reported for its draw with the model's message. The file fails on any validation message.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeFields } from '../../src/agc/registers/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { type BlendRow, runBlendScene } from './support/blend-scene.js';

const device = validatedDevice();

/** CB_BLEND0_CONTROL with ENABLE; alpha fields only when given (SEPARATE_ALPHA_BLEND). */
function control(src: number, dst: number, op = 0, alpha?: readonly [number, number, number]): number {
  return encodeFields('CB_BLEND0_CONTROL', {
    ENABLE: 1,
    COLOR_SRCBLEND: src,
    COLOR_DESTBLEND: dst,
    COLOR_COMB_FCN: op,
    ...(alpha
      ? {
          SEPARATE_ALPHA_BLEND: 1,
          ALPHA_SRCBLEND: alpha[0],
          ALPHA_DESTBLEND: alpha[1],
          ALPHA_COMB_FCN: alpha[2],
        }
      : {}),
  });
}

/** The routed combinations drawn (GT7's control and SRC_COLOR + ONE_MINUS_SRC_COLOR among them). */
const CASES: readonly { name: string; control: number }[] = [
  { name: 'GT7 0x65010504', control: 0x65010504 },
  { name: 'SRC_COLOR + ONE_MINUS_SRC_COLOR', control: control(2, 3) },
  { name: 'SRC_ALPHA + ONE_MINUS_SRC_ALPHA', control: control(4, 5) },
  { name: 'ONE + ONE_MINUS_SRC_ALPHA', control: control(1, 5) },
  { name: 'ONE + ONE', control: control(1, 1) },
  { name: 'DST_COLOR * src', control: control(8, 0) },
  { name: 'ZERO + ONE_MINUS_SRC_COLOR', control: control(0, 3) },
  { name: 'SRC_ALPHA - ONE (SUBTRACT)', control: control(4, 1, 1) },
  { name: 'ONE, ONE REVERSE_SUBTRACT', control: control(1, 1, 4) },
  { name: 'MIN', control: control(1, 1, 2) },
  { name: 'MAX', control: control(1, 1, 3) },
  { name: 'SRC_ALPHA + ONE_MINUS_SRC_ALPHA, alpha ZERO + ONE', control: control(4, 5, 0, [0, 1, 0]) },
];

/** Seed 003: ONE_MINUS_SRC_ALPHA in the alpha equation next to SRC_COLOR in the colour one. */
const REFUSED = control(2, 0, 0, [5, 0, 0]);

/** Source colours (export order, dyadic so the CPU blend is exact). */
const SOURCES: readonly (readonly [number, number, number, number])[] = [
  [0.5, 0.25, 0.75, 0.5],
  [0.8125, 0.1875, 0.625, 0.3125],
  [1, 0, 0.375, 0.9375],
];

/** The export channel each memory channel holds, per COMP_SWAP (the register references' order). */
const MEMORY_CHANNELS: Readonly<Record<0 | 2 | 3, readonly number[]>> = {
  0: [0, 1, 2, 3],
  2: [3, 2, 1, 0],
  3: [3, 0, 1, 2],
};

const WIDTH = 64;

/** A guest factor (CB_BLENDn_CONTROL BlendOp) on channel c of source s over destination d. */
function factor(f: number, c: number, s: readonly number[], d: readonly number[]): number {
  const table: Record<number, () => number> = {
    0: () => 0,
    1: () => 1,
    2: () => s[c],
    3: () => 1 - s[c],
    4: () => s[3],
    5: () => 1 - s[3],
    6: () => d[3],
    7: () => 1 - d[3],
    8: () => d[c],
    9: () => 1 - d[c],
  };
  const value = table[f];
  if (!value) throw new Error(`factor ${f} is not in the test's table`);
  return value();
}

/** The exact guest blend of one channel (export order). */
function exactBlend(ctl: number, c: number, s: readonly number[], d: readonly number[]): number {
  const field = (shift: number, bits: number): number => (ctl >>> shift) & ((1 << bits) - 1);
  const separate = field(29, 1) === 1 && c === 3;
  const src = separate ? field(16, 5) : field(0, 5);
  const op = separate ? field(21, 3) : field(5, 3);
  const dst = separate ? field(24, 5) : field(8, 5);
  const a = s[c] * factor(src, c, s, d);
  const b = d[c] * factor(dst, c, s, d);
  return [a + b, a - b, Math.min(a, b), Math.max(a, b), b - a][op];
}

/** An f16 value from its bits. */
function halfValue(bits: number): number {
  const exp = (bits >>> 10) & 0x1f;
  const frac = bits & 0x3ff;
  const sign = bits & 0x8000 ? -1 : 1;
  if (exp === 0) return sign * frac * 2 ** -24;
  if (exp === 31) return frac ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + frac / 1024) * 2 ** (exp - 15);
}

/** The f16 bits of a value that is exactly representable (k / 1024 for k in 0..1024). */
function halfBits(x: number): number {
  if (x === 0) return 0;
  const exp = Math.floor(Math.log2(x));
  return ((exp + 15) << 10) | Math.round((x / 2 ** exp - 1) * 1024);
}

/** How a kind of target stores a channel: its bytes, the value of stored bits, and the tolerance. */
interface TargetKind {
  readonly name: string;
  readonly format: 'COLOR_8_8_8_8' | 'COLOR_16_16_16_16';
  readonly numberType: 'UNORM' | 'FLOAT';
  readonly bytes: 1 | 2;
  /** The value the stored bits mean. */
  readonly value: (bits: number) => number;
  /** Destination bits from a pseudo-random 32-bit state. */
  readonly random: (state: number) => number;
  /** The largest difference allowed between the stored value and the exact blend. */
  readonly tolerance: (exact: number) => number;
  /** The exact blend as the target holds it before rounding (UNORM clamps to 0..1). */
  readonly range: (x: number) => number;
}

const unit = (x: number): number => Math.min(1, Math.max(0, x));

const KINDS: readonly TargetKind[] = [
  {
    name: '8_8_8_8 UNORM',
    format: 'COLOR_8_8_8_8',
    numberType: 'UNORM',
    bytes: 1,
    value: (bits) => bits / 255,
    random: (state) => state >>> 24,
    // One step, plus the binary64 error of the CPU's own sum.
    tolerance: () => (1 + 1e-9) / 255,
    range: unit,
  },
  {
    name: '16_16_16_16 UNORM',
    format: 'COLOR_16_16_16_16',
    numberType: 'UNORM',
    bytes: 2,
    value: (bits) => bits / 65535,
    random: (state) => state >>> 16,
    tolerance: () => (1 + 1e-9) / 65535,
    range: unit,
  },
  {
    name: '16_16_16_16 FLOAT',
    format: 'COLOR_16_16_16_16',
    numberType: 'FLOAT',
    bytes: 2,
    value: halfValue,
    // Destinations k / 1024 in 0..1, exact in f16.
    random: (state) => halfBits(((state >>> 16) % 1025) / 1024),
    // One f16 step at the exact value's magnitude (f16 blends round once to 11 significant bits).
    tolerance: (exact) => 2 ** (Math.floor(Math.log2(Math.max(Math.abs(exact), 2 ** -14))) - 10),
    range: (x) => x,
  },
];

/**
 * Destination memory of a COMP_SWAP `swap` target: the same pseudo-random colours (export order) for
 * every swap, each stored in the swap's memory order.
 */
function destination(rows: number, kind: TargetKind, swap: 0 | 2 | 3): Uint8Array {
  const out = new Uint8Array(WIDTH * rows * 4 * kind.bytes);
  const map = MEMORY_CHANNELS[swap];
  let state = 0x1234567;
  for (let i = 0; i < WIDTH * rows; i++) {
    const color = [0, 1, 2, 3].map(() => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return kind.random(state);
    });
    for (let k = 0; k < 4; k++) writeChannel(out, kind, i, k, color[map[k]]);
  }
  return out;
}

/** Stores channel `k` (memory order) of texel `i`. */
function writeChannel(bytes: Uint8Array, kind: TargetKind, i: number, k: number, bits: number): void {
  const at = (4 * i + k) * kind.bytes;
  bytes[at] = bits & 0xff;
  if (kind.bytes === 2) bytes[at + 1] = bits >>> 8;
}

/** The bits of channel `k` (memory order) of texel `i`. */
function channel(bytes: Uint8Array, kind: TargetKind, i: number, k: number): number {
  const at = (4 * i + k) * kind.bytes;
  return kind.bytes === 1 ? bytes[at] : bytes[at] | (bytes[at + 1] << 8);
}

const floatBits = (x: number): number => new Uint32Array(Float32Array.of(x).buffer)[0];

interface Drawn {
  readonly texels: Uint8Array;
  /** The refused draws' reasons. */
  readonly reasons: readonly string[];
  readonly initial: Uint8Array;
  readonly rows: readonly { control: number; source: readonly number[] }[];
}

/** Draws every case and source into one target of COMP_SWAP `swap`; checks the report. */
function drawCases(
  swap: 0 | 2 | 3,
  kind: TargetKind,
  cases: readonly { control: number }[],
  refused: number[] = [],
): Drawn {
  const rows = cases.flatMap((c) => SOURCES.map((source) => ({ control: c.control, source })));
  const all = [...rows, ...refused.map((ctl) => ({ control: ctl, source: SOURCES[0] }))];
  const initial = destination(all.length, kind, swap);
  const sceneRows: BlendRow[] = all.map((r) => ({
    exports: [r.source.map(floatBits)],
    blends: [r.control],
  }));
  const {
    result,
    texels: [texels],
  } = runBlendScene(device(), {
    width: WIDTH,
    height: all.length,
    targets: [{ format: kind.format, numberType: kind.numberType, compSwap: swap, blend: 0, initial }],
    rows: sceneRows,
  });
  const { draws } = result.report;
  const reasons = result.report.work.filter((w) => w.status === 'refused').map((w) => w.reason);
  assert.equal(draws.executed, rows.length, JSON.stringify(reasons));
  assert.equal(draws.refused, refused.length);
  return { texels, initial, rows, reasons: reasons.map((r) => r ?? '') };
}

/** Checks every texel against the exact CPU blend, within the kind's tolerance (one step). */
function checkExact(d: Drawn, swap: 0 | 2 | 3, kind: TargetKind): void {
  const map = MEMORY_CHANNELS[swap];
  d.rows.forEach((r, row) => {
    for (let x = 0; x < WIDTH; x++) {
      const i = row * WIDTH + x;
      const dst = [0, 0, 0, 0];
      for (let k = 0; k < 4; k++) dst[map[k]] = kind.value(channel(d.initial, kind, i, k));
      for (let k = 0; k < 4; k++) {
        const exact = kind.range(exactBlend(r.control, map[k], r.source, dst));
        const stored = kind.value(channel(d.texels, kind, i, k));
        assert.ok(
          Math.abs(stored - exact) <= kind.tolerance(exact),
          `${kind.name} swap ${swap} control 0x${r.control.toString(16)} row ${row} x ${x} channel ${k}: ${stored} vs exact ${exact}`,
        );
      }
    }
  });
}

/** Requires the reversed target's bits to equal the SWAP_STD target's after the channel mapping. */
function checkSameBits(std: Drawn, rev: Drawn, swap: 2 | 3, kind: TargetKind): void {
  const map = MEMORY_CHANNELS[swap];
  let differing = 0;
  const texels = std.texels.length / (4 * kind.bytes);
  for (let i = 0; i < texels; i++) {
    for (let k = 0; k < 4; k++) {
      if (channel(rev.texels, kind, i, k) !== channel(std.texels, kind, i, map[k])) differing++;
    }
  }
  assert.equal(differing, 0, `${kind.name} COMP_SWAP ${swap}: ${differing} channels differ from SWAP_STD`);
}

for (const kind of KINDS) {
  test(`${kind.name}: COMP_SWAP 2 and 3 store SWAP_STD's bits and the exact blend within one step`, () => {
    const cases = kind.name === '8_8_8_8 UNORM' ? CASES : CASES.slice(0, 4);
    const std = drawCases(0, kind, cases);
    checkExact(std, 0, kind);
    for (const swap of [2, 3] as const) {
      // The reversed target starts from the same colours, stored in its own channel order.
      const rev = drawCases(swap, kind, cases);
      checkExact(rev, swap, kind);
      checkSameBits(std, rev, swap, kind);
    }
  });
}

test('a combination no routing reproduces is refused for its draw with the model message', () => {
  const drawn = drawCases(2, KINDS[0], CASES.slice(0, 1), [REFUSED]);
  assert.equal(drawn.reasons.length, 1);
  assert.match(drawn.reasons[0], /CB_BLEND0_CONTROL=0x60050002: no Vulkan factors and copy routes reproduce/);
  assert.match(drawn.reasons[0], /mapping ABGR/);
  checkExact(drawn, 2, KINDS[0]);
});
