/**
 * Lane demand: on which lanes each value is ever read. A vector register write keeps the old value
 * on inactive lanes (`select (active, new, old)`), so every old value stays an operand even where no
 * later instruction reads those lanes. This analysis finds the values no lane ever needs: a launch
 * register the host cannot provide (a barycentric overwritten by its interpolation) is then free to
 * be any value.
 *
 * A demand is: no lane, all lanes, or the lanes where a conjunction of i1 conditions holds (each term `c`
 * true or false). A value's demand is the union over its uses: a cross-lane operation demands all lanes
 * of its operands (it may read any lane); an effect or a terminator demands them on the lanes that run
 * its block, which its dominating per-lane branches tell (a store reached only through `cond_br active`
 * reads its operands where `active` holds), and so does a load's address, or an image read's texel
 * selected into range (read wherever the op runs, its value read or not); a store or atomic whose
 * address is `select (c, a, sink_address)` writes the values it is given only where `c` holds (the sink
 * takes the rest); `select (c, a, b)` passes its own demand to `a` restricted to c, to `b` restricted to !c, and to `c` whole; any other operation passes its result's demand to
 * its operands (an i1 `and`/`or` to each operand restricted by the other); a block parameter passes its
 * demand to the branch arguments. A restriction that contradicts a term gives no lane; one a term
 * implies changes nothing. The union of two conjunctions keeps the terms both entail (all lanes when
 * none), and a conjunction keeps at most six terms (the newest): both only over-approximate, which is sound.
 */
import { computeDominance, type Dominance } from '../ir/dominance.js';
import {
  type BlockId,
  definingInst,
  type Edge,
  type InstId,
  type IrFunction,
  type ValueId,
} from '../ir/function.js';
import { CROSS_LANE_OPS } from '../ir/ops.js';
import { I1 } from '../ir/types.js';
import { impliesByBound, UpperBounds } from '../ir/upper-bounds.js';
import { sinkCondition } from './sink-steering.js';

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
  const x = definingInst(fn, a);
  const y = definingInst(fn, b);
  if (!x || !y || x.op !== y.op || x.type !== y.type || !PURE.has(x.op)) return false;
  if (x.constant !== y.constant || x.imms.length !== y.imms.length || x.imms.some((m, i) => m !== y.imms[i]))
    return false;
  if (x.operands.length !== y.operands.length) return false;
  return x.operands.every((o, i) => sameComputation(fn, o, y.operands[i] as ValueId, depth - 1));
}

/** A lane condition: the lanes where `cond` is `positive`. */
export interface LaneTerm {
  readonly cond: ValueId;
  readonly positive: boolean;
}

/** No lane, all lanes, or the lanes where every term holds (a conjunction, at most {@link MAX_TERMS}). */
export type Demand = 'none' | 'all' | readonly LaneTerm[];

/** Terms a demand keeps: dropping one only widens it, which is sound. */
const MAX_TERMS = 6;

/** The relations between i1 values the lattice asks about, memoized over one analysis of one function. */
class Relations {
  private readonly memo = new Map<number, boolean>();
  private readonly restrictions = new Map<Demand, Map<number, Demand>>();
  private readonly stride: number;

  private bounds: UpperBounds | undefined;
  /** Upper bounds, made at the first comparison of two comparisons. */
  private readonly upper = (): UpperBounds => {
    this.bounds ??= new UpperBounds(this.fn, { loops: false });
    return this.bounds;
  };

  constructor(readonly fn: IrFunction) {
    this.stride = fn.values.length + 1;
  }

  /** Whether every lane where `u` holds has `t`: the same condition, or (both positive) one implying the other. */
  term(u: LaneTerm, t: LaneTerm): boolean {
    if (u.positive !== t.positive) return false;
    if (u.cond === t.cond) return true;
    const key = (u.cond * this.stride + t.cond) * 2 + (u.positive ? 1 : 0);
    let known = this.memo.get(key);
    if (known === undefined) {
      known =
        sameComputation(this.fn, u.cond, t.cond) ||
        (u.positive &&
          (implies(this.fn, u.cond, t.cond) || impliesByBound(this.fn, this.upper, u.cond, t.cond)));
      this.memo.set(key, known);
    }
    return known;
  }

  /** Whether every lane of `d` has `t`. */
  entails(d: readonly LaneTerm[], t: LaneTerm): boolean {
    return d.some((u) => this.term(u, t));
  }

