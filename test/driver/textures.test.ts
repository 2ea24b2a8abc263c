/**
 * Textured draws through the driver and the recompiler (issue 13, "Resources"): a quad whose pixel
 * program samples a texture through a T# and an S# it loads from a descriptor table reached through its
 * user SGPRs (test/driver/support/textured.ts). The picture must equal, pixel for pixel, the one
 * computed on the CPU from the texels (point sampling, clamped to the edge), for a LINEAR texture and
 * for swizzled ones (4KB_S, 64KB_S: the driver detiles them through the tiling model). Tables are read
 * as the draw executes: a WRITE_DATA before a draw that rewrites the T#'s address makes that draw
 * sample the new texture, and one that rewrites texels makes the next draw see them; a T# a dispatch
 * stored is read from the device's memory once the dispatch completed. The example scene's moon is
 * its texture point-sampled and blended over the rest of the scene.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildExampleScene, MOON_DRAW } from '../../scripts/example-scene.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { runCapture } from '../../src/driver/index.js';
import { assembleWords } from '../../src/isa/index.js';
import type { SwizzleModeName } from '../../src/isa/tables/image-descriptor.js';
import { validatedDevice } from '../support/validated-device.js';
import {
  expectedPicture,
  patternTexture,
  placeTexture,
  type Texture,
  TexturedScene,
} from './support/textured.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-textures-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const SIZE = 32;

/** Pixels of `got` that differ from `want` (RGBA8), the first few described. */
function differences(got: Uint8Array, want: Uint8Array): string[] {
  const bad: string[] = [];
  for (let i = 0; i < want.length; i += 4) {
    const a = [...want.subarray(i, i + 4)];
    const b = [...got.subarray(i, i + 4)];
    if (a.some((c, k) => c !== b[k]))
      bad.push(`(${(i / 4) % SIZE},${Math.floor(i / 4 / SIZE)}) want ${a} got ${b}`);
  }
  return bad;
}

function assertPicture(got: Uint8Array | undefined, texture: Texture, what: string): void {
  assert.ok(got, `${what}: a picture`);
  const bad = differences(got, expectedPicture(texture, SIZE, SIZE));
  assert.equal(bad.length, 0, `${what}: ${bad.length} pixels differ:\n${bad.slice(0, 8).join('\n')}`);
}

const MODES: readonly SwizzleModeName[] = ['LINEAR', '4KB_S', '64KB_S'];

for (const mode of MODES) {
  test(`a quad samples a ${mode} texture through a T# in a descriptor table`, () => {
    const scene = new TexturedScene(SIZE, SIZE);
    const texture = patternTexture(8, 8, mode, 1);
    const placed = placeTexture(scene.b, texture);
    scene.draw(scene.table(placed.tsharp));
    scene.b.submit([scene.cb]);
    const path = join(dir, `${mode}.capture`);
    scene.b.write(path);
    const capture = openCapture(path);
    try {
      const result = runCapture(capture, device());
      const { report } = result;
      assert.deepEqual(report.draws, { executed: 1, refused: 0 }, JSON.stringify(report.work));
      assert.equal(result.surfaces.length, 1);
      assertPicture(result.surfaces[0]?.texels, texture, mode);
    } finally {
      capture.close();
    }
  });
}

