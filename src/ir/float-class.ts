/**
 * Float classes, magnitude floors and signs, proven from the IR: which values are never a NaN, which
 * are always finite, how small a nonzero value can be, and which are never below zero or always
 * positive and normal. The guest's NaN rule and the zero guards test an operand for NaN or infinity
 * only where it can be one (passes/lower-float-rules.ts, passes/guard-zeros.ts), a product of
 * values never zero is not guarded at all (guard-zeros: no host can prove a zero that never is), and a
 * denormal flush of a value that is never denormal is the value (passes/drop-normal-flushes.ts, run
 * by lower-float-rules): an integer converted to a float, a unorm texel, a product of such.
 *
 * Both hold for a value of any float type and for the integer of the same width that carries its bits
 * (guest registers hold floats as integers). Facts, on every host the IR's contract admits:
 * - an integer converted to f32 or f64 is finite (the largest 64-bit integer is below f32's range);
 *   to f16 it may round to infinity, but is never a NaN; a nonzero one is at least 1;
 * - a NaN of non-NaN operands needs inf - inf or inf * 0: a sum of two non-NaN values one of which is
 *   finite, a product of two finite values and an fma of finite factors and a non-NaN addend are
 *   never a NaN (and may overflow); a product of values at least 2^a and 2^b is at least 2^(a+b)
 *   (rounding never goes below a power of two the type holds), a sum has no floor (it may cancel)
 *   unless its addends are of one sign; inf * 0 needs a factor that may be infinite and one that may
 *   be a zero;
 * - an unsigned integer converted is never below zero; so are sums, products (never NaN) and roundings
 *   of such values, and a sum with a positive addend is positive; a product of positive values is
 *   positive where its floor keeps it normal (a host flushing denormals would make it a zero);
 * - a sign operation or rounding keeps the class, fract of a finite value is finite (the
 *   transcendental ops have the host's accuracy, which promises nothing of special values); a
 *   nonzero rounding is at least 1; a widening keeps the class, a narrowing keeps only non-NaN;
 *   ldexp by a constant k moves the floor by k and keeps the class where k <= 0;
 * - bits masked by a constant whose exponent field is not all ones are finite (a sign, a flushed
 *   zero), by one with no magnitude bits are zeros;
 * - minNum/maxNum of two values, a select or a block parameter has what all its values have; a NaN
 *   rule or a flush has its host value's class.
 * Every other value (memory, images, division, square roots, logarithms, integer arithmetic) is
 * unknown. Block parameters on a cycle are taken as unknown while their own class is asked (sound,
 * and a loop-carried float is rarely provable anyway).
 */

import { InternalError } from '../util/errors.js';
import { type FloatLayout, floatLayout } from './float-layout.js';
import {
  definingInst,
  type Inst,
  type InstId,
  type IrFunction,
  literalOf,
  type ValueId,
} from './function.js';
import { KnownZeros } from './known-zeros.js';
import { FUNARY, ICMP } from './ops.js';
import { bitWidth, F16, isInt, isScalar } from './types.js';

/** What is proven of a value: nothing, never a NaN, or finite (never a NaN or an infinity). */
export enum FloatClass {
  Unknown = 0,
  NotNan = 1,
  Finite = 2,
}

/**
 * What is proven of a value's sign and size on every host: nothing; never below zero and never a NaN
 * (a zero of either sign: NVIDIA gave -0 for +0 sums); or positive, at least the least normal number
 * (or +inf), so that no host's denormal flush can make it a zero.
 */
export enum FloatSign {
  Unknown = 0,
  NonNegative = 1,
  Positive = 2,
}

/** funary variants exact on every host that keep their operand's class. */
const KEEPS = new Set(['neg', 'abs', 'floor', 'ceil', 'trunc', 'round_even'].map((v) => funary(v)));
/** x - floor x: finite of a finite x (inf - inf of an infinite one). */
const FRACT = funary('fract');

function funary(name: string): number {
  return FUNARY.indexOf(name as (typeof FUNARY)[number]);
}

/** The class of the bit pattern `bits` of a float `width` bits wide. */
export function classOfBits(bits: bigint, width: number): FloatClass {
  const { expMask, magnitude } = layoutOf(width);
  if ((bits & expMask) !== expMask) return FloatClass.Finite;
  return (bits & magnitude & ~expMask) === 0n ? FloatClass.NotNan : FloatClass.Unknown;
}

