/**
 * Integer kernels: 32-, 16-, 8- and 64-bit arithmetic, division expansions, shifts, bitfields, bit
 * counts, min/max and saturation. Each model works on plain numbers (Math.imul, >>> 0) or BigInt for
 * 64-bit values, lane by lane, as the LLVM IR states.
 */
import { type KernelCase } from './case.js';
/** The integer kernels. */
export declare const INTEGER_CASES: readonly KernelCase[];
