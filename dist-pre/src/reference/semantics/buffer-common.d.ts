import type { ExecContext } from '../semantics.js';
/** An input the executor cannot run exactly; `guard` reports it as an ExecError. */
export declare class Refusal extends Error {
}
/** Runs `body`, turning refusals, format errors and memory faults into ExecErrors at the pc. */
export declare function guard(ctx: ExecContext, body: () => void): void;
/** A byte-addressed memory as one lane sees it. */
export interface MemSpace {
    read(addr: number, n: number): number[];
    write(addr: number, bytes: readonly number[]): void;
}
/** Guest memory (faults propagate as MemoryFault). */
export declare function guestSpace(ctx: ExecContext): MemSpace;
/**
 * The LDS of the workgroup: addresses at or past the allocation read 0 and drop writes (per dword),
 * as the RDNA ISA states; gfx10 does not clamp plain DS accesses by M0.
 */
export declare function ldsSpace(lds: Uint8Array): MemSpace;
/** Little-endian dwords of bytes (length a multiple of 4, or shorter than a dword). */
export declare function toDwords(bytes: readonly number[]): number[];
/** Little-endian bytes of the low `n` bytes of dwords. */
export declare function toBytes(dwords: readonly number[], n: number): number[];
/** How a load turns memory bytes into VGPR dwords (`old` is the destination's previous dword). */
export interface LoadKind {
    readonly bytes: number;
    /** VGPRs written. */
    readonly dwords: number;
    convert(raw: readonly number[], old: number): number[];
}
/** Load kinds by the suffix naming them in DS, buffer and flat mnemonics. */
export declare const LOAD_KINDS: Readonly<Record<string, LoadKind>>;
/** How a store takes bytes from its data VGPRs. */
export interface StoreKind {
    readonly bytes: number;
    readonly dwords: number;
    convert(data: readonly number[]): number[];
}
/** Store kinds by suffix. */
export declare const STORE_KINDS: Readonly<Record<string, StoreKind>>;
/** An atomic read-modify-write: new memory value from the old one and the data operands. */
export interface AtomicOp {
    readonly bits: 32 | 64;
    /** Data operands (2 for compare-swap, masked OR, wrap). */
    readonly operands: 1 | 2;
    apply(tmp: bigint, a: bigint, b: bigint): bigint;
}
/** Atomic operations by name, 32-bit and 64-bit. */
export declare const ATOMICS_32: Readonly<Record<string, AtomicOp>>;
export declare const ATOMICS_64: Readonly<Record<string, AtomicOp>>;
/** Writes `values` to consecutive VGPRs from `first` in a lane. */
export declare function setLaneDwords(ctx: ExecContext, first: number, lane: number, values: readonly number[]): void;
/** Reads `n` consecutive dwords of a VGPR range in a lane. */
export declare function laneDwords(ctx: ExecContext, first: number, n: number, lane: number): number[];
/** A 32/64-bit value of dwords as a bigint. */
export declare function dwordsToBig(d: readonly number[]): bigint;
/** The dwords of a 32/64-bit bigint. */
export declare function bigToDwords(v: bigint, bits: 32 | 64): number[];
/**
 * Performs one atomic on `space` at `addr`: returns the pre-op value's dwords. `data` holds the
 * operand dwords (a then b, each 1 or 2 dwords).
 */
export declare function atomicAt(space: MemSpace, addr: number, op: AtomicOp, data: readonly number[]): number[];
