/**
 * Lane demand: on which lanes each value is ever read. A vector register write keeps the old value
 * on inactive lanes (`select (active, new, old)`), so every old value stays an operand even where no
 * later instruction reads those lanes. This analysis finds the values no lane ever needs: a launch
 * register the host cannot provide (a barycentric overwritten by its interpolation) is then free to
 * be any value.
 *
 * A demand is: no lane, all lanes, or the lanes where an i1 `c` is true (or false). A value's demand is
 * the union over its uses: an effect or a terminator demands all lanes of its operands (stores, exports,
 * branches), as does a cross-lane operation (it may read any lane); `select (c, a, b)` passes its own
 * demand to `a` restricted to c, to `b` restricted to !c, and to `c` whole; any other operation passes
 * its result's demand to its operands (an i1 `and`/`or` to each operand restricted by the other);
 * a block parameter passes its demand to the branch arguments.
 * Two restrictions by the same condition with opposite polarity give no lane. The lattice keeps one
 * condition, the outermost (a restriction of a restricted demand keeps the first), and a union of two
 * different ones is all lanes: sound, since both only over-approximate.
 */
import type { Inst, IrFunction, ValueId } from '../ir/function.js';
import { CROSS_LANE_OPS, OPS } from '../ir/ops.js';
import { I1 } from '../ir/types.js';

/** The instruction defining `v`, if an instruction does. */
function defOf(fn: IrFunction, v: ValueId): Inst | undefined {
  const def = fn.value(v).def;
  return def.kind === 'inst' ? fn.inst(def.inst) : undefined;
}

/** Ops whose equal operands give equal results (no memory, no invocation state). */
const PURE = new Set([
  'const',
  'and',
  'or',
  'xor',
  'lshr',
  'shl',
  'icmp',
  'zext',
  'trunc',
  'bitcast',
  'select',
  'extract',
  'builtin',
]);

/** Whether `a` and `b` are the same computation (the same lane bit of the same EXEC, say). */
export function sameComputation(fn: IrFunction, a: ValueId, b: ValueId, depth = 8): boolean {
  if (a === b) return true;
  if (depth === 0) return false;
  const x = defOf(fn, a);
  const y = defOf(fn, b);
  if (!x || !y || x.op !== y.op || x.type !== y.type || !PURE.has(x.op)) return false;
  if (x.constant !== y.constant || x.imms.length !== y.imms.length || x.imms.some((m, i) => m !== y.imms[i]))
    return false;
  if (x.operands.length !== y.operands.length) return false;
  return x.operands.every((o, i) => sameComputation(fn, o, y.operands[i] as ValueId, depth - 1));
}

/** No lane, all lanes, or the lanes where `cond` is `positive`. */
export type Demand = 'none' | 'all' | { readonly cond: ValueId; readonly positive: boolean };

function union(fn: IrFunction, a: Demand, b: Demand): Demand {
  if (a === 'none') return b;
  if (b === 'none') return a;
  if (a === 'all' || b === 'all') return 'all';
  if (a.positive && b.positive) {
    if (implies(fn, a.cond, b.cond)) return b;
    if (implies(fn, b.cond, a.cond)) return a;
  }
  return a.positive === b.positive && sameComputation(fn, a.cond, b.cond) ? a : 'all';
}

/** The mask M of a lane-bit test `icmp.ne (and (lshr M, lane), 1), 0` (context.ts laneBit), if `x` is one. */
function laneBitMask(fn: IrFunction, x: ValueId): ValueId | undefined {
  const cmp = defOf(fn, x);
  if (cmp?.op !== 'icmp') return undefined;
  const and = defOf(fn, cmp.operands[0] as ValueId);
  const shift = and?.op === 'and' ? defOf(fn, and.operands[0] as ValueId) : undefined;
  if (shift?.op !== 'lshr') return undefined;
  return shift.operands[0] as ValueId;
}

/**
 * A wave64 mask rebuilt from its SGPR halves, `or (zext (trunc X), shl (zext (trunc (lshr X, 32)), 32))`
 * (context.ts join64 of split64), is X.
 */
function unsplit(fn: IrFunction, v: ValueId): ValueId {
  const or = defOf(fn, v);
  if (or?.op !== 'or') return v;
  const [lo, hi] = or.operands.map((o) => defOf(fn, o));
  const loTrunc = lo?.op === 'zext' ? defOf(fn, lo.operands[0] as ValueId) : undefined;
  const shl = hi?.op === 'shl' ? defOf(fn, hi.operands[0] as ValueId) : undefined;
  const hiTrunc = shl?.op === 'zext' ? defOf(fn, shl.operands[0] as ValueId) : undefined;
  const hiShift = hiTrunc?.op === 'trunc' ? defOf(fn, hiTrunc.operands[0] as ValueId) : undefined;
  if (loTrunc?.op !== 'trunc' || hiShift?.op !== 'lshr') return v;
  const x = loTrunc.operands[0] as ValueId;
  return sameComputation(fn, x, hiShift.operands[0] as ValueId) ? unsplit(fn, x) : v;
}

