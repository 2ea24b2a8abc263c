/**
 * Operand text of the 64-bit VALU encodings (VOP3, VOP3P) exactly as LLVM prints it: the register or
 * constant a 9-bit source code names at a given width, the text of inline constants and literals by
 * LLVM's printer class (b32, f16, i16, f64, i64), and the `/*Invalid ...*\/` comments LLVM appends
 * when a decodable code lies outside the operand's register class.
 *
 * `sourceText` returns undefined for codes LLVM refuses to decode (reserved codes, misaligned or
 * out-of-range tuples), which the family turns into a DecodeError.
 */
import { inlineIntValue } from '../operands.js';
import type { ConstantClass, RegisterClass } from '../tables/vop3.js';
/** What a source code denotes, for class checks and metadata. */
export declare enum SrcKind {
    Sgpr = 0,
    Vgpr = 1,
    /** vcc, ttmp, m0, exec: scalar registers other than s0..s105. */
    ScalarSpecial = 2,
    Exec = 3,
    /** null and the src_* aperture/status registers: accepted by every class. */
    Neutral = 4,
    LdsDirect = 5,
    Inline = 6,
    Literal = 7
}
/** Kind of a 9-bit source code, or -1 when LLVM does not decode it at `dwords` width. */
export declare function sourceKind(code: number, dwords: number): number;
/** Register text of a register-kind code at `dwords` width (alignment rounds down as LLVM does). */
export declare function registerText(code: number, dwords: number): string;
/** Text of inline constant `code` (128..208, 240..248) under printer class `cls`. */
export declare function inlineText(code: number, cls: ConstantClass): string;
/** Text of the literal dword under printer class `cls`. */
export declare function literalTextFor(literal: number, cls: ConstantClass): string;
/** The comment LLVM appends for an operand of kind `kind` in register class `cls` ('' when valid). */
export declare function classComment(kind: number, cls: RegisterClass): string;
/** Value of an integer inline constant code, for metadata. */
export { inlineIntValue };
