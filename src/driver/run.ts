/**
 * `runCapture`: runs a capture's submissions in order through the PM4 processor on a Vulkan device.
 * Register state persists across submissions; draws and dispatches are executed (draw.ts,
 * dispatch.ts) or refused with their reason while the run goes on; WRITE_DATA to memory is recorded in
 * order with the draws (vkCmdUpdateBuffer) and applied to the descriptor-table view later requests
 * read (table-memory.ts); other memory-writing packets are counted as ignored. At the end of each
 * submission the recorded work is submitted and the targets and images draws wrote are written back
 * into guest memory; the result holds every drawn surface as it then lies in guest memory, detiled.
 */
import type { Capture } from '../agc/capture/reader.js';
import { programRegistry } from '../agc/draw/programs.js';
import { AgcStateError, CaptureError, Pm4Error } from '../agc/errors.js';
import type { Pm4Packet } from '../agc/pm4/parse.js';
import { CommandState, processSubmission } from '../agc/pm4/processor.js';
import { DecodeError } from '../isa/index.js';
import { fullPushConstantBytes, RecompileError, RequestError } from '../recompiler/index.js';
import { detileImage } from '../reference/tiling.js';
import type { Device } from '../vulkan/device.js';
import { VulkanUnsupportedError } from '../vulkan/errors.js';
import type { PipelineCache } from '../vulkan/pipeline-cache.js';
import { DriverCaches } from './caches.js';
import { type RunContext, timed } from './context.js';
import { executeDispatch } from './dispatch.js';
import { executeDraw } from './draw.js';
import { DrawMemo } from './draw-memo.js';
import { DriverError } from './errors.js';
import { Frame } from './frame.js';
import { DeviceGuestMemory } from './guest-memory.js';
import { ImageCache } from './image-cache.js';
import { type ProgramSource, recompilerSource } from './program-source.js';
import { emptyReport, type RunReport, type WorkRecord } from './report.js';
import type { Surface } from './surfaces.js';
import { TableMemory } from './table-memory.js';
import { TargetCache } from './target-cache.js';

/** A drawn surface's texels, packed (x fastest, then y), as guest memory holds them. */
export interface SurfaceContents {
  readonly surface: Surface;
  readonly texels: Uint8Array;
}

/** Options of {@link runCapture}. */
export interface RunOptions {
  /** Where programs come from (default: the recompiler; program-store.ts keeps them across runs). */
  readonly source?: ProgramSource;
  /** The host pipeline cache pipelines are created with (one a directory persists, across runs). */
  readonly pipelineCache?: PipelineCache;
  /** After every executed draw: its surfaces, written back into guest memory (slow: one submit each). */
  readonly afterDraw?: (index: number, surfaces: readonly SurfaceContents[]) => void;
  /** Guest memory ranges to read back at the end of the run (RunResult.memory, in this order). */
  readonly readBack?: readonly { readonly address: number; readonly length: number }[];
  /** After every draw, dispatch and submission: submissions done and in all, and the report so far. */
  readonly onProgress?: (done: number, total: number, report: RunReport) => void;
}

/** What a run gives back. */
export interface RunResult {
  readonly report: RunReport;
  /** Every surface drawn, as guest memory holds it at the end. */
  readonly surfaces: readonly SurfaceContents[];
  /** The `readBack` ranges at the end. */
  readonly memory: readonly Uint8Array[];
}

/** Errors that refuse one draw or dispatch (anything else ends the run). */
export function isRefusal(e: unknown): e is Error & { code: string } {
  return (
    e instanceof AgcStateError ||
    e instanceof RecompileError ||
    e instanceof VulkanUnsupportedError ||
    e instanceof DriverError ||
    e instanceof DecodeError ||
    e instanceof RequestError ||
    e instanceof CaptureError
  );
}

/** WRITE_DATA's DST_SEL for memory. */
const DST_MEMORY = 5;
/** Packets that write guest memory (besides draws and dispatches). */
const MEMORY_WRITERS = new Set(['WRITE_DATA', 'DMA_DATA', 'RELEASE_MEM', 'COPY_DATA', 'ATOMIC_MEM']);

/** Records WRITE_DATA to memory; returns false for a packet the driver does not execute. */
function memoryPacket(ctx: RunContext, p: Pm4Packet): boolean {
  if (p.spec.name !== 'WRITE_DATA') return false;
  const [control, lo, hi, ...data] = p.body;
  if (((control >>> 8) & 0xf) !== DST_MEMORY || data.length === 0) return false;
  const address = hi * 2 ** 32 + lo;
  if (address % 4 !== 0 || !ctx.memory.contains(address, data.length * 4)) return false;
  // Images over the range are stale (one a draw wrote goes back to memory before the write lands).
  ctx.images.invalidate(address, data.length * 4);
  ctx.requestMemory.cpuWrite(address, data);
  const rec = ctx.frame.outside();
  const bytes = new Uint8Array(Uint32Array.from(data).buffer);
  rec.vk.vkCmdUpdateBuffer(
    rec.handle,
    ctx.memory.buffer.handle,
    address - ctx.memory.base,
    bytes.length,
    bytes,
  );
  return true;
}