/** The layout of a float width the caller has checked (16, 32 or 64). */
function layoutOf(width: number): FloatLayout {
  const layout = floatLayout(width);
  if (layout === undefined) throw new InternalError(`no float is ${width} bits wide`);
  return layout;
}

/** The exponent of the smallest normal number `width` bits wide. */
function leastNormal(width: number): number {
  return layoutOf(width).leastNormalExp;
}

/** The magnitude floor of one constant (see {@link FloatClasses.floor}). */
export function floorOfBits(bits: bigint, width: number): number {
  const { mant, bias } = layoutOf(width);
  const magnitude = bits & layoutOf(width).magnitude;
  const exp = Number(magnitude >> BigInt(mant));
  if (magnitude === 0n || exp === 2 * bias + 1) return Number.POSITIVE_INFINITY;
  // A denormal's leading bit sets its power of two.
  return exp > 0 ? exp - bias : magnitude.toString(2).length - 1 - mant - bias + 1;
}

const NEG = funary('neg');
const ABS = funary('abs');
const CEIL = funary('ceil');
const ROUNDINGS = new Set(['floor', 'ceil', 'trunc', 'round_even'].map((v) => funary(v)));
const [FLOOR, TRUNC, ROUND_EVEN] = ['floor', 'trunc', 'round_even'].map((v) => funary(v));

