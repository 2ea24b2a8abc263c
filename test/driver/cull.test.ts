/**
 * Culling, front face and polygon mode through the driver: a clockwise and a counter-clockwise
 * triangle (as seen in the framebuffer, y down, where the hardware and Vulkan both judge winding) drawn
 * under every PA_SU_SC_MODE_CNTL combination of CULL_FRONT, CULL_BACK and FACE, each picture compared
 * per pixel with the CPU's coverage and facing; and POLY_MODE drawing lines, whose pixels must lie on
 * the triangles' edges. The file fails on any validation message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openCapture } from '../../src/agc/capture/reader.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { runCapture } from '../../src/driver/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { buildTargetScene, covers, type Point, signedArea } from './support/target-scene.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-cull-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SIZE = 64;
const BACKGROUND = [10, 20, 30, 255] as const;
type Tri = readonly [Point, Point, Point];
/** Clockwise on screen (positive signed area with y down), left half. */
const CW: Tri = [
  [3.25, 4.5],
  [29.75, 10.25],
  [8.5, 57.75],
];
/** Counter-clockwise on screen, right half. */
const CCW: Tri = [
  [35.25, 6.5],
  [40.5, 59.75],
  [60.75, 30.25],
];
const RED = [1, 0, 0, 1] as const;
const GREEN = [0, 1, 0, 1] as const;
const rgba8 = (c: readonly number[]): number[] => c.map((v) => v * 255);

let serial = 0;
/** Draws CW in red and CCW in green under `mode`; returns the colour target's texels. */
function draw(mode: number): Uint8Array {
  const regs = { PA_SU_SC_MODE_CNTL: mode };
  const { builder } = buildTargetScene({
    width: SIZE,
    height: SIZE,
    background: BACKGROUND,
    draws: [
      { triangles: [CW], color: RED, z: 0.5, regs },
      { triangles: [CCW], color: GREEN, z: 0.5, regs },
    ],
  });
  const path = join(dir, `cull-${serial++}.capture`);
  builder.write(path);
  const capture = openCapture(path);
  try {
    const result = runCapture(capture, device());
    assert.equal(result.report.draws.refused, 0, JSON.stringify(result.report.work.map((w) => w.reason)));
    assert.equal(result.report.draws.executed, 2);
    const color = result.surfaces.find((s) => s.surface.kind === 'color');
    assert.ok(color, 'the colour target was drawn');
    return color.texels;
  } finally {
    capture.close();
  }
}

test('the triangles wind as the test says', () => {
  assert.ok(signedArea(CW) > 0 && signedArea(CCW) < 0);
});

for (const face of [0, 1]) {
  for (const [cullFront, cullBack] of [
    [0, 0],
    [1, 0],
    [0, 1],
    [1, 1],
  ]) {
    test(`CULL_FRONT ${cullFront} CULL_BACK ${cullBack} FACE ${face} (${face ? 'CW' : 'CCW'} front)`, () => {
      const mode = encodeFields('PA_SU_SC_MODE_CNTL', {
        CULL_FRONT: cullFront,
        CULL_BACK: cullBack,
        FACE: face,
      });
      const got = draw(mode);
      const drawn = (tri: Tri): boolean => {
        const front = signedArea(tri) > 0 === (face === 1);
        return front ? !cullFront : !cullBack;
      };
      let differing = 0;
      for (let y = 0; y < SIZE; y++) {
        for (let x = 0; x < SIZE; x++) {
          let want: readonly number[] = BACKGROUND;
          if (drawn(CW) && covers(CW, x + 0.5, y + 0.5)) want = rgba8(RED);
          if (drawn(CCW) && covers(CCW, x + 0.5, y + 0.5)) want = rgba8(GREEN);
          const i = (y * SIZE + x) * 4;
          if (want.some((v, c) => got[i + c] !== v)) differing++;
        }
      }
      assert.equal(differing, 0);
    });
  }
}

/** Distance from (px, py) to the segment a-b. */
function segmentDistance(a: Point, b: Point, px: number, py: number): number {
  const [dx, dy] = [b[0] - a[0], b[1] - a[1]];
  const t = Math.max(0, Math.min(1, ((px - a[0]) * dx + (py - a[1]) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (a[0] + t * dx), py - (a[1] + t * dy));
}

test('POLY_MODE with line front and back types draws the edges only', (t) => {
  if (!device().profile.features.fillModeNonSolid) return t.skip('needs fillModeNonSolid');
  const mode = encodeFields('PA_SU_SC_MODE_CNTL', {
    POLY_MODE: 1,
    POLYMODE_FRONT_PTYPE: 1,
    POLYMODE_BACK_PTYPE: 1,
  });
  const got = draw(mode);
  let lit = 0;
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = (y * SIZE + x) * 4;
      if (BACKGROUND.every((v, c) => got[i + c] === v)) continue;
      lit++;
      const near = [CW, CCW].some((tri) =>
        tri.some((a, k) => segmentDistance(a, tri[(k + 1) % 3], x + 0.5, y + 0.5) <= 1),
      );
      assert.ok(near, `pixel (${x}, ${y}) is lit away from every edge`);
    }
  }
  // Both outlines are drawn: about one pixel per unit of perimeter (~240), far fewer than filled (~1300).
  assert.ok(lit > 150 && lit < 400, `${lit} pixels lit`);
});
