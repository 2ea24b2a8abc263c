/**
 * Scalar register classes of the SOP and SMEM encodings: for each class, the LLVM text of every 8-bit
 * operand code (undefined where llvm-mc-19 rejects the code), the text of literals, operand metadata,
 * and the assembler's parse of an operand back to a code.
 *
 * The rules are llvm-mc-19's, found by probing every code of every operand field:
 * - a tuple names the aligned tuple holding the code (`s3` read as 64 bits prints `s[2:3]`, a quad
 *   aligns to 4), and is rejected when it runs past s105 or ttmp15;
 * - 64-bit operands have no view of vcc_hi, m0, exec_hi or src_lds_direct; 32-bit sources print
 *   src_lds_direct with LLVM's "invalid register" comment, as do SMEM data operands for m0/exec;
 * - register-only sources (s_setpc_b64, s_movrels_*) print constants with "invalid immediate";
 * - a 32-bit literal prints as the inline constant it equals, a 64-bit one is zero-extended.
 * Tables are built once at load; decode and print only index arrays.
 */
import type { Operand, ValueType } from '../instruction.js';
/** One operand register class: text per 8-bit code, and how its literal prints. */
export interface ScalarClass {
    /** LLVM's register class name (for diagnostics). */
    readonly name: string;
    /** Width in dwords of the registers the class holds. */
    readonly dwords: number;
    /** Text of each code 0..255; undefined where LLVM rejects the code. Code 255 is the literal. */
    readonly text: readonly (string | undefined)[];
    /** How the literal (code 255) prints, or 'none' when the class takes no literal. */
    readonly literal: 'none' | 'lit32' | 'lit64' | 'lit32bad';
    /** Codes that decode and print cleanly but that llvm-mc-19's assembler refuses for this class. */
    readonly asmRefused: ReadonlySet<number>;
}
/** Text of the SGPR or TTMP tuple of `dwords` holding `code` (aligned down), or undefined. */
export declare function tupleName(code: number, dwords: number): string | undefined;
/** SSrc_b32: a 32-bit source (registers, constants, literal). */
export declare const SSRC32: ScalarClass;
/** SSrc_b64: a 64-bit source. */
export declare const SSRC64: ScalarClass;
/** SReg_32 read as a source: registers only. */
export declare const SREG32: ScalarClass;
/** SReg_64 read as a source: registers only. */
export declare const SREG64: ScalarClass;
/** SReg_32 destination (7-bit field). */
export declare const SDST32: ScalarClass;
/** SReg_64 destination (7-bit field). */
export declare const SDST64: ScalarClass;
/** SMEM 32-bit data: SReg_32_XM0_XEXEC. */
export declare const SMEM32: ScalarClass;
/** SMEM 64-bit data: SReg_64_XEXEC. */
export declare const SMEM64: ScalarClass;
/** SMEM data of 4, 8 and 16 dwords, by width. */
export declare const SMEM_WIDE: Readonly<Record<number, ScalarClass>>;
/** The SMEM data class of `dwords` dwords. */
export declare function smemDataClass(dwords: number): ScalarClass;
/** Source class of a `dwords`-wide operand; `registersOnly` for SReg sources. */
export declare function sourceClass(dwords: number, registersOnly: boolean): ScalarClass;
/** Destination class of a `dwords`-wide sdst. */
export declare function destClass(dwords: number): ScalarClass;
/** LLVM's text of a 32-bit immediate: -16..64 in decimal, the float inline values by name, else hex. */
export declare function imm32Text(value: number): string;
/** LLVM's text of a 64-bit integer operand's zero-extended literal. */
export declare function lit64Text(value: number): string;
/** Text of the literal dword `value` read through class `cls`. */
export declare function literalText(cls: ScalarClass, value: number): string;
/** True when `code` of class `cls` is the trailing literal. */
export declare function isLiteral(cls: ScalarClass, code: number): boolean;
/** Operand metadata of code `code` read or written through `cls` as `type`. */
export declare function scalarOperand(role: 'dst' | 'src', cls: ScalarClass, code: number, type: ValueType, field: string, literal: number | undefined): Operand;
/** Parses a scalar register name (lower case, as LLVM wants): first code and width (0 = any width). */
export declare function parseScalarRegister(text: string): {
    code: number;
    dwords: number;
} | undefined;
/**
 * The code of register text `text` in class `cls`, or undefined when the class does not hold it
 * (wrong width, misaligned tuple, or a register LLVM only prints with an "invalid" comment).
 */
export declare function registerCode(cls: ScalarClass, text: string): number | undefined;
/** Parses an integer in decimal or hex, optionally negative, as a bigint. */
export declare function parseIntegerBig(text: string): bigint | undefined;
/** Parses an integer that fits a JS number exactly. */
export declare function parseInteger(text: string): number | undefined;
/** Parses a floating-point token (`1.0`, `-0.5`, `1e3`); integers are not floats. */
export declare function parseFloatToken(text: string): number | undefined;
/** The IEEE double bits of `v` as a bigint. */
export declare function doubleBits(v: number): bigint;
/** The IEEE single bits of `v` (rounded to f32). */
export declare function floatBits(v: number): number;
/** An immediate source: inline constant code, or the literal with its dword. */
export type ImmediateCode = {
    readonly code: number;
    readonly literal?: number;
};
/**
 * Encodes immediate text for a source of `dwords` dwords the way llvm-mc-19 does: integers in -16..64
 * and values equal to an inline float become inline constants, other 32-bit values the literal; a
 * 64-bit operand takes a float only when it is an inline constant. Undefined when not encodable.
 */
export declare function immediateCode(text: string, dwords: number): ImmediateCode | undefined;
/**
 * A 32-bit immediate for a plain immediate operand (the literal of s_setreg_imm32_b32): an integer's
 * low 32 bits, or, as llvm-mc-19 does, the low 32 bits of a float token's double encoding.
 */
export declare function imm32Value(text: string): number | undefined;