/** `x` rounded to an integer, ties to even (monotone, as the bound needs). */
function roundEven(x: number): number {
  if (!Number.isFinite(x)) return x;
  const r = Math.round(x);
  // Math.round takes ties up.
  return r - x === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

/** The number a float constant of `width` bits holds; undefined for a NaN. */
function valueOfBits(bits: bigint, width: number): number | undefined {
  const { mant, bias, sign } = layoutOf(width);
  const magnitude = bits & (sign - 1n);
  const exp = Number(magnitude >> BigInt(mant));
  const fraction = Number(magnitude & ((1n << BigInt(mant)) - 1n));
  let value: number;
  if (exp === 2 * bias + 1) {
    if (fraction !== 0) return undefined;
    value = Number.POSITIVE_INFINITY;
  } else
    value = exp === 0 ? fraction * 2 ** (1 - bias - mant) : (1 + fraction * 2 ** -mant) * 2 ** (exp - bias);
  return (bits & sign) !== 0n ? -value : value;
}

/** The sign fact of one constant (see {@link FloatSign}). */
export function signOfBits(bits: bigint, width: number): FloatSign {
  const { sign, expMask } = layoutOf(width);
  const magnitude = bits & (sign - 1n);
  if (magnitude === 0n) return FloatSign.NonNegative;
  if ((bits & sign) !== 0n || magnitude > expMask) return FloatSign.Unknown;
  // A denormal may be read as +0.
  return (magnitude & expMask) !== 0n ? FloatSign.Positive : FloatSign.NonNegative;
}

/**
 * The classes of one function's values, computed on demand and kept: a pass that rewrites the function
 * asks first for what it will need (a later question reads the IR as it then is, and a value made
 * after the analysis began is unknown unless its maker states its class with {@link same}).
 */
export class FloatClasses {
  private readonly known: Uint8Array;
  /** Made at the first floor asked (the NaN guards ask none). */
  private floors: Float64Array | undefined;
  private floorState: Uint8Array | undefined;
  /** 1: asked; 2: answered (the answer is in `known`). */
  private readonly state: Uint8Array;
  /** Made at the first bound asked: lower bounds, then upper ones. */
  private bounds: [Float64Array, Float64Array] | undefined;
  private boundState: [Uint8Array, Uint8Array] | undefined;
  /** Made at the first sign asked (only the zero guards ask). */
  private signs: Uint8Array | undefined;
  private incoming: ValueId[][][] | undefined;
  /** Values made after the analysis began, with the value their makers say they are like. */
  private readonly later = new Map<ValueId, ValueId>();

  constructor(private readonly fn: IrFunction) {
    this.known = new Uint8Array(fn.values.length);
    this.state = new Uint8Array(fn.values.length);
  }

  /** The class of `v`. */
  of(v: ValueId): FloatClass {
    // Values made after the analysis began (a pass's own code) are unknown unless stated.
    if (v >= this.state.length) {
      const like = this.later.get(v);
      return like === undefined ? FloatClass.Unknown : this.of(like);
    }
    const state = this.state[v];
    if (state === 2) return this.known[v] as FloatClass;
    if (state === 1) return FloatClass.Unknown;
    this.state[v] = 1;
    const answer = this.compute(v);
    this.known[v] = answer;
    this.state[v] = 2;
    return answer;
  }

  /** States that `made`, a value made after the analysis began, has the class, floor and sign of `like`. */
  same(made: ValueId, like: ValueId): void {
    if (made >= this.state.length) this.later.set(made, like);
  }

  /**
   * A floor on `v`'s magnitude: every finite nonzero value it takes is at least 2^floor in magnitude
   * (+Infinity: it is never one; -Infinity: nothing known). Read as a float of `v`'s width.
   */
  floor(v: ValueId): number {
    const length = this.state.length;
    this.floors ??= new Float64Array(length);
    this.floorState ??= new Uint8Array(length);
    if (v >= length) {
      const like = this.later.get(v);
      return like === undefined ? Number.NEGATIVE_INFINITY : this.floor(like);
    }
    const state = this.floorState[v];
    if (state === 2) return this.floors[v] as number;
    if (state === 1) return Number.NEGATIVE_INFINITY;
    this.floorState[v] = 1;
    const answer = this.computeFloor(v);
    this.floors[v] = answer;
    this.floorState[v] = 2;
    return answer;
  }

  /** The sign fact of `v` (a float or its bits); a parameter on a cycle is unknown while asked. */
  sign(v: ValueId): FloatSign {
    const length = this.state.length;
    if (v >= length) {
      const like = this.later.get(v);
      return like === undefined ? FloatSign.Unknown : this.sign(like);
    }
    // 0: not asked; 1: asked; else the answer plus 2.
    this.signs ??= new Uint8Array(length);
    const state = this.signs[v] as number;
    if (state >= 2) return (state - 2) as FloatSign;
    if (state === 1) return FloatSign.Unknown;
    this.signs[v] = 1;
    const answer = this.computeSign(v);
    this.signs[v] = answer + 2;
    return answer;
  }

  /**
   * An upper bound on `v` (a float or its bits) wherever it is not a NaN; +Infinity when nothing is
   * known. See {@link bound}.
   */
  ceiling(v: ValueId): number {
    return this.bound(v, true);
  }

  /** A lower bound on `v` wherever it is not a NaN; -Infinity when nothing is known. */
  least(v: ValueId): number {
    return this.bound(v, false);
  }

  /**
   * Bounds on the numbers `v` takes, from constants, clamps (a minNum with a constant is at most the
   * constant whatever the other operand: a NaN operand gives the constant, or on a host that does not
   * follow minNum a NaN, which is no number), widenings, roundings, unsigned conversions, sums, and
   * products of factors never below zero: rounding is monotone, so a result lies between the rounded
   * results of the bounds (widened by one rounding step below f64, whose sums and products the bound
   * computes as the host rounds them; past the largest finite value, an infinity).
   */
  private bound(v: ValueId, up: boolean): number {
    const length = this.state.length;
    const none = up ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    if (v >= length) {
      const like = this.later.get(v);
      return like === undefined ? none : this.bound(like, up);
    }
    this.bounds ??= [new Float64Array(length), new Float64Array(length)];
    this.boundState ??= [new Uint8Array(length), new Uint8Array(length)];
    const side = up ? 1 : 0;
    const values = this.bounds[side];
    const state = this.boundState[side];
    if (state[v] === 2) return values[v] as number;
    if (state[v] === 1) return none;
    state[v] = 1;
    // Bounds of opposite infinities make a NaN (inf + -inf): no bound.
    const computed = this.computeBound(v, up);
    const answer = Number.isNaN(computed) ? none : computed;
    values[v] = answer;
    state[v] = 2;
    return answer;
  }

  private zeros: KnownZeros | undefined;

  /** Known zero bits of the function's integers, made at the first integer conversion bounded. */
  private knownZeros(): KnownZeros {
    this.zeros ??= new KnownZeros(this.fn);
    return this.zeros;
  }

  private computeBound(v: ValueId, up: boolean): number {
    const fn = this.fn;
    const none = up ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
    const type = fn.typeOf(v);
    if (!isScalar(type)) return none;
    const width = bitWidth(type);
    if (width !== 16 && width !== 32 && width !== 64) return none;
    const largest = width === 16 ? 65504 : width === 32 ? 3.4028234663852886e38 : Number.MAX_VALUE;
    // A result computed from bounds in f64 arithmetic, as a bound of the host's rounding at `width`.
    const rounded = (x: number): number => {
      if (width === 64 || !Number.isFinite(x)) return x;
      // One rounding step: relative for normal numbers, the least denormal below them.
      const step = Math.abs(x) * 2 ** -10 + (width === 16 ? 2 ** -24 : 2 ** -149);
      const r = up ? x + step : x - step;
      return Math.abs(r) > largest ? (r > 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY) : r;
    };
    const pick = up ? Math.max : Math.min;
    const def = fn.value(v).def;
    if (def.kind === 'param') {
      const edges = this.incomingOf()[def.block];
      if (edges === undefined || edges.length === 0) return none;
      let meet = up ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
      for (const args of edges) meet = pick(meet, this.bound(args[def.index] as ValueId, up));
      return meet;
    }
    const inst = fn.inst(def.inst);
    const ops = inst.operands;
    const of = (k: number): number => this.bound(ops[k] as ValueId, up);
    switch (inst.op) {
      case 'const':
        return valueOfBits(inst.constant as bigint, width) ?? none;
      case 'bitcast':
        return bitWidth(fn.typeOf(ops[0] as ValueId)) === width ? of(0) : none;
      case 'fpext':
      case 'nan_rule':
        return of(0);
      case 'utof':
        // At most the integer's largest value its known zero bits allow (an id in a workgroup).
        return up ? rounded(Number(this.knownZeros().max(ops[0] as ValueId))) : 0;
      case 'flush':
        // A denormal becomes a zero of its sign.
        return up ? Math.max(of(0), 0) : Math.min(of(0), 0);
      case 'fmin':
      case 'fmax':
        // Either bound of a minimum is the smaller of the operands', of a maximum the larger.
        return inst.op === 'fmin' ? Math.min(of(0), of(1)) : Math.max(of(0), of(1));
      case 'select':
        return pick(of(1), of(2));
      case 'fadd':
        return rounded(of(0) + of(1));
      case 'fmul': {
        const [x, y] = ops as [ValueId, ValueId];
        if (this.least(x) < 0 || this.least(y) < 0) return none;
        return up ? rounded(this.ceiling(x) * this.ceiling(y)) : 0;
      }
      case 'funary': {
        const variant = inst.imms[0] as number;
        const x = of(0);
        if (variant === ROUND_EVEN) return roundEven(x);
        if (variant === FLOOR) return Math.floor(x);
        if (variant === CEIL) return Math.ceil(x);
        if (variant === TRUNC) return Math.trunc(x);
        return none;
      }
      default:
        return none;
    }
  }

  /** Whether `v` is at least the least normal number (or +inf) on every host: never a zero. */
  positive(v: ValueId): boolean {
    return this.sign(v) === FloatSign.Positive;
  }

  private computeSign(v: ValueId): FloatSign {
    const fn = this.fn;
    const unknown = FloatSign.Unknown;
    const type = fn.typeOf(v);
    if (!isScalar(type)) return unknown;
    const width = bitWidth(type);
    if (width !== 16 && width !== 32 && width !== 64) return unknown;
    const def = fn.value(v).def;
    if (def.kind === 'param') {
      const edges = this.incomingOf()[def.block];
      if (edges === undefined || edges.length === 0) return unknown;
      let meet = FloatSign.Positive;
      for (const args of edges) {
        meet = Math.min(meet, this.sign(args[def.index] as ValueId));
        if (meet === unknown) break;
      }
      return meet;
    }
    const inst = fn.inst(def.inst);
    const ops = inst.operands;
    const first = (): FloatSign => this.sign(ops[0] as ValueId);
    // Positive where the value's floor keeps it normal, else at least non-negative.
    const normalIf = (s: FloatSign): FloatSign =>
      s === FloatSign.Positive && this.floor(v) < leastNormal(width) ? FloatSign.NonNegative : s;
    switch (inst.op) {
      case 'const':
        return signOfBits(inst.constant as bigint, width);
      case 'bitcast':
        return bitWidth(fn.typeOf(ops[0] as ValueId)) === width ? first() : unknown;
      case 'utof':
        return FloatSign.NonNegative;
      case 'nan_rule':
      case 'flush':
      case 'fpext':
        return first();
      case 'fptrunc':
        return normalIf(first());
      case 'fadd': {
        // Not below the larger addend (rounding is monotone): a positive one keeps the sum positive.
        const [x, y] = [first(), this.sign(ops[1] as ValueId)];
        return x === unknown || y === unknown ? unknown : Math.max(x, y);
      }
      case 'fmul': {
        // inf * 0 is NaN: a non-negative product needs the class to rule it out.
        const [x, y] = [first(), this.sign(ops[1] as ValueId)];
        if (x === unknown || y === unknown || !this.notNan(v)) return unknown;
        return normalIf(Math.min(x, y));
      }
      case 'ldexp':
        // Scaling keeps the sign (a zero and an infinity stay what they are); the floor says how far.
        return normalIf(first());
      case 'fmin':
      case 'fmax':
        return Math.min(first(), this.sign(ops[1] as ValueId));
      case 'select': {
        const flushed = bitFlushOf(fn, inst);
        if (flushed !== undefined) return this.sign(flushed);
        return Math.min(this.sign(ops[1] as ValueId), this.sign(ops[2] as ValueId));
      }
      case 'funary': {
        const variant = inst.imms[0] as number;
        if (variant === ABS) {
          if (first() === FloatSign.Positive) return FloatSign.Positive;
          return this.notNan(ops[0] as ValueId) ? FloatSign.NonNegative : unknown;
        }
        if (variant === CEIL) return first();
        // floor(0.5) and trunc(0.5) are zeros, as round_even(0.5) is.
        return ROUNDINGS.has(variant) ? Math.min(first(), FloatSign.NonNegative) : unknown;
      }
      default:
        return unknown;
    }
  }

  /** Whether `v`, a float or its bits, is never a denormal (so a flush of it is itself). */
  neverDenormal(v: ValueId): boolean {
    const layout = floatLayout(bitWidth(this.fn.typeOf(v)));
    return layout !== undefined && this.floor(v) >= layout.leastNormalExp;
  }

  private computeFloor(v: ValueId): number {
    const fn = this.fn;
    const none = Number.NEGATIVE_INFINITY;
    if (!isScalar(fn.typeOf(v))) return none;
    const def = fn.value(v).def;
    if (def.kind === 'param') {
      const edges = this.incomingOf()[def.block];
      if (edges === undefined || edges.length === 0) return none;
      let meet = Number.POSITIVE_INFINITY;
      for (const args of edges) meet = Math.min(meet, this.floor(args[def.index] as ValueId));
      return meet;
    }
    const inst = fn.inst(def.inst);
    const ops = inst.operands;
    const first = (): number => this.floor(ops[0] as ValueId);
    switch (inst.op) {
      case 'const': {
        const width = bitWidth(inst.type);
        return width === 16 || width === 32 || width === 64
          ? floorOfBits(inst.constant as bigint, width)
          : none;
      }
      case 'bitcast':
        return bitWidth(fn.typeOf(ops[0] as ValueId)) === bitWidth(inst.type) ? first() : none;
      case 'utof':
      case 'stof':
      case 'funary': {
        // A nonzero integer is at least 1; so is every nonzero rounding of a float.
        if (inst.op !== 'funary') return 0;
        const variant = inst.imms[0] as number;
        if (variant === NEG || variant === ABS) return first();
        return ROUNDINGS.has(variant) ? 0 : none;
      }
      case 'nan_rule':
      case 'fptrunc':
        return first();
      case 'fpext':
        // Every narrower value is a normal number of the wider type.
        return Math.max(first(), bitWidth(fn.typeOf(ops[0] as ValueId)) === 16 ? -24 : -149);
      case 'flush':
        return Math.max(first(), leastNormal(bitWidth(inst.type)));
      case 'ldexp': {
        const k = literalOf(this.fn, ops[1] as ValueId);
        return k === undefined ? none : first() + Number(BigInt.asIntN(32, k));
      }
      case 'fmul': {
        // Rounding keeps a product at or above a power of two the type holds.
        const [x, y] = [first(), this.floor(ops[1] as ValueId)];
        return x === Number.POSITIVE_INFINITY || y === Number.POSITIVE_INFINITY
          ? Number.POSITIVE_INFINITY
          : x + y;
      }
      case 'fadd': {
        // Addends of one sign do not cancel: a nonzero sum is at least its nonzero addend.
        const [x, y] = ops as [ValueId, ValueId];
        return this.sign(x) >= FloatSign.NonNegative && this.sign(y) >= FloatSign.NonNegative
          ? Math.min(this.floor(x), this.floor(y))
          : none;
      }
      case 'fmin':
      case 'fmax':
        return Math.min(first(), this.floor(ops[1] as ValueId));
      case 'select': {
        // A bit flush is never denormal; else the lower of the arms.
        const flushed = bitFlushOf(fn, inst);
        if (flushed !== undefined) return Math.max(this.floor(flushed), leastNormal(bitWidth(inst.type)));
        return Math.min(this.floor(ops[1] as ValueId), this.floor(ops[2] as ValueId));
      }
      case 'and': {
        // Within a sign mask: zeros only.
        const width = bitWidth(inst.type);
        const k = literalOf(this.fn, ops[1] as ValueId) ?? literalOf(this.fn, ops[0] as ValueId);
        return k !== undefined && (k & ((1n << BigInt(width - 1)) - 1n)) === 0n
          ? Number.POSITIVE_INFINITY
          : none;
      }
      default:
        return none;
    }
  }

  /** Whether `v` is never a NaN. */
  notNan(v: ValueId): boolean {
    return this.of(v) >= FloatClass.NotNan;
  }

  /** Whether `v` is always finite. */
  finite(v: ValueId): boolean {
    return this.of(v) === FloatClass.Finite;
  }

  private compute(v: ValueId): FloatClass {
    const fn = this.fn;
    // A vector's bits hold several floats: no one class.
    if (!isScalar(fn.typeOf(v))) return FloatClass.Unknown;
    const def = fn.value(v).def;
    if (def.kind === 'param') {
      const edges = this.incomingOf()[def.block];
      if (edges === undefined || edges.length === 0) return FloatClass.Unknown;
      let meet = FloatClass.Finite;
      for (const args of edges) {
        meet = Math.min(meet, this.of(args[def.index] as ValueId));
        if (meet === FloatClass.Unknown) break;
      }
      return meet;
    }
    const inst = fn.inst(def.inst);
    const ops = inst.operands;
    switch (inst.op) {
      case 'const': {
        const width = bitWidth(inst.type);
        return width === 16 || width === 32 || width === 64
          ? classOfBits(inst.constant as bigint, width)
          : FloatClass.Unknown;
      }
      case 'bitcast':
        return bitWidth(fn.typeOf(ops[0] as ValueId)) === bitWidth(inst.type)
          ? this.of(ops[0] as ValueId)
          : FloatClass.Unknown;
      case 'utof':
      case 'stof':
        return inst.type === F16 ? FloatClass.NotNan : FloatClass.Finite;
      case 'nan_rule':
      case 'flush':
      case 'fpext':
        return this.of(ops[0] as ValueId);
      case 'fptrunc':
        return Math.min(this.of(ops[0] as ValueId), FloatClass.NotNan);
      case 'ldexp': {
        // Scaling down never overflows (a unorm texel is an integer scaled by 2^-64).
        const k = literalOf(this.fn, ops[1] as ValueId);
        const x = this.of(ops[0] as ValueId);
        return k !== undefined && BigInt.asIntN(32, k) <= 0n ? x : Math.min(x, FloatClass.NotNan);
      }
      case 'and': {
        // Bits within a mask whose exponent field is not all ones (a sign, a flushed zero): finite.
        const width = bitWidth(inst.type);
        const k = literalOf(this.fn, ops[1] as ValueId) ?? literalOf(this.fn, ops[0] as ValueId);
        return k !== undefined &&
          (width === 16 || width === 32 || width === 64) &&
          classOfBits(k, width) === FloatClass.Finite
          ? FloatClass.Finite
          : FloatClass.Unknown;
      }
      case 'fadd':
      case 'fsub': {
        // inf - inf is the only NaN of non-NaN addends: a finite one rules it out.
        const [x, y] = [this.of(ops[0] as ValueId), this.of(ops[1] as ValueId)];
        if (x === FloatClass.Unknown || y === FloatClass.Unknown) return FloatClass.Unknown;
        return x === FloatClass.Finite || y === FloatClass.Finite ? FloatClass.NotNan : FloatClass.Unknown;
      }
      case 'fmul': {
        // inf * 0 is the only NaN of non-NaN factors: each factor finite or the other never a zero.
        const [x, y] = ops as [ValueId, ValueId];
        if (!this.notNan(x) || !this.notNan(y)) return FloatClass.Unknown;
        return (this.finite(x) || this.positive(y)) && (this.finite(y) || this.positive(x))
          ? FloatClass.NotNan
          : FloatClass.Unknown;
      }
      case 'fma':
        // The exact product of finite factors is finite; then as a sum with a non-NaN addend.
        return this.of(ops[0] as ValueId) === FloatClass.Finite &&
          this.of(ops[1] as ValueId) === FloatClass.Finite &&
          this.of(ops[2] as ValueId) >= FloatClass.NotNan
          ? FloatClass.NotNan
          : FloatClass.Unknown;
      case 'fmin':
      case 'fmax':
        return Math.min(this.of(ops[0] as ValueId), this.of(ops[1] as ValueId));
      case 'select':
        return Math.min(this.of(ops[1] as ValueId), this.of(ops[2] as ValueId));
      case 'funary': {
        const variant = inst.imms[0] as number;
        const x = this.of(ops[0] as ValueId);
        if (KEEPS.has(variant)) return x;
        // The transcendental ones have the host's accuracy, which says nothing of special values.
        return variant === FRACT && x === FloatClass.Finite ? x : FloatClass.Unknown;
      }
      default:
        return FloatClass.Unknown;
    }
  }

  /** Per block, the arguments of each edge into it. */
  private incomingOf(): ValueId[][][] {
    if (this.incoming) return this.incoming;
    const fn = this.fn;
    const incoming: ValueId[][][] = [];
    for (let b = 0; b < fn.blocks.length; b++) {
      const block = fn.blocks[b] as { insts: readonly InstId[] };
      const last = block.insts[block.insts.length - 1];
      if (last === undefined) continue;
      for (const edge of fn.inst(last as InstId).targets) {
        const list = incoming[edge.block];
        if (list) list.push(edge.args as ValueId[]);
        else incoming[edge.block] = [edge.args as ValueId[]];
      }
    }
    this.incoming = incoming;
    return incoming;
  }
}

/**
 * The value `inst` flushes where it is the translator's bit flush (rules/valu-fp.ts `flush`):
 * `select (icmp.ult (and x, MAGNITUDE), LEAST_NORMAL), (and x, SIGN), x)` on the integer of a float's
 * width, or the same with the test `icmp.eq (and x, EXP), 0`.
 */
export function bitFlushOf(fn: IrFunction, inst: Inst): ValueId | undefined {
  return flushParts(fn, inst)?.x;
}

/**
 * The magnitude `and x, MAGNITUDE` the bit flush defining `bits` tests, or undefined: a NaN test of
 * the flushed value can read it (a flush changes no NaN, and turns only denormals into zeros).
 */
export function flushMagnitude(fn: IrFunction, bits: ValueId): ValueId | undefined {
  const inst = definingInst(fn, bits);
  return inst === undefined ? undefined : flushParts(fn, inst)?.magnitude;
}

function flushParts(fn: IrFunction, inst: Inst): { x: ValueId; magnitude?: ValueId } | undefined {
  if (inst.op !== 'select' || !isInt(inst.type)) return undefined;
  const [c, z, x] = inst.operands as [ValueId, ValueId, ValueId];
  const layout = floatLayout(bitWidth(inst.type));
  if (layout === undefined) return undefined;
  const test = definingInst(fn, c);
  if (test?.op !== 'icmp' || !masks(fn, z, x, layout.sign)) return undefined;
  const [tested, bound] = [test.operands[0] as ValueId, literalOf(fn, test.operands[1] as ValueId)];
  if (test.imms[0] === ULT && bound === layout.leastNormalBits && masks(fn, tested, x, layout.magnitude))
    return { x, magnitude: tested };
  return test.imms[0] === EQ && bound === 0n && masks(fn, tested, x, layout.expMask) ? { x } : undefined;
}

/** Whether `v` is `and x, mask` (either operand order). */
function masks(fn: IrFunction, v: ValueId, x: ValueId, mask: bigint): boolean {
  const and = definingInst(fn, v);
  if (and?.op !== 'and') return false;
  const [a, b] = and.operands as [ValueId, ValueId];
  return (a === x && literalOf(fn, b) === mask) || (b === x && literalOf(fn, a) === mask);
}

/** The `icmp` variant indexes of `eq` and `ult`. */
const EQ = ICMP.indexOf('eq');
const ULT = ICMP.indexOf('ult');