function contentsOf(ctx: RunContext, surfaces: Iterable<Surface>): SurfaceContents[] {
  return [...surfaces].map((surface) => ({
    surface,
    texels: detileImage(surface.layout, ctx.memory.read(surface.address, surface.layout.sizeBytes)),
  }));
}

/** Runs every submission of `capture` on `device`. */
export function runCapture(capture: Capture, device: Device, options: RunOptions = {}): RunResult {
  const started = performance.now();
  const report = emptyReport(capture.path, device.physical.properties.deviceName);
  const memory = timed(report.timings, 'upload', () =>
    DeviceGuestMemory.create(device, capture.memory, capture.memory.layout),
  );
  const caches = new DriverCaches(device);
  const frame = new Frame(device);
  const targets = new TargetCache(device, memory);
  // Tables the GPU wrote are read from the device once the recorded work completed.
  const tables = new TableMemory(capture.memory, capture.memory.layout, (address, length) => {
    timed(report.timings, 'submit', () => frame.flush());
    return memory.read(address, length, 'descriptor table');
  });
  const images = new ImageCache(device, memory, frame, (address, length) => tables.gpuWrite(address, length));
  targets.onWrite = (address, length) => {
    tables.gpuWrite(address, length);
    images.invalidate(address, length);
  };
  const ctx: RunContext = {
    device,
    memory,
    requestMemory: tables,
    registry: programRegistry(capture.programs),
    source: options.source ?? recompilerSource,
    caches,
    frame,
    targets,
    images,
    report,
    push: fullPushConstantBytes(memory),
    drawMemo: new DrawMemo(),
    ...(options.pipelineCache ? { pipelineCache: options.pipelineCache } : {}),
  };
  try {
    const state = new CommandState();
    let index = 0;
    capture.submissions.forEach((submission, s) => {
      try {
        for (const event of processSubmission(capture.memory, submission.buffers, state, `submission ${s}`)) {
          if (event.kind === 'packet') {
            const entry = event.entry;
            if (entry.type === 3 && MEMORY_WRITERS.has(entry.spec.name) && !memoryPacket(ctx, entry))
              report.ignoredPackets[entry.spec.name] = (report.ignoredPackets[entry.spec.name] ?? 0) + 1;
            continue;
          }
          const base = {
            index: index++,
            kind: event.kind,
            packet: event.entry.spec.name,
            buffer: event.buffer,
            offset: event.entry.offset,
          };
          const counts = event.kind === 'draw' ? report.draws : report.dispatches;
          let record: WorkRecord;
          try {
            const use =
              event.kind === 'draw'
                ? executeDraw(ctx, event.registers, event.draw)
                : executeDispatch(ctx, event.registers, event.dispatch);
            record = { ...base, status: 'executed', ...use };
            counts.executed++;
          } catch (e) {
            if (!isRefusal(e)) throw e;
            record = { ...base, status: 'refused', reason: e.message, code: e.code };
            counts.refused++;
          }
          report.work.push(record);
          options.onProgress?.(s, capture.submissions.length, report);
          if (record.status === 'executed' && event.kind === 'draw' && options.afterDraw) {
            timed(report.timings, 'submit', () => frame.flush());
            timed(report.timings, 'writeBack', () => {
              targets.writeBackAll();
              images.writeBackAll();
            });
            const drawn = new Set(record.targets ?? []);
            options.afterDraw(
              record.index,
              contentsOf(
                ctx,
                [...targets.drawn.values()].filter((t) => drawn.has(t.key)),
              ),
            );
          }
        }
      } catch (e) {
        if (!(e instanceof Pm4Error || e instanceof CaptureError)) throw e;
        report.streamErrors.push(e.message);
      }
      timed(report.timings, 'submit', () => frame.flush());
      timed(report.timings, 'writeBack', () => {
        targets.writeBackAll();
        images.writeBackAll();
      });
      options.onProgress?.(s + 1, capture.submissions.length, report);
    });
    const surfaces = contentsOf(ctx, targets.drawn.values());
    const readBack = (options.readBack ?? []).map((r) => memory.read(r.address, r.length, 'read-back range'));
    report.submissions = capture.submissions.length;
    report.programs = { compiled: caches.programsCompiled, reused: caches.programsReused };
    report.pipelines = { created: caches.pipelinesCreated, reused: caches.pipelinesReused };
    report.commandBuffers = frame.submits;
    report.timings.total = performance.now() - started;
    return { report, surfaces, memory: readBack };
  } finally {
    frame.destroy();
    targets.destroy();
    images.destroy();
    caches.destroy();
    memory.destroy();
  }
}
