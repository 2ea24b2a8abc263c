/**
 * Algebraic simplification: rewrites that make an instruction an operand it already has, a constant,
 * or a cheaper op on the same values, for the patterns translation leaves behind (bitcast round trips
 * around float ops, u32 -> u64 -> u32 round trips, masks a value's known zero bits make no-ops, shifts
 * by 0, identities of and/or/xor/add/mul, selects with equal arms or a repeated condition, comparisons
 * an upper bound (ir/upper-bounds.ts) or a float class (ir/float-class.ts) decides). One table, one
 * rule per entry, each exact for every input under src/ir/README.md: bit patterns (NaN payloads, -0)
 * move through bitcasts unchanged, shift amounts are taken modulo the width, and float arithmetic is
 * never rewritten (only the sign-bit ops `neg` and `abs`). `opaque_zero` is never read as 0
 * (ir/known-zeros.ts), so no hidden constant comes back. Rewritten instructions keep their result
 * value; replaced ones are left for DCE. It is the one home of identities and of everything decided
 * about a non-constant operand (a memory rule's alignment test `addr & 3` of a provably aligned address
 * included); constant folding folds only ops whose operands are all constants.
 *
 * In the pipeline the rules run in one walk with constant folding (opt-constant-fold.ts) and sharing
 * (opt-cse.ts), each instruction taking the three steps in turn, so what one step makes the next
 * already sees (a constant a rule makes folds its readers; two values found equal are one value for
 * the rules after them): the full table once before lane-selects, the identity and select rules again
 * after opt-cfg.ts, whose constant block parameters make more of them apply. Both run before the
 * guard passes, which must see every constant they make.
 */
import { computeDominance, type Dominance, walkDominatorTree } from '../ir/dominance.js';
import { FloatClasses, FloatSign } from '../ir/float-class.js';
import { floatLayout } from '../ir/float-layout.js';
import {
  type BlockId,
  type Edge,
  type Inst,
  type InstId,
  type IrFunction,
  instDef,
  type ValueId,
} from '../ir/function.js';
import { KnownZeros, ones } from '../ir/known-zeros.js';
import {
  CROSS_LANE_OPS,
  computesValue,
  FCMP,
  FUNARY,
  ICMP,
  type IcmpPred,
  IUNARY,
  OP_COUNT,
  type OpBase,
  type OpInfo,
  opInfo,
} from '../ir/ops.js';
import { bitWidth, I1, isFloat, isInt, scalarOf, type TypeId } from '../ir/types.js';
import { impliesByBound, UpperBounds } from '../ir/upper-bounds.js';
import { SpareArray } from '../util/spare.js';
import { rewriteInst } from './ir-edit.js';
import type { Pass, PassOutcome } from './manager.js';
import { foldOf } from './opt-constant-fold.js';
import { acquireComputations, hashOf, releaseComputations, same as sameComputation } from './opt-cse.js';

/** What a rule makes of an instruction. */
export type Rewrite =
  /** Every use of the result reads this existing value instead. */
  | { readonly value: ValueId }
  /** The instruction becomes a constant of its type with this bit pattern. */
  | { readonly constant: bigint }
  /** The instruction becomes `op` (same result type) on these operands. */
  | { readonly op: OpBase; readonly operands: readonly ValueId[]; readonly imms?: readonly number[] };

/** The `const` op's table entry, for the constants rules make. */
const CONST_INFO = opInfo('const');

/** What a rule can ask about the function while it is rewritten. */
export class RuleContext {
  readonly zeros: KnownZeros;
  private upper: UpperBounds | undefined;
  private floats: FloatClasses | undefined;
  constructor(readonly fn: IrFunction) {
    this.zeros = new KnownZeros(fn);
  }

  /** Float classes and signs (ir/float-class.ts), made at the first question. */
  get classes(): FloatClasses {
    this.floats ??= new FloatClasses(this.fn);
    return this.floats;
  }

  /** The bits of `v` when a `const` defines it, seen through a bitcast (float constants). */
  literalBits(v: ValueId): bigint | undefined {
    const cast = this.defOf(v, 'bitcast');
    return this.constant(cast ? operand(cast, 0) : v);
  }

  /** Unsigned upper bounds (ir/upper-bounds.ts), made at the first question. */
  get bounds(): UpperBounds {
    this.upper ??= new UpperBounds(this.fn, { known: this.zeros, loops: false, floats: () => this.classes });
    return this.upper;
  }

  /** The instruction defining `v`, if an instruction does. */
  def(v: ValueId): Inst | undefined {
    const d = this.fn.value(v).def;
    return d.kind === 'inst' ? this.fn.inst(d.inst) : undefined;
  }

  /** The bit pattern of `v` when it is a `const`. */
  constant(v: ValueId): bigint | undefined {
    const inst = this.def(v);
    return inst?.op === 'const' ? inst.constant : undefined;
  }

  /** The defining instruction of `v` when it is `op`. */
  defOf(v: ValueId, op: OpBase): Inst | undefined {
    const inst = this.def(v);
    return inst?.op === op ? inst : undefined;
  }

  /** The type of `v`. */
  type(v: ValueId): TypeId {
    return this.fn.typeOf(v);
  }

  /** Bit width of `v`'s type. */
  width(v: ValueId): number {
    return bitWidth(this.fn.typeOf(v));
  }

  /** Whether `v` is a scalar integer every bit of which is known 0. */
  isZero(v: ValueId): boolean {
    const type = this.type(v);
    if (!isInt(type)) return false;
    // A constant answers without the analysis (a quarter of the questions, most of them 'no').
    const constant = this.constant(v);
    const all = ones(bitWidth(type));
    return constant !== undefined ? (constant & all) === 0n : this.zeros.of(v) === all;
  }

  /** Constants rules made for their rewrites, which go to the entry block's start when the walk ends. */
  readonly made: InstId[] = [];
  private readonly madeByKey = new Map<string, ValueId>();
  private readonly madePatterns = new Set<bigint>();

  /**
   * Whether the function holds another constant equal to one the rules made: a second walk would
   * share it with the made one, which comes first in the entry.
   */
  madeAgain(): boolean {
    if (this.made.length === 0) return false;
    const made = new Set(this.made);
    for (const block of this.fn.blocks)
      for (const id of block.insts) {
        const inst = this.fn.inst(id);
        // The bit pattern first: a key string per constant only where it matches.
        if (inst.op !== 'const' || made.has(id) || !this.madePatterns.has(inst.constant as bigint)) continue;
        if (this.madeByKey.has(`${inst.type}:${inst.constant}`)) return true;
      }
    return false;
  }

  private entryConstants: Map<string, { readonly value: ValueId; readonly at: number }> | undefined;
  private readonly entryOrder = new Map<InstId, number>();
  /** The instruction the rules are rewriting. */
  reader = 0 as InstId;

