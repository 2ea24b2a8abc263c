/**
 * Format loads and stores: buffer_{load,store}_format_* (format and dst_sel from the V#, which must be
 * known at recompile time, see buffer.ts) and tbuffer_{load,store}_format_* (format from the
 * instruction, identity dst_sel), with the d16 forms (16-bit values, two per VGPR, x low) and the
 * d16_hi forms (one value in the high half).
 *
 * Formats: every gfx10 unified buffer format (8, 16, 8_8, 32, 16_16, 10_11_11, 11_11_10, 10_10_10_2,
 * 2_10_10_10, 8_8_8_8, 32_32, 16_16_16_16, 32_32_32, 32_32_32_32 with UNORM, SNORM, USCALED,
 * SSCALED, UINT, SINT, FLOAT where defined). Components are listed from the least significant bits (the
 * name lists the most significant first: 10_11_11 is x:11 y:11 z:10). A format access is range-checked
 * as one unit; out of range every component reads 0, except dst_sel 1, which reads 1 (1.0 for
 * float-valued formats).
 *
 * Conversions on load, per component of w bits: UINT zero-extends, SINT sign-extends, FLOAT widens
 * (16-bit through fpext, with NaNs rebuilt bit by bit so payloads survive; 11/10-bit unsigned floats bit
 * by bit), UNORM is raw / (2^w - 1), SNORM max(raw / (2^(w-1) - 1), -1), SCALED the integer as a float.
 * d16 loads give 16-bit results (UNORM/SNORM computed in f32 and narrowed: docs/debt.md lists the double
 * rounding). Stores: UINT/SINT keep the low w bits, FLOAT narrows with round-to-nearest-even (11/10-bit
 * floats from the f32 bits, saturating to infinity; negative values store 0), UNORM/SNORM clamp and
 * round half to even (in f64, exact), SCALED convert toward zero, saturating.
 *
 * Refused at recompile time: dst_sel naming a reserved selector or a component the format lacks,
 * stores of fewer components than the format has, formats that are not buffer formats, 32-bit
 * components in d16 forms, and tbuffer access through an unbound V#.
 */
import type { TranslateRule } from './index.js';
type NumberFormat = 'unorm' | 'snorm' | 'uscaled' | 'sscaled' | 'uint' | 'sint' | 'float';
/** A buffer format: component widths and bit positions, number format, element bytes. */
export interface Format {
    readonly name: string;
    readonly number: NumberFormat;
    readonly bits: readonly number[];
    readonly shifts: readonly number[];
    readonly bytes: number;
}
/** The buffer format of a unified FORMAT code, or undefined. */
export declare function formatOf(code: number): Format | undefined;
/** Format load/store rules by mnemonic (MUBUF format forms and every MTBUF opcode). */
export declare const FORMAT_RULES: Readonly<Record<string, TranslateRule>>;
export {};
