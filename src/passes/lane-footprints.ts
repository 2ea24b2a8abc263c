/**
 * Which word of workgroup memory an access touches in each lane, and whether two accesses can touch
 * one word from different lanes of a wave (opt-wave-barriers.ts drops a wave barrier that separates
 * only accesses that cannot).
 *
 * An access's word is read as an affine function of a *lane identity* v, the local invocation index
 * (distinct in distinct lanes, below the workgroup's invocation count N; the id's components count as
 * it where they weigh 1, X and X * Y, and x alone in a workgroup one invocation high and deep):
 * `a * v + sum(c_k * u_k) + c` modulo 2^bits, where the u_k are values every lane of the wave holds
 * alike. The sum wraps at 32 bits; an exact right shift (of an
 * expression whose every coefficient has the shifted-out zeros) divides it and leaves it known modulo
 * 2^(bits - k), which is all the reasoning below needs (equal words are congruent). An access of the
 * sink dword (ds.ts steers inactive and out-of-range lanes there: `select(live, i, sink)`) is not
 * observed, so such an access touches word i under `live`, whose conjuncts `v < U` (U uniform) and
 * `v == K` bound the lanes that touch it.
 *
 * Lanes i != j touch one word when a*v_i + B_p = a*v_j + B_q (mod 2^bits). No such pair exists when
 * - B_q - B_p = 0 and a * d != 0 for every 0 < |d| < N (a's trailing zeros plus d's stay below bits);
 * - a = 1 and B_q - B_p is a constant at least N from 0 both ways round (no lanes are that far apart);
 * - a = 1, B_q - B_p = -U and q's lanes have v < U, with U + N - 1 < 2^bits (U bounded by
 *   ir/upper-bounds.ts): then v_j = v_i + U >= U, which q's lanes are not (and the mirror case);
 * - one side's lanes are pinned to v == K and the other's word is K's only at v == K (the same lane).
 *
 * The uniform values must hold the same value at both accesses: the caller checks that no path
 * between them passes their definitions (a loop trip without a barrier between them would).
 */
import type { GlobalVar, Inst, IrFunction, ValueId } from '../ir/function.js';
import { ctz, ones } from '../ir/known-zeros.js';
import { BUILTINS, ICMP } from '../ir/ops.js';
import { bitWidth, isInt } from '../ir/types.js';
import { isLaneBuiltin, type ValueSet } from '../ir/uniformity.js';
import { UpperBounds } from '../ir/upper-bounds.js';
import { sinkWordSelect } from './sink-steering.js';

const LOCAL_INDEX = BUILTINS.indexOf('local_invocation_index');
const LOCAL_ID = BUILTINS.indexOf('local_invocation_id');

/** `lane * v + sum(terms) + constant` modulo 2^bits (coefficients kept reduced). */
interface Affine {
  readonly lane: bigint;
  readonly terms: ReadonlyMap<ValueId, bigint>;
  readonly constant: bigint;
  readonly bits: number;
}

/** The words one access touches, per lane. */
export interface Footprint {
  /** The workgroup global accessed. */
  readonly global: number;
  readonly word: Affine;
  /** Uniform values U with `v < U` in every lane that touches the word. */
  readonly below: readonly ValueId[];
  /** K where only the lane with `v == K` touches the word. */
  readonly pinned: bigint | undefined;
  /**
   * The values the footprint reads, taken to be uniform (see {@link LaneFootprints.confirmed}); they
   * must also hold one value at both accesses compared.
   */
  readonly leaves: readonly ValueId[];
}

const MAX_DEPTH = 16;
/** Ops whose result differs between lanes whatever their operands. */
const PER_LANE_OPS: ReadonlySet<string> = new Set(['shuffle', 'shuffle_group', 'atomic', 'atomic_cmpxchg']);
const NOTHING: ReadonlySet<ValueId> = new Set();
/** Pseudo-terms of the local id's components. */
const ID_X = -1 as ValueId;
const ID_Y = -2 as ValueId;
const ID_Z = -3 as ValueId;

/** The bit pattern of `v` when a `const` defines it. */
function constantOf(fn: IrFunction, v: ValueId | undefined): bigint | undefined {
  if (v === undefined) return undefined;
  const def = fn.value(v).def;
  return def.kind === 'inst' ? fn.inst(def.inst).constant : undefined;
}

function reduce(a: Affine, bits: number): Affine {
  const m = ones(bits);
  const terms = new Map<ValueId, bigint>();
  for (const [v, c] of a.terms) if ((c & m) !== 0n) terms.set(v, c & m);
  return { lane: a.lane & m, terms, constant: a.constant & m, bits };
}

