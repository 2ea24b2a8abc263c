/**
 * Register and constant naming shared by every encoding: the 8-bit scalar operand space (SGPRs, special
 * registers, inline constants, literal), the 9-bit source space (that plus VGPRs), register ranges, and
 * the text LLVM gives inline constants and literals for each value width. Families build their operand
 * text from these functions so the spelling of an operand has one source.
 */
import type { Target } from './target.js';
/** First code of the VGPR half of a 9-bit source field. */
export declare const VGPR_BASE = 256;
/** Source code that selects the trailing 32-bit literal. */
export declare const LITERAL_CODE = 255;
/** Source codes that mark a VOP1/VOP2/VOPC src0 as DPP8, DPP8 with FI, SDWA and DPP16 forms. */
export declare const DPP8_CODE = 233;
export declare const DPP8FI_CODE = 234;
export declare const SDWA_CODE = 249;
export declare const DPP16_CODE = 250;
/** Highest SGPR number of GFX10 (s0..s105). */
export declare const MAX_SGPR = 105;
/** Names of single special scalar codes (32-bit view). */
export declare const SPECIAL32: Readonly<Record<number, string>>;
/** Names of special codes that read a 64-bit pair. */
export declare const SPECIAL64: Readonly<Record<number, string>>;
/** Code -> name of every special register, both widths, for the assembler. */
export declare const SPECIAL_NAMES: ReadonlyMap<string, {
    code: number;
    dwords: 1 | 2;
}>;
/** Text of a register range: `v7`, `v[4:5]`, `s[0:3]`, `ttmp[4:7]`. */
export declare function rangeName(prefix: string, first: number, dwords: number): string;
/** Text of VGPR `index` read or written as `dwords` dwords. */
export declare function vgprName(index: number, dwords?: number): string;
/**
 * Text of a scalar register operand of `dwords` dwords at 8-bit code `code` (SGPRs, vcc, ttmp, m0,
 * null, exec), or undefined when the code is not a register of that width: misaligned tuples (LLVM
 * wants even SGPR pairs and quad-aligned wider tuples), or out of range.
 */
export declare function scalarRegisterName(code: number, dwords: number): string | undefined;
/** Integer inline constants: codes 128..208 are 0..64 and -1..-16. */
export declare function inlineIntValue(code: number): number | undefined;
/** Operand width class for constant text: 16-bit, 32-bit or 64-bit. */
export type ConstantWidth = 16 | 32 | 64;
/** Text of an inline constant code (128..208, 240..248), or undefined if `code` is not one. */
export declare function inlineConstantText(code: number, width: ConstantWidth): string | undefined;
/** Bit pattern of an inline constant code for an operand of `width` bits (bigint for 64-bit). */
export declare function inlineConstantBits(code: number, width: ConstantWidth): bigint;
/** The inline constant code whose text is `text` (for the assembler), or undefined. */
export declare function inlineConstantCode(text: string): number | undefined;
/**
 * Text LLVM gives a literal dword read by an operand of `width` bits: a value an inline constant could
 * express prints as that constant (LLVM re-encodes it inline), anything else in hex. 16-bit operands see
 * the low half; 64-bit float operands take the literal as their high dword.
 */
export declare function literalText(literal: number, width: ConstantWidth): string;
/** Decoded scalar-space source: what an 8-bit (or low half of a 9-bit) source code denotes. */
export type ScalarSource = {
    readonly kind: 'register';
    readonly text: string;
} | {
    readonly kind: 'inline';
    readonly code: number;
} | {
    readonly kind: 'literal';
} | {
    readonly kind: 'invalid';
};
/**
 * Classifies source code `code` (0..255) of a `dwords`-wide scalar operand: a register (by name), an
 * inline constant, the literal, or invalid (reserved codes, the DPP/SDWA markers, misaligned tuples).
 */
export declare function classifyScalarSource(code: number, dwords: number): ScalarSource;
/** `vcc_lo`/`vcc` (and `exec_lo`/`exec`) as the wave size names the implicit lane-mask register. */
export declare function laneMaskName(base: 'vcc' | 'exec', target: Target): string;