/** Whether every bit of mask `a` is set in mask `b`: the same mask, or a conjunction with one such. */
function maskWithin(fn: IrFunction, a: ValueId, b: ValueId, depth: number): boolean {
  const x = unsplit(fn, a);
  if (sameComputation(fn, x, unsplit(fn, b))) return true;
  const d = defOf(fn, x);
  if (depth === 0 || d?.op !== 'and') return false;
  return d.operands.some((o) => maskWithin(fn, o, b, depth - 1));
}

/**
 * Whether i1 `x` true implies `y` true: the same computation, a conjunction with such a term, or the
 * lane bit of a mask within the mask `y` tests (EXEC after s_andn2 exec, exec, vcc, say).
 */
function implies(fn: IrFunction, x: ValueId, y: ValueId, depth = 4): boolean {
  if (sameComputation(fn, x, y)) return true;
  const mx = laneBitMask(fn, x);
  const my = laneBitMask(fn, y);
  if (mx !== undefined && my !== undefined && maskWithin(fn, mx, my, depth)) return true;
  const d = defOf(fn, x);
  if (depth === 0 || d?.op !== 'and' || d.type !== I1) return false;
  return d.operands.some((o) => implies(fn, o, y, depth - 1));
}

function restrict(fn: IrFunction, d: Demand, cond: ValueId, positive: boolean): Demand {
  if (d === 'none') return 'none';
  if (d === 'all') return { cond, positive };
  if (sameComputation(fn, d.cond, cond)) return d.positive === positive ? d : 'none';
  // Lanes where d.cond holds all have cond (EXEC only shrinks between the two): none have !cond.
  if (d.positive && implies(fn, d.cond, cond)) return positive ? d : 'none';
  // d and cond: over-approximated by the outer d, so an EXEC restriction survives the data-dependent
  // selects nested inside it (a conversion's range checks) and their unions.
  return d;
}

function same(a: Demand, b: Demand): boolean {
  if (a === b) return true;
  return typeof a === 'object' && typeof b === 'object' && a.cond === b.cond && a.positive === b.positive;
}

/** The demand of every value of `fn` (absent: none). */
export function laneDemand(fn: IrFunction): Map<ValueId, Demand> {
  const demand = new Map<ValueId, Demand>();
  const paramArgs = new Map<ValueId, ValueId[]>();
  const work: ValueId[] = [];
  const raise = (v: ValueId, d: Demand): void => {
    const before = demand.get(v) ?? 'none';
    const after = union(fn, before, d);
    if (!same(before, after)) {
      demand.set(v, after);
      work.push(v);
    }
  };
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const inst = fn.inst(id);
      for (const edge of inst.targets) {
        const params = fn.block(edge.block).params;
        edge.args.forEach((arg, i) => {
          const p = params[i] as ValueId;
          const args = paramArgs.get(p);
          if (args) args.push(arg);
          else paramArgs.set(p, [arg]);
        });
      }
      const info = OPS[inst.op];
      if (info?.effects || info?.terminator || CROSS_LANE_OPS.has(inst.op)) {
        for (const v of inst.operands) raise(v, 'all');
      }
    }
  }
  while (work.length > 0) {
    const v = work.pop() as ValueId;
    const d = demand.get(v) ?? 'none';
    for (const arg of paramArgs.get(v) ?? []) raise(arg, d);
    const def = fn.value(v).def;
    if (def.kind !== 'inst') continue;
    const inst = fn.inst(def.inst);
    if (inst.op === 'select') {
      const [c, a, b] = inst.operands as [ValueId, ValueId, ValueId];
      raise(c, d);
      raise(a, restrict(fn, d, c, true));
      raise(b, restrict(fn, d, c, false));
    } else if ((inst.op === 'and' || inst.op === 'or') && inst.type === I1) {
      // x && c needs x only where c holds (x || c where c does not): a compare's lanes masked by
      // EXEC before their ballot.
      const [x, y] = inst.operands as [ValueId, ValueId];
      const needs = inst.op === 'and';
      raise(x, restrict(fn, d, y, needs));
      raise(y, restrict(fn, d, x, needs));
    } else {
      for (const o of inst.operands) raise(o, d);
    }
  }
  return demand;
}
