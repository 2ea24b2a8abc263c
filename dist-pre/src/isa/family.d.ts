/**
 * The contract every encoding family module implements (families/*.ts). A family owns one or more
 * encodings: its opcode tables, field layout, validity rules, LLVM text, operand metadata and assembly.
 * The dispatchers in decode.ts, print.ts, encode.ts and assemble.ts only route to families.
 */
import type { Statement } from './asm-lexer.js';
import type { EncodingName, Instruction, Operand } from './instruction.js';
import type { Target } from './target.js';
/** Where the decoder stands when it hands a first word to a family. */
export interface DecodeInput {
    /** The whole word stream (little-endian dwords). */
    readonly words: ArrayLike<number>;
    /** Index in `words` of the instruction's first dword. */
    readonly index: number;
    /** Byte address of that dword (for errors and branch targets). */
    readonly pc: number;
    readonly target: Target;
    /** The encoding the first word's fixed bits select. */
    readonly encoding: EncodingName;
}
/** One encoding family: decode, print, encode, operand metadata, assemble. */
export interface Family {
    /** The encodings this family decodes. */
    readonly encodings: readonly EncodingName[];
    /**
     * Decodes the instruction at `input.index`. Throws DecodeError for truncated input, unknown opcodes
     * and reserved patterns (exactly the words llvm-mc-19 rejects), never another error type.
     */
    decode(input: DecodeInput): Instruction;
    /** LLVM text, identical to `llvm-mc-19 -disassemble` for the same target (without indentation). */
    print(inst: Instruction, target: Target): string;
    /** The instruction's words (base, extension and literal dwords). */
    encode(inst: Instruction, target: Target): number[];
    /** Explicit operands in text order, then implicit ones. */
    operands(inst: Instruction, target: Target): Operand[];
    /**
     * Assembles a statement whose mnemonic this family owns into LLVM's canonical encoding, or returns
     * undefined when the mnemonic is not one of its own. Throws AsmError for bad operands.
     */
    assemble(statement: Statement, target: Target): Instruction | undefined;
}