  /**
   * A constant operand for a rewrite: the entry block's constant of that type and value where it has
   * one (so equal rewrites of two walks are one value to sharing), else a new one.
   */
  newConstant(type: TypeId, bits: bigint): ValueId {
    const pattern = bits & ones(bitWidth(type));
    const key = `${type}:${pattern}`;
    const known = this.madeByKey.get(key);
    if (known !== undefined) return known;
    // The entry's own constants dominate every other block, and what follows them in the entry.
    if (this.entryConstants === undefined) {
      this.entryConstants = new Map();
      this.fn.block(0 as BlockId).insts.forEach((id, at) => {
        const inst = this.fn.inst(id);
        this.entryOrder.set(id, at);
        if (inst.op === 'const' && inst.result !== undefined && inst.constant !== undefined) {
          const k = `${inst.type}:${inst.constant}`;
          if (!this.entryConstants?.has(k)) this.entryConstants?.set(k, { value: inst.result, at });
        }
      });
    }
    const existing = this.entryConstants.get(key);
    const reader = this.entryOrder.get(this.reader);
    if (existing !== undefined && (reader === undefined || existing.at < reader)) return existing.value;
    const id = this.fn.insts.length as InstId;
    const result = this.fn.newValue(type, instDef(id));
    // Every field, in the order Builder gives them (one shape for every instruction).
    this.fn.insts.push({
      op: 'const',
      info: CONST_INFO,
      type,
      operands: [],
      imms: [],
      constant: pattern,
      targets: [],
      result,
      block: 0 as BlockId,
      pc: undefined,
    });
    this.made.push(id);
    this.madeByKey.set(key, result);
    this.madePatterns.add(pattern);
    return result;
  }
}

/** One rewrite rule: the ops it applies to, and the rewrite (undefined where it does not apply). */
export interface Rule {
  readonly name: string;
  readonly ops: readonly OpBase[];
  readonly apply: (c: RuleContext, inst: Inst) => Rewrite | undefined;
}

const operand = (inst: Inst, k: number): ValueId => inst.operands[k] as ValueId;

/** A commutative binary op's operands in both orders, for rules that look for a shape on either side. */
const bothOrders = (inst: Inst): readonly (readonly [ValueId, ValueId])[] => [
  [operand(inst, 0), operand(inst, 1)],
  [operand(inst, 1), operand(inst, 0)],
];
const variant = (inst: Inst): number => inst.imms[0] as number;

/** The predicates of `icmp x, x`: true for the reflexive ones. */
const REFLEXIVE = new Set<string>(['eq', 'ule', 'uge', 'sle', 'sge']);

/** Bitcast round trips (the translator moves float registers as integer bits around every float op). */
export const BITCAST_RULES: readonly Rule[] = [
  {
    // A bitcast to its operand's own type moves no bits.
    name: 'bitcast to the same type',
    ops: ['bitcast'],
    apply: (c, i) => (c.type(operand(i, 0)) === i.type ? { value: operand(i, 0) } : undefined),
  },
  {
    // Bitcasts keep every bit (NaN payloads included), so two in a row are one, or none when the
    // value comes back to its own type.
    name: 'bitcast of a bitcast',
    ops: ['bitcast'],
    apply: (c, i) => {
      const inner = c.defOf(operand(i, 0), 'bitcast');
      if (!inner) return undefined;
      const source = operand(inner, 0);
      return c.type(source) === i.type ? { value: source } : { op: 'bitcast', operands: [source] };
    },
  },
  {
    // Reading a constant's bits as an integer is the constant (integer constants are exact on every
    // host; float constants made from integer bits are left as they are, for NaN payloads' sake).
    name: 'bitcast of a constant to an integer',
    ops: ['bitcast'],
    apply: (c, i) => {
      const k = c.constant(operand(i, 0));
      return k !== undefined && isInt(i.type) ? { constant: k } : undefined;
    },
  },
];

/** The guest's denormal flush where nothing can be a denormal. */
export const FLUSH_RULES: readonly Rule[] = [
  {
    // A flushed value has no denormal left; a converted integer never had one (1 is normal in every
    // format).
    name: 'flush of a value without denormals',
    ops: ['flush'],
    apply: (c, i) => {
      const x = operand(i, 0);
      return c.defOf(x, 'flush') || c.defOf(x, 'utof') || c.defOf(x, 'stof') ? { value: x } : undefined;
    },
  },
];

/** Integer width round trips (u32 -> u64 -> u32 around ballots and 64-bit pairs, byte extraction). */
export const CONVERSION_RULES: readonly Rule[] = [
  {
    // Extending then truncating keeps the low bits: the source itself at its own width, else the
    // source extended (the same way) or truncated to the result's width.
    name: 'trunc of an extension',
    ops: ['trunc'],
    apply: (c, i) => {
      const inner = c.defOf(operand(i, 0), 'zext') ?? c.defOf(operand(i, 0), 'sext');
      if (!inner) return undefined;
      const source = operand(inner, 0);
      const from = c.width(source);
      const to = bitWidth(i.type);
      if (from === to) return { value: source };
      return { op: from < to ? (inner.op as 'zext' | 'sext') : 'trunc', operands: [source] };
    },
  },
  {
    // The low bits of the low bits.
    name: 'trunc of a trunc',
    ops: ['trunc'],
    apply: (c, i) => {
      const inner = c.defOf(operand(i, 0), 'trunc');
      return inner ? { op: 'trunc', operands: [operand(inner, 0)] } : undefined;
    },
  },
  {
    // Truncation keeps only the low `w` bits, and those bits of `x & y`, `x | y`, `x ^ y` and
    // `x + y` are `x`'s where y's low `w` bits are the op's identity (all ones for and, zeros else;
    // a sum's low bits depend only on the addends' low bits).
    name: 'trunc of an op whose other operand is neutral in the low bits',
    ops: ['trunc'],
    apply: (c, i) => {
      const inner = c.def(operand(i, 0));
      if (!inner || !['and', 'or', 'xor', 'iadd'].includes(inner.op)) return undefined;
      const low = ones(bitWidth(i.type));
      for (const [x, y] of [
        [operand(inner, 0), operand(inner, 1)],
        [operand(inner, 1), operand(inner, 0)],
      ] as const) {
        const neutral =
          inner.op === 'and' ? ((c.constant(y) ?? 0n) & low) === low : (c.zeros.of(y) & low) === low;
        if (neutral) return { op: 'trunc', operands: [x] };
      }
      return undefined;
    },
  },
  {
    // Extending twice the same way is one extension; sign-extending a zero-extended value copies a
    // 0 sign bit, which is zero-extension.
    name: 'extension of an extension',
    ops: ['zext', 'sext'],
    apply: (c, i) => {
      const inner = c.defOf(operand(i, 0), 'zext') ?? c.defOf(operand(i, 0), 'sext');
      if (!inner || (i.op === 'zext' && inner.op === 'sext')) return undefined;
      return { op: inner.op as 'zext' | 'sext', operands: [operand(inner, 0)] };
    },
  },
  {
    // zext(trunc x) to x's own type clears x's high bits: x itself where they are known 0.
    name: 'zext of a trunc of a value with zero high bits',
    ops: ['zext'],
    apply: (c, i) => {
      const inner = c.defOf(operand(i, 0), 'trunc');
      if (!inner) return undefined;
      const source = operand(inner, 0);
      if (c.type(source) !== i.type) return undefined;
      const highBits = ones(bitWidth(i.type)) ^ ones(c.width(operand(i, 0)));
      return (c.zeros.of(source) & highBits) === highBits ? { value: source } : undefined;
    },
  },
];

