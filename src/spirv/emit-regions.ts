/**
 * The control-flow plan of the emitter (emit-control.ts): which branches become structured SPIR-V and
 * which remain states of the dispatch loop.
 *
 * - A *selection* is a `cond_br` block B whose two arms rejoin at B's immediate post-dominator M with
 *   no other way in or out: every block of an arm is entered only from inside the region, the arms are
 *   acyclic except for single-block self-loops, and nested `cond_br`s are selections themselves whose
 *   merge is M or is entered only from inside their own region. It is emitted as OpSelectionMerge +
 *   OpBranchConditional inside its segment, so every lane of a wave runs the same dispatch iterations
 *   whether its arm is taken or not (the translator's EXEC guards are such regions).
 * - A *self-loop* (a block whose `cond_br` targets itself) is emitted as a structured OpLoopMerge loop
 *   (the translator's compare-exchange loops, the guest's one-block loops, exec-masked do-while loops).
 *   Longer do-while loops stay dispatch states: structured with the latch in the body, two of them
 *   still read back wrong on the H200 (docs/debt.md).
 * - A *segment* is what one dispatch state runs: a chain of blocks joined by `br` to a block with that
 *   one predecessor, selections, self-loops and merges entered only from inside the selection. Every
 *   other branch target heads its own segment.
 * - A *section* starts at a segment head on every path through the function and in no cycle (its
 *   *spine* head: the entry, and every such head on the entry's post-dominator chain). Control passes
 *   through the sections in order and never back, so each section gets its own dispatch loop over the
 *   other heads it dominates, and the spine segment runs outside every loop, once per invocation. A
 *   barrier there is one dynamic instance for the whole workgroup however differently the invocations
 *   ran the loops before it (the wave emulation's ballots at the join of branches that differ between
 *   waves need that; in a shared dispatch loop they would run after different iteration counts).
 *
 * Wave operations and barriers are not allowed inside a selection or a loop whose condition varies
 * per lane (uniformity.ts decides): the translator never puts them there, and they would run with part
 * of the wave. Nor is a lane-varying branch left to the dispatch loop in a function with wave operations.
 * The checks throw a RecompileError naming the operation.
 */
import type { Dominance } from '../ir/dominance.js';
import type { BlockId, Edge, Inst, IrFunction, ValueId } from '../ir/function.js';
import { CROSS_LANE_OPS } from '../ir/ops.js';
import { computePostDominance } from '../ir/post-dominance.js';
import { varyingValues } from '../ir/uniformity.js';
import { InternalError, RecompileError } from '../util/errors.js';

/** A `cond_br` emitted as a structured selection. */
export interface Selection {
  /** The block both arms rejoin at (the head's immediate post-dominator). */
  readonly merge: BlockId;
  /** The blocks of both arms, nested selections included (neither the head nor the merge). */
  readonly blocks: ReadonlySet<BlockId>;
}

/** How a function's blocks are emitted. */
export interface ControlPlan {
  /** Segment heads (dispatch states) in reverse postorder, block 0 first. */
  readonly heads: readonly BlockId[];
  /** The segment of every reachable block. */
  readonly headOf: ReadonlyMap<BlockId, BlockId>;
  /** `cond_br` blocks emitted as selections. */
  readonly selections: ReadonlyMap<BlockId, Selection>;
  /** Blocks emitted as structured self-loops, with their exit edge. */
  readonly loops: ReadonlyMap<BlockId, Edge>;
  /** The sections in control-flow order, the entry's first. */
  readonly sections: readonly Section[];
}

/** A spine head and the dispatch states after it, up to the next section's spine head. */
export interface Section {
  readonly spine: BlockId;
  /** The section's other segment heads (its dispatch loop's states), in reverse postorder. */
  readonly states: readonly BlockId[];
}

/** Ops that must run with the whole wave (or workgroup). */
const WAVE_OPS: ReadonlySet<string> = new Set([...CROSS_LANE_OPS, 'barrier', 'wave_barrier']);