/** x + sign * y, known modulo the smaller modulus. */
function add(x: Affine, y: Affine, sign: bigint): Affine {
  const terms = new Map(x.terms);
  for (const [v, c] of y.terms) terms.set(v, (terms.get(v) ?? 0n) + sign * c);
  const bits = Math.min(x.bits, y.bits);
  return reduce(
    { lane: x.lane + sign * y.lane, terms, constant: x.constant + sign * y.constant, bits },
    bits,
  );
}

/** The number of trailing zero bits of k (0 < k < 2^64). */
const twos = (k: bigint): number => ctz(k, 64);

/** x * k within `width` bits: a congruence modulo 2^b scaled by k holds modulo 2^(b + twos(k)). */
function scale(x: Affine, k: bigint, width: number): Affine {
  const terms = new Map<ValueId, bigint>();
  for (const [v, c] of x.terms) terms.set(v, c * k);
  const bits = k === 0n ? width : Math.min(width, x.bits + twos(k));
  return reduce({ lane: x.lane * k, terms, constant: x.constant * k, bits }, bits);
}

/**
 * x >> k when every coefficient but the constant's has k trailing zeros: the low k bits are then the
 * constant's, which no carry reaches, and the shift divides the rest exactly.
 */
function shiftRight(x: Affine, k: number): Affine | undefined {
  if (k > x.bits) return undefined;
  const low = ones(k);
  if ((x.lane & low) !== 0n) return undefined;
  for (const c of x.terms.values()) if ((c & low) !== 0n) return undefined;
  const terms = new Map<ValueId, bigint>();
  for (const [v, c] of x.terms) terms.set(v, c >> BigInt(k));
  const kk = BigInt(k);
  return reduce({ lane: x.lane >> kk, terms, constant: x.constant >> kk, bits: x.bits - k }, x.bits - k);
}

/** Footprints of the workgroup accesses of one function. */
export class LaneFootprints {
  private readonly bounds: UpperBounds;
  private readonly perLane = new Map<ValueId, boolean>();
  constructor(
    private readonly fn: IrFunction,
    private readonly globals: readonly GlobalVar[],
    /** The workgroup's size (x, y, z). */
    private readonly workgroup: readonly [number, number, number],
    /** Values that may differ between the lanes of a wave. */
    private readonly varying: ValueSet,
  ) {
    this.bounds = new UpperBounds(fn);
  }

  /** The lane count N: every lane identity is below it. */
  get lanes(): number {
    const [x, y, z] = this.workgroup;
    return x * y * z;
  }

  /** Whether `v` is a lane identity: distinct in distinct lanes of a workgroup. */
  private isLane(v: ValueId): boolean {
    const def = this.fn.value(v).def;
    if (def.kind !== 'inst') return false;
    const inst = this.fn.inst(def.inst);
    if (inst.op === 'builtin') return inst.imms[0] === LOCAL_INDEX;
    return this.idComponent(v) === ID_X && this.workgroup[1] * this.workgroup[2] === 1;
  }

  /**
   * The pseudo-term of `v` when it is a component of the local id (x, y, z as -1, -2, -3): a word
   * whose components weigh a, a X and a X Y is a times the local index (see {@link footprint}).
   */
  private idComponent(v: ValueId): ValueId | undefined {
    const def = this.fn.value(v).def;
    if (def.kind !== 'inst') return undefined;
    const inst = this.fn.inst(def.inst);
    if (inst.op !== 'extract') return undefined;
    const source = this.fn.value(inst.operands[0] as ValueId).def;
    if (source.kind !== 'inst') return undefined;
    const builtin = this.fn.inst(source.inst);
    if (builtin.op !== 'builtin' || builtin.imms[0] !== LOCAL_ID) return undefined;
    return (-1 - (inst.imms[0] as number)) as ValueId;
  }

  /** `a` with the local id's components folded into the lane coefficient, if they weigh as the index does. */
  private folded(a: Affine): Affine | undefined {
    const [x, y, z] = this.workgroup;
    const m = ones(a.bits);
    const cx = a.terms.get(ID_X) ?? 0n;
    // A component of extent 1 is always 0, whatever it weighs.
    if (y > 1 && ((a.terms.get(ID_Y) ?? 0n) - cx * BigInt(x)) & m) return undefined;
    if (z > 1 && ((a.terms.get(ID_Z) ?? 0n) - cx * BigInt(x * y)) & m) return undefined;
    const terms = new Map(a.terms);
    for (const k of [ID_X, ID_Y, ID_Z]) terms.delete(k);
    return reduce({ ...a, lane: a.lane + cx, terms }, a.bits);
  }

