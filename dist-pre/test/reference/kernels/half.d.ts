/**
 * f16 kernels: scalar half arithmetic, division, fma/min/max/rounding and packed <2 x half> math. The
 * model decodes halves exactly into doubles, computes exactly (sums and products of halves fit a
 * double) or with one innocuous double rounding (division), and rounds once to f16 with fp.ts.
 */
import { type KernelCase, type Rng, type Want } from './case.js';
/** The want for an f16 result. */
export declare function w16(x: number): Want;
/** Random f16 bit patterns: ordinary values, denormals and specials. */
export declare function randomF16(rng: Rng, specials?: boolean): number;
/** The f16 kernels. */
export declare const HALF_CASES: readonly KernelCase[];