/** Plans the structured regions and segments of `fn`. */
export function planControl(fn: IrFunction, dom: Dominance): ControlPlan {
  const n = fn.blocks.length;
  const { ipdom } = computePostDominance(fn, dom);
  const preds = dom.preds;
  const predsOf = (b: BlockId): readonly BlockId[] => preds[b] ?? [];

  /** The exit edge of a self-loop block, or undefined. */
  const selfExit = (x: BlockId): Edge | undefined => {
    const t = fn.terminator(x);
    if (t?.op !== 'cond_br') return undefined;
    const [a, b] = t.targets as [Edge, Edge];
    if (a.block === b.block) return undefined;
    return a.block === x ? b : b.block === x ? a : undefined;
  };

  const memo = new Map<BlockId, Selection | null>();
  const selection = (b: BlockId): Selection | undefined => {
    const known = memo.get(b);
    if (known !== undefined) return known ?? undefined;
    memo.set(b, null); // a cycle back to b is no selection
    let result: Selection | undefined;
    const t = fn.terminator(b);
    const m = ipdom[b] ?? -1;
    if (t?.op === 'cond_br' && m >= 0 && m !== b) {
      const [x, y] = (t.targets as [Edge, Edge]).map((e) => e.block) as [BlockId, BlockId];
      const blocks = new Set<BlockId>();
      const merge = m as BlockId;
      if (x !== y && x !== b && y !== b && arm(x, b, merge, blocks) && arm(y, b, merge, blocks)) {
        result = { merge, blocks };
      }
    }
    memo.set(b, result ?? null);
    return result;
  };

  /** Walks an arm from `x` (entered from `from`) to `m`, collecting its blocks; false if unstructured. */
  const arm = (start: BlockId, from: BlockId, m: BlockId, blocks: Set<BlockId>): boolean => {
    let x = start;
    let allowed = (p: BlockId): boolean => p === from;
    for (let steps = 0; steps <= n; steps++) {
      if (x === m) return true;
      if (x === 0 || blocks.has(x)) return false;
      const loopExit = selfExit(x);
      const here = x;
      if (!predsOf(x).every((p) => allowed(p) || (loopExit !== undefined && p === here))) return false;
      blocks.add(x);
      if (loopExit !== undefined) {
        allowed = (p) => p === here;
        x = loopExit.block;
        continue;
      }
      const t = fn.terminator(x);
      if (t?.op === 'br') {
        allowed = (p) => p === here;
        x = (t.targets[0] as Edge).block;
        continue;
      }
      if (t?.op !== 'cond_br') return false;
      const inner = selection(x);
      if (!inner) return false;
      for (const y of inner.blocks) {
        if (blocks.has(y)) return false;
        blocks.add(y);
      }
      allowed = (p) => p === here || inner.blocks.has(p);
      x = inner.merge;
    }
    return false;
  };

  // Segments: chains from each head; targets not absorbed head their own segments.
  const headOf = new Map<BlockId, BlockId>();
  const isHead = new Set<BlockId>([0 as BlockId]);
  const queue: BlockId[] = n > 0 ? [0 as BlockId] : [];
  const selections = new Map<BlockId, Selection>();
  const loops = new Map<BlockId, Edge>();
  const dispatched: BlockId[] = [];
  const addHead = (b: BlockId): void => {
    if (isHead.has(b)) return;
    isHead.add(b);
    queue.push(b);
  };
  /** Whether `y` continues the chain (entered only by the chain's edge from blocks `inside`). */
  const absorbs = (y: BlockId, inside: (p: BlockId) => boolean): boolean =>
    y !== 0 &&
    !isHead.has(y) &&
    !headOf.has(y) &&
    predsOf(y).every((p) => inside(p) || (p === y && selfExit(y) !== undefined));
  for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
    let x: BlockId | undefined = h;
    while (x !== undefined) {
      const here: BlockId = x;
      headOf.set(here, h);
      x = undefined;
      const t = fn.terminator(here);
      const loopExit = selfExit(here);
      let next: BlockId | undefined;
      let inside = (p: BlockId): boolean => p === here;
      if (loopExit !== undefined) {
        loops.set(here, loopExit);
        next = loopExit.block;
      } else if (t?.op === 'br') {
        next = (t.targets[0] as Edge).block;
      } else if (t?.op === 'cond_br') {
        const sel = selection(here);
        if (sel) {
          selections.set(here, sel);
          for (const b of sel.blocks) {
            headOf.set(b, h);
            const exit = selfExit(b);
            if (exit !== undefined) loops.set(b, exit);
            else if (fn.terminator(b)?.op === 'cond_br') {
              const inner = selection(b);
              if (!inner) throw new InternalError(`block ^${b} of a selection is not structured`);
              selections.set(b, inner);
            }
          }
          next = sel.merge;
          inside = (p) => p === here || sel.blocks.has(p);
        } else {
          dispatched.push(here);
          for (const s of fn.successors(here)) addHead(s);
        }
      }
      if (next === undefined) continue;
      if (absorbs(next, inside)) x = next;
      else addHead(next);
    }
  }
  const rank = new Map(dom.order.map((b, i) => [b, i]));
  const heads = [...isHead].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0));
  checkWaveOps(fn, selections, loops, dispatched);
  return { heads, headOf, selections, loops, sections: planSections(fn, dom, ipdom, heads) };
}

