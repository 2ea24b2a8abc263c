/**
 * CPU cost of the driver per draw with cached programs and pipelines: a capture of one small triangle
 * drawn N times, each draw re-writing its user data and VGT_INDX_OFFSET as titles do per draw, run
 * through `runCapture` with the recompiler. Two captures (FEW and MANY draws) cancel the fixed costs
 * (the first compile and pipeline, uploads), each the fastest of REPEATS runs; the submission's wait for the GPU is left out (report
 * timings: submit, upload, writeBack), so the figure is PM4 processing, decode, cache lookups and
 * recording. Peer in the same run: a raw koffi vkCmdDraw loop into one command buffer.
 * Rows: draws/s, ratio = ours / raw (how much of the raw call rate the driver keeps).
 *
 * Standalone: node --import tsx bench/driver.ts   (device from OBERON_DEVICE, lavapipe without a GPU)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildExampleScene } from '../scripts/example-scene.js';
import { openCapture } from '../src/agc/capture/reader.js';
import { Pm4Writer } from '../src/agc/pm4/builder.js';
import { runCapture } from '../src/driver/index.js';
import { Recorder } from '../src/vulkan/commands.js';
import { Device } from '../src/vulkan/device.js';
import type { BenchRow } from './types.js';

const FEW = 200;
const MANY = 6400;
const REPEATS = 5;

/** A scene of one triangle drawn 1 + `extra` times with per-draw register writes. */
export function writeScene(path: string, extra: number): void {
  const tiny = {
    name: 'tiny',
    topology: 'triangleList' as const,
    vertices: [
      [-0.1, -0.1, 0.5, 1, 0.5, 0.2, 1],
      [0.1, -0.1, 0.5, 1, 0.5, 0.2, 1],
      [0, 0.1, 0.5, 1, 0.5, 0.2, 1],
    ] as const,
  };
  const { builder } = buildExampleScene({ width: 64, height: 64, draws: [tiny] });
  // The first draw's user data, read back from the builder's command stream, is what every draw sets.
  const cb = new Pm4Writer();
  for (let i = 0; i < extra; i++) {
    cb.setRegs('VGT_INDX_OFFSET', 0);
    cb.drawIndexAuto(3);
  }
  builder.submit([cb]);
  builder.write(path);
}

/** CPU milliseconds of a run outside GPU waits, uploads and write-backs; and the draws executed. */
function cpuMs(device: Device, path: string): { ms: number; draws: number } {
  const capture = openCapture(path);
  try {
    const { report } = runCapture(capture, device);
    const t = report.timings;
    return { ms: t.total - t.submit - t.upload - t.writeBack, draws: report.draws.executed };
  } finally {
    capture.close();
  }
}

function rawDrawsPerSecond(device: Device): number {
  const rec = Recorder.allocate(device);
  try {
    let best = 0;
    for (let r = 0; r < REPEATS + 1; r++) {
      rec.begin();
      const t0 = process.hrtime.bigint();
      for (let i = 0; i < MANY - FEW; i++) rec.vk.vkCmdDraw(rec.handle, 3, 1, 0, 0);
      const t1 = process.hrtime.bigint();
      rec.end();
      if (r > 0) best = Math.max(best, (MANY - FEW) / (Number(t1 - t0) / 1e9));
    }
    return best;
  } finally {
    rec.destroy();
  }
}

/** Runs the benchmark on the selected device. */
export async function bench(): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'oberon-bench-driver-'));
  const device = Device.open();
  try {
    const name = device.profile.device.name.replace(/ \(.*$/, '');
    const few = join(dir, 'few.capture');
    const many = join(dir, 'many.capture');
    writeScene(few, FEW - 1);
    writeScene(many, MANY - 1);
    cpuMs(device, few); // warm-up: JIT, the recompiler's first run
    // The fastest run of each size: other load on the machine only ever adds time.
    let fewMs = Number.POSITIVE_INFINITY;
    let manyMs = Number.POSITIVE_INFINITY;
    for (let r = 0; r < REPEATS; r++) {
      const a = cpuMs(device, few);
      const b = cpuMs(device, many);
      if (a.draws !== FEW || b.draws !== MANY) throw new Error(`draws executed: ${a.draws}, ${b.draws}`);
      fewMs = Math.min(fewMs, a.ms);
      manyMs = Math.min(manyMs, b.ms);
    }
    const best = (MANY - FEW) / ((manyMs - fewMs) / 1000);
    const raw = rawDrawsPerSecond(device);
    return [
      {
        name: `driver draws, cached pipeline (${name})`,
        value: best,
        unit: 'draws/s',
        peer: `raw koffi vkCmdDraw loop (${name})`,
        ratio: best / raw,
      },
      { name: `raw vkCmdDraw (${name})`, value: raw, unit: 'draws/s' },
    ];
  } finally {
    device.destroy();
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  bench().then(
    (rows) => {
      for (const r of rows) {
        const ratio = r.ratio !== undefined ? `  x${r.ratio.toFixed(3)} of ${r.peer}` : '';
        process.stdout.write(`${r.name.padEnd(48)} ${r.value.toFixed(0).padStart(10)} ${r.unit}${ratio}\n`);
      }
    },
    (e: unknown) => {
      process.stderr.write(`${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
      process.exitCode = 1;
    },
  );
}