/**
 * The parts of `v`, a sum of at most `terms` values (nested `iadd`s of the width), or undefined for a
 * larger sum.
 */
function sumTerms(c: RuleContext, v: ValueId, terms: number): ValueId[] | undefined {
  const add = c.defOf(v, 'iadd');
  if (add === undefined || terms < 2) return [v];
  const left = sumTerms(c, operand(add, 0), terms - 1);
  const right = left && sumTerms(c, operand(add, 1), terms - left.length);
  return left && right && left.length + right.length <= terms ? [...left, ...right] : undefined;
}

/** The i64 whose low half `lo` is (`lo = trunc x`, x 64 bits wide). */
function wholeOfLowHalf(c: RuleContext, lo: ValueId): ValueId | undefined {
  const trunc = c.defOf(lo, 'trunc');
  const whole = trunc && operand(trunc, 0);
  return whole !== undefined && c.width(whole) === 64 && c.width(lo) === 32 ? whole : undefined;
}

/** Whether `v` is `trunc (lshr whole, 32)`: the high half of i64 `whole`. */
function isHighHalf(c: RuleContext, v: ValueId, whole: ValueId): boolean {
  const trunc = c.defOf(v, 'trunc');
  const shift = trunc && c.defOf(operand(trunc, 0), 'lshr');
  return shift !== undefined && operand(shift, 0) === whole && c.constant(operand(shift, 1)) === 32n;
}

/**
 * The halves of a 64-bit value joined as `or (zext lo, shl (zext hi, 32))` (context.ts join64), with
 * both halves 32-bit, or undefined.
 */
function joinedHalves(c: RuleContext, i: Inst): readonly [ValueId, ValueId] | undefined {
  if (c.width(i.result as ValueId) !== 64) return undefined;
  for (const [p, q] of bothOrders(i)) {
    const low = c.defOf(p, 'zext');
    const shift = c.defOf(q, 'shl');
    const high =
      shift && c.constant(operand(shift, 1)) === 32n ? c.defOf(operand(shift, 0), 'zext') : undefined;
    if (low === undefined || high === undefined) continue;
    const lo = operand(low, 0);
    const hi = operand(high, 0);
    if (c.width(lo) === 32 && c.width(hi) === 32) return [lo, hi];
  }
  return undefined;
}

/**
 * 64-bit values the guest builds from 32-bit register halves (v_ashrrev for a sign, v_add_co_u32 and
 * v_add_co_ci_u32 for a sum with its carry), joined again for an address: the one 64-bit op they are.
 */
export const PAIR_RULES: readonly Rule[] = [
  {
    // zext(trunc m) | (m >> 32) << 32, the high half as it is or through trunc and zext: m (a 64-bit
    // product's halves written to a register pair and read back as one).
    name: 'value joined from its own halves',
    ops: ['or'],
    apply: (c, i) => {
      if (c.width(i.result as ValueId) !== 64) return undefined;
      for (const [p, q] of bothOrders(i)) {
        const low = c.defOf(p, 'zext');
        const whole = low && wholeOfLowHalf(c, operand(low, 0));
        const shift = c.defOf(q, 'shl');
        if (whole === undefined || shift === undefined || c.constant(operand(shift, 1)) !== 32n) continue;
        const high = operand(shift, 0);
        const down = c.defOf(high, 'lshr');
        const viaHalf = c.defOf(high, 'zext');
        if (down !== undefined && operand(down, 0) === whole && c.constant(operand(down, 1)) === 32n)
          return { value: whole };
        if (viaHalf !== undefined && isHighHalf(c, operand(viaHalf, 0), whole)) return { value: whole };
      }
      return undefined;
    },
  },
  {
    // x's sign in the high half: sext x.
    name: 'sign extension built from halves',
    ops: ['or'],
    apply: (c, i) => {
      const halves = joinedHalves(c, i);
      if (halves === undefined) return undefined;
      const [lo, hi] = halves;
      const sign = c.defOf(hi, 'ashr');
      return sign && operand(sign, 0) === lo && c.constant(operand(sign, 1)) === 31n
        ? { op: 'sext', operands: [lo] }
        : undefined;
    },
  },
  {
    // lo = a.lo + b.lo, carry = lo < a.lo (or < b.lo), hi = a.hi + b.hi + carry: the sum a + b, where
    // a is an i64 split in halves and b an i64 split the same way, or a 32-bit constant (b.hi 0).
    name: '64-bit sum built from halves and a carry',
    ops: ['or'],
    apply: (c, i) => {
      const halves = joinedHalves(c, i);
      const lowSum = halves && c.defOf(halves[0], 'iadd');
      if (halves === undefined || lowSum === undefined) return undefined;
      const [lo, hi] = halves;
      const highTerms = sumTerms(c, hi, 3);
      if (highTerms === undefined) return undefined;
      const carries = (x: ValueId): boolean => {
        const cmp = c.defOf(x, 'zext') && c.defOf(operand(c.defOf(x, 'zext') as Inst, 0), 'icmp');
        if (cmp === undefined) return false;
        const [p, q] = [operand(cmp, 0), operand(cmp, 1)];
        const pred = ICMP[variant(cmp)];
        return (
          (pred === 'ult' && p === lo && (q === operand(lowSum, 0) || q === operand(lowSum, 1))) ||
          (pred === 'ugt' && q === lo && (p === operand(lowSum, 0) || p === operand(lowSum, 1)))
        );
      };
      const carryAt = highTerms.findIndex(carries);
      if (carryAt < 0) return undefined;
      const rest = highTerms.filter((_, k) => k !== carryAt);
      for (const [aLo, bLo] of bothOrders(lowSum)) {
        const a = wholeOfLowHalf(c, aLo);
        if (a === undefined) continue;
        const aHiAt = rest.findIndex((t) => isHighHalf(c, t, a));
        if (aHiAt < 0) continue;
        const others = rest.filter((_, k) => k !== aHiAt);
        const b = wholeOfLowHalf(c, bLo);
        if (others.length === 1 && b !== undefined && isHighHalf(c, others[0] as ValueId, b))
          return { op: 'iadd', operands: [a, b] };
        const k = c.constant(bLo);
        if (others.length === 0 && k !== undefined)
          return { op: 'iadd', operands: [a, c.newConstant(i.type, k)] };
      }
      return undefined;
    },
  },
];

