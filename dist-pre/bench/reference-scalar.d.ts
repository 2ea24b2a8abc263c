import type { BenchRow } from './types.js';
/** Runs the benchmark. */
export declare function bench(): Promise<BenchRow[]>;
