/**
 * Conversion kernels: float <-> integer (saturating and plain, 32- and 64-bit, 16-bit), and between
 * f16, f32 and f64. Every model rounds the exact source value once (fp.ts), which is what the IR
 * conversions mean; LLVM's expansions must reproduce that.
 */
import { type KernelCase } from './case.js';
/** The conversion kernels. */
export declare const CONVERT_CASES: readonly KernelCase[];
