/**
 * Test harness for the VALU semantics: assembles a guest program with llvm-mc-19 (Oberon's assembler
 * does not cover VALU text yet), runs it through runCompute with the registered rules plus two
 * test-only scalar rules, and returns the final wave state:
 * - `s_nop` at the start calls the test's `init` hook (to load per-lane inputs into VGPRs/SGPRs),
 * - `s_endpgm` records the wave's registers and ends it.
 * Expectations in the tests are computed independently in plain TypeScript.
 */
import type { Target } from '../../src/isa/target.js';
import { PS5_WAVE32, PS5_WAVE64 } from '../../src/isa/target.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { SEMANTICS } from '../../src/reference/semantics/index.js';
import type { SemanticTable } from '../../src/reference/semantics.js';
import type { WaveState } from '../../src/reference/wave.js';
import { llvmAssemble } from '../support/llvm-mc.js';

const CACHE = new Map<string, number[]>();

/** The dwords of a program (one instruction per line), assembled by llvm-mc-19. */
export function assembleLlvm(source: string, target: Target): number[] {
  const key = `${target.wave64}|${source}`;
  const hit = CACHE.get(key);
  if (hit) return hit;
  const lines = source
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const out: number[] = [];
  for (const [i, r] of llvmAssemble(lines, target).entries()) {
    if (!r.ok) throw new Error(`llvm-mc rejected '${lines[i]}': ${r.error}`);
    for (let b = 0; b < r.bytes.length; b += 4) {
      out.push(
        ((r.bytes[b] as number) |
          ((r.bytes[b + 1] as number) << 8) |
          ((r.bytes[b + 2] as number) << 16) |
          ((r.bytes[b + 3] as number) << 24)) >>>
          0,
      );
    }
  }
  CACHE.set(key, out);
  return out;
}

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
export function run(body: string, options: RunOptions = {}): WaveState {
  const target = options.wave64 ? PS5_WAVE64 : PS5_WAVE32;
  const program = [...assembleLlvm(`s_nop 0\n${body}\ns_endpgm`, target)];
  options.patch?.(program);
  let final: WaveState | undefined;
  const local: SemanticTable = {
    s_nop: (ctx) => options.init?.(ctx.wave),
    s_endpgm: (ctx) => {
      final = ctx.wave;
      ctx.wave.done = true;
    },
  };
  const lanes = target.wave64 ? 64 : 32;
  runCompute(
    {
      target,
      program,
      workgroupSize: [options.threads ?? lanes, 1, 1],
      workgroups: [1, 1, 1],
      userSgprs: [],
      memory: new GuestMemory(),
      ...(options.pgmRsrc1 === undefined ? {} : { pgmRsrc1: options.pgmRsrc1 }),
    },
    { ...SEMANTICS, ...local },
  );
  if (!final) throw new Error('the program did not reach s_endpgm');
  return final;
}

/** Fills VGPR `reg` with `f(lane)` in every lane. */
export function fill(wave: WaveState, reg: number, f: (lane: number) => number): void {
  for (let lane = 0; lane < wave.laneCount; lane++) wave.setVgpr(reg, lane, f(lane) >>> 0);
}

/** VGPR `reg` of every lane. */
export function lanes(wave: WaveState, reg: number): number[] {
  const out: number[] = [];
  for (let lane = 0; lane < wave.laneCount; lane++) out.push(wave.getVgpr(reg, lane));
  return out;
}

/** A deterministic pseudo-random 32-bit sequence (xorshift32). */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    return s;
  };
}

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);

/** The f32 bits of a number (rounded to nearest even by the engine). */
export function bitsOf(x: number): number {
  F32[0] = x;
  return U32[0] as number;
}

/** The f32 value of bits. */
export function f32Value(bits: number): number {
  U32[0] = bits;
  return F32[0] as number;
}
