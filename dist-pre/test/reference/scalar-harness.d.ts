/**
 * Test support for the scalar semantics: assembles LLVM-syntax programs with labels (a `name:` line
 * marks a label; a branch operand naming a label becomes its dword offset), runs them in the reference
 * executor, and captures each wave's scalar state when it reaches s_endpgm.
 */
import { type Target } from '../../src/isa/index.js';
import { type ExecStats } from '../../src/reference/executor.js';
import { type FloatMode } from '../../src/reference/float.js';
import { GuestMemory } from '../../src/reference/memory.js';
import type { SemanticTable } from '../../src/reference/semantics.js';
/** Assembles `source` (one instruction or `label:` per line, `;` comments) into words. */
export declare function assembleProgram(source: string, target?: Target): number[];
/** Scalar state of a wave at s_endpgm. */
export interface WaveSnapshot {
    readonly waveId: number;
    readonly sgpr: Uint32Array;
    readonly scc: number;
    readonly executed: number;
    /** The wave's floating-point MODE as the VALU rules see it. */
    readonly mode: FloatMode;
}
/** Options of {@link runProgram}. */
export interface RunOptions {
    readonly target?: Target;
    readonly userSgprs?: readonly number[];
    readonly memory?: GuestMemory;
    readonly threads?: number;
    readonly groups?: number;
    readonly ldsBytes?: number;
}
/** Result of a run: every wave's snapshot (in the order they ended) and the totals. */
export interface RunResult {
    readonly waves: WaveSnapshot[];
    readonly stats: ExecStats;
}
/** A semantic table whose s_endpgm records the wave's scalar state into `out`. */
export declare function capturing(out: WaveSnapshot[], base?: SemanticTable): SemanticTable;
/** Runs assembled `words` as a compute dispatch and captures each wave at s_endpgm. */
export declare function runWords(words: readonly number[], options?: RunOptions): RunResult;
/** Assembles and runs `source`; returns the first wave's snapshot. */
export declare function runProgram(source: string, options?: RunOptions): WaveSnapshot;
/** A deterministic 32-bit generator (xorshift32) for test inputs. */
export declare function rng(seed: number): () => number;
/** Edge values every 32-bit operand test includes. */
export declare const EDGES32: readonly number[];
