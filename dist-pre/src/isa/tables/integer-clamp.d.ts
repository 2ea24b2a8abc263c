/**
 * What the clamp bit (VOP3, VOP3P, SDWA) does to a VALU operation whose result is not a float. A float
 * result is clamped to [0, 1] (the general rule, applied by both the translator and the executor); for
 * other results the RDNA ISA gives the bit a meaning only for some operations:
 *
 * - `saturates`: integer add, subtract and multiply-add results saturate to the destination's range
 *   instead of wrapping (LLVM's IntClamp operations, plus the sum-of-absolute-difference family).
 * - `no-effect`: the result cannot leave the destination's range, so saturation is the identity
 *   (integer min/max/median pick one of their sources; float-to-integer conversions and frexp exponents
 *   saturate by definition; compares write a lane mask, and on them the bit only selects exception
 *   signalling, which is not modelled).
 *
 * Every other integer operation with the bit set (shifts, bitwise logic, 24-bit multiplies...) is
 * refused by both sides: the ISA documents nothing for it. The program fuzzer writes the bit only where
 * this table or a float result gives it a meaning. The translator and the executor implement the
 * saturation independently (each is the other's oracle); this table is where they agree on which
 * operations have it.
 */
export type IntegerClamp = 'saturates' | 'no-effect';
/**
 * What clamp does to the non-float result of `mnemonic` (without an encoding suffix), or undefined
 * when the ISA gives it no meaning there.
 */
export declare function integerClampOf(mnemonic: string): IntegerClamp | undefined;
/** The refusal reason both sides give for a clamp bit without meaning on `mnemonic`. */
export declare function meaninglessClampReason(mnemonic: string): string;
/** The refusal reason both sides give for an output multiplier on a non-float result. */
export declare function meaninglessOmodReason(mnemonic: string): string;
