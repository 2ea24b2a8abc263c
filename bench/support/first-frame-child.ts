/**
 * Child process of bench/first-frame.ts: a fresh process (cold JIT, empty caches) opens the device,
 * runs the capture once (the first frame), then once more with fresh driver caches (the same frame with
 * the JIT warm: the peer). Prints one JSON line: device open time, both runs' timings and draw counts.
 *
 * Usage: node --import tsx bench/support/first-frame-child.ts CAPTURE
 */
import { openCapture } from '../../src/agc/capture/reader.js';
import { runCapture } from '../../src/driver/index.js';
import type { RunReport } from '../../src/driver/report.js';
import { Device } from '../../src/vulkan/device.js';

/** One run's report fields the parent reads. */
export interface FrameRun {
  readonly timings: RunReport['timings'];
  readonly executed: number;
  readonly refused: number;
}

/** What the child prints. */
export interface FirstFrameResult {
  readonly device: string;
  readonly openMs: number;
  readonly cold: FrameRun;
  readonly warm: FrameRun;
}

function frame(path: string, device: Device): FrameRun {
  const capture = openCapture(path);
  try {
    const { report } = runCapture(capture, device);
    return {
      timings: { ...report.timings },
      executed: report.draws.executed + report.dispatches.executed,
      refused: report.draws.refused + report.dispatches.refused,
    };
  } finally {
    capture.close();
  }
}

const path = process.argv[2];
if (!path) throw new Error('usage: first-frame-child.ts CAPTURE');
const t0 = performance.now();
const device = Device.open();
const openMs = performance.now() - t0;
try {
  const cold = frame(path, device);
  const warm = frame(path, device);
  const result: FirstFrameResult = {
    device: device.profile.device.name.replace(/ \(.*$/, ''),
    openMs,
    cold,
    warm,
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  device.destroy();
}
