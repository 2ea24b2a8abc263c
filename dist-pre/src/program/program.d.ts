/**
 * A guest program from its entry point: the code reachable from the entry, its branch targets and
 * basic-block leaders, and the Sony header when the program starts with one.
 *
 * Decoding is a linear sweep from the entry that follows the code the way the hardware can reach it:
 * it records every branch target, and stops at an instruction after which execution cannot fall
 * through (s_endpgm and its variants, s_code_end, s_branch, s_setpc_b64) only once it is past the
 * furthest target seen, since code after it is still reachable when a branch lands there. Indirect
 * jumps (s_setpc_b64, s_swappc_b64) cannot be followed statically: the translator resolves their
 * targets and decodes again with them as `extraTargets`, or refuses.
 */
import type { Instruction } from '../isa/instruction.js';
import { type Target } from '../isa/target.js';
/** First dword of the Sony header: `s_mov_b32 vcc_hi, <literal>`, which runs harmlessly. */
export declare const SONY_HEADER_WORD = 3203073023;
/** The Sony header: the literal the PS5 toolchain places in its first instruction. */
export interface SonyHeader {
    /** The header's literal dword. */
    readonly value: number;
}
/** A decoded guest program. */
export interface Program {
    readonly target: Target;
    /** Byte offset of the entry instruction. */
    readonly entry: number;
    /** Instructions in address order, from the entry to the end of the program. */
    readonly instructions: readonly Instruction[];
    /** Branch targets (byte offsets), ascending. */
    readonly branchTargets: readonly number[];
    /** Byte offset one past the last instruction. */
    readonly end: number;
    /** Present when the program starts with the Sony header. */
    readonly sonyHeader: SonyHeader | undefined;
}
/** Options of {@link decodeProgram}. */
export interface ProgramOptions {
    readonly target?: Target;
    /** Byte offset of the entry in `words` (default 0). */
    readonly entry?: number;
    /** Further code addresses known to be reached (resolved indirect jump targets). */
    readonly extraTargets?: readonly number[];
}
/**
 * Decodes the program that starts at `options.entry` of `words`.
 * @throws DecodeError for undecodable code, a branch outside the words or into an instruction's middle,
 * and code that runs off the end of `words`.
 */
export declare function decodeProgram(words: ArrayLike<number>, options?: ProgramOptions): Program;
/** Byte offsets that start a basic block: the entry, every branch target, and every instruction after a branch. */
export declare function blockLeaders(program: Program): number[];
