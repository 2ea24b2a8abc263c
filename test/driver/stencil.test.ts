/**
 * Stencil through the driver: a capture whose first draw writes stencil (depth test off) and whose
 * second tests it with a compare mask, incrementing where depth passes and inverting where it fails,
 * into a D32F target with an S8 plane of its own in guest memory. The colour, depth and stencil planes
 * as the run leaves them in guest memory are compared per pixel with the same arithmetic done here;
 * with depth-stencil HTILE words, tiles whose SMEM is 0 start as DB_STENCIL_CLEAR, tiles whose ZMASK is
 * 0 as DB_DEPTH_CLEAR, and every word is left expanded. The file fails on any validation message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { openCapture } from '../../src/agc/capture/reader.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { runCapture } from '../../src/driver/index.js';
import { detileImage } from '../../src/reference/tiling.js';
import { validatedDevice } from '../support/validated-device.js';
import { buildTargetScene, covers, type DepthStencilTarget, type Point } from './support/target-scene.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-stencil-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SIZE = 64;
const BACKGROUND = [10, 20, 30, 255] as const;
const RED = [255, 0, 0, 255];
const GREEN = [0, 255, 0, 255];
const MARK: readonly [Point, Point, Point] = [
  [6.25, 5.5],
  [50.75, 12.25],
  [20.5, 58.75],
];
const SCREEN: readonly [Point, Point, Point] = [
  [-10, -10],
  [150, -10],
  [-10, 150],
];
/** Draw 1 replaces stencil with this reference; draw 2 tests its low nibble. */
const REF = 0x35;

const initialDepth = (x: number, _y: number): number => (x < 16 ? 0.25 : 1);
const initialStencil = (x: number, y: number): number => (x * 7 + y * 3) & 0xff;

function run(ds: DepthStencilTarget, name: string) {
  const { builder, facts } = buildTargetScene({
    width: SIZE,
    height: SIZE,
    background: BACKGROUND,
    depthStencil: ds,
    draws: [
      {
        triangles: [MARK],
        color: [1, 0, 0, 1],
        z: 0.75,
        regs: {
          DB_DEPTH_CONTROL: encodeFields('DB_DEPTH_CONTROL', { STENCIL_ENABLE: 1, STENCILFUNC: 7 }),
          // STENCIL_REPLACE_TEST where the stencil test passes.
          DB_STENCIL_CONTROL: encodeFields('DB_STENCIL_CONTROL', { STENCILZPASS: 3 }),
          DB_STENCILREFMASK: encodeFields('DB_STENCILREFMASK', {
            STENCILTESTVAL: REF,
            STENCILMASK: 0xff,
            STENCILWRITEMASK: 0xff,
            STENCILOPVAL: 1,
          }),
        },
      },
      {
        triangles: [SCREEN],
        color: [0, 1, 0, 1],
        z: 0.5,
        regs: {
          DB_DEPTH_CONTROL: encodeFields('DB_DEPTH_CONTROL', {
            Z_ENABLE: 1,
            Z_WRITE_ENABLE: 1,
            ZFUNC: 1,
            STENCIL_ENABLE: 1,
            STENCILFUNC: 2,
          }),
          // ADD_CLAMP by 1 where depth passes, INVERT where it fails, KEEP where stencil fails.
          DB_STENCIL_CONTROL: encodeFields('DB_STENCIL_CONTROL', { STENCILZPASS: 5, STENCILZFAIL: 7 }),
          DB_STENCILREFMASK: encodeFields('DB_STENCILREFMASK', {
            STENCILTESTVAL: REF,
            STENCILMASK: 0x0f,
            STENCILWRITEMASK: 0xff,
            STENCILOPVAL: 1,
          }),
        },
      },
    ],
  });
  const path = join(dir, `${name}.capture`);
  builder.write(path);
  const capture = openCapture(path);
  try {
    const stencil = facts.stencil as NonNullable<typeof facts.stencil>;
    const htile = facts.htile
      ? [{ address: facts.htile.address, length: facts.htile.layout.sliceBytes }]
      : [];
    const result = runCapture(capture, device(), {
      readBack: [{ address: stencil.address, length: stencil.layout.sizeBytes }, ...htile],
    });
    assert.equal(result.report.draws.refused, 0, JSON.stringify(result.report.work.map((w) => w.reason)));
    assert.equal(result.report.draws.executed, 2);
    const surface = (kind: 'color' | 'depth') => {
      const found = result.surfaces.find((s) => s.surface.kind === kind);
      assert.ok(found, `a ${kind} surface was drawn`);
      return found.texels;
    };
    return {
      color: surface('color'),
      depth: new Float32Array(surface('depth').slice().buffer),
      stencil: detileImage(stencil.layout, result.memory[0]),
      htile: result.memory[1] ? new Uint32Array(result.memory[1].slice().buffer) : undefined,
    };
  } finally {
    capture.close();
  }
}

