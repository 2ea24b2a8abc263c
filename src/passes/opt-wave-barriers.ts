/**
 * Wave barriers that order nothing. Translation puts a `wave_barrier` before every LDS access (ds.ts):
 * the guest's lanes run a DS instruction together, host invocations need not. A barrier matters only
 * where it separates two accesses of workgroup memory, at least one of them a write, that no other
 * barrier separates: two reads in either order read the same words. Here a `wave_barrier` goes when
 *
 * - no access of workgroup memory can have run since the last barrier on any path to it (it orders
 *   nothing before it), or
 * - every path from it meets a `barrier` or the end of the program before any access (nothing after
 *   it to order), or
 * - only reads can have run, and every path from it meets a read, a `barrier` or the end first, or
 * - the next barrier after it in its block follows with no access between (that one orders as much;
 *   it is judged on the state carried through this one). A `wave_barrier` in another block is not
 *   known to stay, so the other rules do not count it as a barrier.
 *
 * The accesses since the last barrier are a forward data-flow problem over {none, reads, writes},
 * joined by the larger; what paths meet first, a backward one. Removing a barrier changes the state
 * only on the paths up to the accesses or barriers that decided it, where no other barrier is judged,
 * and leaves the state after them as it was (a read after reads leaves reads, a barrier none), so
 * every block's entry state can come from the analysis of the unedited function; within a block, the
 * walk carries the state through the barriers it removes.
 *
 * In lds_reduce (a tree of adds in LDS) this leaves one of three per step; each was a workgroup barrier
 * on a host whose workgroup is one wave, and a cut of the wave schedule on a host whose subgroup is
 * narrower than the wave. A second pass, {@link removeDisjointWaveBarriers}, drops that one too: it
 * separates accesses no two lanes share a word of (lane-footprints.ts).
 */
import type { BlockId, Inst, InstId, IrFunction, IrModule, ValueId } from '../ir/function.js';
import { typeDesc } from '../ir/types.js';
import { divergence, type ValueSet } from '../ir/uniformity.js';
import { type Footprint, LaneFootprints } from './lane-footprints.js';
import type { Pass } from './manager.js';

/** Accesses of workgroup memory that may have run since the last barrier. */
const NONE = 0;
const READS = 1;
const WRITES = 2;

/** What an instruction does to the state: a barrier, a read or write of workgroup memory, or nothing. */
const BARRIER = 3;
const OTHER = 4;

/**
 * What a path may meet first after a point, as bits: a read, a write, a `wave_barrier` (which this
 * pass may remove), a `barrier` (which it keeps), or the end of the program.
 */
const FIRST_READ = 1;
const FIRST_WRITE = 2;
const FIRST_WAVE_BARRIER = 4;
const FIRST_BARRIER = 8;
const FIRST_END = 16;

function eventOf(fn: IrFunction, inst: Inst): number {
  switch (inst.op) {
    case 'barrier':
    case 'wave_barrier':
      return BARRIER;
    case 'load':
      return inWorkgroup(fn, inst) ? READS : OTHER;
    case 'store':
    case 'atomic':
    case 'atomic_cmpxchg':
      return inWorkgroup(fn, inst) ? WRITES : OTHER;
    default:
      return OTHER;
  }
}

function firstBit(inst: Inst, event: number): number {
  if (event === READS) return FIRST_READ;
  if (event === WRITES) return FIRST_WRITE;
  return inst.op === 'barrier' ? FIRST_BARRIER : FIRST_WAVE_BARRIER;
}

function inWorkgroup(fn: IrFunction, inst: Inst): boolean {
  const pointer = typeDesc(fn.typeOf(inst.operands[0] as ValueId));
  return pointer.kind === 'ptr' && pointer.space === 'workgroup';
}

function step(state: number, event: number): number {
  if (event === BARRIER) return NONE;
  if (event === OTHER) return state;
  return state > event ? state : event;
}

