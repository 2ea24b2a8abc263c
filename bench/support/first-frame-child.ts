/**
 * Child process of bench/first-frame.ts: a fresh process (cold JIT, empty caches) opens the device,
 * runs the capture once (the first frame), then once more with fresh driver caches (the same frame with
 * the JIT warm: the peer). Prints one JSON line: device open time, both runs' timings and draw counts.
 * With CACHE_DIR the first frame reads and fills that directory as `oberon run --cache` does (the
 * program store and the pipeline cache), and `storeOpenMs` is the store's opening (the code identity).
 *
 * Usage: node --import tsx bench/support/first-frame-child.ts CAPTURE [CACHE_DIR]
 */

import { join } from 'node:path';
import { openCapture } from '../../src/agc/capture/reader.js';
import {
  ProgramStore,
  type RunOptions,
  recompilerSource,
  runCapture,
  storedSource,
} from '../../src/driver/index.js';
import type { RunReport } from '../../src/driver/report.js';
import { Device } from '../../src/vulkan/device.js';
import { PipelineCache } from '../../src/vulkan/pipeline-cache.js';

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
  /** With a cache directory: opening the program store (hashing the running code), and its hits. */
  readonly storeOpenMs?: number;
  readonly storeHits?: number;
  readonly storeMisses?: number;
}

function frame(path: string, device: Device, options: RunOptions = {}): FrameRun {
  const capture = openCapture(path);
  try {
    const { report } = runCapture(capture, device, options);
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
  const cacheDir = process.argv[3];
  const t1 = performance.now();
  const store = cacheDir === undefined ? undefined : ProgramStore.open(join(cacheDir, 'programs'));
  const storeOpenMs = performance.now() - t1;
  const pipelineCache = cacheDir === undefined ? undefined : PipelineCache.create(device, cacheDir);
  const cold = frame(path, device, {
    ...(store ? { source: storedSource(recompilerSource, store) } : {}),
    ...(pipelineCache ? { pipelineCache } : {}),
  });
  pipelineCache?.save();
  const warm = frame(path, device);
  const result: FirstFrameResult = {
    device: device.profile.device.name.replace(/ \(.*$/, ''),
    openMs,
    cold,
    warm,
    ...(store ? { storeOpenMs, storeHits: store.stats.hits, storeMisses: store.stats.misses } : {}),
  };
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  device.destroy();
}
