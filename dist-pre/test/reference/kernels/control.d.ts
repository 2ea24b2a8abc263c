/**
 * Control-flow kernels: divergent loops with break and continue, nested if/else, switch, uniform
 * (scalar) loops, an early-exit search and select chains. Each model runs the kernel's source-level
 * control flow for one lane at a time; EXEC masking must make the wave-level code agree.
 */
import { type KernelCase } from './case.js';
/** The control-flow kernels. */
export declare const CONTROL_CASES: readonly KernelCase[];
