/**
 * Test support for the scalar rules: translate options for a one-lane compute launch, an interpreter of
 * the translated IR for one invocation (a workgroup of one lane: `ballot` is that lane's bit, wave
 * operations are trivial), and a runner that executes a program both on the reference executor and
 * through translation + interpretation over copies of the same guest memory.
 *
 * The interpreter evaluates integer ops with the constant folder of the translate layer; the oracle
 * it is compared with is the reference executor, written independently.
 */
import type { IrFunction } from '../../src/ir/function.js';
import { type Target } from '../../src/isa/index.js';
import { GuestMemory } from '../../src/reference/memory.js';
import type { KnownMemory, TranslateOptions } from '../../src/translate/options.js';
/** Options for a compute launch of one lane with `userSgprs` (and COMPUTE_PGM_RSRC1 when given). */
export declare function launchOptions(target: Target, userSgprs: readonly number[], knownMemory?: readonly KnownMemory[], pgmRsrc1?: number): TranslateOptions;
/** Interprets `fn` for the single invocation of a one-lane workgroup over `memory`. */
export declare function interpret(fn: IrFunction, memory: GuestMemory, stepLimit?: number): void;
/** Guest address of the output buffer both runs write to. */
export declare const OUT_ADDRESS = 1048576;
/** Guest address of an input buffer tests may fill. */
export declare const IN_ADDRESS = 2097152;
/** Memory with a zeroed output buffer and the input words at IN_ADDRESS. */
export declare function makeMemory(input: readonly number[], outBytes?: number): GuestMemory;
/** Both runs' output buffers as dwords. */
export interface Outputs {
    readonly reference: number[];
    readonly translated: number[];
}
/**
 * Runs `source` on the reference executor and through translation (both launched with `pgmRsrc1`
 * when given), each over its own memory from makeMemory(input), and returns the first `outDwords` dwords of the output buffer of each.
 */
export declare function runBoth(source: string, target: Target, userSgprs: readonly number[], input?: readonly number[], outDwords?: number, knownMemory?: readonly KnownMemory[], pgmRsrc1?: number): Outputs;