/** Removes the wave barriers that order no pair of accesses; returns whether it removed any. */
export function optWaveBarriers(fn: IrFunction): boolean {
  const blocks = fn.blocks;
  if (!blocks.some((block) => block.insts.some((i) => fn.inst(i).op === 'wave_barrier'))) return false;
  const n = blocks.length;
  // Events per instruction, once (both fixed points walk blocks several times around loops).
  const events = blocks.map((block) => block.insts.map((i) => eventOf(fn, fn.inst(i))));

  // Forward: the accesses that may have run since the last barrier, at each block's entry.
  const entryState = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const work: BlockId[] = [0 as BlockId];
  seen[0] = 1;
  while (work.length > 0) {
    const b = work.pop() as BlockId;
    let state = entryState[b] as number;
    for (const e of events[b] as number[]) state = step(state, e);
    for (const s of fn.successors(b)) {
      const joined = Math.max(entryState[s] as number, state);
      if (seen[s] && joined === entryState[s]) continue;
      seen[s] = 1;
      entryState[s] = joined;
      work.push(s);
    }
  }

  // Backward: what the paths from each block's entry meet first.
  const own = new Uint8Array(n);
  blocks.forEach((block, b) => {
    const k = (events[b] as number[]).findIndex((e) => e !== OTHER);
    if (k >= 0) own[b] = firstBit(fn.inst(block.insts[k] as InstId), (events[b] as number[])[k] as number);
  });
  const first = new Uint8Array(n);
  const exits = (b: number): number => {
    const succ = fn.successors(b as BlockId);
    let bits = succ.length === 0 ? FIRST_END : 0;
    for (const s of succ) bits |= first[s] as number;
    return bits;
  };
  for (let changed = true; changed; ) {
    changed = false;
    for (let b = n - 1; b >= 0; b--) {
      const bits = own[b] ? (own[b] as number) : exits(b);
      if (bits !== first[b]) {
        first[b] = bits;
        changed = true;
      }
    }
  }

  let changed = false;
  blocks.forEach((block, b) => {
    if (!seen[b]) return;
    const insts = block.insts;
    const ev = events[b] as number[];
    const removed: InstId[] = [];
    let state = entryState[b] as number;
    for (let k = 0; k < insts.length; k++) {
      const e = ev[k] as number;
      const id = insts[k] as InstId;
      if (e === BARRIER && fn.inst(id).op === 'wave_barrier') {
        let j = k + 1;
        while (j < insts.length && ev[j] === OTHER) j++;
        const next = j < insts.length ? firstBit(fn.inst(insts[j] as InstId), ev[j] as number) : exits(b);
        const orderless = FIRST_BARRIER | FIRST_END;
        if (
          state === NONE ||
          (next & ~orderless) === 0 ||
          (state === READS && (next & ~(orderless | FIRST_READ)) === 0) ||
          // The next barrier of the same block is judged on the state carried through this one.
          (j < insts.length && next === FIRST_WAVE_BARRIER)
        ) {
          removed.push(id);
          continue;
        }
      }
      state = step(state, e);
    }
    for (const id of removed) fn.remove(id);
    changed ||= removed.length > 0;
  });
  return changed;
}

export const WAVE_BARRIERS: Pass = { name: 'wave-barriers', run: optWaveBarriers };

/** The edges a run can take: a branch on a constant takes one; blocks no run reaches have none. */
interface Edges {
  readonly succ: readonly BlockId[][];
  readonly pred: readonly BlockId[][];
}

function liveEdges(fn: IrFunction): Edges {
  const succ: BlockId[][] = fn.blocks.map(() => []);
  const pred: BlockId[][] = fn.blocks.map(() => []);
  const seen = new Uint8Array(fn.blocks.length);
  const work: BlockId[] = [0 as BlockId];
  seen[0] = 1;
  while (work.length > 0) {
    const b = work.pop() as BlockId;
    const term = fn.terminator(b);
    let targets = term?.targets ?? [];
    if (term?.op === 'cond_br') {
      const cond = fn.value(term.operands[0] as ValueId).def;
      const constant = cond.kind === 'inst' ? fn.inst(cond.inst).constant : undefined;
      if (constant !== undefined) targets = [targets[constant === 1n ? 0 : 1] as (typeof targets)[number]];
    }
    for (const { block: s } of targets) {
      if ((succ[b] as BlockId[]).includes(s)) continue;
      (succ[b] as BlockId[]).push(s);
      (pred[s] as BlockId[]).push(b);
      if (!seen[s]) {
        seen[s] = 1;
        work.push(s);
      }
    }
  }
  return { succ, pred };
}

/** The workgroup accesses a walk from a wave barrier meets before a `barrier`, and what it passes. */
interface Reach {
  readonly accesses: InstId[];
  /** Values defined on the way (a value read by both accesses must not be redefined between them). */
  readonly passed: Set<ValueId>;
  /** Whether the walk met a call (whose accesses it cannot see). */
  opaque: boolean;
}

/**
 * Walks from instruction `k` of block `b` backward (to the accesses that may have run since the last
 * `barrier`) or forward (to those that may run before the next), through wave barriers.
 */
