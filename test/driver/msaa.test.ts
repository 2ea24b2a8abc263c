/**
 * Multisampled colour targets through the driver: a 4-sample 64KB_R_X target is loaded from guest
 * memory per sample, drawn with triangle edges crossing its pixels, and written back per sample; every
 * sample is compared with the CPU's coverage at Vulkan's standard 4-sample locations, which the capture
 * programs into PA_SC_AA_SAMPLE_LOCS_*. PA_SC_AA_MASK leaves samples out; locations other than the
 * standard ones, quad pixels with different masks and compressed targets are refused by name. The
 * file fails on any validation message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openCapture } from '../../src/agc/capture/reader.js';
import { STANDARD_SAMPLE_LOCATIONS } from '../../src/agc/models/aa-coverage.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { pictureOf, runCapture } from '../../src/driver/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { buildTargetScene, covers, type Point, type TargetSceneOptions } from './support/target-scene.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-msaa-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SIZE = 32;
const SAMPLES = 4;
const BACKGROUND = [10, 20, 30, 255] as const;
const TRIANGLES: readonly (readonly [Point, Point, Point])[] = [
  [
    [2.56, 1.92],
    [28.92, 6.34],
    [9.91, 30.11],
  ],
  [
    [20.12, 15.08],
    [31.32, 30.83],
    [12.72, 27.85],
  ],
];
/** Channels whose UNORM8 values lie far from a rounding tie (0.5 is 127.5: NVIDIA stores 127, lavapipe 128). */
const COLOR = [1, 0.6, 0.2, 1] as const;
/**
 * No sample lies closer than this to an edge (in pixels; `covers` checks), so 8-bit subpixel snapping
 * of the vertices cannot decide a sample.
 */
const MARGIN = 1 / 128;

let serial = 0;
function run(options: Partial<TargetSceneOptions>, regs: Record<string, number> = {}) {
  const { builder } = buildTargetScene({
    width: SIZE,
    height: SIZE,
    background: BACKGROUND,
    samples: SAMPLES,
    draws: [{ triangles: TRIANGLES, color: COLOR, z: 0.5, regs }],
    ...options,
  });
  const path = join(dir, `msaa-${serial++}.capture`);
  builder.write(path);
  const capture = openCapture(path);
  try {
    return runCapture(capture, device());
  } finally {
    capture.close();
  }
}

/** Every sample as the CPU sees it: the draw's colour where covered and in `mask`, else background. */
function expected(mask: number): { texels: Uint8Array; covered: number; partial: number } {
  const texels = new Uint8Array(SIZE * SIZE * SAMPLES * 4);
  const locations = STANDARD_SAMPLE_LOCATIONS[SAMPLES];
  let covered = 0;
  let partial = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      let inPixel = 0;
      locations.forEach((l, s) => {
        const px = x + 0.5 + l.x / 16;
        const py = y + 0.5 + l.y / 16;
        const inside = TRIANGLES.some((t) => covers(t, px, py, MARGIN));
        if (inside) inPixel++;
        const drawn = inside && (mask >> s) & 1;
        const rgba = drawn ? COLOR.map((c) => Math.round(c * 255)) : BACKGROUND;
        texels.set(rgba, ((y * SIZE + x) * SAMPLES + s) * 4);
      });
      covered += inPixel;
      if (inPixel > 0 && inPixel < SAMPLES) partial++;
    }
  }
  return { texels, covered, partial };
}

function colorSamples(result: ReturnType<typeof run>): Uint8Array {
  assert.equal(result.report.draws.refused, 0, JSON.stringify(result.report.work.map((w) => w.reason)));
  assert.equal(result.report.draws.executed, 1);
  const color = result.surfaces.find((s) => s.surface.kind === 'color');
  assert.ok(color, 'the colour target was drawn');
  assert.equal(color.surface.samples, SAMPLES);
  return color.texels;
}

function assertSamples(got: Uint8Array, want: Uint8Array): void {
  let bad = 0;
  let first = -1;
  for (let i = 0; i < want.length; i += 4) {
    if (want.subarray(i, i + 4).some((v, c) => got[i + c] !== v)) {
      bad++;
      if (first < 0) first = i / 4;
    }
  }
  const where = `pixel ${Math.floor(first / SAMPLES)} sample ${first % SAMPLES}`;
  assert.equal(bad, 0, `${bad} samples differ, the first at ${where}`);
}

test('every sample of a 4x target matches coverage at the standard sample locations', () => {
  const want = expected(0xf);
  // Edges cross pixels: some pixels have some but not all samples covered.
  assert.ok(want.partial > 40, `${want.partial} partly covered pixels`);
  const result = run({});
  assertSamples(colorSamples(result), want.texels);
  // The run's picture shows sample 0 of each pixel.
  const picture = pictureOf(result.surfaces[0]);
  assert.ok(picture && picture.width === SIZE && picture.height === SIZE);
  for (let p = 0; p < SIZE * SIZE; p++) {
    const sample0 = want.texels.subarray(p * SAMPLES * 4, p * SAMPLES * 4 + 4);
    assert.deepEqual([...picture.data.subarray(p * 4, p * 4 + 4)], [...sample0], `pixel ${p}`);
  }
});

test('PA_SC_AA_MASK leaves samples out', () => {
  const mask = 0b1010;
  const regs = {
    PA_SC_AA_MASK_X0Y0_X1Y0: encodeFields('PA_SC_AA_MASK_X0Y0_X1Y0', {
      AA_MASK_X0Y0: mask,
      AA_MASK_X1Y0: mask,
    }),
    PA_SC_AA_MASK_X0Y1_X1Y1: encodeFields('PA_SC_AA_MASK_X0Y1_X1Y1', {
      AA_MASK_X0Y1: mask,
      AA_MASK_X1Y1: mask,
    }),
  };
  assertSamples(colorSamples(run({}, regs)), expected(mask).texels);
});

function refusal(result: ReturnType<typeof run>): string {
  assert.equal(result.report.draws.executed, 0);
  assert.equal(result.report.draws.refused, 1);
  const work = result.report.work[0];
  return work.status === 'refused' ? (work.reason ?? '') : '';
}

test('sample locations other than the standard ones, differing quad masks and FMASK are refused', () => {
  const moved = STANDARD_SAMPLE_LOCATIONS[SAMPLES].map((l, i) => [l.x, i === 2 ? l.y + 1 : l.y] as const);
  assert.match(refusal(run({ sampleLocations: moved })), /PA_SC_AA_SAMPLE_LOCS_PIXEL_X0Y0_0=.*sample 2/);
  const regs = {
    PA_SC_AA_MASK_X0Y0_X1Y0: encodeFields('PA_SC_AA_MASK_X0Y0_X1Y0', { AA_MASK_X0Y0: 1, AA_MASK_X1Y0: 2 }),
    PA_SC_AA_MASK_X0Y1_X1Y1: 0xffffffff,
  };
  assert.match(refusal(run({}, regs)), /PA_SC_AA_MASK_X0Y0_X1Y0=.*different 4-sample masks/);
  const fmask = { CB_COLOR0_INFO: encodeFields('CB_COLOR0_INFO', { FORMAT: 10, COMPRESSION: 1 }) };
  assert.match(refusal(run({}, fmask)), /CB_COLOR0_INFO\.COMPRESSION.*FMASK/);
});
