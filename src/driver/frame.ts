/**
 * The command buffer the driver records into between submissions: draws inside dynamic rendering
 * (restarted only when the attachments change), and transfers and dispatches outside it, with a
 * global barrier at every switch between the two so guest-memory writes of one are seen by the next.
 * `flush` submits what was recorded and waits, after which the CPU may touch guest memory.
 */
import { Recorder } from '../vulkan/commands.js';
import type { Device } from '../vulkan/device.js';
import { Fence, submit } from '../vulkan/submit.js';
import type { ResidentTarget } from './target-cache.js';

/** A viewport as vkCmdSetViewport takes it: x, y, width, height, minDepth, maxDepth. */
export type ViewportBox = readonly [number, number, number, number, number, number];
/** A scissor: x, y, width, height. */
export type ScissorBox = readonly [number, number, number, number];

const sameBoxes = (
  a: readonly (readonly number[])[] | undefined,
  b: readonly (readonly number[])[],
): boolean =>
  a !== undefined &&
  (a === b || (a.length === b.length && a.every((box, i) => box.every((v, k) => v === b[i][k]))));

/** The name of an attachment set: rendering restarts only when it changes. */
export function renderKey(colors: readonly { key: string }[], depth: { key: string } | undefined): string {
  return [...colors.map((c) => c.key), depth?.key ?? '-'].join('|');
}

/** The recording state of a run. */
export class Frame {
  private recorder: Recorder | undefined;
  private recording = false;
  private renderingKey: string | undefined;
  /** Something was recorded since the last flush. */
  private pending = false;
  /** Command buffers submitted so far. */
  submits = 0;
  /** The pipeline bound in the command buffer being recorded (rebinding is skipped). */
  bound: unknown;
  /** The dynamic viewports and scissors set since rendering began (setting them again is skipped). */
  private viewports: readonly ViewportBox[] | undefined;
  private scissors: readonly ScissorBox[] | undefined;
  /** What runs once the work recorded so far has completed (freeing resources it used). */
  private afterFlush: (() => void)[] = [];

  constructor(private readonly device: Device) {}

  private active(): Recorder {
    if (!this.recorder) this.recorder = Recorder.allocate(this.device);
    if (!this.recording) {
      this.recorder.begin();
      this.recording = true;
    }
    return this.recorder;
  }

  /**
   * The recorder inside rendering to `colors` and `depth` (targets already resident); `key` names the
   * attachment set (renderKey).
   */
  render(colors: readonly ResidentTarget[], depth: ResidentTarget | undefined, key: string): Recorder {
    const rec = this.active();
    if (this.renderingKey !== key) {
      if (this.renderingKey !== undefined) rec.endRendering();
      rec.barrier('all', 'all');
      rec.beginRendering(
        colors.map((c) => ({ image: c.image })),
        depth ? { image: depth.image } : undefined,
      );
      this.renderingKey = key;
      // beginRendering set a full-size viewport and scissor.
      this.viewports = undefined;
      this.scissors = undefined;
    }
    this.pending = true;
    return rec;
  }

  /** Sets viewports and scissors 0..n-1 inside rendering, where they differ from the last ones set. */
  viewportsAndScissors(viewports: readonly ViewportBox[], scissors: readonly ScissorBox[]): void {
    const rec = this.active();
    if (!sameBoxes(this.viewports, viewports)) {
      rec.setViewports(viewports);
      this.viewports = viewports;
    }
    if (!sameBoxes(this.scissors, scissors)) {
      rec.setScissors(scissors);
      this.scissors = scissors;
    }
  }

  /** The recorder outside rendering (for transfers and dispatches). */
  outside(): Recorder {
    const rec = this.active();
    if (this.renderingKey !== undefined) {
      rec.endRendering();
      this.renderingKey = undefined;
    }
    rec.barrier('all', 'all');
    this.pending = true;
    return rec;
  }

  /** Runs `fn` once the work recorded so far has completed: now if nothing is being recorded. */
  whenFlushed(fn: () => void): void {
    if (this.recording) this.afterFlush.push(fn);
    else fn();
  }

  private runAfterFlush(): void {
    const due = this.afterFlush;
    this.afterFlush = [];
    for (const fn of due) fn();
  }

  /** Submits everything recorded and waits for it. */
  flush(): void {
    if (!this.recording || !this.recorder) return;
    try {
      this.submitAndWait(this.recorder);
    } finally {
      this.runAfterFlush();
    }
  }

  private submitAndWait(rec: Recorder): void {
    if (this.renderingKey !== undefined) rec.endRendering();
    this.renderingKey = undefined;
    if (this.pending) rec.barrier('all', 'host');
    rec.end();
    this.recording = false;
    this.bound = undefined;
    if (!this.pending) return;
    this.pending = false;
    const fence = Fence.create(this.device);
    try {
      submit(this.device, [rec], fence);
      fence.wait();
      this.submits++;
    } finally {
      fence.destroy();
    }
  }

  destroy(): void {
    this.flush();
    this.recorder?.destroy();
  }
}