  /**
   * `d` restricted to lanes where `cond` is `positive`: one object per restriction of one demand, so
   * the values a select or an `and` feeds get equal demands as the same object (a union's fast path).
   */
  restricted(d: 'all' | readonly LaneTerm[], cond: ValueId, positive: boolean): Demand {
    let memo = this.restrictions.get(d);
    if (memo === undefined) {
      memo = new Map();
      this.restrictions.set(d, memo);
    }
    const key = cond * 2 + (positive ? 1 : 0);
    let known = memo.get(key);
    if (known === undefined) {
      known = this.restrictNew(d, { cond, positive });
      memo.set(key, known);
    }
    return known;
  }

  private restrictNew(d: 'all' | readonly LaneTerm[], term: LaneTerm): Demand {
    if (d === 'all') return [term];
    if (this.entails(d, term)) return d;
    if (this.entails(d, { cond: term.cond, positive: !term.positive })) return 'none';
    // Beyond the cap the oldest term goes: the newest is the select or branch being looked through,
    // whose condition is the one a proof of no lane needs (a register written under one EXEC in a
    // loop and overwritten under the same EXEC, inside regions whose guards filled the conjunction).
    return d.length < MAX_TERMS ? [...d, term] : [...d.slice(1), term];
  }
}

/** The smallest conjunction this lattice has that holds on both: the terms each side entails. */
function union(rel: Relations, a: Demand, b: Demand): Demand {
  if (a === b || b === 'none') return a;
  if (a === 'none') return b;
  if (a === 'all' || b === 'all') return 'all';
  // Every term of a kept is the usual case (a value raised again as it was), and then no term of b
  // can join: a already entails each that could.
  if (a.every((t) => rel.entails(b, t))) return a;
  const kept = a.filter((t) => rel.entails(b, t));
  for (const t of b) if (!rel.entails(kept, t) && rel.entails(a, t)) kept.push(t);
  return kept.length === 0 ? 'all' : kept;
}

/** The mask M of a lane-bit test `icmp.ne (and (lshr M, lane), 1), 0` (context.ts laneBit), if `x` is one. */
function laneBitMask(fn: IrFunction, x: ValueId): ValueId | undefined {
  const cmp = definingInst(fn, x);
  if (cmp?.op !== 'icmp') return undefined;
  const and = definingInst(fn, cmp.operands[0] as ValueId);
  const shift = and?.op === 'and' ? definingInst(fn, and.operands[0] as ValueId) : undefined;
  if (shift?.op !== 'lshr') return undefined;
  return shift.operands[0] as ValueId;
}

/**
 * A wave64 mask rebuilt from its SGPR halves, `or (zext (trunc X), shl (zext (trunc (lshr X, 32)), 32))`
 * (context.ts join64 of split64), is X.
 */
function unsplit(fn: IrFunction, v: ValueId): ValueId {
  const or = definingInst(fn, v);
  if (or?.op !== 'or') return v;
  const [lo, hi] = or.operands.map((o) => definingInst(fn, o));
  const loTrunc = lo?.op === 'zext' ? definingInst(fn, lo.operands[0] as ValueId) : undefined;
  const shl = hi?.op === 'shl' ? definingInst(fn, hi.operands[0] as ValueId) : undefined;
  const hiTrunc = shl?.op === 'zext' ? definingInst(fn, shl.operands[0] as ValueId) : undefined;
  const hiShift = hiTrunc?.op === 'trunc' ? definingInst(fn, hiTrunc.operands[0] as ValueId) : undefined;
  if (loTrunc?.op !== 'trunc' || hiShift?.op !== 'lshr') return v;
  const x = loTrunc.operands[0] as ValueId;
  return sameComputation(fn, x, hiShift.operands[0] as ValueId) ? unsplit(fn, x) : v;
}

/** Whether every bit of mask `a` is set in mask `b`: the same mask, or a conjunction with one such. */
function maskWithin(fn: IrFunction, a: ValueId, b: ValueId, depth: number): boolean {
  const x = unsplit(fn, a);
  if (sameComputation(fn, x, unsplit(fn, b))) return true;
  const d = definingInst(fn, x);
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
  const d = definingInst(fn, x);
  if (depth === 0 || d?.op !== 'and' || d.type !== I1) return false;
  return d.operands.some((o) => implies(fn, o, y, depth - 1));
}

/** The part of demand `d` on lanes where `cond` is `positive` (none when the two never meet). */
function restrict(rel: Relations, d: Demand, cond: ValueId, positive: boolean): Demand {
  if (d === 'none') return 'none';
  return rel.restricted(d, cond, positive);
}

