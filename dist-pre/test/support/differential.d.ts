/**
 * Batch driver of the llvm-mc differential: feeds segments to compareSegments in llvm-sized batches and
 * sums the results, so tests and the full-run script share one procedure.
 */
import type { Target } from '../../src/isa/target.js';
import { type Comparison } from './llvm-mc.js';
/** Compares all `segments` in batches of `batch` segments, reporting progress through `onBatch`. */
export declare function compareAll(segments: readonly (readonly number[])[], target: Target, batch?: number, onBatch?: (done: number, total: number) => void): Comparison;
/** A readable summary of the first mismatches, for assertion messages. */
export declare function describeMismatches(c: Comparison, limit?: number): string;
