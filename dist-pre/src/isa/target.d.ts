/**
 * The guest GPU an instruction stream is decoded for. The PS5 GPU is LLVM's gfx1013 (RDNA 1 with ray
 * tracing); gfx1030 (RDNA 2) is selectable where encodings differ. Wave size changes register naming
 * (vcc vs vcc_lo) and lane-mask widths, so it is part of the target.
 */
/** LLVM CPU names Oberon decodes for. */
export type Mcpu = 'gfx1013' | 'gfx1030';
/** The decode/print target: GPU model and wave size. */
export interface Target {
    readonly mcpu: Mcpu;
    /** true for wave64; lane masks are SGPR pairs then, and text says `vcc`/`exec` instead of `vcc_lo`. */
    readonly wave64: boolean;
}
/** The PS5 GPU in wave32, the mode its compilers prefer. */
export declare const PS5_WAVE32: Target;
/** The PS5 GPU in wave64. */
export declare const PS5_WAVE64: Target;
/** Parses an `--mcpu` value. Returns undefined for names Oberon does not support. */
export declare function parseMcpu(name: string): Mcpu | undefined;