function same(a: Demand, b: Demand): boolean {
  if (a === b) return true;
  if (typeof a === 'string' || typeof b === 'string' || a.length !== b.length) return false;
  return a.every((t, i) => t.cond === (b[i] as LaneTerm).cond && t.positive === (b[i] as LaneTerm).positive);
}

/**
 * The lanes that run each block, as far as its dominating branches tell: a block whose one predecessor
 * ends in `cond_br c` runs only on lanes where `c` took the edge into it, and so does every block it
 * dominates (a path there passes that edge after `c`'s definition, so `c` still holds its tested value).
 */
function blockGuards(rel: Relations, dom: Dominance): Demand[] {
  const fn = rel.fn;
  const guards: Demand[] = new Array<Demand>(fn.blocks.length).fill('all');
  for (const b of dom.order) {
    const up = dom.idom[b] as number;
    if (up < 0 || up === b) continue;
    let own: Demand = guards[up] as Demand;
    const preds = dom.preds[b] as readonly BlockId[];
    const term = preds.length === 1 ? fn.terminator(preds[0] as BlockId) : undefined;
    if (term?.op === 'cond_br') {
      const [t, f] = term.targets as [Edge, Edge];
      if ((t.block === b) !== (f.block === b))
        own = restrict(rel, own, term.operands[0] as ValueId, t.block === b);
    }
    guards[b] = own;
  }
  return guards;
}

/** Effects whose operand 0 is the pointer written, the rest values written there. */
const WRITES_TO = new Set(['store', 'atomic', 'atomic_cmpxchg']);

/**
 * `lanes` where `sunk` holds, that term last: past the cap the oldest terms go, and the sink's
 * condition (the access's own EXEC) is the one that tells which lanes' values are written.
 */
function sunkLast(rel: Relations, lanes: Demand, sunk: ValueId): Demand {
  return lanes === 'none' ? 'none' : restrict(rel, lanes, sunk, true);
}

/** The lanes on which each value of a function is read: {@link laneDemand}. */
export interface LaneDemand {
  /** The demand of `v` (undefined: none). */
  get(v: ValueId): Demand | undefined;
  /** The part of demand `d` on lanes where `cond` is `positive` ('none' when the two never meet). */
  restrict(d: Demand, cond: ValueId, positive: boolean): Demand;
}

