import type { SemanticTable } from '../semantics.js';
/**
 * Maximum error, in units in the last place, that the ISA allows each inexact VALU operation; the
 * executor itself is correctly rounded, so a differential harness compares other implementations
 * against it with these bounds. Every other VALU operation is exact (bound 0).
 */
export declare const ULP_BOUNDS: Readonly<Record<string, number>>;
/** Round half to even, keeping the sign of zero. */
export declare function rndne(x: number): number;
/** One-source float rules by mnemonic. */
export declare const VALU_TRANS: SemanticTable;
