import type { Target } from '../../src/isa/target.js';
/** Path of the LLVM assembler/disassembler used as the oracle. */
export declare const LLVM_MC: string;
/** llvm-mc's view of a word stream: the texts it printed, in order, and the dwords it rejected. */
export interface LlvmDisassembly {
    readonly texts: string[];
    /** Indices (into the input words) of rejected dwords, ascending. */
    readonly invalid: number[];
}
/** Thrown when llvm-mc itself crashes on the input (it does on some SDWA words). */
export declare class LlvmCrash extends Error {
}
/** Disassembles `words` as one stream with llvm-mc. @throws LlvmCrash when llvm-mc dies. */
export declare function llvmDisassemble(words: ArrayLike<number>, target: Target): LlvmDisassembly;
/** One assembled line: llvm's canonical text and encoding, or its error. */
export type LlvmAssembly = {
    ok: true;
    text: string;
    bytes: number[];
} | {
    ok: false;
    error: string;
};
/**
 * Assembles each line separately (one statement per line) with `-show-encoding`. Lines must not
 * contain newlines. Output order follows input order.
 */
export declare function llvmAssemble(lines: readonly string[], target: Target): LlvmAssembly[];
/** A disagreement between Oberon and llvm-mc at one place of a stream. */
export interface Mismatch {
    /** Byte offset of the segment where the difference is. */
    readonly pc: number;
    /** The words of the segment (hex) for reproduction. */
    readonly words: string;
    readonly ours: string;
    readonly llvm: string;
}
/** Result of comparing a stream. */
export interface Comparison {
    /** Instructions and rejected dwords compared. */
    compared: number;
    mismatches: Mismatch[];
    /** Segments skipped because llvm-mc crashed on them. */
    llvmCrashes: number;
    /** Dwords in skipped segments. */
    skippedWords: number;
}
/**
 * Compares Oberon with llvm-mc on `segments`: each segment is decoded as its own stream by both
 * (segments are concatenated for llvm with a resync: every segment is followed by `s_code_end`
 * padding words that both sides decode on their own). Segments keep mismatches local.
 */
export declare function compareSegments(segments: readonly (readonly number[])[], target: Target): Comparison;
