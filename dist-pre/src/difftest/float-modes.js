/** FLOAT_MODE values: FP_DENORM f32 in bits [5:4], f16/f64 in [7:6]; 3 keeps, 0 flushes; RNE. */
export const FLOAT_MODE = {
    keepAll: 0xf0,
    flushF32: 0xc0,
    flushF16F64: 0x30,
    flushAll: 0x00,
};
/** Every FLOAT_MODE the campaign draws from when nothing limits it (the executor runs them all). */
export const ALL_FLOAT_MODES = Object.values(FLOAT_MODE);
/** The FLOAT_MODE values whose denormal handling `profile`'s device reproduces exactly. */
export function exactFloatModes(profile) {
    const llvmpipe = profile.device.driverName === 'llvmpipe';
    const keeps = (...widths) => llvmpipe || widths.every((w) => profile.floatControls.denormPreserve.includes(w));
    return ALL_FLOAT_MODES.filter((mode) => {
        const f32Kept = ((mode >> 4) & 3) === 3;
        const f16f64Kept = ((mode >> 6) & 3) === 3;
        return (!f32Kept || keeps(32)) && (!f16f64Kept || keeps(16, 64));
    });
}
//# sourceMappingURL=float-modes.js.map