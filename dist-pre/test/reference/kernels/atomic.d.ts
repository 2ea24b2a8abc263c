/**
 * Global atomic kernels: add/sub/inc/dec (32- and 64-bit), min/max/and/or/xor, compare-and-swap loops
 * and exchange. Final memory values of commutative operations are compared exactly; values returned
 * to lanes must fit one serial order of the operations (serialOrder), since the hardware fixes none.
 */
import { type KernelCase } from './case.js';
/** The global atomic kernels. */
export declare const ATOMIC_CASES: readonly KernelCase[];
