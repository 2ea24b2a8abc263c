import type { Target } from '../../src/isa/target.js';
/** Result of a comparison run. */
export interface VopComparison {
    compared: number;
    mismatches: {
        words: string;
        ours: string;
        llvm: string;
    }[];
    /** Segments llvm-mc crashed on (skipped). */
    crashes: number;
    /** Instructions both sides accepted, and dwords both rejected. */
    accepted: number;
    rejected: number;
}
/** Compares `segments` (each a first dword and the dwords it may consume) in batches. */
export declare function compareVop(segments: readonly (readonly number[])[], target: Target, batch?: number): VopComparison;
/** The first `limit` mismatches, readable. */
export declare function describe(r: VopComparison, limit?: number): string;
