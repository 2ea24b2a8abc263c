/**
 * Unsigned upper bounds of integer values: the largest value each can hold in any execution, from
 * constants, the workgroup's size (a local invocation id is below it, known-zeros.ts) and the
 * arithmetic between them, where it cannot wrap: a sum of bounds below 2^width bounds the sum, a
 * shift left or product likewise, a right shift or a mask only lowers a bound, a remainder by a
 * constant is below it. Block parameters take the least fixed point over their incoming arguments
 * (a loop counter rising without bound gets none). Each bound is also at most the value's known-bits
 * maximum (known-zeros.ts), which covers every other op.
 *
 * Read by opt-simplify.ts (a comparison of an index against the LDS size, decided) and
 * lane-footprints.ts (lanes `v < U` of a bounded U).
 */
import type { FloatClasses } from './float-class.js';
import { definingInst, type IrFunction, literalOf, type ValueId } from './function.js';
import { KnownZeros, ones } from './known-zeros.js';
import { BUILTINS, ICMP } from './ops.js';
import { bitWidth, I1, isInt } from './types.js';

const LOCAL_INDEX = BUILTINS.indexOf('local_invocation_index');
const LOCAL_ID = BUILTINS.indexOf('local_invocation_id');

/** How deep a bound looks through operands (deeper ones take the known-bits maximum). */
const MAX_DEPTH = 16;

/** What holds at a point: conditions true there, and values at most a cap there. */
export interface Assumption {
  readonly holds: ReadonlySet<ValueId>;
  readonly caps: ReadonlyMap<ValueId, bigint>;
}

/** Unsigned upper bounds of one function's integer values. */
export class UpperBounds {
  private readonly known: KnownZeros;
  /** Parameters' bounds: solved, or the current guesses of a solve in progress. */
  private readonly params = new Map<ValueId, bigint>();
  /**
   * Instruction results' bounds: final ones, or, while parameters are being solved, those of the
   * current round (they rest on its guesses).
   */
  private results = new Map<ValueId, bigint>();
  private incoming: Map<ValueId, ValueId[]> | undefined;
  private readonly loops: boolean;
  /** Bounds under an assumption ({@link assuming}): the bounds they refine, and what is assumed. */
  private parent: UpperBounds | undefined;
  private assumption: Assumption | undefined;

  /**
   * With `loops`, block parameters on a cycle get the least fixed point of their incoming bounds,
   * where a few rounds reach it (a register a loop keeps or sets to a bounded value); without, a
   * parameter's own cycle gives it no bound (every value is then visited once: cheap enough for a
   * question per comparison).
   */
  private readonly floats: (() => FloatClasses) | undefined;

  /** With `floats`, a float's conversion is bounded by the float's ceiling (ir/float-class.ts). */
  constructor(
    private readonly fn: IrFunction,
    options: {
      readonly known?: KnownZeros;
      readonly loops?: boolean;
      readonly floats?: () => FloatClasses;
    } = {},
  ) {
    this.known = options.known ?? new KnownZeros(fn);
    this.loops = options.loops ?? true;
    this.floats = options.floats;
  }

