/**
 * Text and classification of VALU source operands, shared by the VOP1/VOP2/VOPC family and the VOP3
 * family: the 9-bit source field (VGPRs, SGPRs, specials, inline constants, the literal) read as a
 * value of a given ValueType, and the constant width that type gives inline constants and literals.
 *
 * The rules are LLVM's (checked against llvm-mc-19): a 64-bit SGPR source names the aligned pair that
 * holds the code (`s5` read as 64 bits prints `s[4:5]`), m0 and src_lds_direct have no 64-bit view,
 * a literal of a 32-bit or 16-bit operand prints as an inline constant when its value is one, a 64-bit
 * float literal is the high dword, a 64-bit integer literal is zero-extended.
 */
import type { ValueType } from '../instruction.js';
import { type ConstantWidth, inlineIntValue } from '../operands.js';
/** Width class of constants read as `type`: 16, 32 or 64 bits. */
export declare function constantWidth(type: ValueType): ConstantWidth;
/** True for the float types whose inline constants and literals print as floats. */
export declare function isFloatType(type: ValueType): boolean;
/**
 * Text of a scalar-space source code 0..254 (not the literal) read as `dwords` dwords (1 or 2) of
 * constant width `width`, or undefined when LLVM rejects the code for that width.
 */
export declare function scalarSourceText(code: number, dwords: number, width: ConstantWidth, int16?: boolean): string | undefined;
/**
 * Text LLVM gives the literal dword of a source of type `type`. 64-bit float sources take it as the high
 * dword; 64-bit integer sources zero-extend it.
 */
export declare function literalSourceText(literal: number, type: ValueType): string;
/**
 * Text of a 9-bit source `code` read as `dwords` dwords of `type`, with `literal` the trailing dword
 * when `code` is 255; undefined when LLVM rejects the operand (reserved codes, VGPR ranges past v255,
 * 64-bit views of m0 and src_lds_direct).
 */
export declare function vsrcText(code: number, dwords: number, type: ValueType, literal: number | undefined): string | undefined;
/** 16-bit integer types: LLVM prints float inline constants and literals of these as hex. */
export declare function isInt16Type(type: ValueType): boolean;
/** The integer value of an inline constant code, re-exported for families that fold constants. */
export { inlineIntValue };
