/**
 * What the draw and dispatch executors share during one run: the device, guest memory (and the
 * descriptor-table view requests read), the program source, caches, the frame being recorded, the
 * resident targets and images, and the report being filled.
 */
import type { ProgramRegistry } from '../agc/draw/programs.js';
import type { Device } from '../vulkan/device.js';
import type { PipelineCache } from '../vulkan/pipeline-cache.js';
import type { DriverCaches } from './caches.js';
import type { PreparedDraw } from './draw.js';
import type { DrawMemo } from './draw-memo.js';
import type { Frame } from './frame.js';
import type { DeviceGuestMemory } from './guest-memory.js';
import type { ImageCache } from './image-cache.js';
import type { ProgramSource } from './program-source.js';
import type { RunReport, Timings } from './report.js';
import type { RequestMemory } from './requests.js';
import type { TargetCache } from './target-cache.js';

/** The state of one run. */
export interface RunContext {
  readonly device: Device;
  readonly memory: DeviceGuestMemory;
  readonly requestMemory: RequestMemory;
  readonly registry: ProgramRegistry;
  readonly source: ProgramSource;
  readonly caches: DriverCaches;
  readonly frame: Frame;
  readonly targets: TargetCache;
  /** The storage images of draws. */
  readonly images: ImageCache;
  readonly report: RunReport;
  /** Prepared draws by the register values they read (draw.ts). */
  readonly drawMemo: DrawMemo<PreparedDraw>;
  /** The push constant bytes every program gets. */
  readonly push: Uint8Array;
  /** The host pipeline cache draws and dispatches create their pipelines with. */
  readonly pipelineCache?: PipelineCache;
}

/** Runs `fn`, adding its wall time to `timings[phase]`. */
export function timed<T>(timings: Timings, phase: keyof Timings, fn: () => T): T {
  const start = performance.now();
  try {
    return fn();
  } finally {
    timings[phase] += performance.now() - start;
  }
}
