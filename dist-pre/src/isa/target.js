/**
 * The guest GPU an instruction stream is decoded for. The PS5 GPU is LLVM's gfx1013 (RDNA 1 with ray
 * tracing); gfx1030 (RDNA 2) is selectable where encodings differ. Wave size changes register naming
 * (vcc vs vcc_lo) and lane-mask widths, so it is part of the target.
 */
/** The PS5 GPU in wave32, the mode its compilers prefer. */
export const PS5_WAVE32 = Object.freeze({ mcpu: 'gfx1013', wave64: false });
/** The PS5 GPU in wave64. */
export const PS5_WAVE64 = Object.freeze({ mcpu: 'gfx1013', wave64: true });
/** Parses an `--mcpu` value. Returns undefined for names Oberon does not support. */
export function parseMcpu(name) {
    return name === 'gfx1013' || name === 'gfx1030' ? name : undefined;
}
//# sourceMappingURL=target.js.map