import type { BenchRow } from './types.js';
/** Runs the isa benchmark. */
export declare function bench(): Promise<BenchRow[]>;
