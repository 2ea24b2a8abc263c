import { GuestMemory } from '../../src/reference/memory.js';
import type { WaveState } from '../../src/reference/wave.js';
/** Options of one run. */
export interface MemRunOptions {
    readonly wave64?: boolean;
    /** Threads in the workgroup (default: a full wave). */
    readonly threads?: number;
    readonly ldsBytes?: number;
    readonly memory?: GuestMemory;
    /** Called at the leading `s_nop 0`. */
    readonly init?: (wave: WaveState, lds: Uint8Array) => void;
}
/** The final state of a run. */
export interface MemRunResult {
    readonly wave: WaveState;
    readonly lds: Uint8Array;
    readonly memory: GuestMemory;
}
/** Runs `s_nop 0; body; s_endpgm` as one workgroup. */
export declare function runMem(body: string, options?: MemRunOptions): MemRunResult;
/** Fills VGPR `reg` with `f(lane)` in every lane. */
export declare function fill(wave: WaveState, reg: number, f: (lane: number) => number): void;
/** VGPR `reg` of every lane. */
export declare function lanes(wave: WaveState, reg: number): number[];
/** A deterministic pseudo-random 32-bit sequence (xorshift32). */
export declare function rng(seed: number): () => number;
/** Bytes from a generator. */
export declare function randomBytes(n: number, next: () => number): Uint8Array;
/** Little-endian dword of `bytes` at `at`. */
export declare function dwordAt(bytes: Uint8Array, at: number): number;
/** Writes a little-endian dword. */
export declare function putDword(bytes: Uint8Array, at: number, v: number): void;
/** Sets SGPRs s[first..] to `words`. */
export declare function setSgprs(wave: WaveState, first: number, words: readonly number[]): void;
