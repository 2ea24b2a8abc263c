/**
 * What the vector memory rules (ds.ts, buffer.ts, buffer-format.ts, flat.ts) share: operand lookup,
 * guarded regions (a `cond_br` around code that must only run in some lanes), the load and store data
 * kinds (zero/sign extension, d16 halves, 1..4 dwords), guest memory by 64-bit address, and atomic
 * read-modify-writes with the ISA's operand conventions.
 *
 * Guest memory (`ptr_from_addr`, the emitter adds the guest-to-host offset): an access of 2+ bytes uses
 * the natural width of the host type only where the address is aligned to min(size, 4); the rules emit
 * a per-lane alignment test (folded when the address is a recompile-time constant) and a byte-by-byte
 * path for misaligned addresses, which is what the guest's unaligned mode does (docs/debt.md: the
 * dword alignment mode, which ignores the low address bits, is not modelled). Atomics need natural
 * alignment on the host: a misaligned atomic has no memory effect and returns 0 (docs/debt.md).
 *
 * Atomics: the IR's atomic ops where one matches the ISA (inc/dec wrap at the operand, README.md), a
 * compare-exchange for compare-store, and a compare-exchange loop for the others (reverse subtract,
 * masked OR, wrap, float add/min/max/compare).
 */
import type { ValueId } from '../../ir/function.js';
import { type TypeId } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
/** The operand of `field` (and `role`), refusing when the instruction lacks it. */
export declare function operandOf(t: TranslationContext, ops: readonly Operand[], field: string, role?: 'src' | 'dst'): Operand;
/** The operand of `field` (and `role`), if present. */
export declare function findOperand(ops: readonly Operand[], field: string, role?: 'src' | 'dst'): Operand | undefined;
/** The value of a `const` instruction, else undefined (no analysis query). */
export declare function literal(t: TranslationContext, v: ValueId): bigint | undefined;
export declare const k32: (t: TranslationContext, v: number | bigint) => ValueId;
export declare const k64: (t: TranslationContext, v: number | bigint) => ValueId;
/**
 * Two-way structured choice: runs `then` where `cond` holds and `otherwise` elsewhere, both yielding
 * values of `types`; returns the merged values. A constant condition emits one side only.
 */
export declare function ifElse(t: TranslationContext, cond: ValueId, types: readonly TypeId[], then: () => ValueId[], otherwise: () => ValueId[]): ValueId[];
/** Runs `body` only where `cond` holds; elsewhere the result is `fallback` (constants or values defined before). */
export declare function when(t: TranslationContext, cond: ValueId, types: readonly TypeId[], body: () => ValueId[], fallback: readonly ValueId[]): ValueId[];
/** Runs `body` (no results) only where `cond` holds. */
export declare function guard(t: TranslationContext, cond: ValueId, body: () => void): void;
export declare const and1: (t: TranslationContext, a: ValueId, b: ValueId) => ValueId;
/** How a load turns the bytes it reads into VGPR dwords. */
export interface LoadKind {
    readonly bytes: number;
    readonly signed: boolean;
    /** d16 forms write one half of the destination and keep the other. */
    readonly half?: 'lo' | 'hi';
}
/** Load kinds by the suffix naming them in DS, buffer and global mnemonics. */
export declare const LOAD_KINDS: Readonly<Record<string, LoadKind>>;
/** Raw global/buffer load suffixes (after `buffer_` / `global_`) and their kinds. */
export declare const RAW_LOADS: Readonly<Record<string, string>>;
/** How a store takes its bytes from the data VGPRs. */
export interface StoreKind {
    readonly bytes: number;
    /** The data comes from the high half of the VGPR (d16_hi). */
    readonly hi: boolean;
}
/** Store kinds by suffix. */
export declare const STORE_KINDS: Readonly<Record<string, StoreKind>>;
/** Raw store suffixes and their kinds. */
export declare const RAW_STORES: Readonly<Record<string, string>>;
/** Dwords a kind's data occupies in VGPRs. */
export declare function kindDwords(bytes: number): number;
/**
 * The destination dwords of a load from the raw dwords read (`raw[0]` holds a narrow value in its low
 * bits); `old` reads the destination's first dword (for the d16 forms).
 */
