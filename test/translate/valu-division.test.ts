/**
 * The division helpers v_div_scale and v_div_fmas (f32, f64) against the reference executor, lane by
 * lane over chosen inputs: exponent fields at every boundary of v_div_scale's rules (subnormal and
 * zero denominators, reciprocals that go subnormal, tiny numerators, quotient exponent gaps just
 * inside and outside the post-scale threshold), zeros, infinities and NaNs, and for v_div_fmas sums
 * whose scaled value is a subnormal tie broken (or not) by the product, overflows and cancellations;
 * and v_fma_f64 with v_div_fmas_f64 at every alignment edge of the 128-bit fma's frame.
 * Inputs are written lane by lane with v_writelane_b32; VCC is a fixed mixed mask.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DIFF_TARGET, diffProblems } from './valu-diff-support.js';
import { ENDPGM, llvmWords } from './valu-support.js';

const LANES = 32;
/** VCC: set in lanes 0..7 (the targeted v_div_fmas inputs), mixed above. */
const VCC_MASK = 0xa5c3_69ff;

/** A small deterministic generator (xorshift32). */
function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
}

interface Format {
  readonly width: 32 | 64;
  readonly mant: number;
  readonly maxField: number;
  /** Exponent fields at the rule boundaries (tiny numerator, subnormal reciprocal, ...). */
  readonly fields: readonly number[];
  readonly gap: number;
}

const F32: Format = {
  width: 32,
  mant: 23,
  maxField: 255,
  fields: [0, 1, 23, 24, 25, 126, 127, 128, 252, 253, 254, 255],
  gap: 96,
};
const F64: Format = {
  width: 64,
  mant: 52,
  maxField: 2047,
  fields: [0, 1, 52, 53, 54, 1022, 1023, 1024, 2044, 2045, 2046, 2047],
  gap: 768,
};

/** A pattern with the given sign, exponent field and mantissa bits. */
function pattern(f: Format, negative: boolean, field: number, mant: bigint): bigint {
  return ((negative ? 1n : 0n) << BigInt(f.width - 1)) | (BigInt(field) << BigInt(f.mant)) | mant;
}

function randomMant(f: Format, next: () => number): bigint {
  const r = (BigInt(next()) << 32n) | BigInt(next());
  switch (next() % 4) {
    case 0:
      return 0n;
    case 1:
      return 1n;
    default:
      return r & ((1n << BigInt(f.mant)) - 1n);
  }
}

/** A random operand: a boundary exponent field half of the time, else any field. */
function operand(f: Format, next: () => number, field?: number): bigint {
  const e =
    field ?? (next() % 2 === 0 ? (f.fields[next() % f.fields.length] as number) : next() % (f.maxField + 1));
  return pattern(f, next() % 3 === 0, Math.max(0, Math.min(f.maxField, e)), randomMant(f, next));
}

/** Per-lane (numerator, denominator, other) triples for v_div_scale. */
function scaleInputs(f: Format, seed: number): [bigint, bigint, bigint][] {
  const next = rng(seed);
  const out: [bigint, bigint, bigint][] = [];
  for (let lane = 0; lane < LANES; lane++) {
    const den = operand(f, next);
    const de = Number((den >> BigInt(f.mant)) & BigInt(f.maxField));
    // Half the lanes put the numerator's exponent at a gap of about +-G from the denominator's.
    const offsets = [-f.gap - 1, -f.gap, -f.gap + 1, f.gap - 1, f.gap, f.gap + 1];
    const num =
      lane % 2 === 0 ? operand(f, next, de + (offsets[next() % offsets.length] as number)) : operand(f, next);
    out.push([num, den, operand(f, next)]);
  }
  return out;
}

/** Per-lane (a, b, c) triples for v_div_fmas, with targeted subnormal ties and overflows first. */
function fmasInputs(f: Format, seed: number): [bigint, bigint, bigint][] {
  const next = rng(seed);
  const bias = (f.maxField - 1) / 2;
  const scale = f.width === 64 ? 128 : 64;
  const minSub = 1n;
  const one = pattern(f, false, bias, 0n);
  const minusOne = pattern(f, true, bias, 0n);
  const zero = 0n;
  // c * 2^-scale = 1.5 * the smallest subnormal: a tie the product breaks by its sign.
  const tie = pattern(f, false, 1 - f.mant + scale, 1n << BigInt(f.mant - 1));
  // |c| >= 2 near and past the overflow threshold of c * 2^scale.
  const nearMax = pattern(f, false, f.maxField - 1 - scale, (1n << BigInt(f.mant)) - 1n);
  const pastMax = pattern(f, true, f.maxField - scale, 0n);
  const out: [bigint, bigint, bigint][] = [
    [minSub, one, tie],
    [minSub, minusOne, tie],
    [zero, one, tie],
    [minSub, one, pattern(f, true, 1 - f.mant + scale, 1n << BigInt(f.mant - 1))],
    [one, one, nearMax],
    [one, minusOne, pastMax],
    [pattern(f, false, bias + 1, 0n), pattern(f, false, f.maxField - 2 - scale, 0n), pastMax],
  ];
  while (out.length < LANES) out.push([operand(f, next), operand(f, next), operand(f, next)]);
  return out;
}

/** Exponent gaps between an f64 product's bound and its addend's, at every alignment edge of the fma frame. */
const GAPS = [
  -140, -129, -128, -127, -107, -106, -105, -74, -73, -72, -65, -64, -63, -54, -53, -52, -2, -1, 0,
];

