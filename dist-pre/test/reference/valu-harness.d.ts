/**
 * Test harness for the VALU semantics: assembles a guest program with llvm-mc-19 (Oberon's assembler
 * does not cover VALU text yet), runs it through runCompute with the registered rules plus two
 * test-only scalar rules, and returns the final wave state:
 * - `s_nop` at the start calls the test's `init` hook (to load per-lane inputs into VGPRs/SGPRs),
 * - `s_endpgm` records the wave's registers and ends it.
 * Expectations in the tests are computed independently in plain TypeScript.
 */
import type { Target } from '../../src/isa/target.js';
import type { WaveState } from '../../src/reference/wave.js';
/** The dwords of a program (one instruction per line), assembled by llvm-mc-19. */
export declare function assembleLlvm(source: string, target: Target): number[];
/** Options of one run. */
export interface RunOptions {
    readonly wave64?: boolean;
    /** Threads in the workgroup (default: a full wave). */
    readonly threads?: number;
    /** Called at the leading `s_nop 0` to load inputs. */
    readonly init?: (wave: WaveState) => void;
    /** COMPUTE_PGM_RSRC1 of the dispatch (its float fields set MODE; default: llc-19's amdgpu_cs MODE). */
    readonly pgmRsrc1?: number;
    /** Edits the assembled words (index 0 is the leading s_nop): encodings llvm-mc cannot assemble. */
    readonly patch?: (words: number[]) => void;
}
/** Runs `body` (VALU lines) as `s_nop 0; body; s_endpgm` and returns the final wave state. */
export declare function run(body: string, options?: RunOptions): WaveState;
/** Fills VGPR `reg` with `f(lane)` in every lane. */
export declare function fill(wave: WaveState, reg: number, f: (lane: number) => number): void;
/** VGPR `reg` of every lane. */
export declare function lanes(wave: WaveState, reg: number): number[];
/** A deterministic pseudo-random 32-bit sequence (xorshift32). */
export declare function rng(seed: number): () => number;
/** The f32 bits of a number (rounded to nearest even by the engine). */
export declare function bitsOf(x: number): number;
/** The f32 value of bits. */
export declare function f32Value(bits: number): number;
