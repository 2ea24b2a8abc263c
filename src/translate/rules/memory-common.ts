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
import { ATOMIC } from '../../ir/ops.js';
import { F32, F64, I1, I8, I16, I32, I64, ptr, type TypeId } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import { GUEST_ADDRESS_MASK } from '../../isa/tables/guest-address.js';
import type { TranslationContext } from '../context.js';

/** The operand of `field` (and `role`), refusing when the instruction lacks it. */
export function operandOf(
  t: TranslationContext,
  ops: readonly Operand[],
  field: string,
  role?: 'src' | 'dst',
): Operand {
  const op = findOperand(ops, field, role);
  if (!op) throw t.refuse(`no ${field} operand`);
  return op;
}

/** The operand of `field` (and `role`), if present. */
export function findOperand(
  ops: readonly Operand[],
  field: string,
  role?: 'src' | 'dst',
): Operand | undefined {
  return ops.find((o) => o.field === field && (role === undefined || o.role === role));
}

/** The value of a `const` instruction, else undefined (no analysis query). */
export function literal(t: TranslationContext, v: ValueId): bigint | undefined {
  const def = t.fn.value(v).def;
  if (def.kind !== 'inst') return undefined;
  const inst = t.fn.inst(def.inst);
  return inst.op === 'const' ? inst.constant : undefined;
}

export const k32 = (t: TranslationContext, v: number | bigint): ValueId => t.b.const(I32, v);
export const k64 = (t: TranslationContext, v: number | bigint): ValueId => t.b.const(I64, v);

/**
 * Two-way structured choice: runs `then` where `cond` holds and `otherwise` elsewhere, both yielding
 * values of `types`; returns the merged values. A constant condition emits one side only.
 */
export function ifElse(
  t: TranslationContext,
  cond: ValueId,
  types: readonly TypeId[],
  then: () => ValueId[],
  otherwise: () => ValueId[],
): ValueId[] {
  const known = literal(t, cond);
  if (known !== undefined) return known === 1n ? then() : otherwise();
  const a = t.b.block();
  const b = t.b.block();
  const join = t.b.block(types);
  // Register values carry into the arms and, where both arms leave them equal, past the join; the
  // values computed before the branch are reused in all three blocks, which it dominates.
  const before = t.here();
  t.b.condBr(cond, a, b);
  t.enter(a, before);
  const thenValues = then();
  const thenEnd = t.registerState();
  t.b.br(join, thenValues);
  t.enter(b, before);
  const otherValues = otherwise();
  const otherEnd = t.registerState();
  t.b.br(join, otherValues);
  t.enter(join, before, thenEnd, otherEnd);
  return [...t.fn.block(join).params];
}

/** Runs `body` only where `cond` holds; elsewhere the result is `fallback` (constants or values defined before). */
export function when(
  t: TranslationContext,
  cond: ValueId,
  types: readonly TypeId[],
  body: () => ValueId[],
  fallback: readonly ValueId[],
): ValueId[] {
  const known = literal(t, cond);
  if (known !== undefined) return known === 1n ? body() : [...fallback];
  const then = t.b.block();
  const join = t.b.block(types);
  // Register values carry into the body and, where it leaves them as they were, past the join; the
  // values computed before the branch are reused in both blocks, which it dominates.
  const before = t.here();
  t.b.condBr(cond, then, join, [], fallback);
  t.enter(then, before);
  const values = t.assuming(cond, body);
  const bodyEnd = t.registerState();
  t.b.br(join, values);
  t.enter(join, before, before.registers, bodyEnd);
  return [...t.fn.block(join).params];
}

/** Runs `body` (no results) only where `cond` holds. */
export function guard(t: TranslationContext, cond: ValueId, body: () => void): void {
  when(
    t,
    cond,
    [],
    () => {
      body();
      return [];
    },
    [],
  );
}

export const and1 = (t: TranslationContext, a: ValueId, b: ValueId): ValueId => t.b.value('and', I1, a, b);

/**
 * The guest `address` of an access made only where `cond` holds, redirected to the sink elsewhere
 * (IR `sink_address`: bytes no guest access reaches): the access then needs no branch, which cost
 * hosts an if per access (lavapipe's pipeline creation a fifth more where buffer units were guarded).
 * Undefined where `cond` is known false (no access at all).
 */
