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
 * narrower than the wave.
 */
import type { BlockId, Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { typeDesc } from '../ir/types.js';
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
