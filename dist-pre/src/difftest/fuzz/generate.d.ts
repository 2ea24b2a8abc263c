/**
 * `generateProgram(seed, options)`: one seed gives one random, valid compute program (program.ts):
 * random initial register values, then a body of random ALU instructions with EXEC-masked if/else,
 * bounded uniform loops, divergent loops and LDS exchanges between lanes, nested up to MAX_DEPTH.
 */
import type { OpPools } from './ops.js';
import type { FuzzProgram, InitGroup } from './program.js';
/** Options of {@link generateProgram}. */
export interface GenerateOptions {
    readonly pools: OpPools;
    readonly wave64: boolean;
    readonly mcpu?: 'gfx1013' | 'gfx1030';
    /** Approximate number of body nodes (default 40). */
    readonly size?: number;
    /** Whether to generate LDS exchanges (default true). */
    readonly lds?: boolean;
    /** Workgroups to dispatch (default 2). */
    readonly groups?: number;
    /**
     * FLOAT_MODE values (COMPUTE_PGM_RSRC1 [19:12]: FP_DENORM f32 in [5:4], f16/f64 in [7:6]) a program
     * may start with; one is drawn per program, with IEEE_MODE and DX10_CLAMP drawn too (default: the
     * llc-19 amdgpu_cs launch, FLOAT_MODE 0xF0, DX10_CLAMP on, IEEE off).
     */
    readonly floatModes?: readonly number[];
}
/** The simplest initialization of a register (what the shrinker replaces a group with). */
export declare function zeroGroup(reg: string, wave64: boolean): InitGroup | undefined;
/** Generates the program of `seed`. Equal seeds and options give equal programs. */
export declare function generateProgram(seed: number, options: GenerateOptions): FuzzProgram;
