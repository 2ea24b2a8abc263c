/**
 * The misc vector through the driver (PA_CL_VS_OUT_CNTL): a vertex program's render target index
 * draws into the slices of a layered colour view, its viewport index selects a second viewport and
 * scissor, and its point size (clamped to PA_SU_POINT_MINMAX) sizes points; without a size the points
 * take PA_SU_POINT_SIZE's. Each slice is compared per pixel with the CPU: triangles through
 * target-scene's `covers`; points as Vulkan rasterizes them, a square of the point's size centred on
 * it covering the pixels whose centres lie inside. The hardware draws the same square (its 12.4 fixed
 * half size holds these sizes exactly), and every point sits where no pixel centre lies on a side, so
 * neither tie rule decides. The file fails on any validation message; every draw must execute.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { encodeFields } from '../../src/agc/registers/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { type MiscVertex, runMiscScene } from './support/misc-scene.js';
import { covers, type Point } from './support/target-scene.js';

const device = validatedDevice();

const vsOut = (fields: Record<string, number>) =>
  encodeFields('PA_CL_VS_OUT_CNTL', { VS_OUT_MISC_VEC_ENA: 1, VS_OUT_MISC_SIDE_BUS_ENA: 1, ...fields });

type Tri = readonly [Point, Point, Point];
type Rgba = readonly [number, number, number, number];
const BACKGROUND: Rgba = [10, 20, 30, 255];
const RED: Rgba = [1, 0, 0, 1];
const GREEN: Rgba = [0, 1, 0, 1];
const BLUE: Rgba = [0, 0, 1, 1];
const WHITE: Rgba = [1, 1, 1, 1];
const rgba8 = (c: Rgba): number[] => c.map((v) => v * 255);

/** Pixels of `texels` (size x size RGBA8) that differ from `want(x, y)`. */
function differing(
  texels: Uint8Array,
  size: number,
  want: (x: number, y: number) => readonly number[],
): string[] {
  const bad: string[] = [];
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const i = (y * size + x) * 4;
      const w = want(x, y);
      if (w.some((v, c) => texels[i + c] !== v))
        bad.push(`(${x}, ${y}) ${[...texels.subarray(i, i + 4)]} != ${w}`);
    }
  }
  return bad;
}

const triangle = (tri: Tri, color: Rgba, extra: Partial<MiscVertex> = {}): MiscVertex[] =>
  tri.map((at) => ({ at, color, ...extra }));

function needs(
  t: { skip: (why: string) => void },
  ...features: ('shaderOutputLayer' | 'shaderOutputViewportIndex' | 'multiViewport' | 'largePoints')[]
): boolean {
  const missing = features.filter((f) => !device().profile.features[f]);
  if (missing.length > 0) t.skip(`needs ${missing.join(', ')}`);
  return missing.length === 0;
}

test('a render target index draws into the slices of a layered view (slices 1..2 of 3)', (t) => {
  if (!needs(t, 'shaderOutputLayer', 'shaderOutputViewportIndex')) return;
  const size = 32;
  const a: Tri = [
    [2.25, 3.5],
    [28.75, 6.25],
    [7.5, 29.75],
  ];
  const b: Tri = [
    [30.25, 2.5],
    [4.5, 27.75],
    [29.5, 30.25],
  ];
  const { report, slices } = runMiscScene(device(), {
    size,
    background: BACKGROUND,
    vsOutCntl: vsOut({ USE_VTX_RENDER_TARGET_INDX: 1 }),
    arraySlices: 3,
    view: [1, 2],
    draws: [
      { primitiveType: 4, vertices: triangle(a, RED, { layer: 0 }) },
      { primitiveType: 4, vertices: triangle(b, GREEN, { layer: 1 }) },
    ],
  });
  assert.equal(report.draws.executed, 2);
  const inside = (tri: Tri, x: number, y: number) => covers(tri, x + 0.5, y + 0.5);
  assert.deepEqual(
    differing(slices[0], size, () => BACKGROUND),
    [],
    'slice 0 lies outside the view',
  );
  assert.deepEqual(
    differing(slices[1], size, (x, y) => (inside(a, x, y) ? rgba8(RED) : BACKGROUND)),
    [],
    'slice 1 (layer 0)',
  );
  assert.deepEqual(
    differing(slices[2], size, (x, y) => (inside(b, x, y) ? rgba8(GREEN) : BACKGROUND)),
    [],
    'slice 2 (layer 1)',
  );
});

