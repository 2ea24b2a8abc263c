/**
 * The differential harness of the VALU translation tests: a program runs on one wave32 in the
 * reference executor (up to s_endpgm) and, translated, in the lock-step IR evaluator of an ideal IEEE
 * host (ir-wave-eval.ts); every register the program names must end bit-identical in every lane. Both
 * sides get the same launch: user SGPRs and COMPUTE_PGM_RSRC1 (the initial MODE; undefined: the
 * default both sides share, llc-19's amdgpu_cs MODE).
 */
import { decode } from '../../src/isa/decode.js';
import { operands as operandsOf } from '../../src/isa/encode.js';
import { PS5_WAVE32 } from '../../src/isa/index.js';
import { runCompute } from '../../src/reference/executor.js';
import { GuestMemory } from '../../src/reference/memory.js';
import { SEMANTICS } from '../../src/reference/semantics/index.js';
import type { WaveState } from '../../src/reference/wave.js';
import { translateProgram } from '../../src/translate/index.js';
import type { TranslateOptions } from '../../src/translate/options.js';
import { WaveEval } from './ir-wave-eval.js';
import { optionsFor } from './valu-support.js';

export const DIFF_TARGET = PS5_WAVE32;

/** COMPUTE_PGM_RSRC1 float settings the tests run with (FLOAT_MODE 0xF0: denormals kept, RNE). */
export const RSRC1 = {
  /** llc-19's amdgpu_cs value: DX10_CLAMP on, IEEE off (the default when none is given). */
  ieeeOff: 0x002f0000,
  /** DX10_CLAMP on, IEEE on (what HSA kernels get). */
  ieeeOn: 0x00af0000,
  /** DX10_CLAMP off, IEEE on. */
  ieeeOnNoClamp: 0x008f0000,
  /** DX10_CLAMP off, IEEE off. */
  ieeeOffNoClamp: 0x000f0000,
} as const;

/** COMPUTE_PGM_RSRC1 settings that flush denormals on input and output (DX10_CLAMP on, IEEE off, RNE). */
export const FLUSH_RSRC1 = {
  /** FLOAT_MODE 0xC0: f32 denormals flushed, f16/f64 kept. */
  f32Flushed: 0x002c0000,
  /** FLOAT_MODE 0x30: f16/f64 denormals flushed, f32 kept. */
  f16f64Flushed: 0x00230000,
  /** FLOAT_MODE 0x00: all denormals flushed. */
  allFlushed: 0x00200000,
} as const;

/** Translate options of the diff launch with `userSgprs` and `pgmRsrc1`. */
export function diffOptions(userSgprs: readonly number[], pgmRsrc1?: number): TranslateOptions {
  const base = optionsFor(DIFF_TARGET);
  return {
    ...base,
    launch: { ...base.launch, userSgprs, ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }) },
  };
}

/** The IR variable index of every register the program names, in translate.ts's declaration order. */
export function registerVars(words: readonly number[], userSgprCount: number): Map<string, number> {
  const order: string[] = ['scc'];
  const seen = new Set<string>();
  const sgpr = (c: number): void => {
    if (c === 125 || c >= 128 || seen.has(`s${c}`)) return;
    seen.add(`s${c}`);
    order.push(`s${c}`);
  };
  const vgpr = (r: number): void => {
    if (seen.has(`v${r}`)) return;
    seen.add(`v${r}`);
    order.push(`v${r}`);
  };
  for (const c of [106, 107, 126, 127, 124]) sgpr(c);
  for (let i = 0; i < userSgprCount + 3; i++) sgpr(i);
  vgpr(0);
  for (let pc = 0; pc < words.length * 4; ) {
    const inst = decode(words, pc, DIFF_TARGET);
    for (const op of operandsOf(inst, DIFF_TARGET)) {
      for (let d = 0; d < op.dwords; d++) {
        if (op.kind === 'vgpr') vgpr(op.value + d);
        else if (op.kind === 'sgpr' || (op.kind === 'special' && op.value < 128)) sgpr(op.value + d);
      }
    }
    pc += inst.size;
  }
  return new Map(order.map((name, i) => [name, i]));
}

/** The reference executor's wave at s_endpgm. */
export function runReference(
  words: readonly number[],
  userSgprs: readonly number[],
  pgmRsrc1?: number,
): WaveState {
  let final: WaveState | undefined;
  runCompute(
    {
      target: DIFF_TARGET,
      program: words,
      workgroupSize: [32, 1, 1],
      workgroups: [1, 1, 1],
      userSgprs,
      workgroupIdSgprs: [true, false, false],
      localIdComponents: 1,
      memory: new GuestMemory(),
      ...(pgmRsrc1 === undefined ? {} : { pgmRsrc1 }),
    },
    {
      ...SEMANTICS,
      s_endpgm: (ctx) => {
        final = ctx.wave;
        ctx.wave.done = true;
      },
    },
  );
  if (!final) throw new Error('reference did not reach s_endpgm');
  return final;
}

/** The translated program's registers after a run in the IR evaluator, by register name. */
export function runTranslated(
  words: readonly number[],
  userSgprs: readonly number[],
  pgmRsrc1?: number,
): (reg: string) => bigint[] {
  const { functions } = translateProgram(words, diffOptions(userSgprs, pgmRsrc1));
  const fn = functions[0];
  if (!fn) throw new Error('no function');
  const ev = new WaveEval(fn, 32, functions);
  ev.run();
  const vars = registerVars(words.slice(0, -1), userSgprs.length);
  return (reg) => {
    const index = vars.get(reg);
    if (index === undefined) throw new Error(`${reg} is not named by the program`);
    return ev.vars[index] as bigint[];
  };
}

/**
 * Runs `words` (ending in s_endpgm) both ways and lists the registers that differ (at most `limit`
 * lines), skipping SCC and the high halves of VCC and EXEC.
 */
export function diffProblems(
  words: readonly number[],
  userSgprs: readonly number[],
  pgmRsrc1?: number,
  limit = 12,
): string[] {
  const wave = runReference(words, userSgprs, pgmRsrc1);
  const read = runTranslated(words, userSgprs, pgmRsrc1);
  const problems: string[] = [];
  for (const reg of registerVars(words.slice(0, -1), userSgprs.length).keys()) {
    if (reg === 'scc' || reg === 's107' || reg === 's127') continue;
    const contents = read(reg);
    if (reg[0] === 'v') {
      const r = Number(reg.slice(1));
      for (let lane = 0; lane < 32; lane++) {
        const want = wave.getVgpr(r, lane);
        const got = Number(contents[lane]);
        if (want !== got)
          problems.push(`${reg}[${lane}] reference 0x${want.toString(16)} translated 0x${got.toString(16)}`);
      }
    } else {
      const want = wave.sgpr[Number(reg.slice(1))] as number;
      const got = Number(contents[0]);
      if (want !== got)
        problems.push(`${reg} reference 0x${want.toString(16)} translated 0x${got.toString(16)}`);
    }
  }
  return problems.slice(0, limit);
}
