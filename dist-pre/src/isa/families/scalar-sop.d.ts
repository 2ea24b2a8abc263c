/**
 * SOP1, SOP2, SOPC and SOPK: decode, LLVM text, encoding, operand metadata and assembly, driven by the
 * opcode tables in tables/{sop1,sop2,sopc,sopk}.ts.
 *
 * Every opcode's row is parsed once into an `SopInfo` (operand slots with their register class) in an
 * array indexed by opcode, so decoding is a table load, a validity check per operand and, when a
 * source is code 255 (or for s_setreg_imm32_b32), one more dword for the literal. The raw fields are
 * kept, so re-encoding reproduces every accepted word exactly.
 */
import type { Statement } from '../asm-lexer.js';
import type { DecodeInput } from '../family.js';
import type { EncodingName, Instruction, Operand } from '../instruction.js';
import type { Target } from '../target.js';
/** The SOP encodings this module handles. */
export type SopEncoding = 'SOP1' | 'SOP2' | 'SOPC' | 'SOPK';
/** True when `encoding` is one of this module's. */
export declare function isSopEncoding(encoding: EncodingName): encoding is SopEncoding;
/**
 * Decodes a SOP1/SOP2/SOPC/SOPK instruction.
 * @throws DecodeError for unassigned opcodes, operand codes LLVM rejects and a missing literal.
 */
export declare function decodeSop(input: DecodeInput, encoding: SopEncoding): Instruction;
/** LLVM text of a SOP1/SOP2/SOPC/SOPK instruction. */
export declare function printSop(inst: Instruction, target: Target): string;
/** The instruction's dwords: the SOP word and its literal when it has one. */
export declare function encodeSop(inst: Instruction): number[];
/** Explicit operands in text order (a read-write sdst gives a dst and a src entry), then implicit ones. */
export declare function operandsSop(inst: Instruction, target: Target): Operand[];
/**
 * Assembles a SOP1/SOP2/SOPC/SOPK statement into LLVM's canonical encoding, or returns undefined when
 * the mnemonic is not one of these encodings'.
 */
export declare function assembleSop(statement: Statement, target: Target): Instruction | undefined;
/** The table row facts of an SOP opcode, for the control-flow helpers. */
export declare function sopMnemonic(encoding: SopEncoding, opcode: number): string | undefined;
