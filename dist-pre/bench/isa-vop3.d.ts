import type { BenchRow } from './types.js';
/** Runs the VOP3/VOP3P benchmark. */
export declare function bench(): Promise<BenchRow[]>;