/** The two draws done on the CPU from each pixel's starting depth and stencil. */
function expected(depth0: (x: number, y: number) => number, stencil0: (x: number, y: number) => number) {
  const color = new Uint8Array(SIZE * SIZE * 4);
  const depth = new Float32Array(SIZE * SIZE);
  const stencil = new Uint8Array(SIZE * SIZE);
  const counts = { marked: 0, passed: 0, depthFailed: 0 };
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const i = y * SIZE + x;
      let rgba: readonly number[] = BACKGROUND;
      let s = stencil0(x, y);
      let d = depth0(x, y);
      if (covers(MARK, x + 0.5, y + 0.5)) {
        s = REF;
        rgba = RED;
        counts.marked++;
      }
      assert.ok(covers(SCREEN, x + 0.5, y + 0.5));
      if ((s & 0x0f) === (REF & 0x0f)) {
        if (0.5 < d) {
          s = Math.min(255, s + 1);
          d = 0.5;
          rgba = GREEN;
          counts.passed++;
        } else {
          s = ~s & 0xff;
          counts.depthFailed++;
        }
      }
      color.set(rgba, i * 4);
      depth[i] = Math.fround(d);
      stencil[i] = s;
    }
  }
  return { color, depth, stencil, counts };
}

function assertPlanes(got: ReturnType<typeof run>, want: ReturnType<typeof expected>): void {
  for (const [what, a, b] of [
    ['colour', got.color, want.color],
    ['depth', got.depth, want.depth],
    ['stencil', got.stencil, want.stencil],
  ] as const) {
    const bad = a.findIndex((v, i) => v !== b[i]);
    assert.equal(bad, -1, `${what} differs first at element ${bad}: ${a[bad]} instead of ${b[bad]}`);
  }
}

test('a draw writes stencil and a second tests it (compare mask, pass and depth-fail ops)', () => {
  const want = expected(initialDepth, initialStencil);
  // The geometry exercises every path: marked pixels, stencil passes and depth failures among them.
  assert.ok(want.counts.marked > 300 && want.counts.passed > 100 && want.counts.depthFailed > 50);
  assertPlanes(run({ depth: initialDepth, stencil: initialStencil }, 'plain'), want);
});

test('depth-stencil HTILE: SMEM 0 tiles start as DB_STENCIL_CLEAR, ZMASK 0 as DB_DEPTH_CLEAR', () => {
  const EXPANDED = 0xfffff3ff;
  const stencilCleared = (tx: number, ty: number): boolean => (tx + 2 * ty) % 3 === 0;
  const depthCleared = (tx: number): boolean => tx === 5;
  const clearStencil = 0x25;
  const htile = (tx: number, ty: number): number =>
    (EXPANDED & ~(stencilCleared(tx, ty) ? 0x300 : 0) & ~(depthCleared(tx) ? 0xf : 0)) >>> 0;
  const want = expected(
    (x, y) => (depthCleared(x >> 3) ? 0 : initialDepth(x, y)),
    (x, y) => (stencilCleared(x >> 3, y >> 3) ? clearStencil : initialStencil(x, y)),
  );
  const got = run(
    { depth: initialDepth, stencil: initialStencil, htile, clearDepth: 0, clearStencil },
    'htile',
  );
  assertPlanes(got, want);
  assert.ok(
    got.htile && got.htile.length > 0 && got.htile.every((w) => w === EXPANDED),
    'every word expanded',
  );
});
