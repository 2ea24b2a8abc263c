/** The MODE fields the VALU rules depend on. */
export interface FloatMode {
    /** IEEE_MODE: v_min/v_max quiet signaling NaNs (off: NaNs pass unquieted). */
    readonly ieee: boolean;
    /** DX10_CLAMP: the clamp output modifier turns NaN into +0 (off: NaN passes). */
    readonly dx10Clamp: boolean;
    /** FP_DENORM f32 = 3 (kept) or 0 (flushed on input and output). */
    readonly f32Denormals: boolean;
    /** FP_DENORM f16/f64 = 3 (kept) or 0 (flushed on input and output). */
    readonly f16f64Denormals: boolean;
}
/** Bit positions in COMPUTE_PGM_RSRC1 (gfx10 register database) and in the MODE register. */
export declare const RSRC1_FLOAT_MODE_SHIFT = 12;
export declare const RSRC1_DX10_CLAMP_BIT = 21;
export declare const RSRC1_IEEE_MODE_BIT = 23;
/** The RSRC1 float fields llc-19 emits for `amdgpu_cs` (e.g. 0x602F0002: `; FloatMode: 240`, `; IeeeMode: 0`). */
export declare const DEFAULT_PGM_RSRC1_FLOAT_BITS: number;
/**
 * The initial MODE of a COMPUTE_PGM_RSRC1 value (undefined: the llc-19 default), or the reason it
 * cannot be translated (a rounding mode other than nearest even, a one-sided denormal mode).
 */
export declare function floatModeOfRsrc1(rsrc1: number | undefined): FloatMode | string;
/** The MODE register value (s_getreg of HW_REG_MODE) of a float mode: FP_ROUND 0, no other bit set. */
export declare function modeRegisterOf(mode: FloatMode): number;
/**
 * The float mode of a launch, or a RecompileError naming the entry and the reason: exactly what the
 * executor accepts (denormals kept or flushed, per format, on input and output; rounding to nearest
 * even).
 */
export declare function launchFloatMode(rsrc1: number | undefined, entry: number): FloatMode;
