/**
 * Known zero bits of integer values: a mask of the bits that are 0 in every execution, from constants
 * through the bitwise ops, shifts by constants, extensions, truncations, selects and a few arithmetic
 * bounds (a sum's low zeros, a remainder below its constant divisor). A zero-extension's high bits and
 * a mask's cleared bits are what opt-simplify.ts reads it for: a mask that cannot change a value is a
 * no-op. Block parameters, loads and anything else know no bits (unless the `leaf` facts a caller gives
 * know them: the translator's register loads), which is always sound; so does
 * `opaque_zero`, on purpose: it is there to hide a constant from the host, and a rewrite that knew it
 * would fold it back. Facts depend only on a value's definition, so they stay true while a pass
 * replaces values by equal ones, and while the translator appends to the function; memoized per
 * function.
 */

import { GUEST_ADDRESS_BITS } from '../isa/tables/guest-address.js';
import { definingInst, type Inst, type IrFunction, literalOf, type ValueId } from './function.js';
import { BUILTINS, IUNARY, MAX_ADDRESS_ALIGNMENT } from './ops.js';
import { bitWidth, isFloat, isInt, scalarOf } from './types.js';

/** Expressions deeper than this are not followed (no known bits; keeps the recursion shallow). */
const MAX_DEPTH = 32;

/** Masks of the low `n` bits, n = 0..64 (bigint arithmetic is the pass's cost: made once). */
const ONES: readonly bigint[] = Array.from({ length: 65 }, (_, n) => (1n << BigInt(n)) - 1n);
/** The mask of the low `bits` bits. */
export const ones = (bits: number): bigint => ONES[bits] ?? (1n << BigInt(bits)) - 1n;

/** The number of leading zero bits of the `width`-bit pattern `bits` (width when it is 0). */
function clz(bits: bigint, width: number): number {
  if (width <= 32) {
    const n = Number(bits);
    return n === 0 ? width : Math.clz32(n) - (32 - width);
  }
  const high32 = Number(bits >> 32n);
  return high32 !== 0 ? Math.clz32(high32) - (64 - width) : width - 32 + clz(bits & 0xffffffffn, 32);
}

/** The number of trailing zero bits of the `width`-bit pattern `bits` (width when it is 0). */
export function ctz(bits: bigint, width: number): number {
  if (bits === 0n) return width;
  const low32 = Number(bits & 0xffffffffn);
  if (low32 !== 0) return 31 - Math.clz32(low32 & -low32);
  return 32 + ctz(bits >> 32n, width - 32);
}

/** How many leading (high) bits of the `width`-bit mask `zeros` are set. */
const leading = (zeros: bigint, width: number): number => clz(~zeros & ones(width), width);

/** How many trailing (low) bits of the `width`-bit mask `zeros` are set. */
const trailing = (zeros: bigint, width: number): number => ctz(~zeros & ones(width), width);

/** The mask of the top `n` bits of a `width`-bit value. */
const high = (n: number, width: number): bigint => (n <= 0 ? 0n : ones(width) ^ ones(Math.max(0, width - n)));

/**
 * What an analysis assumes: nothing (NONE), or that i1 value `a >> 1` holds `a & 1`. A select's arm
 * is analysed assuming its condition picked that arm, so a select on the same condition inside the arm
 * is read as the same arm: `select(c, select(c, x, y) + 4, 0) & 3` knows x's low zeros (a register
 * written under EXEC, then its address tested under the same EXEC). Sound because the arm's
 * definition dominates the select, the inner select's condition dominates the inner select, and so no
 * path from the inner select to the outer one redefines the condition (the argument lane-demand.ts's
 * block guards rest on). A condition that is a conjunction assumes each conjunct too (where `and (c,
 * d)` holds, so does `c`). Block parameters are not followed, so no value of another loop trip is
 * read under the assumption. One assumption at a time: an arm inside an arm keeps the outer one.
 */
