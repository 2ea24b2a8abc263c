import type { BenchRow } from './types.js';
/** Runs the benchmark on the selected device. */
export declare function bench(): Promise<BenchRow[]>;