/** Identities of the integer and sign-bit ops, and masks that known zero bits make no-ops. */
export const IDENTITY_RULES: readonly Rule[] = [
  {
    // x & x = x | x = x; x ^ x = 0.
    name: 'bitwise op of a value with itself',
    ops: ['and', 'or', 'xor'],
    apply: (_c, i) => {
      if (operand(i, 0) !== operand(i, 1)) return undefined;
      return i.op === 'xor' ? { constant: 0n } : { value: operand(i, 0) };
    },
  },
  {
    // x & ~x = 0; x | ~x = x ^ ~x = all ones, ~x being `xor x, all ones`: the lanes of an if and of
    // its else (`c` and `c ^ 1` under one EXEC) joined again.
    name: 'bitwise op of a value with its complement',
    ops: ['and', 'or', 'xor'],
    apply: (c, i) => {
      if (!isInt(i.type)) return undefined;
      const all = ones(bitWidth(i.type));
      for (const [x, y] of bothOrders(i)) {
        const d = c.def(y);
        if (d?.op !== 'xor') continue;
        const [a, b] = [operand(d, 0), operand(d, 1)];
        if ((a === x && c.constant(b) === all) || (b === x && c.constant(a) === all))
          return { constant: i.op === 'and' ? 0n : all };
      }
      return undefined;
    },
  },
  {
    // (x ^ y) | y = x | y: an else's lanes (the mask xor the if's) joined with the if's are the mask
    // or-ed with the if's, which absorption then makes the mask.
    name: 'xor joined with one of its operands',
    ops: ['or'],
    apply: (c, i) => {
      for (const [x, y] of bothOrders(i)) {
        const d = c.def(x);
        if (d?.op !== 'xor') continue;
        if (operand(d, 1) === y) return { op: 'or', operands: [operand(d, 0), y] };
        if (operand(d, 0) === y) return { op: 'or', operands: [operand(d, 1), y] };
      }
      return undefined;
    },
  },
  {
    // (y | a) & y = (y & a) | y = y; (y & a) & y = y & a, likewise for |. EXEC masks and-ed in again
    // and a loop's lane mask or-ed with the lanes it kept (`active | (c & active)`).
    name: 'absorption',
    ops: ['and', 'or'],
    apply: (c, i) => {
      const other = i.op === 'and' ? 'or' : 'and';
      for (const [x, y] of bothOrders(i)) {
        const d = c.def(x);
        if (d === undefined || (operand(d, 0) !== y && operand(d, 1) !== y)) continue;
        if (d.op === other) return { value: y };
        if (d.op === i.op) return { value: x };
      }
      return undefined;
    },
  },
  {
    // `x & k` keeps x where every bit k clears is known 0 in x (k all ones included), and is 0 where
    // every bit k keeps is (k = 0 included).
    name: 'mask that cannot change a value',
    ops: ['and'],
    apply: (c, i) => {
      if (!isInt(i.type)) return undefined;
      const all = ones(bitWidth(i.type));
      for (const [x, k] of bothOrders(i)) {
        const mask = c.constant(k);
        if (mask === undefined) continue;
        const zeros = c.zeros.of(x);
        if ((mask & ~zeros & all) === 0n) return { constant: 0n };
        if ((~mask & ~zeros & all) === 0n) return { value: x };
        // A low mask above a float conversion's bound (a unorm channel's `and 255`): the bound is
        // asked only there, where known bits say nothing.
        if ((mask & (mask + 1n)) === 0n && c.defOf(x, 'ftou') && c.bounds.of(x) <= mask) return { value: x };
      }
      return undefined;
    },
  },
  {
    // A field of a constant table, (k >> (x << s)) & m, read at an index x of known bound: the reads
    // at every position x reaches decide it when they are one constant (a source lane's bit of a
    // full EXEC, (~0 >> lane) & 1), x itself (RADV's identity FMASK, 0x76543210 read by the sample
    // index), x xor a constant (a DPP quad permutation that swaps pairs, 0xb1 by the lane within
    // the quad: lane ^ 1) or a constant minus x (a mirror).
    name: 'lookup in a constant table',
    ops: ['and'],
    apply: (c, i) => {
      if (!isInt(i.type)) return undefined;
      const [a, b] = [operand(i, 0), operand(i, 1)];
      const m = c.constant(b) ?? c.constant(a);
      const shift = c.defOf(c.constant(b) === undefined ? b : a, 'lshr');
      const k = shift && c.constant(operand(shift, 0));
      if (m === undefined || shift === undefined || k === undefined) return undefined;
      const scaled = c.defOf(operand(shift, 1), 'shl');
      const s = scaled ? c.constant(operand(scaled, 1)) : 0n;
      const x = scaled ? operand(scaled, 0) : operand(shift, 1);
      if (s === undefined || c.constant(x) !== undefined) return undefined;
      const width = BigInt(bitWidth(i.type));
      // Known bits first: the bounds analysis is built only where they say too little. Shift amounts
      // are taken modulo the width, so an index past it reaches every position below it.
      const known = c.zeros.max(x);
      const top = known < width ? known : c.bounds.of(x);
      const every = top < width;
      const last = every ? top : width - 1n;
      const read = (v: bigint): bigint => (k >> (((v << s) & ones(64)) % width)) & m;
      const first = read(0n);
      let constant = true;
      let flipped = every && c.type(x) === i.type;
      let mirrored = flipped;
      for (let v = 0n; v <= last; v++) {
        const r = read(v);
        constant &&= r === first;
        flipped &&= r === (v ^ first);
        mirrored &&= r === first - v;
      }
      if (constant) return { constant: first };
      if (flipped)
        return first === 0n ? { value: x } : { op: 'xor', operands: [x, c.newConstant(i.type, first)] };
      return mirrored ? { op: 'isub', operands: [c.newConstant(i.type, first), x] } : undefined;
    },
  },
  {
    // A conjunction of two comparisons where one implies the other by bounds is the stronger one
    // (ir/upper-bounds.ts impliesByBound: an index test `x + s < 32` under `x < s`, s at most 16).
    name: 'conjunction with a term the other implies',
    ops: ['and'],
    apply: (c, i) => {
      if (i.type !== I1) return undefined;
      const [x, y] = [operand(i, 0), operand(i, 1)];
      if (impliesByBound(c.fn, () => c.bounds, y, x)) return { value: y };
      if (impliesByBound(c.fn, () => c.bounds, x, y)) return { value: x };
      return undefined;
    },
  },
  {
    // 0 is the identity of |, ^, + (and of - on the right): x op 0 = x, whichever side 0 is on.
    name: 'identity of or, xor, iadd and isub',
    ops: ['or', 'xor', 'iadd', 'isub'],
    apply: (c, i) => {
      if (c.isZero(operand(i, 1))) return { value: operand(i, 0) };
      return i.op !== 'isub' && c.isZero(operand(i, 0)) ? { value: operand(i, 1) } : undefined;
    },
  },
  {
    // x | ~0 = ~0.
    name: 'or with all ones',
    ops: ['or'],
    apply: (c, i) => {
      const all = ones(bitWidth(i.type));
      const k0 = c.constant(operand(i, 0));
      const k1 = c.constant(operand(i, 1));
      return isInt(i.type) && (k0 === all || k1 === all) ? { constant: all } : undefined;
    },
  },
  {
    // (x << s) >> s (logical) keeps x's low width - s bits: x & ones(width - s), one op instead of two
    // (a lane number scaled to a byte address and back, ds_bpermute's).
    name: 'shift up and back down',
    ops: ['lshr'],
    apply: (c, i) => {
      const up = c.defOf(operand(i, 0), 'shl');
      const s = c.constant(operand(i, 1));
      if (up === undefined || s === undefined || c.constant(operand(up, 1)) !== s) return undefined;
      const width = bitWidth(i.type);
      const by = Number(s % BigInt(width));
      return { op: 'and', operands: [operand(up, 0), c.newConstant(i.type, ones(width - by))] };
    },
  },
  {
    // (x & a) & b = x & (a & b).
    name: 'mask of a mask',
    ops: ['and'],
    apply: (c, i) => {
      for (const [inner, k] of bothOrders(i)) {
        const b = c.constant(k);
        const and = b === undefined ? undefined : c.defOf(inner, 'and');
        if (and === undefined || b === undefined) continue;
        const [x, y] = [operand(and, 0), operand(and, 1)];
        const a = c.constant(y) ?? c.constant(x);
        if (a === undefined) continue;
        return { op: 'and', operands: [c.constant(y) === undefined ? y : x, c.newConstant(i.type, a & b)] };
      }
      return undefined;
    },
  },
  {
    // x - x = 0 (wrapping).
    name: 'difference of a value with itself',
    ops: ['isub'],
    apply: (_c, i) => (operand(i, 0) === operand(i, 1) ? { constant: 0n } : undefined),
  },
  {
    // x * 1 = x; x * 0 = 0 (wrapping: every bit of the product comes from bits of both factors).
    name: 'product with one or zero',
    ops: ['imul'],
    apply: (c, i) => {
      if (c.isZero(operand(i, 0)) || c.isZero(operand(i, 1))) return { constant: 0n };
      if (c.constant(operand(i, 1)) === 1n) return { value: operand(i, 0) };
      return c.constant(operand(i, 0)) === 1n ? { value: operand(i, 1) } : undefined;
    },
  },
  {
    // min(x, x) = max(x, x) = x.
    name: 'min or max of a value with itself',
    ops: ['umin', 'umax', 'smin', 'smax'],
    apply: (_c, i) => (operand(i, 0) === operand(i, 1) ? { value: operand(i, 0) } : undefined),
  },
  {
    // The IR shifts by the amount modulo the width, so a multiple of the width shifts by 0.
    name: 'shift by zero',
    ops: ['shl', 'lshr', 'ashr'],
    apply: (c, i) => {
      const k = c.constant(operand(i, 1));
      return k !== undefined && k % BigInt(bitWidth(scalarOf(i.type))) === 0n
        ? { value: operand(i, 0) }
        : undefined;
    },
  },
  {
    // Shifting 0 either way, by any amount, is 0 (ashr copies a 0 sign bit).
    name: 'shift of zero',
    ops: ['shl', 'lshr', 'ashr'],
    apply: (c, i) => (c.isZero(operand(i, 0)) ? { constant: 0n } : undefined),
  },
  {
    // ~~x = x.
    name: 'double not',
    ops: ['iunary'],
    apply: (c, i) => {
      if (IUNARY[variant(i)] !== 'not') return undefined;
      const inner = c.defOf(operand(i, 0), 'iunary');
      return inner && IUNARY[variant(inner)] === 'not' ? { value: operand(inner, 0) } : undefined;
    },
  },
  {
    // The ones of a low mask (1 << x) - 1 are x, for x below the width (its known zeros say so): the
    // lane index v_mbcnt counts from a full mask.
    name: 'bit count of a low mask',
    ops: ['iunary'],
    apply: (c, i) => {
      if (IUNARY[variant(i)] !== 'bitcount') return undefined;
      const x = lowMaskLength(c, operand(i, 0), i.type);
      return x === undefined ? undefined : { value: x };
    },
  },
  {
    // The ones of a select of two masks whose counts are known (a constant, a low mask) are the select
    // of the counts: a wave64 v_mbcnt's half, all ones above the lane's half and a low mask in it.
    name: 'bit count of a select of counted masks',
    ops: ['iunary'],
    apply: (c, i) => {
      if (IUNARY[variant(i)] !== 'bitcount') return undefined;
      const select = c.defOf(operand(i, 0), 'select');
      if (select === undefined) return undefined;
      const count = (v: ValueId): ValueId | undefined => {
        const k = c.constant(v);
        if (k !== undefined) return c.newConstant(i.type, BigInt(k.toString(2).replaceAll('0', '').length));
        return lowMaskLength(c, v, i.type);
      };
      const [a, b] = [count(operand(select, 1)), count(operand(select, 2))];
      return a === undefined || b === undefined
        ? undefined
        : { op: 'select', operands: [operand(select, 0), a, b] };
    },
  },
  {
    // neg and abs only flip or clear the sign bit (exact on NaN): -(-x) = x, |(|x|)| = |x|,
    // |-x| = |x|.
    name: 'sign-bit op of a sign-bit op',
    ops: ['funary'],
    apply: (c, i) => {
      const outer = FUNARY[variant(i)];
      const inner = c.defOf(operand(i, 0), 'funary');
      if (!inner || !isFloat(i.type)) return undefined;
      const innerName = FUNARY[variant(inner)];
      if (outer === 'neg' && innerName === 'neg') return { value: operand(inner, 0) };
      if (outer === 'abs' && innerName === 'abs') return { value: operand(i, 0) };
      if (outer === 'abs' && innerName === 'neg')
        return { op: 'funary', operands: [operand(inner, 0)], imms: i.imms };
      return undefined;
    },
  },
];