test('a render target index tests and writes each slice of a layered depth view', (t) => {
  if (!needs(t, 'shaderOutputLayer', 'shaderOutputViewportIndex')) return;
  const size = 32;
  const tri: Tri = [
    [2.25, 3.5],
    [28.75, 6.25],
    [7.5, 29.75],
  ];
  // z 0.5 against LESS: slice 0 holds 0.25 (the triangle fails), slice 1 holds 0.75 (it passes).
  const { report, slices, depthSlices } = runMiscScene(device(), {
    size,
    background: BACKGROUND,
    vsOutCntl: vsOut({ USE_VTX_RENDER_TARGET_INDX: 1 }),
    arraySlices: 2,
    view: [0, 1],
    depth: [0.25, 0.75],
    draws: [
      { primitiveType: 4, vertices: triangle(tri, RED, { layer: 0 }) },
      { primitiveType: 4, vertices: triangle(tri, GREEN, { layer: 1 }) },
    ],
  });
  assert.equal(report.draws.executed, 2);
  const inside = (x: number, y: number) => covers(tri, x + 0.5, y + 0.5);
  assert.deepEqual(
    differing(slices[0], size, () => BACKGROUND),
    [],
    'slice 0 fails the test',
  );
  assert.deepEqual(
    differing(slices[1], size, (x, y) => (inside(x, y) ? rgba8(GREEN) : BACKGROUND)),
    [],
    'slice 1 passes it',
  );
  const depthBad = (k: number, want: (x: number, y: number) => number): number =>
    depthSlices[k].filter((d, i) => d !== want(i % size, Math.floor(i / size))).length;
  assert.equal(
    depthBad(0, () => 0.25),
    0,
    'slice 0 depth unchanged',
  );
  assert.equal(
    depthBad(1, (x, y) => (inside(x, y) ? 0.5 : 0.75)),
    0,
    'slice 1 depth written where covered',
  );
});

test('a viewport index selects viewport 1 and its scissor', (t) => {
  if (!needs(t, 'shaderOutputLayer', 'shaderOutputViewportIndex', 'multiViewport')) return;
  const size = 64;
  const scissor1 = [36, 12, 60, 44] as const;
  // Vertices inside each viewport's rectangle, so no clipping (the hardware's guard band) decides.
  const a: Tri = [
    [2.25, 40.5],
    [20.75, 44.25],
    [6.5, 62.5],
  ];
  const b: Tri = [
    [25.25, 9.5],
    [55.75, 14.25],
    [30.5, 39.75],
  ];
  const { report, slices } = runMiscScene(device(), {
    size,
    background: BACKGROUND,
    vsOutCntl: vsOut({ USE_VTX_VIEWPORT_INDX: 1 }),
    viewports: [
      { scale: [32, 32], offset: [32, 32], scissor: [0, 0, 64, 64] },
      { scale: [16, 16], offset: [40, 24], scissor: scissor1 },
    ],
    draws: [
      { primitiveType: 4, vertices: triangle(a, RED, { viewport: 0 }) },
      { primitiveType: 4, vertices: triangle(b, GREEN, { viewport: 1 }) },
    ],
  });
  assert.equal(report.draws.executed, 2);
  const [x0, y0, x1, y1] = scissor1;
  let green = 0;
  const bad = differing(slices[0], size, (x, y) => {
    if (covers(a, x + 0.5, y + 0.5)) return rgba8(RED);
    const scissored = x >= x0 && x < x1 && y >= y0 && y < y1;
    if (scissored && covers(b, x + 0.5, y + 0.5)) {
      green++;
      return rgba8(GREEN);
    }
    return BACKGROUND;
  });
  assert.deepEqual(bad, []);
  assert.ok(green > 100, `${green} pixels of viewport 1`);
});

/** Whether a point of `size` pixels at (cx, cy) covers pixel (x, y); throws for a centre on a side. */
function inPoint(cx: number, cy: number, size: number, x: number, y: number): boolean {
  const dx = Math.abs(x + 0.5 - cx);
  const dy = Math.abs(y + 0.5 - cy);
  if (dx === size / 2 || dy === size / 2) throw new Error(`pixel (${x}, ${y}) lies on a side of a point`);
  return dx < size / 2 && dy < size / 2;
}

const POINT_REGS = {
  // One pixel without a vertex size; the exported size is clamped to 1..5 pixels (12.4 half sizes).
  PA_SU_POINT_SIZE: encodeFields('PA_SU_POINT_SIZE', { WIDTH: 8, HEIGHT: 8 }),
  PA_SU_POINT_MINMAX: encodeFields('PA_SU_POINT_MINMAX', { MIN_SIZE: 8, MAX_SIZE: 40 }),
};