  /**
   * Whether `v` may be uniform: not computed from a lane builtin, a shuffle or an atomic. A footprint
   * is built on that guess; {@link confirmed} asks `varying` (a fixed point over the whole function,
   * most of the pass's cost where it runs) only for footprints that would remove a barrier.
   */
  private uniform(v: ValueId): boolean {
    return !this.fromLanes(v, 0);
  }

  /** Whether every value `footprint` reads is the same in every lane of a wave. */
  confirmed(footprint: Footprint): boolean {
    return footprint.leaves.every((v) => !this.varying.has(v));
  }

  /** Whether `v` is computed (through instructions, not parameters) from a per-lane source. */
  private fromLanes(v: ValueId, depth: number): boolean {
    const known = this.perLane.get(v);
    if (known !== undefined) return known;
    const def = this.fn.value(v).def;
    let result = false;
    if (def.kind === 'inst' && depth <= MAX_DEPTH) {
      const inst = this.fn.inst(def.inst);
      result =
        isLaneBuiltin(inst) ||
        PER_LANE_OPS.has(inst.op) ||
        inst.operands.some((o) => this.fromLanes(o, depth + 1));
    }
    this.perLane.set(v, result);
    return result;
  }

  private leaf(v: ValueId, width: number): Affine | undefined {
    return this.uniform(v) ? { lane: 0n, terms: new Map([[v, 1n]]), constant: 0n, bits: width } : undefined;
  }

  /**
   * `v` (an integer) as an affine function of the lane identity, if it is one, where the i1 values of
   * `given` hold (a select on one of them is its first arm; one on a constant, the arm it picks).
   */
  affine(v: ValueId, given: ReadonlySet<ValueId> = NOTHING, depth = 0): Affine | undefined {
    const fn = this.fn;
    const type = fn.typeOf(v);
    if (!isInt(type)) return undefined;
    const width = bitWidth(type);
    if (this.isLane(v)) return { lane: 1n, terms: new Map(), constant: 0n, bits: width };
    const component = this.idComponent(v);
    if (component !== undefined)
      return { lane: 0n, terms: new Map([[component, 1n]]), constant: 0n, bits: width };
    const def = fn.value(v).def;
    if (def.kind !== 'inst' || depth > MAX_DEPTH) return this.leaf(v, width);
    const inst = fn.inst(def.inst);
    if (inst.op === 'const')
      return { lane: 0n, terms: new Map(), constant: inst.constant as bigint, bits: width };
    const x = inst.operands[0] as ValueId;
    const y = inst.operands[1] as ValueId;
    const k = constantOf(this.fn, y);
    let result: Affine | undefined;
    switch (inst.op) {
      case 'iadd':
      case 'isub': {
        const a = this.affine(x, given, depth + 1);
        const b = a && this.affine(y, given, depth + 1);
        if (a && b) result = add(a, b, inst.op === 'iadd' ? 1n : -1n);
        break;
      }
      case 'shl':
      case 'imul': {
        const a = k === undefined ? undefined : this.affine(x, given, depth + 1);
        const factor = inst.op === 'shl' ? (k !== undefined && k < BigInt(width) ? 1n << k : undefined) : k;
        if (a && factor !== undefined) result = scale(a, factor, width);
        break;
      }
      case 'lshr': {
        const a = k === undefined || k >= BigInt(width) ? undefined : this.affine(x, given, depth + 1);
        if (a) result = shiftRight(a, Number(k));
        break;
      }
      case 'select': {
        const c = constantOf(this.fn, x);
        if (given.has(x) || c === 1n) result = this.affine(y, given, depth + 1);
        else if (c === 0n) result = this.affine(inst.operands[2] as ValueId, given, depth + 1);
        break;
      }
    }
    return result ?? this.leaf(v, width);
  }