/** Selects whose choice is known: equal arms, a constant condition, a condition already decided. */
export const SELECT_RULES: readonly Rule[] = [
  {
    // A select whose arms are one value is that value, whatever the condition.
    name: 'select with equal arms',
    ops: ['select'],
    apply: (_c, i) => (operand(i, 1) === operand(i, 2) ? { value: operand(i, 1) } : undefined),
  },
  {
    // A constant condition chooses its arm.
    name: 'select on a constant',
    ops: ['select'],
    apply: (c, i) => {
      const k = c.constant(operand(i, 0));
      return k === undefined ? undefined : { value: operand(i, k === 1n ? 1 : 2) };
    },
  },
  {
    // Within `select(c, a, b)`, the arm a is only read where c holds and b only where it does not,
    // so a select on the same c inside an arm is already decided (the EXEC-select chains of
    // successive lane writes under one EXEC).
    name: 'select in an arm of a select on the same condition',
    ops: ['select'],
    apply: (c, i) => {
      const cond = operand(i, 0);
      const a = c.defOf(operand(i, 1), 'select');
      const b = c.defOf(operand(i, 2), 'select');
      const taken = a && operand(a, 0) === cond ? operand(a, 1) : undefined;
      const other = b && operand(b, 0) === cond ? operand(b, 2) : undefined;
      if (taken === undefined && other === undefined) return undefined;
      return { op: 'select', operands: [cond, taken ?? operand(i, 1), other ?? operand(i, 2)] };
    },
  },
  {
    // select(c, true, false) is c on i1.
    name: 'select of true and false',
    ops: ['select'],
    apply: (c, i) =>
      bitWidth(i.type) === 1 &&
      isInt(i.type) &&
      c.constant(operand(i, 1)) === 1n &&
      c.constant(operand(i, 2)) === 0n
        ? { value: operand(i, 0) }
        : undefined,
  },
];

