import type { KernelCase } from './case.js';
/** All kernels. */
export declare const KERNEL_CASES: readonly KernelCase[];