export function sinkUnless(t: TranslationContext, cond: ValueId, address: ValueId): ValueId | undefined {
  const known = literal(t, cond);
  if (known !== undefined) return known === 1n ? address : undefined;
  return t.b.value('select', I64, cond, address, t.b.value('sink_address', I64));
}

/**
 * Reads `n` bytes of guest memory at `address` where `cond` holds, without a branch: elsewhere the
 * sink is read, and the value is 0 where `zeroed` fails (none: the caller's write under EXEC drops
 * the inactive lanes' values anyway).
 */
export function readGuestWhere(
  t: TranslationContext,
  cond: ValueId,
  address: ValueId,
  n: number,
  zeroed: ValueId | undefined = cond,
): ValueId[] {
  const at = sinkUnless(t, cond, address);
  const zero = t.const32(0);
  if (at === undefined) return new Array<ValueId>(kindDwords(n)).fill(zero);
  const words = readGuest(t, at, n);
  return zeroed === undefined ? words : words.map((v) => t.b.value('select', I32, zeroed, v, zero));
}

/** Writes the low `n` bytes of `dwords` to guest memory at `address` where `cond` holds, without a branch. */
export function writeGuestWhere(
  t: TranslationContext,
  cond: ValueId,
  address: ValueId,
  n: number,
  dwords: readonly ValueId[],
): void {
  const at = sinkUnless(t, cond, address);
  if (at !== undefined) writeGuest(t, at, n, dwords);
}

// ---------------------------------------------------------------------------------------------------
// Data kinds
// ---------------------------------------------------------------------------------------------------

/** How a load turns the bytes it reads into VGPR dwords. */
export interface LoadKind {
  readonly bytes: number;
  readonly signed: boolean;
  /** d16 forms write one half of the destination and keep the other. */
  readonly half?: 'lo' | 'hi';
}

/** Load kinds by the suffix naming them in DS, buffer and global mnemonics. */
export const LOAD_KINDS: Readonly<Record<string, LoadKind>> = {
  u8: { bytes: 1, signed: false },
  i8: { bytes: 1, signed: true },
  u16: { bytes: 2, signed: false },
  i16: { bytes: 2, signed: true },
  u8d16: { bytes: 1, signed: false, half: 'lo' },
  u8d16hi: { bytes: 1, signed: false, half: 'hi' },
  i8d16: { bytes: 1, signed: true, half: 'lo' },
  i8d16hi: { bytes: 1, signed: true, half: 'hi' },
  u16d16: { bytes: 2, signed: false, half: 'lo' },
  u16d16hi: { bytes: 2, signed: false, half: 'hi' },
  d1: { bytes: 4, signed: false },
  d2: { bytes: 8, signed: false },
  d3: { bytes: 12, signed: false },
  d4: { bytes: 16, signed: false },
};

/** Raw global/buffer load suffixes (after `buffer_` / `global_`) and their kinds. */
export const RAW_LOADS: Readonly<Record<string, string>> = {
  load_ubyte: 'u8',
  load_sbyte: 'i8',
  load_ushort: 'u16',
  load_sshort: 'i16',
  load_dword: 'd1',
  load_dwordx2: 'd2',
  load_dwordx3: 'd3',
  load_dwordx4: 'd4',
  load_ubyte_d16: 'u8d16',
  load_ubyte_d16_hi: 'u8d16hi',
  load_sbyte_d16: 'i8d16',
  load_sbyte_d16_hi: 'i8d16hi',
  load_short_d16: 'u16d16',
  load_short_d16_hi: 'u16d16hi',
};

/** How a store takes its bytes from the data VGPRs. */
export interface StoreKind {
  readonly bytes: number;
  /** The data comes from the high half of the VGPR (d16_hi). */
  readonly hi: boolean;
}

/** Store kinds by suffix. */
export const STORE_KINDS: Readonly<Record<string, StoreKind>> = {
  s8: { bytes: 1, hi: false },
  s8hi: { bytes: 1, hi: true },
  s16: { bytes: 2, hi: false },
  s16hi: { bytes: 2, hi: true },
  d1: { bytes: 4, hi: false },
  d2: { bytes: 8, hi: false },
  d3: { bytes: 12, hi: false },
  d4: { bytes: 16, hi: false },
};

