/**
 * Batch driver of the llvm-mc differential: feeds segments to compareSegments in llvm-sized batches and
 * sums the results, so tests and the full-run script share one procedure.
 */
import type { Target } from '../../src/isa/target.js';
import { type Comparison, compareSegments } from './llvm-mc.js';

/** Compares all `segments` in batches of `batch` segments, reporting progress through `onBatch`. */
export function compareAll(
  segments: readonly (readonly number[])[],
  target: Target,
  batch = 4000,
  onBatch?: (done: number, total: number) => void,
): Comparison {
  const total: Comparison = { compared: 0, mismatches: [], llvmCrashes: 0, skippedWords: 0 };
  for (let i = 0; i < segments.length; i += batch) {
    const r = compareSegments(segments.slice(i, i + batch), target);
    total.compared += r.compared;
    total.mismatches.push(...r.mismatches);
    total.llvmCrashes += r.llvmCrashes;
    total.skippedWords += r.skippedWords;
    onBatch?.(Math.min(i + batch, segments.length), segments.length);
  }
  return total;
}

/** A readable summary of the first mismatches, for assertion messages. */
export function describeMismatches(c: Comparison, limit = 15): string {
  return c.mismatches
    .slice(0, limit)
    .map((m) => `  [${m.words}] @+${m.pc}\n    ours: ${m.ours}\n    llvm: ${m.llvm}`)
    .join('\n');
}