type Assumption = number;
const NONE: Assumption = -1;
/** Values per assumption in the memo's keys (keys stay below 2^53). */
const SPAN = 2 ** 24;

/** A select condition's bit in a 32-bit signature (a hash of its id: a collision only costs work). */
const conditionBit = (cond: ValueId): number => 1 << (Math.imul(cond, 0x9e3779b1) >>> 27);

const LOCAL_INDEX = BUILTINS.indexOf('local_invocation_index');
const LOCAL_ID = BUILTINS.indexOf('local_invocation_id');

/** Memoized known-zero masks over one function. */
export class KnownZeros {
  /**
   * Masks without assumption, by value id: grown by the first question that needs room (many analyses
   * are made and asked little or nothing).
   */
  private plain: (bigint | undefined)[] = [];
  /** Masks under an assumption, by value id and assumption. */
  private readonly memo = new Map<number, bigint>();
  /**
   * Per value, the conditions of the selects its analysis without assumption met, as a 32-bit
   * signature (a bit per condition, by hash; 0: none): only an assumption that decides one of them
   * can know more than the plain mask. A typed array: its elements stay out of the young generation
   * the scavenges copy (a few of these analyses per pass, a slot per value).
   */
  private selectConditions = new Int32Array(0);
  /** The signature of the analysis in progress (without assumption). */
  private metConditions = 0;
  /** Per assumption, the signature of the conditions it decides (see Assumption). */
  private readonly decides = new Map<Assumption, number>();

  /**
   * `leaf` gives zeros the IR cannot show for some loads (the translator's register loads, whose
   * guest register's low zero bits program/register-facts.ts proved).
   */
  constructor(
    readonly fn: IrFunction,
    private readonly leaf?: (v: ValueId, load: Inst) => bigint | undefined,
  ) {}

  /** The bits of scalar integer or float value `v` that are 0 in every execution (0n for other types). */
  of(v: ValueId, depth = 0, given: Assumption = NONE): bigint {
    if (given !== NONE) {
      const plain = this.of(v, depth);
      // No select below decided by the assumption: the plain mask, which holds in every execution.
      if (((this.selectConditions[v] as number) & this.decided(given)) === 0) return plain;
    }
    const key = v + (given + 1) * SPAN;
    if (v >= this.plain.length) this.grow(v);
    const known = given === NONE ? this.plain[v] : this.memo.get(key);
    if (known !== undefined) {
      if (given === NONE) this.metConditions |= this.selectConditions[v] as number;
      return known;
    }
    const type = this.fn.typeOf(v);
    if (!(isInt(type) || isFloat(type)) || depth > MAX_DEPTH) return 0n;
    const width = bitWidth(type);
    const outer = this.metConditions;
    this.metConditions = 0;
    const result = this.compute(v, width, depth + 1, given) & ones(width);
    if (given === NONE) this.selectConditions[v] = this.metConditions;
    this.metConditions |= outer;
    if (given === NONE) this.plain[v] = result;
    else this.memo.set(key, result);
    return result;
  }

  /** The zeros of `v` where i1 `cond` holds (a select on it reads as its first arm, see Assumption). */
  assuming(v: ValueId, cond: ValueId): bigint {
    return this.of(v, 0, cond * 2 + 1);
  }

  /**
   * Room for `v`'s mask: for every value the function has, or twice the room so far where values come
   * after the analysis began (the translator asks as it builds).
   */
  private grow(v: ValueId): void {
    const size = Math.max(v + 1, this.fn.values.length, 2 * this.plain.length);
    if (this.plain.length === 0) {
      // The first growth, mostly the only one: the arrays made at their size.
      this.plain = new Array<bigint | undefined>(size).fill(undefined);
      this.selectConditions = new Int32Array(size);
      return;
    }
    const more = size - this.plain.length;
    this.plain = this.plain.concat(new Array<bigint | undefined>(more).fill(undefined));
    const conditions = new Int32Array(size);
    conditions.set(this.selectConditions);
    this.selectConditions = conditions;
  }