/** Comparisons whose result is known, or is a boolean the function already has. */
export const COMPARISON_RULES: readonly Rule[] = [
  {
    // Comparing a value with itself: the reflexive predicates hold, the strict ones and `ne` do not.
    name: 'integer comparison of a value with itself',
    ops: ['icmp'],
    apply: (_c, i) =>
      operand(i, 0) === operand(i, 1)
        ? { constant: REFLEXIVE.has(ICMP[variant(i)] as string) ? 1n : 0n }
        : undefined,
  },
  {
    // An unsigned comparison against a constant that the operand's bound decides: x is at most its
    // upper bound (ir/upper-bounds.ts: its sums and shifts of ids and constants), and never below 0.
    name: 'unsigned comparison decided by a bound',
    ops: ['icmp'],
    apply: (c, i) => {
      const pred = ICMP[variant(i)];
      const k = c.constant(operand(i, 1));
      if (k === undefined) return undefined;
      const x = operand(i, 0);
      const bits = c.zeros.max(x);
      // The bound only where the known bits leave the comparison open (it costs more).
      const upTo = (limit: bigint): boolean => bits <= limit || c.bounds.of(x) <= limit;
      switch (pred) {
        case 'ult':
          return k === 0n ? { constant: 0n } : upTo(k - 1n) ? { constant: 1n } : undefined;
        case 'ule':
          return upTo(k) ? { constant: 1n } : undefined;
        case 'ugt':
          return upTo(k) ? { constant: 0n } : undefined;
        case 'uge':
          return k === 0n ? { constant: 1n } : upTo(k - 1n) ? { constant: 0n } : undefined;
        case 'eq':
        case 'ne':
          // A constant with a bit x never has is never equal to x.
          return (k & ~bits) !== 0n ? { constant: pred === 'eq' ? 0n : 1n } : undefined;
        default:
          return undefined;
      }
    },
  },
  {
    // x + c against a constant n is x against n - c, where x + c cannot wrap; where x is a multiple
    // of 2^k (its known zeros), against n - c rounded down to one. The dwords of one buffer access
    // test offset + 4, + 8, ...: with the offset 16-aligned and the size a multiple of 16 the tests
    // become one. x alone (c = 0) is rounded the same way where its alignment says more than the
    // bound did (known bits can grow after a first rewrite: the later run then finishes it).
    name: 'unsigned comparison of a sum with a constant',
    ops: ['icmp'],
    apply: (c, i) => {
      const pred = ICMP[variant(i)];
      if (pred !== 'ule' && pred !== 'ult' && pred !== 'ugt' && pred !== 'uge') return undefined;
      const n = c.constant(operand(i, 1));
      if (n === undefined || c.constant(operand(i, 0)) !== undefined) return undefined;
      // operand 0 as x + k (k = 0 where it is no sum with a constant).
      let [x, k] = [operand(i, 0), 0n];
      const sum = c.defOf(x, 'iadd');
      if (sum !== undefined) {
        const [a, b] = [operand(sum, 0), operand(sum, 1)];
        const kb = c.constant(b);
        const ka = c.constant(a);
        if (kb !== undefined) [x, k] = [a, kb];
        else if (ka !== undefined) [x, k] = [b, ka];
      }
      const summed = x !== operand(i, 0);
      if (c.constant(x) !== undefined) return undefined;
      const width = c.width(x);
      const top = ones(width);
      if (c.zeros.max(x) + k > top) return undefined;
      // As `x + k <= limit` (true where `atMost`), or its negation.
      const atMost = pred === 'ule' || pred === 'ult';
      const limit = pred === 'ule' || pred === 'ugt' ? n : n - 1n;
      if (limit < k) return { constant: atMost ? 0n : 1n };
      const known = c.zeros.of(x);
      let align = 1n;
      while (align <= top && (known & align) !== 0n) align <<= 1n;
      const bound = ((limit - k) / align) * align;
      if (!summed && bound === limit) return undefined;
      return {
        op: 'icmp',
        operands: [x, c.newConstant(c.type(x), bound)],
        imms: [ICMP.indexOf(atMost ? 'ule' : 'ugt')],
      };
    },
  },
  {
    // On i1, `b == true` and `b != false` are b.
    name: 'boolean compared with its own value',
    ops: ['icmp'],
    apply: (c, i) => {
      if (c.width(operand(i, 0)) !== 1) return undefined;
      const k = c.constant(operand(i, 1));
      const pred = ICMP[variant(i)];
      return (pred === 'eq' && k === 1n) || (pred === 'ne' && k === 0n)
        ? { value: operand(i, 0) }
        : undefined;
    },
  },
  {
    // zext(b) != 0 is b, for an i1 b; zext(b) == 0 is its negation where b is a comparison (the
    // inverse one: s_cbranch_scc0 on an s_cmp).
    name: 'zero-extended boolean compared with 0',
    ops: ['icmp'],
    apply: (c, i) => {
      const ext = c.defOf(operand(i, 0), 'zext');
      if (!ext || c.width(operand(ext, 0)) !== 1 || c.constant(operand(i, 1)) !== 0n) return undefined;
      const pred = ICMP[variant(i)];
      if (pred === 'ne') return { value: operand(ext, 0) };
      const test = c.defOf(operand(ext, 0), 'icmp');
      if (pred !== 'eq' || !test) return undefined;
      const inverse = ICMP.indexOf(INVERSE[ICMP[variant(test)] as IcmpPred]);
      return { op: 'icmp', operands: [operand(test, 0), operand(test, 1)], imms: [inverse] };
    },
  },
];

/** The predicate true exactly where each one is false. */
const INVERSE: Readonly<Record<IcmpPred, IcmpPred>> = {
  eq: 'ne',
  ne: 'eq',
  ult: 'uge',
  uge: 'ult',
  ule: 'ugt',
  ugt: 'ule',
  slt: 'sge',
  sge: 'slt',
  sle: 'sgt',
  sgt: 'sle',
};

/** x where `v` is the low mask (1 << x) - 1 with x of `type` below the width, else undefined. */
function lowMaskLength(c: RuleContext, v: ValueId, type: TypeId): ValueId | undefined {
  const sub = c.defOf(v, 'isub');
  const shl = sub && c.constant(operand(sub, 1)) === 1n ? c.defOf(operand(sub, 0), 'shl') : undefined;
  if (!shl || c.constant(operand(shl, 0)) !== 1n) return undefined;
  const x = operand(shl, 1);
  return c.type(x) === type && c.zeros.max(x) < BigInt(c.width(v)) ? x : undefined;
}

/** `fcmp` predicates a non-NaN x >= 0 (either zero) decides against a zero: never below it, always at or above. */
const NEVER_BELOW_ZERO = new Set(['olt', 'ult']);
const AT_OR_ABOVE_ZERO = new Set(['oge', 'uge']);

/**
 * Float tests that ir/float-class.ts decides: a NaN test of a value never NaN (as a float compare, or
 * on its bits as the translator's rules test it, `(x & MAGNITUDE) > EXPONENT`), a value never below
 * zero compared with a zero.
 */