export declare function loadResult(t: TranslationContext, kind: LoadKind, raw: readonly ValueId[], old: () => ValueId): ValueId[];
/** The dwords a store writes (narrow data in the low bits of dword 0). */
export declare function storeData(t: TranslationContext, kind: StoreKind, data: readonly ValueId[]): ValueId[];
/** Reads `n` consecutive dwords of a per-lane operand. */
export declare function laneDwords(t: TranslationContext, op: Operand, n: number): ValueId[];
/** Writes dwords to a VGPR destination where the lane is active. */
export declare function writeDwords(t: TranslationContext, op: Operand, values: readonly ValueId[]): void;
/** A pointer to guest memory at `address` (i64): bits above 47 are not translated (guest-address.ts). */
export declare function physPtr(t: TranslationContext, address: ValueId, type: TypeId): ValueId;
/** Whether the i64 `address` is a multiple of `align` (i1; a constant when the address is one). */
export declare function aligned64(t: TranslationContext, address: ValueId, align: number): ValueId;
/** Assembles little-endian bytes (i32 values 0..255) into dwords. */
export declare function bytesToDwords(t: TranslationContext, bytes: readonly ValueId[]): ValueId[];
/** Byte `i` (i32 0..255) of little-endian dwords. */
export declare function byteOf(t: TranslationContext, dwords: readonly ValueId[], i: number): ValueId;
/**
 * Reads `n` bytes (1, 2 or a multiple of 4) of guest memory at the i64 `address`; returns the i32
 * dwords (a narrow value zero-extended into dword 0).
 */
export declare function readGuest(t: TranslationContext, address: ValueId, n: number): ValueId[];
/** Writes the low `n` bytes of `dwords` to guest memory at the i64 `address`. */
export declare function writeGuest(t: TranslationContext, address: ValueId, n: number, dwords: readonly ValueId[]): void;
/** Atomic operations of the guest (operand order as the ISA: `a` is DATA0/DATA, `b` DATA1). */
export type AtomicKind = 'add' | 'sub' | 'rsub' | 'xchg' | 'and' | 'or' | 'xor' | 'umin' | 'umax' | 'smin' | 'smax' | 'inc' | 'dec'
/** (tmp & ~a) | b */
 | 'mskor'
/** DS compare-store: tmp == a ? b : tmp */
 | 'cmpst'
/** buffer/global compare-swap: tmp == b ? a : tmp */
 | 'cmpswap'
/** tmp >= a ? tmp - a : tmp + b */
 | 'wrap' | 'fadd' | 'fmin' | 'fmax'
/** DS float compare-store: tmp == a ? b : tmp (float equality) */
 | 'fcmpst'
/** buffer/global float compare-swap: tmp == b ? a : tmp */
 | 'fcmpswap';
/** Data operands each kind takes. */
export declare function atomicOperands(kind: AtomicKind): 1 | 2;
/**
 * A compare-exchange loop on `p` (pointee `type`, i32 or i64): replaces the value `old` by
 * `update(old)` atomically and returns `old`.
 */
export declare function casLoop(t: TranslationContext, p: ValueId, type: TypeId, update: (old: ValueId) => ValueId): ValueId;
/** Applies atomic `kind` on `p` (pointee i32 or i64) with data `a` (and `b`); returns the old value. */
export declare function atomicRmw(t: TranslationContext, p: ValueId, type: TypeId, kind: AtomicKind, a: ValueId, b?: ValueId): ValueId;
/**
 * An atomic on guest memory at the i64 `address` (32- or 64-bit by `type`); a misaligned address has no
 * effect and yields 0 (module overview).
 */
export declare function guestAtomic(t: TranslationContext, address: ValueId, type: TypeId, kind: AtomicKind, a: ValueId, b?: ValueId): ValueId;
