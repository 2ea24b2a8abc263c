/**
 * Memory kernels: array-of-structs addressing with sub-dword fields, indexed gather/scatter with vector
 * accesses, and uniform constant-buffer loads through SMEM. Models read and write the byte buffers with
 * DataView at the offsets the IR's types imply.
 */
import { type KernelCase } from './case.js';
/** The memory kernels. */
export declare const MEMORY_CASES: readonly KernelCase[];