/**
 * Splits the segment heads into sections at the spine heads: heads on the entry's post-dominator chain
 * (every path to a return passes them) that no cycle contains. Every other head belongs to the section
 * of the nearest spine head that dominates it.
 */
function planSections(
  fn: IrFunction,
  dom: Dominance,
  ipdom: readonly number[],
  heads: readonly BlockId[],
): Section[] {
  const isHead = new Set(heads);
  const spine = new Set<BlockId>([0 as BlockId]);
  for (let b = ipdom[0] ?? -1; b > 0; b = ipdom[b] ?? -1) {
    if (isHead.has(b as BlockId) && !inCycle(fn, b as BlockId)) spine.add(b as BlockId);
  }
  const states = new Map<BlockId, BlockId[]>([...spine].map((s) => [s, []]));
  for (const h of heads) {
    if (spine.has(h)) continue;
    let s = h as number;
    while (!spine.has(s as BlockId)) s = dom.idom[s] ?? 0;
    states.get(s as BlockId)?.push(h);
  }
  return heads.filter((h) => spine.has(h)).map((h) => ({ spine: h, states: states.get(h) ?? [] }));
}

/** Whether a path leads from `b` back to `b`. */
function inCycle(fn: IrFunction, b: BlockId): boolean {
  const seen = new Set<BlockId>();
  const work = [...fn.successors(b)];
  for (let x = work.pop(); x !== undefined; x = work.pop()) {
    if (x === b) return true;
    if (seen.has(x)) continue;
    seen.add(x);
    work.push(...fn.successors(x));
  }
  return false;
}

/**
 * Refuses wave operations and barriers inside a selection or a loop whose condition varies per lane,
 * and dispatch-loop branches whose condition varies per lane in a function with wave operations (the
 * lanes would run them in different dynamic instances).
 */
function checkWaveOps(
  fn: IrFunction,
  selections: ReadonlyMap<BlockId, Selection>,
  loops: ReadonlyMap<BlockId, Edge>,
  dispatched: readonly BlockId[],
): void {
  if (selections.size === 0 && loops.size === 0 && dispatched.length === 0) return;
  const waveOp = fn.insts.find((i) => i.block !== -1 && WAVE_OPS.has(i.op));
  if (!waveOp) return;
  // The lane-varying analysis is a fixpoint over the whole function: only run it when some branch
  // could be refused.
  const waveOpIn = (b: BlockId): Inst | undefined =>
    fn
      .block(b)
      .insts.map((i) => fn.inst(i))
      .find((i) => WAVE_OPS.has(i.op));
  const holdsWaveOp = (sel: Selection): boolean => [...sel.blocks].some((b) => waveOpIn(b) !== undefined);
  if (
    dispatched.length === 0 &&
    ![...selections.values()].some(holdsWaveOp) &&
    ![...loops.keys()].some((b) => waveOpIn(b) !== undefined)
  )
    return;
  const varying = varyingValues(fn);
  for (const b of loops.keys()) {
    const inner = waveOpIn(b);
    if (!inner || !varying.has(fn.terminator(b)?.operands[0] as ValueId)) continue;
    // Lanes that left the loop would miss the wave operation's later iterations.
    throw new RecompileError(
      inner.pc ?? 0,
      '<control flow>',
      `wave operation '${inner.op}' in block ^${b} inside the loop headed by ^${b}, which lanes of a wave leave at different iterations (its exit condition varies per lane)`,
    );
  }
  for (const b of dispatched) {
    const cond = fn.terminator(b)?.operands[0] as ValueId;
    if (varying.has(cond)) {
      // A guest program can ask for this (a lane guard inside a loop that never exits): refused.
      throw new RecompileError(
        fn.terminator(b)?.pc ?? 0,
        '<control flow>',
        `lane-divergent branch of block ^${b} is not a structured region (a loop that never exits around a lane-guarded access?), and the function has wave operation '${waveOp.op}'`,
      );
    }
  }
  for (const [head, sel] of selections) {
    const cond = fn.terminator(head)?.operands[0] as ValueId;
    if (!varying.has(cond)) continue;
    for (const b of sel.blocks) {
      for (const i of fn.block(b).insts) {
        const { op, pc } = fn.inst(i);
        if (WAVE_OPS.has(op)) {
          throw new RecompileError(
            pc ?? 0,
            '<control flow>',
            `wave operation '${op}' in block ^${b} inside the lane-divergent selection headed by ^${head}`,
          );
        }
      }
    }
  }
}