/** The demand of every value of `fn`. */
export function laneDemand(fn: IrFunction): LaneDemand {
  const rel = new Relations(fn);
  // By value id (absent: none); most values end at 'all', which a raise then leaves at once.
  const demand: (Demand | undefined)[] = new Array(fn.values.length);
  // Per block parameter (by value id), the arguments every edge passes it.
  const paramArgs: (ValueId[] | undefined)[] = new Array(fn.values.length);
  // Sweeps visit blocks in postorder and instructions from the last, so a value comes after its
  // readers; a raise of a value this sweep has already visited (a loop's back edge) asks for another.
  const visited = new Uint32Array(fn.values.length);
  // Values whose demand changed since their last visit: only those propagate again.
  const dirty = new Uint8Array(fn.values.length);
  let sweep = 1;
  let again = false;
  const raise = (v: ValueId, d: Demand): void => {
    const before = demand[v] ?? 'none';
    if (before === 'all' || d === 'none') return;
    const after = union(rel, before, d);
    if (!same(before, after)) {
      demand[v] = after;
      dirty[v] = 1;
      if (visited[v] === sweep) again = true;
    }
  };
  const dom = computeDominance(fn);
  const guards = blockGuards(rel, dom);
  // Indexed loops here and in the sweeps: an iterator per instruction was most of this analysis's garbage.
  for (let b = 0; b < fn.blocks.length; b++) {
    const ids = (fn.blocks[b] as { insts: readonly InstId[] }).insts;
    for (let j = 0; j < ids.length; j++) {
      const inst = fn.inst(ids[j] as InstId);
      const targets = inst.targets;
      for (let t = 0; t < targets.length; t++) {
        const edge = targets[t] as Edge;
        const params = fn.block(edge.block).params;
        const args = edge.args;
        for (let i = 0; i < args.length; i++) {
          const p = params[i] as ValueId;
          const list = paramArgs[p];
          if (list) list.push(args[i] as ValueId);
          else paramArgs[p] = [args[i] as ValueId];
        }
      }
      const info = inst.info;
      const operands = inst.operands;
      if (CROSS_LANE_OPS.has(inst.op))
        for (let k = 0; k < operands.length; k++) raise(operands[k] as ValueId, 'all');
      else if (info.effects || info.terminator) {
        // Only the lanes that run the block run it; a write to the sink on the lanes where `sunk`
        // fails writes values nothing reads (its address is still read there).
        const lanes = guards[b] as Demand;
        const sunk = WRITES_TO.has(inst.op) ? sinkCondition(fn, inst.operands[0] as ValueId) : undefined;
        const written = sunk === undefined ? lanes : sunkLast(rel, lanes, sunk);
        for (let k = 0; k < operands.length; k++) raise(operands[k] as ValueId, k > 0 ? written : lanes);
      } else if (inst.op === 'load') {
        // A load reads its address on every lane that runs its block, whether or not a lane reads
        // its value: the address must be valid there (an inactive lane's select of the sink stays).
        raise(inst.operands[0] as ValueId, guards[b] as Demand);
      } else if (inst.op === 'image_read') {
        // So does an image read its texel; the select that sends a lane out of range to the first
        // texel (image.ts) stays. Other texels are in range by construction (a sample's wrapped
        // coordinates), and are read where the result is.
        for (const v of inst.operands)
          if (definingInst(fn, v)?.op === 'select') raise(v, guards[b] as Demand);
      }
    }
  }
  // A parameter's demand names conditions as its block's code sees them; an argument was computed
  // before the edge, where a condition the loop recomputes (defined in the block or in a loop through
  // it) held its previous iteration's value. Only terms defined where they dominate the block pass.
  const stable = new Map<Demand, Map<BlockId, Demand>>();
  const acrossEdge = (d: Demand, block: BlockId): Demand => {
    if (typeof d === 'string') return d;
    let byBlock = stable.get(d);
    if (byBlock === undefined) {
      byBlock = new Map();
      stable.set(d, byBlock);
    }
    let kept = byBlock.get(block);
    if (kept === undefined) {
      const terms = d.filter((t) => {
        const at = fn.value(t.cond).def;
        const home = at.kind === 'param' ? at.block : (fn.inst(at.inst).block as BlockId);
        return home !== block && dom.dominates(home, block);
      });
      kept = terms.length === d.length ? d : terms.length === 0 ? 'all' : terms;
      byBlock.set(block, kept);
    }
    return kept;
  };
  const visit = (v: ValueId): void => {
    visited[v] = sweep;
    if (!dirty[v]) return;
    dirty[v] = 0;
    const d = demand[v] as Demand;
    const args = paramArgs[v];
    const def = fn.value(v).def;
    if (args !== undefined) {
      const passed = def.kind === 'param' ? acrossEdge(d, def.block) : d;
      for (let k = 0; k < args.length; k++) raise(args[k] as ValueId, passed);
    }
    if (def.kind !== 'inst') return;
    const inst = fn.inst(def.inst);
    if (inst.op === 'select') {
      const [c, a, b] = inst.operands as [ValueId, ValueId, ValueId];
      raise(c, d);
      raise(a, restrict(rel, d, c, true));
      raise(b, restrict(rel, d, c, false));
    } else if ((inst.op === 'and' || inst.op === 'or') && inst.type === I1) {
      // x && c needs x only where c holds (x || c where c does not): a compare's lanes masked by
      // EXEC before their ballot.
      const [x, y] = inst.operands as [ValueId, ValueId];
      const needs = inst.op === 'and';
      raise(x, restrict(rel, d, y, needs));
      raise(y, restrict(rel, d, x, needs));
    } else {
      const operands = inst.operands;
      for (let k = 0; k < operands.length; k++) raise(operands[k] as ValueId, d);
    }
  };
  // Reachable blocks in postorder, then the rest (their values still read values of reachable ones).
  const reached = new Uint8Array(fn.blocks.length);
  for (const b of dom.order) reached[b] = 1;
  const order = [...dom.order].reverse();
  for (let b = 0; b < fn.blocks.length; b++) if (!reached[b]) order.unshift(b as BlockId);
  do {
    again = false;
    for (const b of order) {
      const block = fn.block(b);
      for (let k = block.insts.length - 1; k >= 0; k--) {
        const result = fn.inst(block.insts[k] as InstId).result;
        if (result !== undefined) visit(result);
      }
      for (let k = block.params.length - 1; k >= 0; k--) visit(block.params[k] as ValueId);
    }
    sweep++;
  } while (again);
  return {
    get: (v) => demand[v],
    restrict: (d, cond, positive) => restrict(rel, d, cond, positive),
  };
}