/** Raw store suffixes and their kinds. */
export const RAW_STORES: Readonly<Record<string, string>> = {
  store_byte: 's8',
  store_byte_d16_hi: 's8hi',
  store_short: 's16',
  store_short_d16_hi: 's16hi',
  store_dword: 'd1',
  store_dwordx2: 'd2',
  store_dwordx3: 'd3',
  store_dwordx4: 'd4',
};

/** Dwords a kind's data occupies in VGPRs. */
export function kindDwords(bytes: number): number {
  return Math.max(1, bytes / 4);
}

/**
 * The destination dwords of a load from the raw dwords read (`raw[0]` holds a narrow value in its low
 * bits); `old` reads the destination's first dword (for the d16 forms).
 */
export function loadResult(
  t: TranslationContext,
  kind: LoadKind,
  raw: readonly ValueId[],
  old: () => ValueId,
): ValueId[] {
  if (kind.bytes >= 4) return [...raw];
  const bits = 8 * kind.bytes;
  const v = raw[0] as ValueId;
  const ext = kind.signed ? t.b.value('sbfe', I32, v, k32(t, 0), k32(t, bits)) : v;
  if (!kind.half) return [ext];
  const o = old();
  if (kind.half === 'lo') return [t.b.value('bfi', I32, o, ext, k32(t, 0), k32(t, 16))];
  return [t.b.value('bfi', I32, o, ext, k32(t, 16), k32(t, 16))];
}

/** The dwords a store writes (narrow data in the low bits of dword 0). */
export function storeData(t: TranslationContext, kind: StoreKind, data: readonly ValueId[]): ValueId[] {
  if (!kind.hi) return [...data];
  return [t.b.value('lshr', I32, data[0] as ValueId, k32(t, 16))];
}

/** Reads `n` consecutive dwords of a per-lane operand. */
export function laneDwords(t: TranslationContext, op: Operand, n: number): ValueId[] {
  return Array.from({ length: n }, (_, i) => t.readLane32(op, i));
}

/** Writes dwords to a VGPR destination where the lane is active. */
export function writeDwords(t: TranslationContext, op: Operand, values: readonly ValueId[]): void {
  values.forEach((v, i) => {
    t.writeLane32(op, v, i);
  });
}

// ---------------------------------------------------------------------------------------------------
// Guest memory by address
// ---------------------------------------------------------------------------------------------------

const phys = (type: TypeId): TypeId => ptr('physical', type);

/** A pointer to guest memory at `address` (i64): bits above 47 are not translated (guest-address.ts). */
export function physPtr(t: TranslationContext, address: ValueId, type: TypeId): ValueId {
  const translated = t.b.value('and', I64, address, k64(t, GUEST_ADDRESS_MASK));
  return t.b.value('ptr_from_addr', phys(type), translated);
}

function plus(t: TranslationContext, address: ValueId, bytes: number): ValueId {
  return bytes === 0 ? address : t.b.value('iadd', I64, address, k64(t, bytes));
}

/** Whether the i64 `address` is a multiple of `align` (i1; a constant when the address is one). */
export function aligned64(t: TranslationContext, address: ValueId, align: number): ValueId {
  if (align <= 1) return t.b.const(I1, 1);
  // The proof first: it needs no confirming pass, and a program whose every address is aligned by
  // its definition asks the constant analysis nothing (translate.ts then skips it).
  if (t.alignedByDefinition(address, align)) {
    t.skipQuery();
    return t.b.const(I1, 1);
  }
  const known = t.constantOf(address);
  if (known !== undefined) return t.b.const(I1, known % BigInt(align) === 0n ? 1 : 0);
  const low = t.b.value('and', I64, address, k64(t, align - 1));
  return t.b.value('icmp.eq', I1, low, k64(t, 0));
}

/** Assembles little-endian bytes (i32 values 0..255) into dwords. */
export function bytesToDwords(t: TranslationContext, bytes: readonly ValueId[]): ValueId[] {
  const out: ValueId[] = [];
  for (let i = 0; i < bytes.length; i += 4) {
    let d = bytes[i] as ValueId;
    for (let j = 1; j < 4 && i + j < bytes.length; j++) {
      d = t.b.value('or', I32, d, t.b.value('shl', I32, bytes[i + j] as ValueId, k32(t, 8 * j)));
    }
    out.push(d);
  }
  return out;
}

