/**
 * LDS kernels: workgroup reductions and scans with barriers across waves, a 2-D tile transpose,
 * accesses of every width, and LDS atomics. Models compute the workgroup-level result directly; for
 * atomics only order-independent results are compared exactly, and returned values must form one
 * serial order (serialOrder).
 */
import { type KernelCase } from './case.js';
/**
 * Checks that atomic results returned to lanes fit one serial order: starting at `init`, some unused
 * lane returned the current value, and applying its operand gives the next one; returns the final
 * value or a failure text.
 */
export declare function serialOrder(init: number, returned: readonly number[], operands: readonly number[], op: (cur: number, v: number) => number): {
    final: number;
} | {
    error: string;
};
/** The LDS kernels. */
export declare const LDS_CASES: readonly KernelCase[];
