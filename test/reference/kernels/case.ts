/**
 * The shape of one oracle kernel: the LLVM IR file it compiles (kernels/<name>.ll), the dispatch it
 * runs (buffers, user SGPR arguments, workgroup shape) and an independent TypeScript model of the
 * kernel that gives the expected output buffers. Buffers are plain byte arrays; helpers build them from
 * seeded random data and read them back as typed views.
 */

/** Lanes per wave. */
export type WaveSize = 32 | 64;

/** Kernel families, for the report and the coverage count. */
export type Category =
  | 'integer'
  | 'float'
  | 'half'
  | 'double'
  | 'convert'
  | 'control'
  | 'memory'
  | 'lds'
  | 'atomic'
  | 'lane'
  | 'scalar';

/** One inreg argument: a buffer's 64-bit address (two SGPRs, low first) or a 32-bit value. */
export type UserArg = { readonly buffer: string } | { readonly value: number };

/** A dispatch of a kernel: its buffers (initial bytes) and shape. */
export interface KernelRun {
  readonly buffers: Record<string, Uint8Array>;
  readonly args: readonly UserArg[];
  readonly workgroupSize: readonly [number, number, number];
  readonly workgroups: readonly [number, number, number];
  /** Workgroup id SGPRs placed after the user SGPRs (TGID_*_EN). */
  readonly workgroupIds?: readonly [boolean, boolean, boolean];
  readonly localIdComponents?: 1 | 2 | 3;
  readonly ldsBytes?: number;
}

/**
 * What an output buffer must hold afterwards: exact bytes, or a check (for results whose order the
 * hardware does not fix, such as the values returned by atomics) that returns a failure text or
 * undefined; a check also sees every buffer's final bytes.
 */
export type Expected =
  | Uint8Array
  | ((actual: Uint8Array, all: Readonly<Record<string, Uint8Array>>) => string | undefined);

/** One oracle kernel. */
export interface KernelCase {
  /** File name without `.ll` under test/reference/kernels/. */
  readonly name: string;
  readonly category: Category;
  /** What the kernel is about, for the test title. */
  readonly about: string;
  /** Wave sizes to run (default both). */
  readonly waves?: readonly WaveSize[];
  /**
   * Instruction patterns the compiled code must contain (checked against llvm-objdump's text), so
   * the kernel keeps exercising what it claims even when LLVM changes.
   */
  readonly disasm?: readonly RegExp[];
  /** Builds the dispatch from a seeded generator. */
  setup(rng: Rng, wave: WaveSize): KernelRun;
  /** The independent model: expected final contents of the output buffers, by name. */
  expect(run: KernelRun, wave: WaveSize): Record<string, Expected>;
}

/** A small deterministic generator (mulberry32) so every run sees the same data. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }
  /** A uniformly random 32-bit unsigned value. */
  u32(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  }
  /** An integer in [lo, hi]. */
  int(lo: number, hi: number): number {
    return lo + (this.u32() % (hi - lo + 1));
  }
  /** One of `items`. */
  pick<T>(items: readonly T[]): T {
    return items[this.u32() % items.length] as T;
  }
}

/** A seed from a kernel name (FNV-1a). */
export function seedOf(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A byte buffer of `count` 32-bit words from `fill`. */
export function words(count: number, fill: (i: number) => number): Uint8Array {
  const out = new Uint8Array(count * 4);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < count; i++) dv.setUint32(i * 4, fill(i) >>> 0, true);
  return out;
}

/** A byte buffer of `count` 64-bit words from `fill`. */
export function qwords(count: number, fill: (i: number) => bigint): Uint8Array {
  const out = new Uint8Array(count * 8);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < count; i++) dv.setBigUint64(i * 8, BigInt.asUintN(64, fill(i)), true);
  return out;
}

/** A byte buffer of `count` 16-bit values from `fill`. */
export function halves(count: number, fill: (i: number) => number): Uint8Array {
  const out = new Uint8Array(count * 2);
  const dv = new DataView(out.buffer);
  for (let i = 0; i < count; i++) dv.setUint16(i * 2, fill(i) & 0xffff, true);
  return out;
}

/** Output buffer filled with a marker so a word the kernel fails to write is caught. */
export function poisoned(countWords: number): Uint8Array {
  return words(countWords, (i) => 0xdead0000 | (i & 0xffff));
}

/** 32-bit words of a buffer, unsigned. */
export function u32s(bytes: Uint8Array): number[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) out.push(dv.getUint32(i, true));
  return out;
}

/** 32-bit words of a buffer, signed. */
export function i32s(bytes: Uint8Array): number[] {
  return u32s(bytes).map((v) => v | 0);
}

/** 64-bit words of a buffer, unsigned. */
export function u64s(bytes: Uint8Array): bigint[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: bigint[] = [];
  for (let i = 0; i + 8 <= bytes.length; i += 8) out.push(dv.getBigUint64(i, true));
  return out;
}

/** 16-bit values of a buffer. */
export function u16s(bytes: Uint8Array): number[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let i = 0; i + 2 <= bytes.length; i += 2) out.push(dv.getUint16(i, true));
  return out;
}

/** f32 values of a buffer. */
export function f32s(bytes: Uint8Array): number[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) out.push(dv.getFloat32(i, true));
  return out;
}

/** f64 values of a buffer. */
export function f64s(bytes: Uint8Array): number[] {
  const dv = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out: number[] = [];
  for (let i = 0; i + 8 <= bytes.length; i += 8) out.push(dv.getFloat64(i, true));
  return out;
}