/** Byte `i` (i32 0..255) of little-endian dwords. */
export function byteOf(t: TranslationContext, dwords: readonly ValueId[], i: number): ValueId {
  const d = dwords[i >> 2] as ValueId;
  return t.b.value('and', I32, t.b.value('lshr', I32, d, k32(t, 8 * (i & 3))), k32(t, 0xff));
}

/**
 * Reads `n` bytes (1, 2 or a multiple of 4) of guest memory at the i64 `address`; returns the i32
 * dwords (a narrow value zero-extended into dword 0).
 */
export function readGuest(t: TranslationContext, address: ValueId, n: number): ValueId[] {
  const bytes = (): ValueId[] =>
    bytesToDwords(
      t,
      Array.from({ length: n }, (_, i) =>
        t.b.value('zext', I32, t.b.value('load', I8, physPtr(t, plus(t, address, i), I8))),
      ),
    );
  if (n === 1) return bytes();
  const wide = (): ValueId[] => {
    if (n === 2) return [t.b.value('zext', I32, t.b.value('load', I16, physPtr(t, address, I16)))];
    return Array.from({ length: n / 4 }, (_, i) =>
      t.b.value('load', I32, physPtr(t, plus(t, address, 4 * i), I32)),
    );
  };
  const types = new Array<TypeId>(kindDwords(n)).fill(I32);
  return ifElse(t, aligned64(t, address, Math.min(n, 4)), types, wide, bytes);
}

/** Writes the low `n` bytes of `dwords` to guest memory at the i64 `address`. */
export function writeGuest(
  t: TranslationContext,
  address: ValueId,
  n: number,
  dwords: readonly ValueId[],
): void {
  const bytes = (): ValueId[] => {
    for (let i = 0; i < n; i++) {
      t.b.effect('store', [
        physPtr(t, plus(t, address, i), I8),
        t.b.value('trunc', I8, byteOf(t, dwords, i)),
      ]);
    }
    return [];
  };
  if (n === 1) {
    bytes();
    return;
  }
  const wide = (): ValueId[] => {
    if (n === 2)
      t.b.effect('store', [physPtr(t, address, I16), t.b.value('trunc', I16, dwords[0] as ValueId)]);
    else
      for (let i = 0; i < n / 4; i++)
        t.b.effect('store', [physPtr(t, plus(t, address, 4 * i), I32), dwords[i] as ValueId]);
    return [];
  };
  ifElse(t, aligned64(t, address, Math.min(n, 4)), [], wide, bytes);
}

// ---------------------------------------------------------------------------------------------------
// Atomics
// ---------------------------------------------------------------------------------------------------

/** Atomic operations of the guest (operand order as the ISA: `a` is DATA0/DATA, `b` DATA1). */
export type AtomicKind =
  | 'add'
  | 'sub'
  | 'rsub'
  | 'xchg'
  | 'and'
  | 'or'
  | 'xor'
  | 'umin'
  | 'umax'
  | 'smin'
  | 'smax'
  | 'inc'
  | 'dec'
  /** (tmp & ~a) | b */
  | 'mskor'
  /** DS compare-store: tmp == a ? b : tmp */
  | 'cmpst'
  /** buffer/global compare-swap: tmp == b ? a : tmp */
  | 'cmpswap'
  /** tmp >= a ? tmp - a : tmp + b */
  | 'wrap'
  | 'fadd'
  | 'fmin'
  | 'fmax'
  /** DS float compare-store: tmp == a ? b : tmp (float equality) */
  | 'fcmpst'
  /** buffer/global float compare-swap: tmp == b ? a : tmp */
  | 'fcmpswap';

/** Data operands each kind takes. */
export function atomicOperands(kind: AtomicKind): 1 | 2 {
  return kind === 'mskor' ||
    kind === 'cmpst' ||
    kind === 'cmpswap' ||
    kind === 'wrap' ||
    kind === 'fcmpst' ||
    kind === 'fcmpswap'
    ? 2
    : 1;
}

/** The kinds the IR's `atomic` has a variant for (the rest become compare-exchange loops). */
const DIRECT = new Set<AtomicKind>(ATOMIC);

/**
 * A compare-exchange loop on `p` (pointee `type`, i32 or i64): replaces the value `old` by
 * `update(old)` atomically and returns `old`.
 */
