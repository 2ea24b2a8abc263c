/**
 * The driver draws the example scene (scripts/example-scene.ts) with GLSL stand-in programs on the
 * selected device, and every picture equals the same GLSL drawn natively on that device, bit for bit:
 * colour targets swizzled (64KB_R_X, 4KB_S_X) and linear, with and without depth. Every test checks
 * the report's executed count first (a pixel assertion counts only for executed draws); the file
 * fails on any validation-layer message.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildExampleScene, SCENE_DRAWS, type SceneOptions } from '../../scripts/example-scene.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import {
  type ProgramSource,
  type RunResult,
  recompilerSource,
  runCapture,
  type VertexRequest,
} from '../../src/driver/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { drawNative } from './support/native.js';
import { type StandinLog, standinSource } from './support/standins.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-driver-'));
after(() => rmSync(dir, { recursive: true, force: true }));

let serial = 0;

/** Runs a scene variant through the driver (stand-ins, or the recompiler) and natively; returns both. */
function runBoth(
  options: SceneOptions,
  recompiler = false,
  readBack: { address: number; length: number }[] = [],
) {
  const { builder, facts } = buildExampleScene(options);
  const path = join(dir, `scene-${serial++}.capture`);
  builder.write(path);
  const capture = openCapture(path);
  try {
    const log: StandinLog = { requests: [] };
    const standins = standinSource(log);
    // With the recompiler, the stand-ins still see every request (for the native picture's tables).
    const source: ProgramSource = recompiler
      ? (slot, request) => {
          log.requests.push(request);
          return recompilerSource(slot, request);
        }
      : standins;
    const htile = facts.htile ? [{ address: facts.htile.address, length: facts.htile.bytes }] : [];
    const result: RunResult = runCapture(capture, device(), { source, readBack: [...readBack, ...htile] });
    const draws = options.draws ?? SCENE_DRAWS;
    assert.equal(result.report.draws.refused, 0, JSON.stringify(result.report.work.map((w) => w.reason)));
    assert.equal(result.report.draws.executed, draws.length);
    const vertexRequests = log.requests.filter((r): r is VertexRequest => r.stage === 'vertex');
    const native = drawNative(device(), capture, facts, draws, vertexRequests, facts.indexAddresses);
    return { result, native, facts };
  } finally {
    capture.close();
  }
}

function surface(result: RunResult, kind: 'color' | 'depth') {
  const found = result.surfaces.find((s) => s.surface.kind === kind);
  assert.ok(found, `a ${kind} surface was drawn`);
  return found;
}

/** Count of pixels whose RGBA differs between two packed RGBA8 pictures. */
function differing(a: Uint8Array, b: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < a.length; i += 4) if (a.subarray(i, i + 4).some((v, c) => v !== b[i + c])) n++;
  return n;
}

test('the example scene (64KB_R_X colour, 64KB_Z_X depth, FP16 export) equals the native picture', () => {
  const { result, native, facts } = runBoth({ depth: true });
  const color = surface(result, 'color');
  assert.equal(color.surface.swizzleMode, '64KB_R_X');
  assert.equal(differing(color.texels, native.color), 0);
  assert.deepEqual(surface(result, 'depth').texels, native.depth);
  // Every draw left pixels: the scene is not the background, and the pane blended.
  const background = facts.background;
  let covered = 0;
  for (let i = 0; i < color.texels.length; i += 4) if (color.texels[i] !== background[0]) covered++;
  assert.ok(covered > facts.width * facts.height * 0.9, `${covered} pixels drawn`);
  assert.equal(result.report.pipelines.created, 4);
  // Four vertex programs (one table each), one pixel program reused by every draw.
  assert.deepEqual(result.report.programs, { compiled: 5, reused: 3 });
});

test('a linear colour target without depth, and a 4KB_S_X one, equal the native picture', () => {
  for (const colorSwizzle of ['LINEAR', '4KB_S_X'] as const) {
    const { result, native } = runBoth({ colorSwizzle, width: 96, height: 64, exportFormat: 'fp32' });
    assert.equal(result.surfaces.length, 1);
    assert.equal(differing(surface(result, 'color').texels, native.color), 0, colorSwizzle);
  }
});

/** Largest difference of any channel between two packed RGBA8 pictures. */
function maxDifference(a: Uint8Array, b: Uint8Array): number {
  let most = 0;
  for (let i = 0; i < a.length; i++) most = Math.max(most, Math.abs(a[i] - b[i]));
  return most;
}

test('the recompiled guest programs draw the scene as the GLSL does natively', () => {
  // 32_ABGR export: the guest's interpolated f32 values reach the target unconverted, as the GLSL's do.
  const exact = runBoth({ depth: true, exportFormat: 'fp32' }, true);
  assert.equal(differing(surface(exact.result, 'color').texels, exact.native.color), 0);
  assert.deepEqual(surface(exact.result, 'depth').texels, exact.native.depth);
  // FP16_ABGR export: v_cvt_pkrtz_f16_f32 rounds each channel toward zero to f16 before the UNORM8
  // conversion (and the blend, for the pane's alpha), which the GLSL's f32 export does not: a channel
  // may land up to two UNORM8 steps away (one from the colour, one more through the blended alpha).
  const packed = runBoth({ depth: true }, true);
  assert.ok(maxDifference(surface(packed.result, 'color').texels, packed.native.color) <= 2);
  assert.deepEqual(surface(packed.result, 'depth').texels, packed.native.depth);
});

test('32-bit indices with restart and VGT_INDX_OFFSET (indexed and auto-index) equal the native picture', () => {
  const [sky, mountains, trees, pane] = SCENE_DRAWS;
  const draws = [
    { ...sky, vertexOffset: 2 },
    { ...mountains, indexBits: 32 as const, vertexOffset: 5 },
    trees,
    { ...pane, vertexOffset: 1 },
  ];
  for (const recompiler of [false, true]) {
    const { result, native } = runBoth({ width: 64, height: 48, exportFormat: 'fp32', draws }, recompiler);
    assert.equal(differing(surface(result, 'color').texels, native.color), 0, `recompiler: ${recompiler}`);
  }
});

test('a fast-cleared HTILE depth surface draws as its clear depth and is left expanded', () => {
  const { result, native } = runBoth({ depth: true, htile: true, width: 128, height: 96 });
  assert.equal(differing(surface(result, 'color').texels, native.color), 0);
  assert.deepEqual(surface(result, 'depth').texels, native.depth);
  const words = new Uint32Array(result.memory[0].slice().buffer);
  assert.ok(words.length > 0 && words.every((w) => w === 0xfffc000f), 'every HTILE word expanded');
});