  /**
   * The signature of the select conditions assumption `given` decides: its condition, and where it
   * holds, the conjuncts {@link conjunct} finds.
   */
  private decided(given: Assumption): number {
    let bits = this.decides.get(given);
    if (bits === undefined) {
      const cond = (given >> 1) as ValueId;
      bits = conditionBit(cond);
      if (given & 1) bits |= this.conjunctBits(cond, 0);
      this.decides.set(given, bits);
    }
    return bits;
  }

  /** The signature of the operands of the `and` tree of `cond`, as deep as {@link conjunct} looks. */
  private conjunctBits(cond: ValueId, depth: number): number {
    const inst = definingInst(this.fn, cond);
    if (inst?.op !== 'and' || depth > 4 || bitWidth(inst.type) !== 1) return 0;
    let bits = 0;
    for (const o of inst.operands) bits |= conditionBit(o) | this.conjunctBits(o, depth + 1);
    return bits;
  }

  /** The zeros of an i32 below `limit` (none known without one). */
  private below(limit: number | undefined): bigint {
    return limit === undefined || limit < 1 ? 0n : high(32 - (limit - 1).toString(2).length, 32);
  }

  /** Invocations per workgroup, where the function knows its workgroup size. */
  private invocations(): number | undefined {
    const size = this.fn.workgroupSize;
    return size === undefined ? undefined : size[0] * size[1] * size[2];
  }

  /** The largest value `v` can hold, unsigned (its bits not known to be 0). */
  max(v: ValueId): bigint {
    return ones(bitWidth(this.fn.typeOf(v))) & ~this.of(v);
  }