export function casLoop(
  t: TranslationContext,
  p: ValueId,
  type: TypeId,
  update: (old: ValueId) => ValueId,
): ValueId {
  const first = t.b.value('atomic.or', type, p, t.b.const(type, 0));
  const loop = t.b.block([type]);
  const exit = t.b.block([type]);
  t.b.br(loop, [first]);
  t.b.at(loop);
  const cur = t.fn.block(loop).params[0] as ValueId;
  const seen = t.b.value('atomic_cmpxchg', type, p, cur, update(cur));
  t.b.condBr(t.b.value('icmp.eq', I1, seen, cur), exit, loop, [seen], [seen]);
  t.b.at(exit);
  return t.fn.block(exit).params[0] as ValueId;
}

/** Applies atomic `kind` on `p` (pointee i32 or i64) with data `a` (and `b`); returns the old value. */
export function atomicRmw(
  t: TranslationContext,
  p: ValueId,
  type: TypeId,
  kind: AtomicKind,
  a: ValueId,
  b?: ValueId,
): ValueId {
  if (DIRECT.has(kind)) return t.b.value(`atomic.${kind as (typeof ATOMIC)[number]}`, type, p, a);
  const second = b as ValueId;
  if (kind === 'cmpst') return t.b.value('atomic_cmpxchg', type, p, a, second);
  if (kind === 'cmpswap') return t.b.value('atomic_cmpxchg', type, p, second, a);
  return casLoop(t, p, type, atomicUpdate(t, type, kind, a, b));
}

/**
 * The new value an atomic `kind` without a direct IR op computes from the old one (compare-exchange
 * loops: here and in the image atomics, rules/image.ts); inc/dec wrap at the operand.
 */
export function atomicUpdate(
  t: TranslationContext,
  type: TypeId,
  kind: AtomicKind,
  a: ValueId,
  b?: ValueId,
): (old: ValueId) => ValueId {
  const second = b as ValueId;
  const f = type === I64 ? F64 : F32;
  const fl = (v: ValueId): ValueId => t.b.value('bitcast', f, v);
  return (old) => {
    switch (kind) {
      case 'inc': {
        const wrap = t.b.value('icmp.uge', I1, old, a);
        return t.b.value(
          'select',
          type,
          wrap,
          t.b.const(type, 0),
          t.b.value('iadd', type, old, t.b.const(type, 1)),
        );
      }
      case 'dec': {
        const zero = t.b.value('icmp.eq', I1, old, t.b.const(type, 0));
        const wrap = t.b.value('or', I1, zero, t.b.value('icmp.ugt', I1, old, a));
        return t.b.value('select', type, wrap, a, t.b.value('isub', type, old, t.b.const(type, 1)));
      }
      case 'rsub':
        return t.b.value('isub', type, a, old);
      case 'mskor':
        return t.b.value('or', type, t.b.value('and', type, old, t.b.value('iunary.not', type, a)), second);
      case 'wrap': {
        const ge = t.b.value('icmp.uge', I1, old, a);
        return t.b.value(
          'select',
          type,
          ge,
          t.b.value('isub', type, old, a),
          t.b.value('iadd', type, old, second),
        );
      }
      case 'fadd':
        return t.b.value('bitcast', type, t.b.value('fadd', f, fl(old), fl(a)));
      case 'fmin':
        return t.b.value('select', type, t.b.value('fcmp.olt', I1, fl(a), fl(old)), a, old);
      case 'fmax':
        return t.b.value('select', type, t.b.value('fcmp.ogt', I1, fl(a), fl(old)), a, old);
      case 'fcmpst':
        return t.b.value('select', type, t.b.value('fcmp.oeq', I1, fl(old), fl(a)), second, old);
      case 'fcmpswap':
        return t.b.value('select', type, t.b.value('fcmp.oeq', I1, fl(old), fl(second)), a, old);
      default:
        throw t.refuse(`atomic ${kind} has no translation`);
    }
  };
}

/**
 * An atomic on guest memory at the i64 `address` (32- or 64-bit by `type`); a misaligned address has no
 * effect and yields 0 (module overview).
 */
export function guestAtomic(
  t: TranslationContext,
  address: ValueId,
  type: TypeId,
  kind: AtomicKind,
  a: ValueId,
  b?: ValueId,
): ValueId {
  const bytes = type === I64 ? 8 : 4;
  return when(
    t,
    aligned64(t, address, bytes),
    [type],
    () => [atomicRmw(t, physPtr(t, address, type), type, kind, a, b)],
    [t.b.const(type, 0)],
  )[0] as ValueId;
}