  /** The footprint of workgroup access `inst` (its pointer is operand 0), if it can be read. */
  footprint(inst: Inst): Footprint | undefined {
    const fn = this.fn;
    const pointer = fn.value(inst.operands[0] as ValueId).def;
    if (pointer.kind !== 'inst') return undefined;
    const access = fn.inst(pointer.inst);
    let baseId: ValueId;
    let index: ValueId | undefined;
    if (access.op === 'access' && access.operands.length === 2) {
      baseId = access.operands[0] as ValueId;
      index = access.operands[1] as ValueId;
    } else if (access.op === 'global') {
      baseId = inst.operands[0] as ValueId;
    } else return undefined;
    const baseDef = fn.value(baseId).def;
    if (baseDef.kind !== 'inst' || fn.inst(baseDef.inst).op !== 'global') return undefined;
    const global = fn.inst(baseDef.inst).imms[0] as number;
    const g = this.globals[global];
    if (g === undefined) return undefined;
    if (index === undefined) {
      return {
        global,
        word: { lane: 0n, terms: new Map(), constant: 0n, bits: 32 },
        below: [],
        pinned: undefined,
        leaves: [],
      };
    }
    const steered = sinkWordSelect(fn, g, index);
    const live = steered?.cond;
    if (steered !== undefined) index = steered.index;
    const conjuncts = live === undefined ? [] : this.conjuncts(live);
    const affine = this.affine(index, new Set(conjuncts));
    const word = affine && this.folded(affine);
    if (word === undefined) return undefined;
    const below: ValueId[] = [];
    let pinned: bigint | undefined;
    for (const c of conjuncts) {
      const d = fn.value(c).def;
      if (d.kind !== 'inst') continue;
      const cmp = fn.inst(d.inst);
      if (cmp.op !== 'icmp') continue;
      const pred = ICMP[cmp.imms[0] as number];
      const [p, q] = cmp.operands as [ValueId, ValueId];
      if (pred === 'ult' && this.isLane(p) && this.uniform(q)) below.push(q);
      else if (pred === 'ugt' && this.isLane(q) && this.uniform(p)) below.push(p);
      else if (pred === 'eq') {
        const k = this.isLane(p)
          ? constantOf(this.fn, q)
          : this.isLane(q)
            ? constantOf(this.fn, p)
            : undefined;
        if (k !== undefined) pinned = k;
      }
    }
    return { global, word, below, pinned, leaves: [...word.terms.keys(), ...below] };
  }

  /** The i1 values true wherever `c` is: c, and through `and` its operands. */
  private conjuncts(c: ValueId): ValueId[] {
    const out: ValueId[] = [];
    const work = [c];
    while (work.length > 0 && out.length < 64) {
      const v = work.pop() as ValueId;
      out.push(v);
      const d = this.fn.value(v).def;
      const inst = d.kind === 'inst' ? this.fn.inst(d.inst) : undefined;
      if (inst?.op === 'and') work.push(...inst.operands);
    }
    return out;
  }

  /** Whether a * d is nonzero modulo 2^bits for every 0 < |d| < N. */
  private separates(a: bigint, bits: number): boolean {
    if (a === 0n) return this.lanes <= 1;
    const n = this.lanes - 1;
    const dBits = n <= 0 ? 0 : 31 - Math.clz32(n);
    return twos(a) + dBits < bits;
  }

  /** Whether lane `i`'s access `p` and lane `j`'s access `q` touch different words for all i != j. */
  disjoint(p: Footprint, q: Footprint): boolean {
    if (p.global !== q.global) return true;
    if (p.pinned !== undefined && p.pinned === q.pinned) return true;
    const bits = Math.min(p.word.bits, q.word.bits);
    const wp = reduce(p.word, bits);
    const wq = reduce(q.word, bits);
    const m = ones(bits);
    if (wp.lane === wq.lane) {
      // a * (v_i - v_j) = B_q - B_p.
      const d = add(wq, { ...wp, lane: wq.lane }, -1n);
      if (d.terms.size === 0 && d.constant === 0n) return this.separates(wp.lane, bits);
      // v_i - v_j = D: no lanes are D apart.
      const far = BigInt(this.lanes);
      if (wp.lane === 1n && d.terms.size === 0 && d.constant >= far && m + 1n - d.constant >= far)
        return true;
      if (wp.lane === 1n && d.terms.size === 1 && d.constant === 0n) {
        const [[u, c]] = [...d.terms] as [[ValueId, bigint]];
        const room = m - BigInt(this.lanes - 1);
        if (this.bounds.of(u) > room) return false;
        if (c === m && q.below.includes(u)) return true;
        if (c === 1n && p.below.includes(u)) return true;
      }
    }
    return this.pinnedApart(wp, q.pinned, wq, bits) || this.pinnedApart(wq, p.pinned, wp, bits);
  }

  /** Whether only lane K touches with `other` the word `pinned`'s single lane K touches. */
  private pinnedApart(other: Affine, k: bigint | undefined, at: Affine, bits: number): boolean {
    if (k === undefined || other.terms.size > 0 || at.terms.size > 0) return false;
    const m = ones(bits);
    const word = (at.lane * k + at.constant) & m;
    if (other.lane === 0n) return other.constant !== word;
    return ((other.lane * k + other.constant) & m) === word && this.separates(other.lane, bits);
  }
}
