import type { WaveState } from '../../src/reference/wave.js';
import type { TranslateOptions } from '../../src/translate/options.js';
export declare const DIFF_TARGET: import("../../src/isa/target.js").Target;
/** COMPUTE_PGM_RSRC1 float settings the tests run with (FLOAT_MODE 0xF0: denormals kept, RNE). */
export declare const RSRC1: {
    /** llc-19's amdgpu_cs value: DX10_CLAMP on, IEEE off (the default when none is given). */
    readonly ieeeOff: 3080192;
    /** DX10_CLAMP on, IEEE on (what HSA kernels get). */
    readonly ieeeOn: 11468800;
    /** DX10_CLAMP off, IEEE on. */
    readonly ieeeOnNoClamp: 9371648;
    /** DX10_CLAMP off, IEEE off. */
    readonly ieeeOffNoClamp: 983040;
};
/** COMPUTE_PGM_RSRC1 settings that flush denormals on input and output (DX10_CLAMP on, IEEE off, RNE). */
export declare const FLUSH_RSRC1: {
    /** FLOAT_MODE 0xC0: f32 denormals flushed, f16/f64 kept. */
    readonly f32Flushed: 2883584;
    /** FLOAT_MODE 0x30: f16/f64 denormals flushed, f32 kept. */
    readonly f16f64Flushed: 2293760;
    /** FLOAT_MODE 0x00: all denormals flushed. */
    readonly allFlushed: 2097152;
};
/** Translate options of the diff launch with `userSgprs` and `pgmRsrc1`. */
export declare function diffOptions(userSgprs: readonly number[], pgmRsrc1?: number): TranslateOptions;
/** The IR variable index of every register the program names, in translate.ts's declaration order. */
export declare function registerVars(words: readonly number[], userSgprCount: number): Map<string, number>;
/** The reference executor's wave at s_endpgm. */
export declare function runReference(words: readonly number[], userSgprs: readonly number[], pgmRsrc1?: number): WaveState;
/** The translated program's registers after a run in the IR evaluator, by register name. */
export declare function runTranslated(words: readonly number[], userSgprs: readonly number[], pgmRsrc1?: number): (reg: string) => bigint[];
/**
 * Runs `words` (ending in s_endpgm) both ways and lists the registers that differ (at most `limit`
 * lines), skipping SCC and the high halves of VCC and EXEC.
 */
export declare function diffProblems(words: readonly number[], userSgprs: readonly number[], pgmRsrc1?: number, limit?: number): string[];
