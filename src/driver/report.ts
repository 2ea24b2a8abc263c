/**
 * The run report: every draw and dispatch executed or refused (with the reason), programs and
 * pipelines made and reused, the targets written, and where the time went. Written as report.json.
 */

/** One draw or dispatch. */
export interface WorkRecord {
  /** Position among the capture's draws and dispatches, from 0. */
  readonly index: number;
  readonly kind: 'draw' | 'dispatch';
  readonly packet: string;
  /** Command buffer name and dword offset of the packet. */
  readonly buffer: string;
  readonly offset: number;
  readonly status: 'executed' | 'refused';
  /** Refusals: the error's message and stable code. */
  readonly reason?: string;
  readonly code?: string;
  /** Programs used: slot, guest address and cache key. */
  readonly programs?: readonly {
    readonly slot: string;
    readonly address: string;
    readonly cacheKey: string;
  }[];
  /** The pipeline's cache key (a hash). */
  readonly pipeline?: string;
  /** Colour and depth targets drawn (surface keys). */
  readonly targets?: readonly string[];
}

/** A picture written for a target. */
export interface TargetPicture {
  readonly kind: 'color' | 'depth';
  readonly slot: number;
  readonly address: string;
  readonly format: string;
  readonly width: number;
  readonly height: number;
  readonly swizzleMode: string;
  /** File name in the output directory (absent when the format has no picture). */
  readonly file?: string;
  readonly note?: string;
}

/** Milliseconds spent, by phase. */
export interface Timings {
  total: number;
  upload: number;
  decode: number;
  recompile: number;
  pipelines: number;
  record: number;
  submit: number;
  writeBack: number;
}

/** The whole report. */
export interface RunReport {
  readonly capture: string;
  readonly device: string;
  submissions: number;
  readonly draws: { executed: number; refused: number };
  readonly dispatches: { executed: number; refused: number };
  /** Packets the driver does not execute (memory effects other than WRITE_DATA), by name. */
  readonly ignoredPackets: Record<string, number>;
  /** Submissions cut short by a malformed stream. */
  readonly streamErrors: string[];
  programs: { compiled: number; reused: number };
  pipelines: { created: number; reused: number };
  commandBuffers: number;
  targets: TargetPicture[];
  readonly work: WorkRecord[];
  readonly timings: Timings;
  /** Validation-layer messages during the run (when the device runs the layer). */
  validationMessages?: string[];
  /**
   * The run's cache directory (`oberon run --cache`): programs read from the store and recompiled
   * (driver/program-store.ts), and the host pipeline cache's bytes loaded and saved.
   */
  cache?: {
    readonly directory: string;
    readonly programs: {
      readonly hits: number;
      readonly misses: number;
      readonly unreadable: number;
      readonly unwritten: number;
      readonly firstWriteError?: string;
    };
    readonly pipelineCacheBytes: { readonly loaded: number; readonly saved: number };
  };
}

/** An empty report for `capture` on `device`. */
export function emptyReport(capture: string, device: string): RunReport {
  return {
    capture,
    device,
    submissions: 0,
    draws: { executed: 0, refused: 0 },
    dispatches: { executed: 0, refused: 0 },
    ignoredPackets: {},
    streamErrors: [],
    programs: { compiled: 0, reused: 0 },
    pipelines: { created: 0, reused: 0 },
    commandBuffers: 0,
    targets: [],
    work: [],
    timings: {
      total: 0,
      upload: 0,
      decode: 0,
      recompile: 0,
      pipelines: 0,
      record: 0,
      submit: 0,
      writeBack: 0,
    },
  };
}
