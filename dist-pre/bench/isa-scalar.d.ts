import type { BenchRow } from './types.js';
/** Runs the scalar family benchmark. */
export declare function bench(): Promise<BenchRow[]>;