  /** The largest value `v` (an integer) can hold, unsigned; 0 for other types. */
  of(v: ValueId, depth = 0): bigint {
    const fn = this.fn;
    const type = fn.typeOf(v);
    if (!isInt(type)) return 0n;
    const width = bitWidth(type);
    const top = ones(width);
    if (depth > MAX_DEPTH) return this.known.max(v);
    const def = fn.value(v).def;
    if (this.parent !== undefined) {
      const cap = this.assumption?.caps.get(v);
      if (cap !== undefined) {
        const own = this.parent.of(v);
        return own < cap ? own : cap;
      }
      // A parameter's bound holds along every path; the assumption only where it is tested.
      if (def.kind === 'param') return this.parent.of(v);
    }
    if (def.kind === 'param') {
      if (!this.params.has(v)) {
        if (this.loops) this.solve(v);
        else this.meet(v, top, depth);
      }
      return this.params.get(v) ?? top;
    }
    const memo = this.results.get(v);
    if (memo !== undefined) return memo;
    const inst = fn.inst(def.inst);
    if (inst.op === 'const') return inst.constant as bigint;
    const x = inst.operands[0] as ValueId;
    const y = inst.operands[1] as ValueId;
    const next = depth + 1;
    // A result that fits: the bound, else nothing known.
    const fits = (b: bigint): bigint => (b <= top ? b : top);
    let bound = top;
    switch (inst.op) {
      case 'lshr': {
        const k = literalOf(fn, y);
        if (k !== undefined && k < BigInt(width)) bound = this.of(x, next) >> k;
        break;
      }
      case 'shl': {
        const k = literalOf(fn, y);
        if (k !== undefined && k < BigInt(width)) bound = fits(this.of(x, next) << k);
        break;
      }
      case 'iadd':
        bound = fits(this.of(x, next) + this.of(y, next));
        break;
      case 'imul':
        bound = fits(this.of(x, next) * this.of(y, next));
        break;
      case 'and':
      case 'umin': {
        const [a, b] = [this.of(x, next), this.of(y, next)];
        bound = a < b ? a : b;
        break;
      }
      case 'umax': {
        const [a, b] = [this.of(x, next), this.of(y, next)];
        bound = a > b ? a : b;
        break;
      }
      case 'urem': {
        // Below a constant divisor (a zero one is undefined), and never above the dividend.
        const d = literalOf(fn, y);
        const a = this.of(x, next);
        bound = d !== undefined && d > 0n && d - 1n < a ? d - 1n : a;
        break;
      }
      case 'select': {
        // Where its condition is assumed to hold, the first arm.
        if (this.assumption?.holds.has(x)) {
          bound = this.of(y, next);
          break;
        }
        const a = this.of(y, next);
        const b = this.of(inst.operands[2] as ValueId, next);
        bound = a > b ? a : b;
        break;
      }
      case 'zext':
        bound = this.of(x, next);
        break;
      case 'ftou': {
        // Saturating: a NaN or a negative value converts to 0, a number to at most its floor.
        const ceiling = this.floats?.().ceiling(x);
        if (ceiling !== undefined && ceiling < 2 ** width) bound = BigInt(Math.max(0, Math.floor(ceiling)));
        break;
      }
      case 'builtin': {
        const size = fn.workgroupSize;
        if (inst.imms[0] === LOCAL_INDEX && size !== undefined)
          bound = BigInt(size[0] * size[1] * size[2] - 1);
        break;
      }
      case 'extract': {
        // A component of the local invocation id: below the workgroup's size in it.
        const source = definingInst(fn, x);
        const size = fn.workgroupSize?.[inst.imms[0] as number];
        if (source?.op === 'builtin' && source.imms[0] === LOCAL_ID && size !== undefined)
          bound = BigInt(size - 1);
        break;
      }
    }
    const bits = this.known.max(v);
    const answer = bound < bits ? bound : bits;
    this.results.set(v, answer);
    return answer;
  }

  /**
   * The bounds where `assumption` holds: capped values, and the values computed from them (block
   * parameters keep their own: a loop's later iterations are not under the assumption).
   */
  assuming(assumption: Assumption): UpperBounds {
    const child = new UpperBounds(this.fn, {
      known: this.known,
      loops: this.loops,
      ...(this.floats ? { floats: this.floats } : {}),
    });
    child.parent = this;
    child.assumption = assumption;
    return child;
  }

  /**
   * Without `loops`: the largest bound of `p`'s incoming arguments, none while `p` is on the way there
   * (deeper than MAX_DEPTH, the known bits: a chain of parameters cannot overflow the stack).
   */
  private meet(p: ValueId, top: bigint, depth: number): void {
    this.params.set(p, top);
    this.incoming ??= this.incomingArguments();
    let bound = 0n;
    for (const a of this.incoming.get(p) ?? []) {
      // A value never above p's own (a loop counter halving, masked) keeps p's bound, by induction.
      if (this.neverAbove(a, p)) continue;
      const b = this.of(a, depth + 1);
      if (b > bound) bound = b;
      if (bound === top) break;
    }
    this.params.set(p, bound);
  }

  /** Whether integer `a` is at most `p` in every execution: a right shift, mask or minimum of p. */
  private neverAbove(a: ValueId, p: ValueId): boolean {
    const inst = definingInst(this.fn, a);
    if (inst === undefined) return false;
    switch (inst.op) {
      case 'lshr':
      case 'urem':
        return inst.operands[0] === p;
      case 'and':
      case 'umin':
        return inst.operands[0] === p || inst.operands[1] === p;
      default:
        return false;
    }
  }

  /**
   * The parameters `root`'s bound reads (through its incoming arguments, theirs, and so on): each
   * starts at 0 and rises to the largest bound its incoming arguments have under the current guesses,
   * until nothing rises (the least fixed point, sound because every transfer above is monotone); a
   * group still rising after a few rounds gets no bound.
   */
  private solve(root: ValueId): void {
    this.incoming ??= this.incomingArguments();
    const incoming = this.incoming;
    const group: ValueId[] = [];
    const seen = new Set<ValueId>([root]);
    const work: [ValueId, number][] = [[root, 0]];
    while (work.length > 0) {
      const [v, depth] = work.pop() as [ValueId, number];
      const def = this.fn.value(v).def;
      if (def.kind === 'param') {
        if (this.params.has(v)) continue;
        group.push(v);
        for (const a of incoming.get(v) ?? []) {
          if (seen.has(a)) continue;
          seen.add(a);
          work.push([a, 0]);
        }
      } else if (depth <= MAX_DEPTH && !this.results.has(v)) {
        // A value with a bound already reads no parameter outside `params`.
        for (const o of this.fn.inst(def.inst).operands) {
          if (seen.has(o)) continue;
          seen.add(o);
          work.push([o, depth + 1]);
        }
      }
    }
    for (const p of group) this.params.set(p, 0n);
    // Results computed under a round's guesses hold for that round only.
    const final = this.results;
    let settled = false;
    for (let round = 0; round < 8 && !settled; round++) {
      settled = true;
      this.results = new Map();
      for (const p of group) {
        let bound = this.params.get(p) as bigint;
        for (const a of incoming.get(p) ?? []) {
          const b = this.of(a);
          if (b > bound) bound = b;
        }
        if (bound !== this.params.get(p)) {
          this.params.set(p, bound);
          settled = false;
        }
      }
    }
    this.results = final;
    // Still rising: no bound for the group (the guesses of each rested on the others).
    if (!settled) for (const p of group) this.params.set(p, ones(bitWidth(this.fn.typeOf(p))));
  }

