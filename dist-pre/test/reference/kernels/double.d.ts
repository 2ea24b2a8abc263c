/**
 * f64 kernels: arithmetic, fma (exact through BigInt), min/max, rounding, ldexp/frexp, LLVM's
 * correctly rounded division and square root, and compares. JavaScript numbers are f64, so the model
 * is the language's own IEEE arithmetic.
 */
import { type KernelCase, type Want64 } from './case.js';
/** The want for an f64 result. */
export declare function w64(x: number): Want64;
/** The f64 kernels. */
export declare const DOUBLE_CASES: readonly KernelCase[];
