/**
 * Exact interpolation through the driver: the example scene (a triangle list, a triangle strip whose
 * vertex colours differ, so a wrong vertex order of its odd triangles would show) drawn with every
 * pixel request in pixel.barycentrics 'exact' mode. On a device without fragment barycentrics the
 * pixel results ask for the generated geometry stage, which the driver inserts; the picture must equal
 * the GLSL drawn natively within one UNORM8 step (the guest's interpolation rounds differently from the
 * host's), every draw executes and none is refused.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildExampleScene, SCENE_DRAWS } from '../../scripts/example-scene.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import {
  type ProgramRequest,
  type ProgramSource,
  recompilerSource,
  runCapture,
  type VertexRequest,
} from '../../src/driver/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { drawNative } from './support/native.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-exact-'));
after(() => rmSync(dir, { recursive: true, force: true }));

test('the example scene in exact interpolation mode equals the native picture within one step', () => {
  const { builder, facts } = buildExampleScene({ exportFormat: 'fp32' });
  const path = join(dir, 'scene.capture');
  builder.write(path);
  const capture = openCapture(path);
  try {
    const requests: ProgramRequest[] = [];
    let geometryStages = 0;
    const source: ProgramSource = (slot, request) => {
      const exact: ProgramRequest =
        request.stage === 'pixel'
          ? { ...request, pixel: { ...request.pixel, barycentrics: 'exact' } }
          : request;
      requests.push(exact);
      const result = recompilerSource(slot, exact);
      if (result.interface.geometryStage) geometryStages++;
      return result;
    };
    const result = runCapture(capture, device(), { source });
    assert.equal(result.report.draws.refused, 0, JSON.stringify(result.report.work.map((w) => w.reason)));
    assert.equal(result.report.draws.executed, SCENE_DRAWS.length);
    // The device's own path: a geometry stage unless it has fragment barycentrics.
    assert.equal(geometryStages > 0, !device().profile.features.fragmentShaderBarycentric);
    const vertexRequests = requests.filter((r): r is VertexRequest => r.stage === 'vertex');
    const native = drawNative(device(), capture, facts, SCENE_DRAWS, vertexRequests, facts.indexAddresses);
    const color = result.surfaces.find((s) => s.surface.kind === 'color');
    assert.ok(color, 'a colour surface was drawn');
    let most = 0;
    let differ = 0;
    color.texels.forEach((v, i) => {
      const d = Math.abs(v - (native.color[i] as number));
      most = Math.max(most, d);
      if (d > 0) differ++;
    });
    assert.ok(most <= 1, `largest difference ${most} (${differ} channels differ)`);
  } finally {
    capture.close();
  }
});
