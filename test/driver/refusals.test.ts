/**
 * Refused draws are reported with their reason and the frame goes on: a colour target with a reversed
 * component order (DriverError), a tessellation routing without its local program (AgcStateError), a program the source refuses
 * (RecompileError); the draws around them execute and their pixels land. `afterDraw` sees each
 * executed draw's targets written back.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { buildExampleScene, SCENE_DRAWS } from '../../scripts/example-scene.js';
import { openCapture } from '../../src/agc/capture/reader.js';
import { Pm4Writer } from '../../src/agc/pm4/builder.js';
import { encodeFields } from '../../src/agc/registers/index.js';
import { type ProgramSource, runCapture } from '../../src/driver/index.js';
import { RecompileError } from '../../src/recompiler/index.js';
import { validatedDevice } from '../support/validated-device.js';
import { standinSource } from './support/standins.js';

const device = validatedDevice();
const dir = mkdtempSync(join(tmpdir(), 'oberon-refusals-'));
after(() => rmSync(dir, { recursive: true, force: true }));

/** The scene plus a second submission: a refused target, a refused routing, then a good draw. */
function sceneWithRefusals(): string {
  const { builder } = buildExampleScene({
    width: 64,
    height: 64,
    draws: [SCENE_DRAWS[0], SCENE_DRAWS[2], SCENE_DRAWS[1]],
  });
  // COLOR_8_8 with SWAP_STD_REV (G R in memory) has no Vulkan twin; 8_8_8_8 ones are drawn reordered.
  const info = (swap: number): number =>
    encodeFields('CB_COLOR0_INFO', { FORMAT: swap === 0 ? 10 : 3, COMP_SWAP: swap });
  const stages = (tess: boolean): number =>
    encodeFields('VGT_SHADER_STAGES_EN', {
      ES_EN: tess ? 1 : 2,
      LS_EN: tess ? 1 : 0,
      HS_EN: tess ? 1 : 0,
      PRIMGEN_EN: 1,
      GS_W32_EN: 1,
      PRIMGEN_PASSTHRU_EN: 1,
    });
  const cb = new Pm4Writer()
    .setRegs('CB_COLOR0_INFO', info(2))
    .drawIndexAuto(3)
    .setRegs('CB_COLOR0_INFO', info(0))
    .setRegs('VGT_SHADER_STAGES_EN', stages(true))
    .drawIndexAuto(3)
    .setRegs('VGT_SHADER_STAGES_EN', stages(false))
    .drawIndexAuto(3);
  builder.submit([cb]);
  const path = join(dir, 'refusals.capture');
  builder.write(path);
  return path;
}

test('refused draws are reported with their reasons and the frame goes on', () => {
  const capture = openCapture(sceneWithRefusals());
  try {
    const standins = standinSource();
    // The instanced vertex program (ES_VGPR_COMP_CNT 3) is refused as the recompiler would.
    const source: ProgramSource = (slot, request) => {
      if (request.stage === 'vertex' && (request.vertex.pgmRsrc2 >>> 16) & 3)
        throw new RecompileError(0x20, 'buffer_load_format_xyzw', 'stand-in refusal of the instance id');
      return standins(slot, request);
    };
    const after: number[] = [];
    const { report, surfaces } = runCapture(capture, device(), {
      source,
      afterDraw: (index, drawn) => {
        assert.equal(drawn.length, 1);
        after.push(index);
      },
    });
    assert.deepEqual(report.draws, { executed: 3, refused: 3 });
    assert.deepEqual(after, [0, 2, 5]);
    const refused = report.work.filter((w) => w.status === 'refused');
    assert.deepEqual(
      refused.map((w) => w.code),
      ['E_RECOMPILE', 'E_DRIVER', 'E_AGC_STATE'],
    );
    assert.match(refused[0].reason ?? '', /stand-in refusal/);
    assert.match(
      refused[1].reason ?? '',
      /CB_COLOR0_INFO: COLOR_8_8 UNORM SWAP_STD_REV has no Vulkan format/,
    );
    assert.match(
      refused[2].reason ?? '',
      /SPI_SHADER_PGM_LO_LS=unset: is not set, but the draw needs a local program/,
    );
    assert.equal(report.submissions, 2);
    assert.equal(surfaces.length, 1);
  } finally {
    capture.close();
  }
});
