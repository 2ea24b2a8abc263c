/**
 * The robustness fuzzer's harness: runs each target's inputs from their own seeded generators, within
 * a share of the time budget, and judges every input: it passes when the library returns or throws a
 * typed error, and fails on any other throw, on taking longer than the target's time bound, or on the
 * process holding more than the memory bound afterwards (heap plus array buffers). Failures are kept
 * with the input that reproduces them, a few per distinct message.
 */
import { Random } from './random.js';
import type { InputRecord, RobustTarget } from './target.js';
import { judge } from './verdict.js';

/** How a run is shaped. */
export interface RobustOptions {
  readonly seed: number;
  /** Wall-clock seconds for all targets together; a target stops at its share. */
  readonly budgetS: number;
  /** Inputs per target (a target not listed runs its default count). */
  readonly counts: ReadonlyMap<string, number>;
  /** First input index of every target (to reproduce one input: `from` it, count 1). */
  readonly from?: number;
  /** Heap plus array-buffer bytes above which an input fails (default 1 GiB). */
  readonly memoryBoundBytes?: number;
}

/** One failing input. */
export interface RobustFailure {
  readonly target: string;
  readonly index: number;
  readonly kind: 'untyped error' | 'slow' | 'memory';
  /** The src/ layer the untyped error came from ('' for slow and memory). */
  readonly layer: string;
  readonly summary: string;
  readonly input: string;
}

/** Totals of one target. */
export interface TargetReport {
  readonly name: string;
  readonly inputs: number;
  /** Inputs refused with a typed error (they pass). */
  readonly typed: number;
  readonly failed: number;
  readonly seconds: number;
  /** Whether the target stopped at its time share before its count. */
  readonly stoppedByBudget: boolean;
}

/** Everything a run found. */
export interface RobustResult {
  readonly reports: readonly TargetReport[];
  readonly failures: readonly RobustFailure[];
  readonly passed: number;
  readonly failed: number;
}

const KEPT_PER_SIGNATURE = 3;
const DEFAULT_MEMORY_BOUND = 2 ** 30;

/** Runs `targets` under `options`; `onReport` sees each target's totals as it finishes. */
export function runRobust(
  targets: readonly RobustTarget[],
  options: RobustOptions,
  onReport: (report: TargetReport) => void = () => {},
): RobustResult {
  const failures: RobustFailure[] = [];
  const seen = new Map<string, number>();
  const reports: TargetReport[] = [];
  const memoryBound = options.memoryBoundBytes ?? DEFAULT_MEMORY_BOUND;
  const deadline = performance.now() + options.budgetS * 1000;
  let passed = 0;
  let failed = 0;
  targets.forEach((target, t) => {
    const start = performance.now();
    const share = (deadline - start) / (targets.length - t);
    const count = options.counts.get(target.name) ?? target.defaultCount;
    const from = options.from ?? 0;
    let inputs = 0;
    let typed = 0;
    let targetFailed = 0;
    let stoppedByBudget = false;
    const fail = (failure: RobustFailure): void => {
      targetFailed++;
      const signature = `${failure.target}|${failure.kind}|${failure.layer}|${failure.summary.replace(/\d+/g, 'N')}`;
      const kept = seen.get(signature) ?? 0;
      seen.set(signature, kept + 1);
      if (kept < KEPT_PER_SIGNATURE) failures.push(failure);
    };
    for (let index = from; index < from + count; index++) {
      if ((index & 15) === 0 && performance.now() - start > share) {
        stoppedByBudget = true;
        break;
      }
      const random = Random.forInput(options.seed, target.name, index);
      let input: InputRecord = { describe: () => '(input not recorded)' };
      const began = performance.now();
      let ok = true;
      try {
        target.run(random, (r) => {
          input = r;
        });
      } catch (e) {
        const verdict = judge(e);
        if (verdict.typed) typed++;
        else {
          ok = false;
          fail({
            target: target.name,
            index,
            kind: 'untyped error',
            layer: verdict.layer,
            summary: verdict.summary,
            input: input.describe(),
          });
        }
      }
      inputs++;
      const took = performance.now() - began;
      if (ok && took > target.timeBoundMs) {
        ok = false;
        fail({
          target: target.name,
          index,
          kind: 'slow',
          layer: '',
          summary: `took ${took.toFixed(0)} ms, bound ${target.timeBoundMs} ms`,
          input: input.describe(),
        });
      }
      if (ok && (target.defaultCount < 200_000 || (index & 1023) === 0)) {
        const usage = process.memoryUsage();
        const held = usage.heapUsed + usage.arrayBuffers;
        if (held > memoryBound) {
          ok = false;
          fail({
            target: target.name,
            index,
            kind: 'memory',
            layer: '',
            summary: `holds ${held} bytes, bound ${memoryBound}`,
            input: input.describe(),
          });
        }
      }
      if (ok) passed++;
      else failed++;
    }
    const report = {
      name: target.name,
      inputs,
      typed,
      failed: targetFailed,
      seconds: (performance.now() - start) / 1000,
      stoppedByBudget,
    };
    reports.push(report);
    onReport(report);
  });
  return { reports, failures, passed, failed };
}
