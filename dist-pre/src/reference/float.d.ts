/**
 * Bit-exact IEEE-754 helpers for the reference executor: conversions between the bit patterns of
 * f16/f32/f64 and JavaScript numbers, exact rounding of a value m * 2^e to any of the three formats in
 * any of the four rounding directions, the exact fused multiply-add, NaN quieting and the wave's
 * floating-point MODE.
 *
 * Invariants: f16 and f32 bit patterns are unsigned numbers, f64 bit patterns are unsigned bigints.
 * JavaScript numbers are IEEE binary64 with round-to-nearest-even, so every f16/f32 value is exact as
 * a number, and f32 add/sub/mul/div/sqrt computed in binary64 and then rounded once to f32 are
 * correctly rounded (binary64 has more than 2p+2 bits for p = 24, so the double rounding is harmless).
 */
/** A binary floating-point format by its field widths. */
export interface FloatFormat {
    readonly width: 16 | 32 | 64;
    readonly mantBits: number;
    readonly expBits: number;
}
export declare const F16: FloatFormat;
export declare const F32_FORMAT: FloatFormat;
export declare const F64_FORMAT: FloatFormat;
/** IEEE rounding directions: nearest-even, toward zero, toward +inf, toward -inf. */
export type RoundMode = 'rne' | 'rtz' | 'rtp' | 'rtn';
/** The f32 value of a bit pattern. */
export declare function f32(bits: number): number;
/** The f32 bit pattern of `x` rounded to nearest even (NaN: the canonical quiet NaN 0x7fc00000). */
export declare function f32Bits(x: number): number;
/** The f64 value of a bit pattern. */
export declare function f64(bits: bigint): number;
/** The f64 bit pattern of `x` (NaN: the canonical quiet NaN). */
export declare function f64Bits(x: number): bigint;
/** The value of an f16 bit pattern (exact). */
export declare function f16(bits: number): number;
/**
 * The bit pattern of sign * m * 2^e (m >= 0, exact) rounded to `fmt` in direction `mode`. Overflow
 * gives infinity or the largest finite value as the direction demands; zero keeps the sign.
 */
export declare function roundToFormat(neg: boolean, m: bigint, e: number, fmt: FloatFormat, mode: RoundMode): bigint;
/** A finite number as sign, integer significand and exponent (value = +-m * 2^e). */
export declare function decomposeNumber(x: number): {
    neg: boolean;
    m: bigint;
    e: number;
};
/** Rounds a finite or infinite number to `fmt` in `mode` (NaN gives undefined). */
export declare function roundNumber(x: number, fmt: FloatFormat, mode: RoundMode): bigint | undefined;
/** The f16 bit pattern of `x` rounded in `mode` (NaN: 0x7e00). */
export declare function f16Bits(x: number, mode?: RoundMode): number;
/** The f32 bit pattern of `x` rounded in `mode`. */
export declare function f32BitsRounded(x: number, mode: RoundMode): number;
/** The number of a bit pattern in `fmt` (f64 patterns as bigint). */
export declare function toNumber(bits: number | bigint, fmt: FloatFormat): number;
/**
 * The exact fused multiply-add (a * b + c) * 2^scale of three finite or infinite numbers, rounded once
 * to `fmt` (NaN inputs and invalid operations give undefined; the caller supplies the NaN rule). The
 * scale applies to the exact sum, so neither the operands nor an intermediate value can overflow or
 * lose bits before the single rounding (v_div_fmas post-scales this way).
 */
export declare function fmaRounded(a: number, b: number, c: number, fmt: FloatFormat, mode?: RoundMode, scale?: number): bigint | undefined;
/** Whether an f16/f32 pattern (by width) is a NaN. */
export declare function isNaNBits(bits: number, width: 16 | 32): boolean;
/** Whether an f16/f32 pattern is a signaling NaN. */
export declare function isSignalingBits(bits: number, width: 16 | 32): boolean;
/** The quiet version of an f16/f32 NaN pattern (payload kept). */
export declare function quietBits(bits: number, width: 16 | 32): number;
/** Whether an f64 pattern is a NaN. */
export declare function isNaN64(bits: bigint): boolean;
/** Whether an f64 pattern is a signaling NaN. */
export declare function isSignaling64(bits: bigint): boolean;
/** The quiet version of an f64 NaN pattern. */
export declare function quiet64(bits: bigint): bigint;
/** Whether a pattern is a subnormal (nonzero with a zero exponent field). */
export declare function isDenormBits(bits: number, width: 16 | 32): boolean;
/**
 * The wave's floating-point MODE register fields that change VALU results. Only round-to-nearest-even
 * is modelled; rules refuse other round modes.
 */
export interface FloatMode {
    /**
     * IEEE mode: min/max quiet a signaling NaN operand and return the other operand for a quiet NaN;
     * outside IEEE mode any NaN operand gives the other operand, unquieted.
     */
    readonly ieee: boolean;
    /** DX10_CLAMP: the clamp modifier turns NaN into 0. */
    readonly dx10Clamp: boolean;
    /** f32 denormals are kept (true) or flushed to signed zero (false), on input and output. */
    readonly f32Denormals: boolean;
    /** f16 and f64 denormals are kept. */
    readonly f16f64Denormals: boolean;
}
/**
 * COMPUTE_PGM_RSRC1 fields that set a compute wave's initial MODE (gfx10 register database, as in
 * Mesa's register JSON and src/agc/registers/gfx10.generated.ts): FLOAT_MODE [19:12] is MODE[7:0]
 * (FP_ROUND [3:0]: f32 [1:0], f16/f64 [3:2]; FP_DENORM [7:4]: f32 [5:4], f16/f64 [7:6], 3 = keep
 * denormals), DX10_CLAMP [21], IEEE_MODE [23].
 */
export declare const PGM_RSRC1_FIELDS: Readonly<{
    floatModeShift: 12;
    dx10ClampBit: 21;
    ieeeModeBit: 23;
}>;
/**
 * The float fields of COMPUTE_PGM_RSRC1 that llc-19 emits for an `amdgpu_cs` function without
 * denormal attributes (e.g. 0x602F0002 in .AMDGPU.config, `; FloatMode: 240`, `; IeeeMode: 0`):
 * FLOAT_MODE 0xF0 (round to nearest even, f32 and f16/f64 denormals kept), DX10_CLAMP 1, IEEE_MODE 0.
 * LLVM turns IEEE mode on only for non-shader (HSA kernel) calling conventions.
 */
export declare const LLVM_CS_RSRC1_FLOAT_BITS: number;
/**
 * The MODE a wave starts with when a dispatch names no COMPUTE_PGM_RSRC1: the one llc-19 sets for
 * `amdgpu_cs` code (LLVM_CS_RSRC1_FLOAT_BITS): IEEE mode off, DX10_CLAMP on, denormals kept, round to
 * nearest even.
 */
export declare const DEFAULT_FLOAT_MODE: FloatMode;
/**
 * The initial MODE a COMPUTE_PGM_RSRC1 value gives, or the reason it cannot be modelled: the VALU
 * rules round to nearest even and flush denormals on both input and output or on neither, so another
 * FP_ROUND or a one-sided FP_DENORM (flush input only / output only) is refused.
 */
export declare function floatModeOfRsrc1(rsrc1: number): FloatMode | string;
/** The MODE of a wave (DEFAULT_FLOAT_MODE until set). */
export declare function floatModeOf(wave: object): FloatMode;
/** Sets a wave's MODE (for dispatches whose COMPUTE_PGM_RSRC1 FLOAT_MODE differs, or s_setreg). */
export declare function setFloatMode(wave: object, mode: FloatMode): void;