  /** The incoming arguments of every integer block parameter. */
  private incomingArguments(): Map<ValueId, ValueId[]> {
    const fn = this.fn;
    const incoming = new Map<ValueId, ValueId[]>();
    for (const block of fn.blocks) {
      const last = block.insts[block.insts.length - 1];
      for (const edge of last === undefined ? [] : fn.inst(last).targets) {
        fn.block(edge.block).params.forEach((p, k) => {
          if (!isInt(fn.typeOf(p))) return;
          const list = incoming.get(p) ?? [];
          list.push(edge.args[k] as ValueId);
          incoming.set(p, list);
        });
      }
    }
    return incoming;
  }
}

/** `a < b` (strict) or `a <= b` as an i1 comparison orders them, if it is an unsigned one. */
function ordering(fn: IrFunction, cond: ValueId): { a: ValueId; b: ValueId; strict: boolean } | undefined {
  const inst = definingInst(fn, cond);
  if (inst?.op !== 'icmp') return undefined;
  const [x, y] = inst.operands as [ValueId, ValueId];
  switch (ICMP[inst.imms[0] as number]) {
    case 'ult':
      return { a: x, b: y, strict: true };
    case 'ule':
      return { a: x, b: y, strict: false };
    case 'ugt':
      return { a: y, b: x, strict: true };
    case 'uge':
      return { a: y, b: x, strict: false };
    default:
      return undefined;
  }
}

/** How deep {@link impliesByBound} looks through a conjunction for its terms. */
const MAX_TERMS_DEPTH = 4;
/** How deep it looks for a capped value among the operands of the compared value. */
const MAX_READ_DEPTH = 5;

/**
 * Whether i1 `cond` true implies i1 `test` true, as bounds show. Where `cond` holds, so does each term
 * of it as a conjunction (`and`), and a term that orders two values, a < b (or a <= b), caps a at b's
 * bound less one (b's bound); a select on one of those conditions is its first arm. `test` compares a
 * value E with a constant (E < K, E <= K, K > E, K >= E), which E's bound under those facts may
 * decide (lds_reduce's `x + s < 32` where `x < s` and s is at most 16). `bounds` is asked only when
 * `test` is such a comparison, `cond` has an ordering term and E reads a value it caps.
 */
export function impliesByBound(
  fn: IrFunction,
  bounds: () => UpperBounds,
  cond: ValueId,
  test: ValueId,
): boolean {
  if (fn.typeOf(cond) !== I1 || fn.typeOf(test) !== I1) return false;
  const compare = ordering(fn, test);
  const k = compare === undefined ? undefined : literalOf(fn, compare.b);
  if (compare === undefined || k === undefined || (compare.strict && k === 0n)) return false;
  // `test` as E <= limit.
  const limit = compare.strict ? k - 1n : k;
  const holds = new Set<ValueId>();
  const orders: { a: ValueId; b: ValueId; strict: boolean }[] = [];
  const gather = (c: ValueId, depth: number): void => {
    holds.add(c);
    const order = ordering(fn, c);
    if (order !== undefined) orders.push(order);
    const inst = definingInst(fn, c);
    if (inst?.op === 'and' && depth < MAX_TERMS_DEPTH) for (const o of inst.operands) gather(o, depth + 1);
  };
  gather(cond, 0);
  if (orders.length === 0) return false;
  // Only where E reads a capped value, a few operations deep (the bounds are dearer than this walk).
  const capped = new Set(orders.map((o) => o.a));
  const reads = (v: ValueId, depth: number): boolean => {
    if (capped.has(v)) return true;
    const inst = definingInst(fn, v);
    if (inst === undefined || depth === 0) return false;
    return inst.operands.some((o) => reads(o, depth - 1));
  };
  if (!reads(compare.a, MAX_READ_DEPTH)) return false;
  const caps = new Map<ValueId, bigint>();
  for (const { a, b, strict } of orders) {
    const bound = bounds().of(b);
    // `a < 0` never holds: nothing to learn from a term that cannot (the caller's condition is false).
    if (strict && bound === 0n) return false;
    const cap = strict ? bound - 1n : bound;
    const prior = caps.get(a);
    if (prior === undefined || cap < prior) caps.set(a, cap);
  }
  return bounds().assuming({ holds, caps }).of(compare.a) <= limit;
}
