import type { RegisterReader } from '../state/register-file.js';
export type TessellationDomain = 'isoline' | 'triangle' | 'quad';
export type TessellationPartitioning = 'integer' | 'fractionalOdd' | 'fractionalEven';
export type TessellationTopology = 'point' | 'line' | 'triangleCw' | 'triangleCcw';
/** The tessellator's configuration for one draw. */
export interface TessellationConfiguration {
    /** Patches one hull threadgroup takes (NUM_PATCHES). */
    readonly patchesPerGroup: number;
    readonly inputControlPoints: number;
    readonly outputControlPoints: number;
    readonly domain: TessellationDomain;
    readonly partitioning: TessellationPartitioning;
    readonly topology: TessellationTopology;
    readonly minLevel: number;
    readonly maxLevel: number;
    /** GE_CNTL.PRIM_GRP_SIZE: primitives (patches) per primitive group. */
    readonly primitiveGroupSize: number;
    /** GE_CNTL.BREAK_WAVE_AT_EOI: every instance starts a new threadgroup. */
    readonly breakAtInstance: boolean;
}
/** Decodes the tessellation configuration; throws {@link AgcStateError} when missing or unsupported. */
export declare function decodeTessellation(regs: RegisterReader): TessellationConfiguration;
