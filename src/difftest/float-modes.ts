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
export const FLOAT_MODE = {
  keepAll: 0xf0,
  flushF32: 0xc0,
  flushF16F64: 0x30,
  flushAll: 0x00,
} as const;

/** Every FLOAT_MODE the campaign draws from when nothing limits it (the executor runs them all). */
export const ALL_FLOAT_MODES: readonly number[] = Object.values(FLOAT_MODE);

/** The FLOAT_MODE values whose denormal handling `profile`'s device reproduces exactly. */
export function exactFloatModes(profile: TargetProfile): number[] {
  const llvmpipe = profile.device.driverName === 'llvmpipe';
  const keeps = (...widths: (16 | 32 | 64)[]): boolean =>
    llvmpipe || widths.every((w) => profile.floatControls.denormPreserve.includes(w));
  return ALL_FLOAT_MODES.filter((mode) => {
    const f32Kept = ((mode >> 4) & 3) === 3;
    const f16f64Kept = ((mode >> 6) & 3) === 3;
    return (!f32Kept || keeps(32)) && (!f16f64Kept || keeps(16, 64));
  });
}
