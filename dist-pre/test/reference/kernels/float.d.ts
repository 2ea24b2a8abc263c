import { type KernelCase, type Want } from './case.js';
/** The want for an f32 result: its bits, or any NaN. */
export declare function w32(x: number): Want;
/** Round half to even on an integral-or-not double, keeping the sign of zero. */
export declare function rne(x: number): number;
/** Round half away from zero, keeping the sign of zero. */
export declare function roundAway(x: number): number;
/** IEEE minNum/maxNum: a quiet NaN operand yields the other one. */
export declare function minNum(a: number, b: number, max: boolean): number;
/** Whether a pair is +0/-0 in some order, where minnum/maxnum may return either. */
export declare function zeroPair(a: number, b: number): boolean;
/** frexp of a finite nonzero double: mantissa in [0.5, 1) and exponent. */
export declare function frexp(x: number): {
    mant: number;
    exp: number;
};
/** The f32 kernels. */
export declare const FLOAT_CASES: readonly KernelCase[];