test('WRITE_DATA before a draw rewrites its T# address and texels: each draw samples what memory then holds', () => {
  const scene = new TexturedScene(SIZE, SIZE);
  const first = patternTexture(8, 8, '4KB_S', 1);
  const second = patternTexture(4, 4, 'LINEAR', 2);
  const placedFirst = placeTexture(scene.b, first);
  const placedSecond = placeTexture(scene.b, second);
  // The table first names the first texture; the T#s differ in their address and size (dwords 0..2).
  const table = scene.table(placedFirst.tsharp);
  scene.draw(table);
  scene.cb.writeData(table, placedSecond.tsharp.slice(0, 4));
  scene.draw(table);
  // Texel (1, 2) of the second texture changes before the third draw.
  const changed = Uint8Array.from(second.texels);
  changed.set([1, 2, 3, 4], 4 * (2 * second.width + 1));
  scene.cb.writeData(placedSecond.address(1, 2), [0x04030201]);
  scene.draw(table);
  scene.b.submit([scene.cb]);
  const path = join(dir, 'rewrite.capture');
  scene.b.write(path);
  const capture = openCapture(path);
  const pictures: Uint8Array[] = [];
  try {
    const result = runCapture(capture, device(), {
      afterDraw: (_, surfaces) => pictures.push((surfaces[0]?.texels ?? new Uint8Array()).slice()),
    });
    const { report } = result;
    assert.deepEqual(report.draws, { executed: 3, refused: 0 }, JSON.stringify(report.work));
    assert.equal(pictures.length, 3);
    assertPicture(pictures[0], first, 'before the T# is rewritten');
    assertPicture(pictures[1], second, 'after the T# is rewritten');
    assertPicture(pictures[2], { ...second, texels: changed }, 'after a texel is rewritten');
    // One vertex program; a pixel program for each T# (the texel write does not change the program).
    assert.deepEqual(report.programs, { compiled: 3, reused: 3 });
  } finally {
    capture.close();
  }
});

test('a T# a dispatch stored is read from device memory when the draw executes', () => {
  const scene = new TexturedScene(SIZE, SIZE);
  const first = patternTexture(8, 8, 'LINEAR', 1);
  const second = patternTexture(8, 8, 'LINEAR', 3);
  const placedFirst = placeTexture(scene.b, first);
  const placedSecond = placeTexture(scene.b, second);
  const table = scene.table(placedFirst.tsharp);
  // One lane stores s2 at s[0:1]: the second texture's T# dword 0 (its address) over the first's.
  const store = scene.b.program(
    assembleWords(`v_mov_b32 v1, s2
v_mov_b32 v2, 0
global_store_dword v2, v1, s[0:1]
s_endpgm`),
    0,
    'T# store',
  );
  const compute = new Pm4Writer()
    .setRegs('COMPUTE_PGM_LO', (store / 256) >>> 0, Math.floor(store / 256 / 2 ** 32))
    .setRegs('COMPUTE_PGM_RSRC2', encodeFields('COMPUTE_PGM_RSRC2', { USER_SGPR: 3 }))
    .setRegs('COMPUTE_NUM_THREAD_X', 1, 1, 1)
    .setRegs(
      'COMPUTE_USER_DATA_0',
      table >>> 0,
      Math.floor(table / 2 ** 32),
      placedSecond.tsharp[0] as number,
    )
    .dispatchDirect(
      1,
      1,
      1,
      encodeFields('COMPUTE_DISPATCH_INITIATOR', { COMPUTE_SHADER_EN: 1, CS_W32_EN: 1 }),
    );
  scene.b.submit([compute], 'compute');
  scene.draw(table);
  scene.b.submit([scene.cb]);
  const path = join(dir, 'dispatch-table.capture');
  scene.b.write(path);
  const capture = openCapture(path);
  try {
    const result = runCapture(capture, device());
    const { report } = result;
    assert.deepEqual(report.dispatches, { executed: 1, refused: 0 }, JSON.stringify(report.work));
    assert.deepEqual(report.draws, { executed: 1, refused: 0 }, JSON.stringify(report.work));
    assertPicture(result.surfaces[0]?.texels, second, 'after the dispatch stored the T#');
  } finally {
    capture.close();
  }
});

/**
 * A pixel program storing into a texture: each pixel writes x + 8y at texel (x, y) = floor(8 (u, v)),
 * clamped to 0..7, of an 8x8 R32_UINT 4KB_S image whose T# is in its table.
 */
const STORING_PIXEL_PROGRAM = `s_mov_b32 m0, s2
v_interp_p1_f32_e32 v2, v0, attr0.x
v_interp_p2_f32_e32 v2, v1, attr0.x
v_interp_p1_f32_e32 v3, v0, attr0.y
v_interp_p2_f32_e32 v3, v1, attr0.y
s_load_dwordx8 s[4:11], s[0:1], 0x0
v_mul_f32_e32 v4, 0x41000000, v2
v_mul_f32_e32 v5, 0x41000000, v3
v_cvt_u32_f32_e32 v4, v4
v_cvt_u32_f32_e32 v5, v5
v_min_u32_e32 v4, 7, v4
v_min_u32_e32 v5, 7, v5
v_lshl_add_u32 v6, v5, 3, v4
s_waitcnt lgkmcnt(0)
image_store v6, v[4:5], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm
exp mrt0 v2, v3, v2, v3 done vm
s_endpgm`;