/**
 * Per-lane (a, b, c) f64 triples whose product and addend meet at a chosen alignment: c's exponent is
 * a's plus b's plus the gap (either way), its sign opposite half of the time, and every eighth lane's
 * c the negated product rounded (the sum is the product's rounding error, a near-total cancellation).
 */
function alignmentInputs(seed: number): [bigint, bigint, bigint][] {
  const f = F64;
  const next = rng(seed);
  const bias = 1023;
  const out: [bigint, bigint, bigint][] = [];
  for (let lane = 0; lane < LANES; lane++) {
    const ea = bias - 200 + (next() % 400);
    const eb = bias - 200 + (next() % 400);
    const a = pattern(f, next() % 2 === 0, ea, randomMant(f, next));
    const b = pattern(f, next() % 2 === 0, eb, randomMant(f, next));
    if (lane % 8 === 7) {
      const product = new Float64Array([-f64Of(a) * f64Of(b)]);
      out.push([a, b, new BigUint64Array(product.buffer)[0] as bigint]);
      continue;
    }
    const gap = (GAPS[next() % GAPS.length] as number) * (next() % 2 === 0 ? 1 : -1);
    const c = pattern(f, next() % 2 === 0, ea + eb - bias + gap, randomMant(f, next));
    out.push([a, b, c]);
  }
  return out;
}

function f64Of(bits: bigint): number {
  return new Float64Array(new BigUint64Array([bits]).buffer)[0] as number;
}

/** Lines writing one dword per lane into VGPR `reg`. */
function writeLanes(reg: number, dwords: readonly number[]): string[] {
  return dwords.flatMap((d, lane) => [
    `s_mov_b32 s20, 0x${d.toString(16)}`,
    `v_writelane_b32 v${reg}, s20, ${lane}`,
  ]);
}

/** Loads lanes' triples into v1.. (f32: v1, v2, v3; f64: v[1:2], v[3:4], v[5:6]). */
function loadTriples(f: Format, triples: readonly [bigint, bigint, bigint][]): string[] {
  const lines: string[] = [];
  for (let i = 0; i < 3; i++) {
    const vals = triples.map((tr) => tr[i] as bigint);
    if (f.width === 32) lines.push(...writeLanes(1 + i, vals.map(Number)));
    else {
      lines.push(
        ...writeLanes(
          1 + 2 * i,
          vals.map((v) => Number(v & 0xffffffffn)),
        ),
      );
      lines.push(
        ...writeLanes(
          2 + 2 * i,
          vals.map((v) => Number(v >> 32n)),
        ),
      );
    }
  }
  return lines;
}

const BODY32 = [
  'v_div_scale_f32 v8, s10, v2, v2, v1',
  'v_div_scale_f32 v9, s11, v1, v2, v1',
  'v_div_scale_f32 v10, s12, v3, v2, v1',
  `s_mov_b32 vcc_lo, 0x${VCC_MASK.toString(16)}`,
  'v_div_fmas_f32 v11, v1, v2, v3',
  'v_div_fmas_f32 v12, v3, v2, v1',
];
const BODY64 = [
  'v_div_scale_f64 v[8:9], s10, v[3:4], v[3:4], v[1:2]',
  'v_div_scale_f64 v[10:11], s11, v[1:2], v[3:4], v[1:2]',
  'v_div_scale_f64 v[12:13], s12, v[5:6], v[3:4], v[1:2]',
  `s_mov_b32 vcc_lo, 0x${VCC_MASK.toString(16)}`,
  'v_div_fmas_f64 v[14:15], v[1:2], v[3:4], v[5:6]',
  'v_div_fmas_f64 v[16:17], v[5:6], v[3:4], v[1:2]',
];

function check(f: Format, triples: readonly [bigint, bigint, bigint][], label: string): void {
  const lines = [...loadTriples(f, triples), ...(f.width === 32 ? BODY32 : BODY64)];
  const words = [...llvmWords(lines, DIFF_TARGET), ENDPGM];
  assert.deepEqual(diffProblems(words, [0, 0, 0xffffffff, 0]), [], label);
}

describe('v_div_scale / v_div_fmas translation vs the reference executor', () => {
  for (const [name, f] of [
    ['f32', F32],
    ['f64', F64],
  ] as const) {
    it(`${name}: v_div_scale at the rule boundaries`, () => {
      for (const seed of [1, 2, 3]) check(f, scaleInputs(f, seed * 7919), `${name} scale seed ${seed}`);
    });
    it(`${name}: v_div_fmas ties, overflow and random operands`, () => {
      for (const seed of [1, 2, 3]) check(f, fmasInputs(f, seed * 104729), `${name} fmas seed ${seed}`);
    });
  }
  it('f64: v_fma_f64 and v_div_fmas_f64 at every alignment of product and addend', () => {
    const body = [
      `s_mov_b32 vcc_lo, 0x${VCC_MASK.toString(16)}`,
      'v_fma_f64 v[8:9], v[1:2], v[3:4], v[5:6]',
      'v_div_fmas_f64 v[10:11], v[1:2], v[3:4], v[5:6]',
    ];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const lines = [...loadTriples(F64, alignmentInputs(seed * 7)), ...body];
      const words = [...llvmWords(lines, DIFF_TARGET), ENDPGM];
      assert.deepEqual(diffProblems(words, [0, 0, 0xffffffff, 0]), [], `alignment seed ${seed}`);
    }
  });
});
