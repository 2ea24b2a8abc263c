/**
 * Accuracy of the translated f16/f32 transcendentals (v_rcp/rsq/sqrt/exp/log/sin/cos) against the
 * reference executor, which returns the correctly rounded value: every input runs through both, the
 * translated IR in the ideal-IEEE evaluator (ir-wave-eval.ts), and the results must agree within
 * ULP_BOUNDS (1 ULP). Inputs per run are 32 lanes of a ramp: bit patterns `s0 + lane * s1` (edge
 * cases: zeros, denormals, infinities, NaNs, values near 1, 0.5, 0.25, 0.125, the largest values,
 * powers of two; and random ramps) or floats `(s0 + lane * s1) * s2` (integers, halves, quarters and
 * eighths for sin/cos, integer exponents for exp). The evaluator's host functions are nearly correctly
 * rounded, so the rules are also checked structurally: none of them may use a host transcendental
 * (Vulkan gives those only a few ULP).
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { toleranceOf, ulpDistance, wordsAgree } from '../../src/difftest/compare.js';
import { FUNARY } from '../../src/ir/ops.js';
import { bitWidth } from '../../src/ir/types.js';
import { translateProgram } from '../../src/translate/index.js';
import { DIFF_TARGET, diffOptions, RSRC1, runReference, runTranslated } from './valu-diff-support.js';
import { ENDPGM, llvmWords } from './valu-support.js';

const OPS = {
  f32: [
    'v_rcp_f32',
    'v_rcp_iflag_f32',
    'v_rsq_f32',
    'v_sqrt_f32',
    'v_exp_f32',
    'v_log_f32',
    'v_sin_f32',
    'v_cos_f32',
  ],
  f16: ['v_rcp_f16', 'v_rsq_f16', 'v_sqrt_f16', 'v_exp_f16', 'v_log_f16', 'v_sin_f16', 'v_cos_f16'],
} as const;
type Fmt = keyof typeof OPS;

/** Results go to v10, v11, ... in OPS order. */
const FIRST_DST = 10;

/** v3 = s3 ? float ramp : bit ramp; then every op of the format on v3. */
function program(fmt: Fmt): number[] {
  const lines = [
    'v_mul_lo_u32 v1, v0, s1',
    'v_add_nc_u32 v1, s0, v1',
    'v_cvt_f32_i32 v2, v1',
    'v_mul_f32 v2, s2, v2',
    ...(fmt === 'f16' ? ['v_cvt_f16_f32 v2, v2'] : []),
    'v_cndmask_b32_e64 v3, v1, v2, s3',
    ...OPS[fmt].map((op, i) => `${op} v${FIRST_DST + i}, v3`),
  ];
  return [...llvmWords(lines, DIFF_TARGET), ENDPGM];
}

/** One run's user SGPRs: [base, step, scale (f32 bits), float ramp (0 or ~0)]. */
type Run = readonly [number, number, number, number];
const bits = (base: number, step = 1): Run => [base >>> 0, step >>> 0, 0, 0];
const floats = (base: number, step: number, scale: number): Run => {
  const f = new Float32Array([scale]);
  return [base >>> 0, step >>> 0, new Uint32Array(f.buffer)[0] as number, 0xffffffff];
};