test('an image a draw stores into is written back into guest memory (retiled)', () => {
  const scene = new TexturedScene(SIZE, SIZE, STORING_PIXEL_PROGRAM);
  const R32_UINT = 20;
  const placed = placeTexture(scene.b, patternTexture(8, 8, '4KB_S', 1), R32_UINT);
  scene.draw(scene.table(placed.tsharp));
  scene.b.submit([scene.cb]);
  const path = join(dir, 'store.capture');
  scene.b.write(path);
  const capture = openCapture(path);
  try {
    const base = placed.address(0, 0);
    const result = runCapture(capture, device(), { readBack: [{ address: base, length: 4096 }] });
    assert.deepEqual(result.report.draws, { executed: 1, refused: 0 }, JSON.stringify(result.report.work));
    const memory = new DataView((result.memory[0] as Uint8Array).slice().buffer);
    for (let y = 0; y < 8; y++)
      for (let x = 0; x < 8; x++)
        assert.equal(memory.getUint32(placed.address(x, y) - base, true), x + 8 * y, `texel (${x}, ${y})`);
  } finally {
    capture.close();
  }
});

test("the example scene's moon is its texture point-sampled and blended over the scene", () => {
  const run = (moon: boolean): Uint8Array => {
    const { builder } = buildExampleScene({ depth: true, exportFormat: 'fp32', moon });
    const path = join(dir, `scene-moon-${moon}.capture`);
    builder.write(path);
    const capture = openCapture(path);
    try {
      const result = runCapture(capture, device());
      assert.deepEqual(
        result.report.draws,
        { executed: moon ? 5 : 4, refused: 0 },
        JSON.stringify(result.report.work),
      );
      const color = result.surfaces.find((s) => s.surface.kind === 'color');
      assert.ok(color);
      return color.texels;
    } finally {
      capture.close();
    }
  };
  const without = run(false);
  const withMoon = run(true);
  const texture = MOON_DRAW.texture as NonNullable<typeof MOON_DRAW.texture>;
  // The quad's corners in pixels (the viewport maps clip -1..1 to 0..256), from the f32 positions.
  const f32 = (x: number): number => Math.fround(x);
  const xs = MOON_DRAW.vertices.map((v) => (f32(v[0]) + 1) * 128);
  const ys = MOON_DRAW.vertices.map((v) => (f32(v[1]) + 1) * 128);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const bad: string[] = [];
  let opaque = 0;
  for (let y = 0; y < 256; y++) {
    for (let x = 0; x < 256; x++) {
      const at = 4 * (y * 256 + x);
      const got = [...withMoon.subarray(at, at + 4)];
      let want = [...without.subarray(at, at + 4)];
      const [cx, cy] = [x + 0.5, y + 0.5];
      if (cx >= x0 && cx < x1 && cy >= y0 && cy < y1) {
        // Point sampling, clamped: the texel under the pixel centre's (u, v).
        const tx = Math.min(texture.width - 1, Math.floor(((cx - x0) / (x1 - x0)) * texture.width));
        const ty = Math.min(texture.height - 1, Math.floor(((cy - y0) / (y1 - y0)) * texture.height));
        const texel = [
          ...texture.texels.subarray(4 * (ty * texture.width + tx), 4 * (ty * texture.width + tx) + 4),
        ];
        // Alpha is 0 or 255: blending leaves the scene, or puts the texel's colour (exact in f32).
        if (texel[3] === 255) {
          want = [texel[0] as number, texel[1] as number, texel[2] as number, got[3] as number];
          opaque++;
        }
      }
      if (want.some((c, k) => c !== got[k])) bad.push(`(${x},${y}) want ${want} got ${got}`);
    }
  }
  assert.ok(opaque > 1000, `${opaque} moon pixels`);
  assert.equal(bad.length, 0, `${bad.length} pixels differ:\n${bad.slice(0, 8).join('\n')}`);
});
