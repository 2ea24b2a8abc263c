/**
 * The shape of one oracle kernel: the LLVM IR file it compiles (kernels/<name>.ll), the dispatch it
 * runs (buffers, user SGPR arguments, workgroup shape) and an independent TypeScript model of the
 * kernel that gives the expected output buffers. Buffers are plain byte arrays; helpers build them from
 * seeded random data and read them back as typed views.
 */
/** Lanes per wave. */
export type WaveSize = 32 | 64;
/** Kernel families, for the report and the coverage count. */
export type Category = 'integer' | 'float' | 'half' | 'double' | 'convert' | 'control' | 'memory' | 'lds' | 'atomic' | 'lane' | 'scalar';
/** One inreg argument: a buffer's 64-bit address (two SGPRs, low first) or a 32-bit value. */
export type UserArg = {
    readonly buffer: string;
} | {
    readonly value: number;
};
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
export type Expected = Uint8Array | ((actual: Uint8Array, all: Readonly<Record<string, Uint8Array>>) => string | undefined);
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
export declare class Rng {
    private state;
    constructor(seed: number);
    /** A uniformly random 32-bit unsigned value. */
    u32(): number;
    /** An integer in [lo, hi]. */
    int(lo: number, hi: number): number;
    /** One of `items`. */
    pick<T>(items: readonly T[]): T;
}
/** A seed from a kernel name (FNV-1a). */
export declare function seedOf(name: string): number;
/** A byte buffer of `count` 32-bit words from `fill`. */
export declare function words(count: number, fill: (i: number) => number): Uint8Array;
/** A byte buffer of `count` 64-bit words from `fill`. */
export declare function qwords(count: number, fill: (i: number) => bigint): Uint8Array;
/** A byte buffer of `count` 16-bit values from `fill`. */
export declare function halves(count: number, fill: (i: number) => number): Uint8Array;
/** Output buffer filled with a marker so a word the kernel fails to write is caught. */
export declare function poisoned(countWords: number): Uint8Array;
/** 32-bit words of a buffer, unsigned. */
export declare function u32s(bytes: Uint8Array): number[];
/** 32-bit words of a buffer, signed. */
export declare function i32s(bytes: Uint8Array): number[];
/** 64-bit words of a buffer, unsigned. */
export declare function u64s(bytes: Uint8Array): bigint[];
/** 16-bit values of a buffer. */
export declare function u16s(bytes: Uint8Array): number[];
/** f32 values of a buffer. */
export declare function f32s(bytes: Uint8Array): number[];
/** f64 values of a buffer. */
export declare function f64s(bytes: Uint8Array): number[];
/** Builds a buffer of 32-bit words from values (numbers as u32). */
export declare function fromU32(values: readonly number[]): Uint8Array;
/** Builds a buffer of 64-bit words from values. */
export declare function fromU64(values: readonly bigint[]): Uint8Array;
/** Builds a buffer of f32 values. */
export declare function fromF32(values: readonly number[]): Uint8Array;
/** Builds a buffer of f64 values. */
export declare function fromF64(values: readonly number[]): Uint8Array;
/** The common one-dimensional shape: `groups` workgroups of `size` threads, x ids after the args. */
export declare function linear(size: number, groups: number): {
    workgroupSize: readonly [number, 1, 1];
    workgroups: readonly [number, 1, 1];
    workgroupIds: readonly [true, false, false];
    localIdComponents: 1;
};
/** Random f32 bit patterns drawn from a mix of ordinary values, specials and edge magnitudes. */
export declare function randomF32(rng: Rng, specials?: boolean): number;
/** Random f64 values of moderate magnitude with some specials. */
export declare function randomF64(rng: Rng, specials?: boolean): number;
/**
 * An expected lane value: exact bits, any NaN of the width, anything (an unspecified result), an f16
 * NaN zero-extended into a 32-bit word, or the high word of a quiet f64 NaN.
 */
export type Want = number | Special;
/** The 64-bit form of Want. */
export type Want64 = bigint | Special;
type Special = 'nan' | 'any' | 'nan16' | 'qnan64hi';
/**
 * A check of a buffer viewed as `width`-bit values against per-value wants; reports up to eight
 * mismatches with their index.
 */
export declare function checkLanes(expected: readonly Want64[], width: 16 | 32 | 64): Expected;
/** checkLanes over 32-bit values. */
export declare function check32(expected: readonly Want[]): Expected;
/** checkLanes over 16-bit values. */
export declare function check16(expected: readonly Want[]): Expected;
/** checkLanes over 64-bit values. */
export declare function check64(expected: readonly Want64[]): Expected;
export {};