/** A small deterministic generator (xorshift32). */
function rng(seed: number): () => number {
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

/** Float ramps shared by both formats: integers, halves, quarters, eighths, sixteenths, exponents. */
const FLOAT_RAMPS: readonly Run[] = [
  floats(-16, 1, 1),
  floats(-16, 1, 0.5),
  floats(-16, 1, 0.25),
  floats(-16, 1, 0.125),
  floats(-16, 1, 1 / 16),
  floats(-31, 2, 0.25),
  floats(-160, 10, 1),
  floats(-30, 1, 1),
  floats(100, 1, 1),
  floats(-150, 1, 1),
];

function runsFor(fmt: Fmt): Run[] {
  const next = rng(fmt === 'f32' ? 0x1234567 : 0x89abcdef);
  const runs: Run[] = [...FLOAT_RAMPS];
  if (fmt === 'f32') {
    const edges = [
      0,
      0x80000000,
      0x7f800000,
      0xff800000,
      0x7fc00000 - 16,
      0x00800000 - 16,
      0x80800000 - 16,
      0x3f800000 - 16,
      0xbf800000 - 16,
      0x3f000000 - 16,
      0xbf000000 - 16,
      0x3e800000 - 16,
      0x3e000000 - 16,
      0x7f7fffff - 31,
      0xff7fffff - 31,
      0x43000000 - 16,
      0xc3150000 - 16,
      0xc3000000 - 16,
      0x4b000000 - 16,
      0x4b800000 - 16,
      0x33800000 - 16,
      0x3f3504f3 - 16,
      0x3fb504f3 - 16,
    ];
    for (const e of edges) runs.push(bits(e));
    runs.push(bits(0x00800000, 0x00800000), bits(0x10800000, 0x00800000), bits(0x20800000, 0x00800000));
    runs.push(bits(0x30800000, 0x00800000), bits(0x80800000, 0x00800000), bits(0xc0800000, 0x00800000));
    runs.push(floats(0x800000 - 16, 1, 0.5), floats(0x400000 - 16, 1, 1), floats(0x1000000 - 16, 1, 1));
    for (let i = 0; i < 40; i++) runs.push(bits(next(), next() | 1));
    for (let i = 0; i < 40; i++) runs.push(bits(0x30000000 + (next() % 0x20000000), (next() % 0x40000) | 1));
  } else {
    const edges = [
      0,
      0x8000,
      0x7c00,
      0xfc00,
      0x7e00 - 16,
      0x0400 - 16,
      0x8400 - 16,
      0x3c00 - 16,
      0xbc00 - 16,
      0x3800 - 16,
      0xb800 - 16,
      0x3400 - 16,
      0x3000 - 16,
      0x7bff - 31,
      0xfbff - 31,
      0x4c00 - 16,
      0xce00 - 16,
      0xcc00 - 16,
      0x6400 - 16,
      0x6800 - 16,
      0x39a8 - 16,
      0x3da8 - 16,
    ];
    for (const e of edges) runs.push(bits(e));
    runs.push(bits(0x0001, 0x0400), bits(0x8001, 0x0400), bits(0x0000, 0x0400), bits(0x8000, 0x0400));
    runs.push(floats(2048 - 16, 1, 0.5), floats(1024 - 16, 1, 1), floats(0, 1, 1 / 1024));
    for (let i = 0; i < 100; i++) runs.push(bits(next() & 0xffff, (next() % 0x800) | 1));
  }
  return runs;
}

interface Stats {
  inputs: number;
  maxUlp: number;
}

/** Runs `run` both ways; records the largest ULP distance per op; returns the disagreements. */
function compareRun(
  fmt: Fmt,
  words: readonly number[],
  run: Run,
  stats: Stats[],
  pgmRsrc1?: number,
): string[] {
  const wave = runReference(words, run, pgmRsrc1);
  const read = runTranslated(words, run, pgmRsrc1);
  const problems: string[] = [];
  OPS[fmt].forEach((op, i) => {
    const reg = FIRST_DST + i;
    const got = read(`v${reg}`);
    const tol = toleranceOf(op);
    const s = stats[i] as Stats;
    for (let lane = 0; lane < 32; lane++) {
      const input = wave.getVgpr(3, lane);
      const want = wave.getVgpr(reg, lane);
      const have = Number(got[lane]);
      s.inputs++;
      const d =
        fmt === 'f16'
          ? ulpDistance(BigInt(want & 0xffff), BigInt(have & 0xffff), 16)
          : ulpDistance(BigInt(want), BigInt(have), 32);
      if (Number.isFinite(d)) s.maxUlp = Math.max(s.maxUlp, d);
      if (!wordsAgree(want, have, tol)) {
        const hex = (v: number): string => `0x${(v >>> 0).toString(16)}`;
        problems.push(`${op}(${hex(input)}): reference ${hex(want)}, translated ${hex(have)}`);
      }
    }
  });
  return problems;
}

const FORBIDDEN_FUNARY = new Set(['sin', 'cos', 'exp2', 'log2', 'rsq', 'rcp', 'sqrt']);

describe('f16/f32 transcendentals: accuracy of the translation', () => {
  for (const fmt of ['f32', 'f16'] as const) {
    const words = program(fmt);

    it(`${fmt}: no host transcendental, division or f16/f32 sqrt in the IR`, () => {
      // Every function: the kernels are helper functions the entry calls.
      const { functions } = translateProgram(words, diffOptions(bits(0)));
      assert.ok(functions.length > 1, 'the transcendentals are shared helpers');
      const used: string[] = [];
      for (const inst of functions.flatMap((fn) => fn.insts)) {
        if (inst.op === 'fdiv') used.push(`fdiv ${bitWidth(inst.type)}`);
        if (inst.op !== 'funary') continue;
        const name = FUNARY[inst.imms[0] as number] as string;
        if (FORBIDDEN_FUNARY.has(name)) used.push(`funary.${name} ${bitWidth(inst.type)}`);
      }
      assert.deepEqual(used, []);
    });

    it(`${fmt}: within ULP_BOUNDS of the reference on edge and random inputs`, (t) => {
      const stats: Stats[] = OPS[fmt].map(() => ({ inputs: 0, maxUlp: 0 }));
      const problems: string[] = [];
      for (const run of runsFor(fmt)) problems.push(...compareRun(fmt, words, run, stats));
      t.diagnostic(
        OPS[fmt].map((op, i) => `${op} ${stats[i]?.inputs} inputs, max ${stats[i]?.maxUlp} ULP`).join('; '),
      );
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} disagreements`);
    });

    it(`${fmt}: the same edge inputs in every IEEE / DX10_CLAMP MODE`, () => {
      const stats: Stats[] = OPS[fmt].map(() => ({ inputs: 0, maxUlp: 0 }));
      const problems: string[] = [];
      for (const rsrc1 of Object.values(RSRC1))
        for (const run of runsFor(fmt).slice(FLOAT_RAMPS.length, FLOAT_RAMPS.length + 8))
          problems.push(...compareRun(fmt, words, run, stats, rsrc1));
      assert.deepEqual(problems.slice(0, 20), [], `${problems.length} disagreements`);
    });
  }
});