  private compute(v: ValueId, width: number, depth: number, given: Assumption): bigint {
    const def = this.fn.value(v).def;
    if (def.kind !== 'inst') return 0n;
    const inst = this.fn.inst(def.inst);
    const x = inst.operands[0] as ValueId;
    const y = inst.operands[1] as ValueId;
    switch (inst.op) {
      case 'const':
        return ~(inst.constant as bigint);
      case 'and':
        return this.of(x, depth, given) | this.of(y, depth, given);
      case 'or':
      case 'xor':
        return this.of(x, depth, given) & this.of(y, depth, given);
      case 'select': {
        this.metConditions |= conditionBit(x);
        const z = inst.operands[2] as ValueId;
        if (given !== NONE && (x === given >> 1 || (given & 1 && this.conjunct((given >> 1) as ValueId, x))))
          return this.of(given & 1 ? y : z, depth, given);
        if (given !== NONE) return this.of(y, depth, given) & this.of(z, depth, given);
        return this.of(y, depth, x * 2 + 1) & this.of(z, depth, x * 2);
      }
      case 'shl': {
        const k = this.shiftAmount(y, width);
        // A variable amount keeps at least the operand's trailing zeros.
        if (k === undefined) return ones(trailing(this.of(x, depth, given), width));
        return (this.of(x, depth, given) << BigInt(k)) | ones(k);
      }
      case 'lshr': {
        const k = this.shiftAmount(y, width);
        // A variable amount keeps at least the operand's leading zeros.
        if (k === undefined) return high(leading(this.of(x, depth, given), width), width);
        return (this.of(x, depth, given) >> BigInt(k)) | high(k, width);
      }
      case 'ashr': {
        const k = this.shiftAmount(y, width);
        const zeros = this.of(x, depth, given);
        // Only a known-zero sign bit spreads known zeros into the high bits.
        if (k === undefined) return high(leading(zeros, width), width);
        return (zeros >> BigInt(k)) | ((zeros >> BigInt(width - 1)) & 1n ? high(k, width) : 0n);
      }
      case 'zext': {
        const from = bitWidth(this.fn.typeOf(x));
        return this.of(x, depth, given) | high(width - from, width);
      }
      case 'sext': {
        const from = bitWidth(this.fn.typeOf(x));
        const zeros = this.of(x, depth, given);
        return zeros | ((zeros >> BigInt(from - 1)) & 1n ? high(width - from, width) : 0n);
      }
      case 'trunc':
        return this.of(x, depth, given);
      case 'bitcast':
        // Float sources know bits only where computed below (a conversion's sign, a constant).
        return this.of(x, depth, given);
      case 'utof':
        // An unsigned integer converted: +0 or positive on every host, the sign bit clear.
        return high(1, width);
      case 'iadd':
      case 'isub': {
        const a = this.of(x, depth, given);
        const b = this.of(y, depth, given);
        // Low zeros common to both operands stay zero; a sum carries at most one bit past the
        // wider operand (a difference may borrow from the top: only the low zeros).
        const low = ones(Math.min(trailing(a, width), trailing(b, width)));
        if (inst.op === 'isub') return low;
        return low | high(Math.min(leading(a, width), leading(b, width)) - 1, width);
      }
      case 'imul':
        return ones(
          Math.min(
            width,
            trailing(this.of(x, depth, given), width) + trailing(this.of(y, depth, given), width),
          ),
        );
      case 'umin':
        return high(
          Math.max(leading(this.of(x, depth, given), width), leading(this.of(y, depth, given), width)),
          width,
        );
      case 'umax':
        return high(
          Math.min(leading(this.of(x, depth, given), width), leading(this.of(y, depth, given), width)),
          width,
        );
      case 'sink_address':
        // A guest address (48 bits), aligned as every mapping of guest memory is
        // (recompiler/address-offset.ts).
        return BigInt(MAX_ADDRESS_ALIGNMENT - 1) | high(64 - GUEST_ADDRESS_BITS, 64);
      case 'builtin':
        // Below the workgroup's size in invocations.
        return inst.imms[0] === LOCAL_INDEX ? this.below(this.invocations()) : 0n;
      case 'extract': {
        // A local invocation id's component: below the workgroup's size in that dimension.
        const source = definingInst(this.fn, x);
        const size = this.fn.workgroupSize?.[inst.imms[0] as number];
        return source?.op === 'builtin' && source.imms[0] === LOCAL_ID && size !== undefined
          ? this.below(size)
          : 0n;
      }
      case 'urem': {
        // Never above the dividend, and below a constant divisor (a zero one is undefined: not used).
        const divisor = literalOf(this.fn, y);
        const below =
          divisor === undefined || divisor === 0n ? 0 : leading(~(divisor - 1n) & ones(width), width);
        return high(Math.max(leading(this.of(x, depth, given), width), below), width);
      }
      case 'ubfe': {
        const count = literalOf(this.fn, inst.operands[2] as ValueId);
        return count === undefined || count >= BigInt(width) ? 0n : high(width - Number(count), width);
      }
      case 'iunary': {
        // A population count is at most the operand's width.
        if (IUNARY[inst.imms[0] as number] !== 'bitcount') return 0n;
        const from = bitWidth(scalarOf(this.fn.typeOf(x)));
        return high(width - (32 - Math.clz32(from)), width);
      }
      case 'load':
        return this.leaf?.(v, inst) ?? 0n;
      default:
        return 0n;
    }
  }

  /**
   * Whether i1 `x` is a conjunct of `cond` (`and (x, ...)`, nested): where `cond` holds, so does `x`
   * (a memory access's live condition is its EXEC bit and its range test).
   */
  private conjunct(cond: ValueId, x: ValueId, depth = 0): boolean {
    const inst = definingInst(this.fn, cond);
    if (inst?.op !== 'and' || depth > 4 || bitWidth(inst.type) !== 1) return false;
    return inst.operands.some((o) => o === x || this.conjunct(o as ValueId, x, depth + 1));
  }

  /** A constant shift amount `y` (the IR takes it modulo the width), or undefined. */
  private shiftAmount(y: ValueId, width: number): number | undefined {
    const c = literalOf(this.fn, y);
    return c === undefined ? undefined : Number(c % BigInt(width));
  }
}
