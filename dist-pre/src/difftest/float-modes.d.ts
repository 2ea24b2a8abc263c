/**
 * The starting float MODEs a differential campaign may give its programs on a device: the FLOAT_MODE
 * values (COMPUTE_PGM_RSRC1 [19:12]) whose denormal settings the recompiled program reproduces
 * exactly there. Flushing is always exact (the translation flushes explicitly); keeping denormals of a
 * width needs a host that keeps them: one whose float controls allow DenormPreserve for it, or
 * llvmpipe, which runs shaders on the CPU's vector units with denormals on (it reports no
 * DenormPreserve because it cannot promise it for every CPU mode; the lavapipe suites check it).
 * On other devices a MODE that keeps denormals runs as an approximation (docs/debt.md), so the
 * campaign leaves it out rather than report the device's flushing as mismatches.
 */
import type { TargetProfile } from '../util/target-profile.js';
/** FLOAT_MODE values: FP_DENORM f32 in bits [5:4], f16/f64 in [7:6]; 3 keeps, 0 flushes; RNE. */
export declare const FLOAT_MODE: {
    readonly keepAll: 240;
    readonly flushF32: 192;
    readonly flushF16F64: 48;
    readonly flushAll: 0;
};
/** Every FLOAT_MODE the campaign draws from when nothing limits it (the executor runs them all). */
export declare const ALL_FLOAT_MODES: readonly number[];
/** The FLOAT_MODE values whose denormal handling `profile`'s device reproduces exactly. */
export declare function exactFloatModes(profile: TargetProfile): number[];
