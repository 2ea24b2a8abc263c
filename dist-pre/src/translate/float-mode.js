/**
 * The float MODE a translated compute program runs with: COMPUTE_PGM_RSRC1 sets each wave's initial
 * MODE (FLOAT_MODE [19:12] is MODE[7:0]: FP_ROUND [3:0], FP_DENORM [7:4] with f32 in [5:4] and f16/f64
 * in [7:6], 3 = denormals kept, 0 = flushed; DX10_CLAMP [21] is MODE[8]; IEEE_MODE [23] is MODE[9]).
 * Without RSRC1 the launch gets what llc-19 emits for an `amdgpu_cs` function: FLOAT_MODE 0xF0,
 * DX10_CLAMP 1, IEEE_MODE 0. floatModeOfRsrc1 refuses what the reference executor refuses (rounding
 * other than to nearest even, one-sided denormal flushing); launchFloatMode turns that into a
 * RecompileError. The rules read the result through TranslationContext.floatMode: denormals a MODE
 * flushes are flushed explicitly in IR where the executor flushes them (rules/valu-fp.ts flushIf), so
 * the result does not depend on the host's own denormal handling.
 */
import { RecompileError } from './errors.js';
/** Bit positions in COMPUTE_PGM_RSRC1 (gfx10 register database) and in the MODE register. */
export const RSRC1_FLOAT_MODE_SHIFT = 12;
export const RSRC1_DX10_CLAMP_BIT = 21;
export const RSRC1_IEEE_MODE_BIT = 23;
const MODE_DX10_CLAMP = 1 << 8;
const MODE_IEEE = 1 << 9;
/** The RSRC1 float fields llc-19 emits for `amdgpu_cs` (e.g. 0x602F0002: `; FloatMode: 240`, `; IeeeMode: 0`). */
export const DEFAULT_PGM_RSRC1_FLOAT_BITS = ((0xf0 << RSRC1_FLOAT_MODE_SHIFT) | (1 << RSRC1_DX10_CLAMP_BIT)) >>> 0;
/** The denormal setting of a two-bit FP_DENORM field, or undefined for the one-sided settings 1 and 2. */
function denormals(field) {
    if (field === 3)
        return true;
    if (field === 0)
        return false;
    return undefined;
}
/**
 * The initial MODE of a COMPUTE_PGM_RSRC1 value (undefined: the llc-19 default), or the reason it
 * cannot be translated (a rounding mode other than nearest even, a one-sided denormal mode).
 */
export function floatModeOfRsrc1(rsrc1) {
    const value = rsrc1 ?? DEFAULT_PGM_RSRC1_FLOAT_BITS;
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) {
        return `COMPUTE_PGM_RSRC1 ${String(rsrc1)} is not a u32`;
    }
    const floatMode = (value >>> RSRC1_FLOAT_MODE_SHIFT) & 0xff;
    const hex = `0x${floatMode.toString(16)}`;
    if ((floatMode & 0xf) !== 0)
        return `COMPUTE_PGM_RSRC1 FLOAT_MODE ${hex} rounds other than to nearest even`;
    const f32 = denormals((floatMode >>> 4) & 3);
    const f16f64 = denormals((floatMode >>> 6) & 3);
    if (f32 === undefined || f16f64 === undefined) {
        return `COMPUTE_PGM_RSRC1 FLOAT_MODE ${hex} flushes denormals on input only or output only`;
    }
    return Object.freeze({
        ieee: ((value >>> RSRC1_IEEE_MODE_BIT) & 1) === 1,
        dx10Clamp: ((value >>> RSRC1_DX10_CLAMP_BIT) & 1) === 1,
        f32Denormals: f32,
        f16f64Denormals: f16f64,
    });
}
/** The MODE register value (s_getreg of HW_REG_MODE) of a float mode: FP_ROUND 0, no other bit set. */
export function modeRegisterOf(mode) {
    let v = 0;
    if (mode.f32Denormals)
        v |= 3 << 4;
    if (mode.f16f64Denormals)
        v |= 3 << 6;
    if (mode.dx10Clamp)
        v |= MODE_DX10_CLAMP;
    if (mode.ieee)
        v |= MODE_IEEE;
    return v;
}
/**
 * The float mode of a launch, or a RecompileError naming the entry and the reason: exactly what the
 * executor accepts (denormals kept or flushed, per format, on input and output; rounding to nearest
 * even).
 */
export function launchFloatMode(rsrc1, entry) {
    const mode = floatModeOfRsrc1(rsrc1);
    if (typeof mode === 'string')
        throw new RecompileError(entry, 'COMPUTE_PGM_RSRC1', mode);
    return mode;
}
//# sourceMappingURL=float-mode.js.map