function reach(fn: IrFunction, b: BlockId, k: number, forward: boolean, edges: Edges): Reach {
  const out: Reach = { accesses: [], passed: new Set(), opaque: false };
  const seen = new Set<BlockId>();
  const work: [BlockId, number][] = [[b, k]];
  while (work.length > 0) {
    const [block, from] = work.pop() as [BlockId, number];
    const insts = fn.block(block).insts;
    let stopped = false;
    for (let i = from; forward ? i < insts.length : i >= 0; i += forward ? 1 : -1) {
      const inst = fn.inst(insts[i] as InstId);
      if (inst.op === 'barrier') {
        stopped = true;
        break;
      }
      if (inst.op === 'call') out.opaque = true;
      if (inst.result !== undefined) out.passed.add(inst.result);
      const e = eventOf(fn, inst);
      if (e === READS || e === WRITES) out.accesses.push(insts[i] as InstId);
    }
    if (stopped) continue;
    // A block's parameters are defined at its entry: passed going back through it, or going into it.
    if (!forward) for (const p of fn.block(block).params) out.passed.add(p);
    for (const next of (forward ? edges.succ : edges.pred)[block] ?? []) {
      if (forward) for (const p of fn.block(next).params) out.passed.add(p);
      if (seen.has(next)) continue;
      seen.add(next);
      work.push([next, forward ? 0 : fn.block(next).insts.length - 1]);
    }
  }
  return out;
}

/**
 * Wave barriers between accesses no two lanes share a word of (lane-footprints.ts): each lane's
 * accesses keep their program order, and no other lane can see or change what they touch, so the
 * barrier orders nothing. A barrier is judged on every access the walks reach through the other wave
 * barriers, so removing several is as sound as removing one. Runs before the wave lowering turns the
 * wave barriers left into workgroup barriers or cuts of the wave schedule.
 */
export function removeDisjointWaveBarriers(
  module: Pick<IrModule, 'globals'>,
  fn: IrFunction,
  workgroup: readonly [number, number, number],
): boolean {
  const barriers: [BlockId, number][] = [];
  fn.blocks.forEach((block, b) => {
    block.insts.forEach((id, k) => {
      if (fn.inst(id).op === 'wave_barrier') barriers.push([b as BlockId, k]);
    });
  });
  if (barriers.length === 0) return false;
  // The IR is not simplified yet: a branch on a constant takes one way (a select on one is read as its
  // arm, lane-footprints.ts), so the paths it no longer takes add no accesses.
  const edges = liveEdges(fn);
  // Uniformity (a fixed point with both dominator trees) only for a pair that would remove a barrier
  // (LaneFootprints.confirmed).
  let varying: ValueSet | undefined;
  const lanes = new LaneFootprints(fn, module.globals, workgroup, {
    has: (v) => {
      varying ??= divergence(fn, false).varying;
      return varying.has(v);
    },
  });
  const footprints = new Map<InstId, Footprint | undefined>();
  const footprintOf = (id: InstId): Footprint | undefined => {
    if (!footprints.has(id)) footprints.set(id, lanes.footprint(fn.inst(id)));
    return footprints.get(id);
  };
  // A value the walk from a barrier passes the definition of, and from whose definition the walk on
  // meets an access: that access may see another instance of it than the accesses across the barrier.
  const beyond = new Map<string, boolean>();
  const redefinedBetween = (v: ValueId, forward: boolean): boolean => {
    const key = `${v}${forward ? '+' : '-'}`;
    let met = beyond.get(key);
    if (met === undefined) {
      const def = fn.value(v).def;
      let at: [BlockId, number];
      if (def.kind === 'param') at = [def.block, forward ? 0 : -1];
      else {
        const block = fn.inst(def.inst).block as BlockId;
        const index = fn.block(block).insts.indexOf(def.inst);
        at = [block, forward ? index + 1 : index - 1];
      }
      const walk = reach(fn, at[0], at[1], forward, edges);
      met = walk.opaque || walk.accesses.length > 0;
      beyond.set(key, met);
    }
    return met;
  };
  const removed: InstId[] = [];
  for (const [b, k] of barriers) {
    const before = reach(fn, b, k - 1, false, edges);
    const after = reach(fn, b, k + 1, true, edges);
    if (before.opaque || after.opaque) continue;
    const apart = (p: InstId, q: InstId): boolean => {
      if (eventOf(fn, fn.inst(p)) === READS && eventOf(fn, fn.inst(q)) === READS) return true;
      const fp = footprintOf(p);
      const fq = footprintOf(q);
      if (fp === undefined || fq === undefined) return false;
      for (const v of [...fp.leaves, ...fq.leaves]) {
        if (before.passed.has(v) && redefinedBetween(v, false)) return false;
        if (after.passed.has(v) && redefinedBetween(v, true)) return false;
      }
      return lanes.disjoint(fp, fq) && lanes.confirmed(fp) && lanes.confirmed(fq);
    };
    if (before.accesses.every((p) => after.accesses.every((q) => apart(p, q)))) {
      removed.push(fn.block(b).insts[k] as InstId);
    }
  }
  for (const id of removed) fn.remove(id);
  return removed.length > 0;
}

/** {@link removeDisjointWaveBarriers} for a workgroup of `workgroup` invocations. */
export function disjointWaveBarriersPass(
  module: IrModule,
  workgroup: readonly [number, number, number],
): Pass {
  return { name: 'wave-barriers-disjoint', run: (fn) => removeDisjointWaveBarriers(module, fn, workgroup) };
}