export const FLOAT_CLASS_RULES: readonly Rule[] = [
  {
    name: "float comparison decided by the operands' classes",
    ops: ['fcmp'],
    apply: (c, i) => {
      const pred = FCMP[variant(i)] as string;
      const [x, y] = [operand(i, 0), operand(i, 1)];
      if (pred === 'uno' || pred === 'ord') {
        if (!c.classes.notNan(x) || !c.classes.notNan(y)) return undefined;
        return { constant: pred === 'ord' ? 1n : 0n };
      }
      if (!NEVER_BELOW_ZERO.has(pred) && !AT_OR_ABOVE_ZERO.has(pred)) return undefined;
      const k = c.literalBits(y);
      if (k === undefined || (k & ~(1n << BigInt(c.width(y) - 1))) !== 0n) return undefined;
      if (c.classes.sign(x) === FloatSign.Unknown) return undefined;
      return { constant: AT_OR_ABOVE_ZERO.has(pred) ? 1n : 0n };
    },
  },
  {
    name: 'NaN test of the bits of a value never NaN',
    ops: ['icmp'],
    apply: (c, i) => {
      const pred = ICMP[variant(i)];
      if (pred !== 'ugt' && pred !== 'ule') return undefined;
      const masked = c.defOf(operand(i, 0), 'and');
      if (!masked) return undefined;
      const layout = floatLayout(c.width(operand(i, 0)));
      if (layout === undefined || c.constant(operand(i, 1)) !== layout.expMask) return undefined;
      const { magnitude } = layout;
      const [a, b] = [operand(masked, 0), operand(masked, 1)];
      const x = c.constant(b) === magnitude ? a : c.constant(a) === magnitude ? b : undefined;
      if (x === undefined || !c.classes.notNan(x)) return undefined;
      return { constant: pred === 'ugt' ? 0n : 1n };
    },
  },
  {
    // The same test where the sign bit is known clear, and so the mask was dropped.
    name: 'NaN test of the unmasked bits of a value never NaN, its sign clear',
    ops: ['icmp'],
    apply: (c, i) => {
      const pred = ICMP[variant(i)];
      if (pred !== 'ugt' && pred !== 'ule') return undefined;
      const layout = floatLayout(c.width(operand(i, 0)));
      if (layout === undefined || c.constant(operand(i, 1)) !== layout.expMask) return undefined;
      if ((c.zeros.of(operand(i, 0)) & layout.sign) === 0n) return undefined;
      const x = c.defOf(operand(i, 0), 'bitcast');
      if (!x || !c.classes.notNan(operand(x, 0))) return undefined;
      return { constant: pred === 'ugt' ? 0n : 1n };
    },
  },
];

/**
 * Every rule, tried in order on each instruction; after a rule rewrites an instruction into another
 * op, the rules run again on the result.
 */
export const RULES: readonly Rule[] = [
  ...BITCAST_RULES,
  ...FLUSH_RULES,
  ...CONVERSION_RULES,
  ...PAIR_RULES,
  ...IDENTITY_RULES,
  ...SELECT_RULES,
  ...COMPARISON_RULES,
  ...FLOAT_CLASS_RULES,
];

/**
 * What the walk needs of one op, found with one lookup per instruction: its rules (in table order),
 * whether it reads other lanes (shared within a block only) or computes from its operands alone
 * (shared across the dominator tree).
 */
interface OpPlan {
  readonly rules: readonly Rule[] | undefined;
  readonly crossLane: boolean;
  readonly computes: boolean;
}

/** Per rule table, the plan of each op met so far, by the op's table index. */
class OpPlans {
  private readonly plans: (OpPlan | undefined)[] = new Array(OP_COUNT);
  private readonly rulesByOp = new Map<string, Rule[]>();

  constructor(rules: readonly Rule[]) {
    for (const rule of rules)
      for (const op of rule.ops) {
        const list = this.rulesByOp.get(op);
        if (list === undefined) this.rulesByOp.set(op, [rule]);
        else list.push(rule);
      }
  }

  of(info: OpInfo): OpPlan {
    let plan = this.plans[info.index];
    if (plan === undefined) {
      const op = info.name;
      plan = {
        rules: this.rulesByOp.get(op),
        crossLane: CROSS_LANE_OPS.has(op),
        computes: computesValue(op),
      };
      this.plans[info.index] = plan;
    }
    return plan;
  }
}

const RULE_PLANS = new OpPlans(RULES);

const IDENTITIES_AND_SELECTS: readonly Rule[] = [...IDENTITY_RULES, ...SELECT_RULES, ...COMPARISON_RULES];
const IDENTITY_PLANS = new OpPlans(IDENTITIES_AND_SELECTS);

/** The replacement table of the last walk, lent to the next (util/spare.ts). */
const spareReplacements = new SpareArray(Int32Array);

/** How many times the steps run again on an instruction one of them has just rewritten. */
const MAX_REWRITES = 4;

/** Steps the walk takes besides the rules (the pipeline takes both). */
export interface SimplifySteps {
  /** Fold instructions whose operands are all constants (opt-constant-fold.ts's foldOf). */
  readonly fold?: boolean;
  /** Share a value a dominating instruction already computes (opt-cse.ts's table). */
  readonly share?: boolean;
}

/**
 * Simplifies `fn` by `rules`, and folds and shares as `steps` ask; returns whether it changed anything.
 * Each instruction, reached in dominator-tree preorder, reads its operands as rewritten so far, then
 * folds, is rewritten by the first rule that applies (again on the result), and is shared: each step
 * sees what the one before made, and readers come after their operands' definitions, so a constant a
 * rule makes folds into its readers and a value two instructions share is one value for every rule
 * after them, in one walk. Blocks the walk does not reach (unreachable ones) get their uses rewritten
 * at the end.
 */
export function optSimplify(
  fn: IrFunction,
  rules: readonly Rule[] = RULES,
  steps: SimplifySteps = {},
): boolean {
  return simplify(fn, rules, steps).changed;
}

/**
 * {@link optSimplify}, and whether its walk left a fixpoint. A walk that changed nothing did. One that
 * changed something did where the CFG has no cycle and the walk neither folded a branch (which changes
 * the dominator tree) nor made constants (which a second walk may share with the entry's) nor stopped
 * rewriting an instruction at MAX_REWRITES: every instruction was then visited after everything it
 * reads (its operands dominate it; a block parameter's arguments come from predecessors, which the walk
 * enters first, see walkDominatorTree) and nothing is changed once visited, so the analyses answered
 * what they would answer again, and no rule, fold or sharing applies to the final form a second time.
 */