test('points take the program point size, clamped to PA_SU_POINT_MINMAX', (t) => {
  if (!needs(t, 'largePoints')) return;
  const size = 64;
  // [x, y, exported size, drawn size, colour]
  const points: [number, number, number, number, Rgba][] = [
    [10.5, 10.5, 3, 3, RED],
    [30, 30, 4, 4, GREEN],
    [50.5, 50.5, 10, 5, BLUE],
    [20.5, 50.5, 0.25, 1, WHITE],
  ];
  const { report, slices } = runMiscScene(device(), {
    size,
    background: BACKGROUND,
    vsOutCntl: vsOut({ USE_VTX_POINT_SIZE: 1 }),
    draws: [
      {
        primitiveType: 1,
        regs: POINT_REGS,
        vertices: points.map(([x, y, exported, , color]) => ({ at: [x, y], color, pointSize: exported })),
      },
    ],
  });
  assert.equal(report.draws.executed, 1);
  const bad = differing(slices[0], size, (x, y) => {
    const hit = points.find(([cx, cy, , drawn]) => inPoint(cx, cy, drawn, x, y));
    return hit ? rgba8(hit[4]) : BACKGROUND;
  });
  assert.deepEqual(bad, []);
});

test('points take PA_SU_POINT_SIZE when the program exports no size', (t) => {
  if (!needs(t, 'largePoints')) return;
  const size = 32;
  const points: [number, number, Rgba][] = [
    [8.5, 8.5, RED],
    [20.5, 22.5, GREEN],
  ];
  const { report, slices } = runMiscScene(device(), {
    size,
    background: BACKGROUND,
    // The misc vector is exported, but nothing in it is used: its size of 9 must not count.
    vsOutCntl: vsOut({}),
    draws: [
      {
        primitiveType: 1,
        regs: {
          ...POINT_REGS,
          PA_SU_POINT_SIZE: encodeFields('PA_SU_POINT_SIZE', { WIDTH: 24, HEIGHT: 24 }),
        },
        vertices: points.map(([x, y, color]) => ({ at: [x, y], color, pointSize: 9 })),
      },
    ],
  });
  assert.equal(report.draws.executed, 1);
  const bad = differing(slices[0], size, (x, y) => {
    const hit = points.find(([cx, cy]) => inPoint(cx, cy, 3, x, y));
    return hit ? rgba8(hit[2]) : BACKGROUND;
  });
  assert.deepEqual(bad, []);
});

test('point and layer state Vulkan cannot draw is refused naming the register', (t) => {
  if (!needs(t, 'largePoints', 'shaderOutputLayer', 'shaderOutputViewportIndex')) return;
  const point = (regs: Record<string, number>) => ({
    primitiveType: 1 as const,
    regs: { ...POINT_REGS, ...regs },
    vertices: [{ at: [8.5, 8.5] as const, color: RED }],
  });
  const { refused, report } = runMiscScene(device(), {
    size: 16,
    background: BACKGROUND,
    vsOutCntl: vsOut({ USE_VTX_POINT_SIZE: 1 }),
    allowRefusals: true,
    draws: [
      point({ PA_SU_POINT_SIZE: encodeFields('PA_SU_POINT_SIZE', { WIDTH: 16, HEIGHT: 8 }) }),
      point({ PA_SU_POINT_MINMAX: encodeFields('PA_SU_POINT_MINMAX', { MIN_SIZE: 40, MAX_SIZE: 8 }) }),
      point({
        DB_DEPTH_CONTROL: encodeFields('DB_DEPTH_CONTROL', { Z_ENABLE: 1 }),
        DB_Z_INFO: 3,
        DB_DEPTH_VIEW: encodeFields('DB_DEPTH_VIEW', { SLICE_MAX: 1, MIPID: 1 }),
      }),
      point({
        DB_DEPTH_CONTROL: 0,
        CB_COLOR0_ATTRIB3: encodeFields('CB_COLOR0_ATTRIB3', { COLOR_SW_MODE: 27, RESOURCE_TYPE: 2 }),
      }),
    ],
  });
  assert.equal(report.draws.executed, 0);
  assert.equal(refused.length, 4, JSON.stringify(refused));
  assert.match(refused[0], /PA_SU_POINT_SIZE.*2 x 1 pixels: Vulkan points are square/);
  assert.match(refused[1], /PA_SU_POINT_MINMAX.*range 5\.\.1 is empty/);
  assert.match(refused[2], /DB_DEPTH_VIEW.*slices 0\.\.1 of mip 1/);
  assert.match(refused[3], /CB_COLOR0_ATTRIB3\.RESOURCE_TYPE.*3D colour target/);
});