/** Builds a buffer of 32-bit words from values (numbers as u32). */
export function fromU32(values: readonly number[]): Uint8Array {
  return words(values.length, (i) => values[i] as number);
}

/** Builds a buffer of 64-bit words from values. */
export function fromU64(values: readonly bigint[]): Uint8Array {
  return qwords(values.length, (i) => values[i] as bigint);
}

/** Builds a buffer of f32 values. */
export function fromF32(values: readonly number[]): Uint8Array {
  const out = new Uint8Array(values.length * 4);
  const dv = new DataView(out.buffer);
  values.forEach((v, i) => {
    dv.setFloat32(i * 4, v, true);
  });
  return out;
}

/** Builds a buffer of f64 values. */
export function fromF64(values: readonly number[]): Uint8Array {
  const out = new Uint8Array(values.length * 8);
  const dv = new DataView(out.buffer);
  values.forEach((v, i) => {
    dv.setFloat64(i * 8, v, true);
  });
  return out;
}

/** The common one-dimensional shape: `groups` workgroups of `size` threads, x ids after the args. */
export function linear(size: number, groups: number) {
  return {
    workgroupSize: [size, 1, 1] as const,
    workgroups: [groups, 1, 1] as const,
    workgroupIds: [true, false, false] as const,
    localIdComponents: 1 as const,
  };
}

/** Random f32 bit patterns drawn from a mix of ordinary values, specials and edge magnitudes. */
export function randomF32(rng: Rng, specials = true): number {
  const r = rng.u32() % 16;
  if (specials && r === 0) {
    return rng.pick([0, 0x80000000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001, 0x807fffff, 0x7f7fffff]);
  }
  if (r < 4) return (rng.u32() & 0x807fffff) | ((rng.int(100, 154) << 23) >>> 0);
  return (rng.u32() & 0x807fffff) | ((rng.int(120, 134) << 23) >>> 0);
}

/** Random f64 values of moderate magnitude with some specials. */
export function randomF64(rng: Rng, specials = true): number {
  const r = rng.u32() % 16;
  if (specials && r === 0) return rng.pick([0, -0, Number.POSITIVE_INFINITY, -1, 2 ** -1074, 1.5e300]);
  const mant = 1 + (rng.u32() * 2 ** 20 + (rng.u32() >>> 12)) / 2 ** 52;
  const sign = rng.u32() & 1 ? -1 : 1;
  return sign * mant * 2 ** rng.int(-40, 40);
}

/**
 * An expected lane value: exact bits, any NaN of the width, anything (an unspecified result), an f16
 * NaN zero-extended into a 32-bit word, or the high word of a quiet f64 NaN.
 */
export type Want = number | Special;
/** The 64-bit form of Want. */
export type Want64 = bigint | Special;
type Special = 'nan' | 'any' | 'nan16' | 'qnan64hi';

function isNaNBits(v: bigint, width: 16 | 32 | 64): boolean {
  const mant = width === 16 ? 10n : width === 32 ? 23n : 52n;
  const expMask = width === 16 ? 0x1fn : width === 32 ? 0xffn : 0x7ffn;
  return ((v >> mant) & expMask) === expMask && (v & ((1n << mant) - 1n)) !== 0n;
}

function matches(want: Want64, v: bigint, width: 16 | 32 | 64): boolean {
  if (want === 'any') return true;
  if (want === 'nan') return isNaNBits(v, width);
  if (want === 'nan16') return v >> 16n === 0n && isNaNBits(v, 16);
  if (want === 'qnan64hi') return (v & 0x7ff80000n) === 0x7ff80000n;
  return v === want;
}

function lanesOf(bytes: Uint8Array, width: 16 | 32 | 64): bigint[] {
  if (width === 64) return u64s(bytes);
  return (width === 32 ? u32s(bytes) : u16s(bytes)).map(BigInt);
}

function hexOf(v: bigint, width: number): string {
  return `0x${v.toString(16).padStart(width / 4, '0')}`;
}

/**
 * A check of a buffer viewed as `width`-bit values against per-value wants; reports up to eight
 * mismatches with their index.
 */
export function checkLanes(expected: readonly Want64[], width: 16 | 32 | 64): Expected {
  return (actual) => {
    const got = lanesOf(actual, width);
    if (got.length !== expected.length)
      return `buffer holds ${got.length} values, expected ${expected.length}`;
    const bad: string[] = [];
    for (let i = 0; i < got.length && bad.length < 8; i++) {
      const want = expected[i] as Want64;
      const v = got[i] as bigint;
      if (matches(want, v, width)) continue;
      bad.push(
        `[${i}] expected ${typeof want === 'bigint' ? hexOf(want, width) : want}, got ${hexOf(v, width)}`,
      );
    }
    return bad.length ? bad.join('; ') : undefined;
  };
}

/** checkLanes over 32-bit values. */
export function check32(expected: readonly Want[]): Expected {
  return checkLanes(
    expected.map((w) => (typeof w === 'number' ? BigInt(w >>> 0) : w)),
    32,
  );
}

/** checkLanes over 16-bit values. */
export function check16(expected: readonly Want[]): Expected {
  return checkLanes(
    expected.map((w) => (typeof w === 'number' ? BigInt(w & 0xffff) : w)),
    16,
  );
}

/** checkLanes over 64-bit values. */
export function check64(expected: readonly Want64[]): Expected {
  return checkLanes(
    expected.map((w) => (typeof w === 'bigint' ? BigInt.asUintN(64, w) : w)),
    64,
  );
}