function simplify(fn: IrFunction, rules: readonly Rule[], steps: SimplifySteps): PassOutcome {
  const plans =
    rules === RULES ? RULE_PLANS : rules === IDENTITIES_AND_SELECTS ? IDENTITY_PLANS : new OpPlans(rules);
  const context = new RuleContext(fn);
  // replacement[v]: the value that stands for v (its own id when none).
  const replacement = spareReplacements.take(fn.values.length);
  for (let v = 0; v < replacement.length; v++) replacement[v] = v;
  const resolve = (v: ValueId): ValueId => {
    // Values made during the walk (RuleContext.newConstant) stand for themselves.
    let r = v;
    while (r < replacement.length && replacement[r] !== r) r = replacement[r] as ValueId;
    if (v >= replacement.length) return v;
    replacement[v] = r;
    return r;
  };
  const shared = steps.share ? acquireComputations(fn.insts.length) : undefined;
  // A wave operation reads the lanes active where it stands: the same within a block (until a lane
  // demotes itself), so equal ones are shared within a block only.
  const laneValues = new Map<number, InstId[]>();
  let laneBlock = -1;
  // What the IR shows: an operand or edge argument read through a replacement, an instruction
  // rewritten in place. A replacement recorded for an instruction nothing reads (left for DCE, and
  // met again by the next walk) changes nothing, so the pass manager may skip a later run.
  let changed = false;
  let replaced = false;
  // What keeps a walk that changed something from being a fixpoint (see the function comment).
  let foldedBranch = false;
  let exhausted = false;
  // Edits the walk made in instructions, and the blocks it made them in.
  let edits = 0;
  const editedBlocks: BlockId[] = [];
  const shareInBlock = (id: InstId, inst: Inst): void => {
    if (inst.block !== laneBlock) {
      laneValues.clear();
      laneBlock = inst.block;
    }
    const h = hashOf(inst);
    const known = laneValues.get(h);
    const first = known?.find((k) => sameComputation(fn.inst(k), inst));
    if (first === undefined) {
      if (known) known.push(id);
      else laneValues.set(h, [id]);
      return;
    }
    replacement[inst.result as ValueId] = fn.inst(first).result as ValueId;
    replaced = true;
  };
  const visit = (id: InstId): void => {
    const { op, info } = fn.inst(id);
    if (op === 'demote' || op === 'call') laneValues.clear();
    if (resolveOperands(fn.inst(id), resolve)) edits++;
    context.reader = id;
    let plan = plans.of(info);
    for (let round = 0; round < MAX_REWRITES; round++) {
      const inst = fn.inst(id);
      const folded = steps.fold ? foldOf(fn, inst) : undefined;
      if (folded !== undefined && 'edge' in folded) {
        rewriteInst(fn, id, { op: 'br', type: inst.type, operands: [], imms: [], targets: [folded.edge] });
        edits++;
        foldedBranch = true;
        return;
      }
      if (inst.result === undefined) return;
      const rewrite = folded ?? firstRewrite(plan.rules, context, inst);
      if (rewrite === undefined) break;
      if ('value' in rewrite) {
        replacement[inst.result] = resolve(rewrite.value);
        replaced = true;
        return;
      }
      edits++;
      rewriteInst(fn, id, {
        op: 'constant' in rewrite ? 'const' : rewrite.op,
        type: inst.type,
        operands: 'constant' in rewrite ? [] : [...rewrite.operands],
        imms: 'constant' in rewrite ? [] : [...(rewrite.imms ?? [])],
        targets: [],
        ...('constant' in rewrite ? { constant: rewrite.constant & ones(bitWidth(inst.type)) } : {}),
        ...(inst.pc === undefined ? {} : { pc: inst.pc }),
      });
      plan = plans.of(fn.inst(id).info);
      if ('constant' in rewrite) break;
      if (round === MAX_REWRITES - 1) exhausted = true;
    }
    const inst = fn.inst(id);
    if (shared === undefined) return;
    if (plan.crossLane) {
      shareInBlock(id, inst);
      return;
    }
    if (inst.result === undefined || !plan.computes) return;
    const h = hashOf(inst);
    const first = shared.find(fn, inst, h);
    if (first === undefined) shared.add(id, h);
    else {
      replacement[inst.result as ValueId] = fn.inst(first).result as ValueId;
      replaced = true;
    }
  };
  const dom = computeDominance(fn);
  // A block's shared values leave the table once its dominator subtree is done.
  walkDominatorTree(
    dom,
    (block) => {
      const mark = shared?.size ?? 0;
      const before = edits;
      for (const id of fn.block(block).insts) visit(id);
      if (edits !== before) editedBlocks.push(block);
      return mark;
    },
    (_block, mark) => shared?.truncate(mark),
  );
  if (shared !== undefined) releaseComputations(shared);
  if (edits > 0) changed = true;
  // The constants rules made, where every instruction can read them.
  if (context.made.length > 0) {
    fn.block(0 as BlockId).insts.unshift(...context.made);
    changed = true;
  }
  // Every use the walk reached came after its definition (a branch argument too: its value dominates
  // the branch); blocks the entry does not reach were not walked.
  if (replaced)
    fn.blocks.forEach((block, b) => {
      if (dom.idom[b] === -1)
        for (const id of block.insts) if (resolveOperands(fn.inst(id), resolve)) changed = true;
    });
  spareReplacements.give(replacement);
  return {
    changed,
    settled:
      !changed ||
      (!foldedBranch && !exhausted && !context.madeAgain() && !editedOnCycle(fn, dom, editedBlocks)),
  };
}

/**
 * Whether a block of `edited` may lie on a cycle of `fn`: there a loop header's instructions were
 * visited before an edit that its parameters' arguments, passed along the back edge, may see. Every
 * block of the natural loop of a back edge `u -> h` lies between `h` and `u` in reverse postorder (it
 * reaches `u` without `h`), so those ranks stand for the loop, and a few more: a sound over-estimate.
 */
function editedOnCycle(fn: IrFunction, dom: Dominance, edited: readonly BlockId[]): boolean {
  if (edited.length === 0) return false;
  const rank = new Int32Array(fn.blocks.length);
  for (let i = 0; i < dom.order.length; i++) rank[dom.order[i] as BlockId] = i;
  for (let i = 0; i < dom.order.length; i++) {
    const targets = fn.terminator(dom.order[i] as BlockId)?.targets ?? [];
    for (let k = 0; k < targets.length; k++) {
      const head = rank[(targets[k] as Edge).block] as number;
      if (head > i) continue;
      for (const b of edited) if ((rank[b] as number) >= head && (rank[b] as number) <= i) return true;
    }
  }
  return false;
}

function firstRewrite(
  rules: readonly Rule[] | undefined,
  context: RuleContext,
  inst: Inst,
): Rewrite | undefined {
  if (rules === undefined) return undefined;
  for (const rule of rules) {
    const rewrite = rule.apply(context, inst);
    if (rewrite !== undefined) return rewrite;
  }
  return undefined;
}

/** Reads `inst`'s operands and edge arguments through `resolve`; returns whether any changed. */
function resolveOperands(inst: Inst, resolve: (v: ValueId) => ValueId): boolean {
  const operands = inst.operands;
  let changed = false;
  for (let k = 0; k < operands.length; k++) {
    const v = operands[k] as ValueId;
    const r = resolve(v);
    if (r !== v) {
      operands[k] = r;
      changed = true;
    }
  }
  if (inst.targets.length === 0) return changed;
  if (!inst.targets.some((e) => e.args.some((v) => resolve(v) !== v))) return changed;
  inst.targets = inst.targets.map((e): Edge => ({ block: e.block, args: e.args.map(resolve) }));
  return true;
}

/** The pass-manager entry for {@link optSimplify}: every rule, with folding and sharing. */
export const SIMPLIFY: Pass = {
  name: 'simplify',
  run: (fn) => simplify(fn, RULES, { fold: true, share: true }),
};

/**
 * The identity, select and comparison rules alone (with folding and sharing), for after control-flow
 * simplification and the lane selects: a block parameter it replaces by a constant can make an op an
 * identity (`and true, c`, an alignment test) or a constant, and an index the lane selects no longer
 * merge with another lane's value a comparison with a bound, that the full run, before it, could not see.
 */
export const SIMPLIFY_IDENTITIES: Pass = {
  name: 'simplify-identities',
  run: (fn) => simplify(fn, IDENTITIES_AND_SELECTS, { fold: true, share: true }),
};
