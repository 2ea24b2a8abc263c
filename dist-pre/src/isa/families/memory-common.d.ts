/**
 * Helpers shared by the memory families (DS, MUBUF/MTBUF, FLAT/GLOBAL/SCRATCH): reading the two
 * instruction dwords, VGPR range checks and text, the scalar operands these encodings take (buffer
 * soffset, FLAT saddr), modifier text, implicit operands, and the assembler's operand parsing.
 *
 * Invariants: decode helpers never throw anything but DecodeError; assembler helpers throw AsmError.
 */
import { type Statement } from '../asm-lexer.js';
import type { Instruction, Operand, ValueType } from '../instruction.js';
import type { Target } from '../target.js';
/** Reads dword `k` after the instruction start, or throws a truncation DecodeError. */
export declare function wordAt(words: ArrayLike<number>, index: number, k: number, pc: number, what: string): number;
/** true when VGPRs `first`..`first+dwords-1` all exist (v0..v255). */
export declare function vgprFits(first: number, dwords: number): boolean;
/** Text of VGPR `first` seen as `dwords` dwords: `v3`, `v[4:7]`. */
export declare function vText(first: number, dwords: number): string;
/** ValueType of raw data `dwords` wide. */
export declare function dataType(dwords: number): ValueType;
/** The operand record of VGPRs. */
export declare function vOperand(role: 'dst' | 'src', first: number, dwords: number, type: ValueType, field: string): Operand;
/** The implicit EXEC read every vector memory instruction performs. */
export declare function execRead(target: Target): Operand;
/** The implicit M0 read of GDS, GWS and LDS-DMA instructions. */
export declare function m0Read(): Operand;
/**
 * Text of a 32-bit scalar source code as the buffer soffset prints it, or undefined for codes LLVM
 * rejects there. `literal` is the trailing dword when `code` is 255.
 */
export declare function soffsetText(code: number, literal: number): string | undefined;
/** Operand metadata of a scalar source code (register, inline constant or literal). */
export declare function scalarOperand(code: number, dwords: number, type: ValueType, field: string, literal?: number): Operand;
/** Appends ` name` to `out` when `bit` is set. */
export declare function flag(bit: number, name: string): string;
/**
 * The statement's operand tokens (the first token and those after commas) and modifier tokens (the
 * blank-separated tail). With `takesOperands` false every token is a modifier.
 */
export declare function splitTokens(statement: Statement, takesOperands?: boolean): {
    operands: string[];
    modifiers: string[];
};
/** Throws the assembler error for `statement`. */
export declare function asmFail(statement: Statement, reason: string): never;
/** Parses `vN` or `v[a:b]`; returns first register and count, or undefined. */
export declare function parseVgpr(text: string): {
    first: number;
    dwords: number;
} | undefined;
/** Parses a VGPR operand of exactly `dwords` dwords or fails. */
export declare function expectVgpr(statement: Statement, text: string | undefined, dwords: number, what: string): number;
/** Parses a scalar register (sN, s[a:b], ttmpN, ttmp[a:b], specials) to its 8-bit code and width. */
export declare function parseScalarRegister(text: string): {
    code: number;
    dwords: number;
} | undefined;
/** Parses an integer literal in decimal or hex (optionally negative). */
export declare function parseInteger(text: string): number | undefined;
/**
 * Parses a 32-bit scalar source (soffset): register, inline constant or literal. Returns the 8-bit
 * code and the literal value (when the code is 255).
 */
export declare function parseScalarSource(statement: Statement, text: string | undefined): {
    code: number;
    literal?: number;
};
/** Parses `name:value` modifiers into a map; bare flags map to 1. Keys lower-cased. */
export declare function parseModifiers(statement: Statement, modifiers: readonly string[]): Map<string, string>;
/** Takes a bare flag modifier out of `mods`: 1 when present. */
export declare function takeFlag(mods: Map<string, string>, name: string): number;
/** Takes a numeric modifier (e.g. `offset:16`) in [min, max], or `fallback` when absent. */
export declare function takeNumber(statement: Statement, mods: Map<string, string>, name: string, min: number, max: number, fallback?: number): number;
/** Fails when modifiers remain that the instruction does not take. */
export declare function noMoreModifiers(statement: Statement, mods: Map<string, string>): void;
/** Builds an Instruction value (pc 0; the assembler sets it). */
export declare function makeInstruction(encoding: Instruction['encoding'], opcode: number, mnemonic: string, fields: Record<string, number>, literal: number | undefined, size: number): Instruction;
