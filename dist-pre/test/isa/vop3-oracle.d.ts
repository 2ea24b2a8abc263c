import type { Target } from '../../src/isa/target.js';
/** llvm-mc-19 died on the input (it does on some SDWA words that follow an invalid first word). */
export declare class LlvmCrashed extends Error {
}
/** llvm-mc's text for each probe's first instruction, or undefined where it rejects the first word. */
export declare function llvmFirstTexts(probes: readonly number[][], target: Target): (string | undefined)[];
/** Oberon's text for a probe's first instruction, undefined when it throws DecodeError. */
export declare function ourFirstText(words: readonly number[], target: Target): string | undefined;
/** One disagreement. */
export interface ProbeMismatch {
    readonly words: string;
    readonly ours: string;
    readonly llvm: string;
}
/** Probes skipped because llvm-mc crashed on them (each isolated by bisection). */
export declare const skipped: number[][];
/** Compares every probe; returns the mismatches. A crashing batch is bisected down to the probe. */
export declare function compareProbes(probes: readonly number[][], target: Target): ProbeMismatch[];
/** A small deterministic PRNG (xorshift32). */
export declare function rng(seed: number): () => number;
/** A random 9-bit source code biased towards the interesting ranges. */
export declare function randomSource(next: () => number): number;
/**
 * Random probes for every opcode of an encoding: `base(op)` gives the fixed bits of word0; fields
 * are random, with unused-source and modifier fields often zero so that valid words are common.
 */
export declare function randomProbes(ops: readonly number[], base: (op: number) => number, perOp: number, seed: number): number[][];
