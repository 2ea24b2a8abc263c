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
 * - A *loop* is emitted as a structured OpLoopMerge loop: a header entered from outside and by one back
 *   edge, from its *latch*; the blocks from the header to the latch form an arm (chains, selections,
 *   nested loops) that nothing else enters, and the only edges out are *breaks*: a `cond_br` of a block
 *   on that arm's own chain (an *exiting* block) whose other edge stays in the loop, going to the
 *   loop's *merge* or to a *break block* (entered by that edge alone) that goes on to the merge with a
 *   `br`. A do-while loop breaks at its latch (a `cond_br` back to the header or out); a while loop
 *   (ACO's shape) at its header, its latch branching back with a `br`; a loop with `break`s between
 *   (ACO's divergent_loop) at several blocks. A *self-loop* is the one-block case (the translator's
 *   compare-exchange loops, the guest's one-block and exec-masked do-while loops).
 * - A *segment* is what one dispatch state runs: a chain of blocks joined by `br` to a block with that
 *   one predecessor, selections, loops and merges entered only from inside the selection. Every
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
import {
  type BlockId,
  definingInst,
  type Edge,
  type Inst,
  type IrFunction,
  type ValueId,
} from '../ir/function.js';
import { CROSS_LANE_OPS } from '../ir/ops.js';
import { computePostDominance } from '../ir/post-dominance.js';
import { typeDesc } from '../ir/types.js';
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
  /** Structured loops, by header. */
  readonly loops: ReadonlyMap<BlockId, Loop>;
  /** The sections in control-flow order, the entry's first. */
  readonly sections: readonly Section[];
}

/** A structured loop: its header is the map key. */
export interface Loop {
  /** The block that branches back to the header (the header itself for a self-loop). */
  readonly latch: BlockId;
  /** The block the loop's breaks meet at. */
  readonly merge: BlockId;
  /** The breaks, by exiting block (the latch's too, when it breaks). */
  readonly breaks: ReadonlyMap<BlockId, Break>;
  /** Every block of the loop, the header first, break blocks included. */
  readonly blocks: ReadonlySet<BlockId>;
  /** The blocks that branch to the merge: exiting blocks that break to it, and break blocks. */
  readonly into: ReadonlySet<BlockId>;
}

/** An exiting block's way out of its loop. */
export interface Break {
  /** The edge leaving the loop. */
  readonly edge: Edge;
  /** Where the exiting block's other edge goes (the header, for a latch). */
  readonly stay: BlockId;
  /** The break block the edge goes to, which branches on to the merge; undefined for the merge itself. */
  readonly via?: BlockId;
}

/** A spine head and the dispatch states after it, up to the next section's spine head. */
export interface Section {
  readonly spine: BlockId;
  /** The section's other segment heads (its dispatch loop's states), in reverse postorder. */
  readonly states: readonly BlockId[];
}

/** Ops that must run with the whole wave (or workgroup). */
const WAVE_OPS: ReadonlySet<string> = new Set([...CROSS_LANE_OPS, 'barrier', 'wave_barrier']);

/**
 * The values `blocks` define that an instruction or edge of another block reads, in id order. A
 * pointer is not one: the emitter derives it again where it is used, so its operands are read there.
 */
export function liveOutOf(fn: IrFunction, blocks: ReadonlySet<BlockId>): ValueId[] {
  // 1: defined inside; 2: defined inside and read outside.
  const inside = new Uint8Array(fn.values.length);
  for (const b of blocks) {
    const block = fn.block(b);
    for (const p of block.params) inside[p] = 1;
    for (const i of block.insts) {
      const result = fn.inst(i).result;
      if (result !== undefined) inside[result] = 1;
    }
  }
  const out: ValueId[] = [];
  const read = (v: ValueId): void => {
    if (inside[v] !== 1) return;
    inside[v] = 2;
    const def = definingInst(fn, v);
    if (def !== undefined && typeDesc(def.type).kind === 'ptr') for (const o of def.operands) read(o);
    else out.push(v);
  };
  fn.blocks.forEach((block, b) => {
    if (blocks.has(b as BlockId)) return;
    for (const i of block.insts) {
      const inst = fn.inst(i);
      for (const v of inst.operands) read(v);
      for (const e of inst.targets) for (const v of e.args) read(v);
    }
  });
  return out.sort((a, b) => a - b);
}

/** Plans the structured regions and segments of `fn`. */
export function planControl(fn: IrFunction, dom: Dominance): ControlPlan {
  const n = fn.blocks.length;
  const { ipdom } = computePostDominance(fn, dom);
  const preds = dom.preds;
  const predsOf = (b: BlockId): readonly BlockId[] => preds[b] ?? [];

  /** The edge of `x`'s `cond_br` that does not go to `to` when the other does, or undefined. */
  const otherEdge = (x: BlockId, to: BlockId): Edge | undefined => {
    const t = fn.terminator(x);
    if (t?.op !== 'cond_br') return undefined;
    const [a, b] = t.targets as [Edge, Edge];
    if (a.block === b.block) return undefined;
    return a.block === to ? b : b.block === to ? a : undefined;
  };

  const loopMemo = new Map<BlockId, Loop | null>();
  /** The structured loop headed by `h`, or undefined. */
  const loopOf = (h: BlockId): Loop | undefined => {
    const known = loopMemo.get(h);
    if (known !== undefined) return known ?? undefined;
    loopMemo.set(h, null); // a loop reached again while its body is walked is no loop
    let result: Loop | undefined;
    const self = otherEdge(h, h);
    if (self !== undefined) {
      const breaks = new Map([[h, { edge: self, stay: h }]]);
      result = { latch: h, merge: self.block, breaks, blocks: new Set([h]), into: new Set([h]) };
    } else if (h !== 0) {
      const back = predsOf(h).filter((p) => dom.dominates(h, p));
      const latch = back.length === 1 ? (back[0] as BlockId) : undefined;
      const out = latch === undefined ? undefined : exitsOf(h, latch);
      if (latch !== undefined && out !== undefined) {
        const blocks = new Set<BlockId>([h]);
        if (body(h, latch, out.breaks, blocks)) {
          blocks.add(latch);
          const into = new Set<BlockId>();
          for (const [x, br] of out.breaks) {
            if (br.via !== undefined) blocks.add(br.via);
            into.add(br.via ?? x);
          }
          if (!blocks.has(out.merge)) result = { latch, ...out, blocks, into };
        }
      }
    }
    loopMemo.set(h, result ?? null);
    return result;
  };
  /**
   * The breaks out of the natural loop of `h` and `latch` (the blocks that reach the latch without
   * passing the header) and the merge they meet at; undefined if its edges out do not meet at one
   * block directly or through break blocks, or leave from a `br` or from both edges of a `cond_br`.
   */
  const exitsOf = (
    h: BlockId,
    latch: BlockId,
  ): { merge: BlockId; breaks: ReadonlyMap<BlockId, Break> } | undefined => {
    const inLoop = new Set<BlockId>([h, latch]);
    const work = [latch];
    for (let x = work.pop(); x !== undefined; x = work.pop()) {
      if (x === h) continue;
      for (const p of predsOf(x)) {
        if (inLoop.has(p)) continue;
        inLoop.add(p);
        work.push(p);
      }
    }
    const found: [BlockId, Edge, BlockId][] = [];
    for (const x of inLoop) {
      const t = fn.terminator(x);
      const out = (t?.targets ?? []).filter((e) => !inLoop.has(e.block));
      if (out.length === 0) continue;
      const [a, b] = (t?.op === 'cond_br' ? t.targets : []) as Edge[];
      if (out.length > 1 || a === undefined || b === undefined) return undefined;
      found.push([x, out[0] as Edge, (a === out[0] ? b : a).block]);
    }
    if (found.length === 0) return undefined;
    // A target entered by one break alone that goes on with a `br` is a break block when the others
    // meet where it goes.
    const onward = (y: BlockId): BlockId | undefined => {
      const t = fn.terminator(y);
      return predsOf(y).length === 1 && t?.op === 'br' ? (t.targets[0] as Edge).block : undefined;
    };
    const targets = new Set(found.map(([, e]) => e.block));
    const meetsAt = (m: BlockId): boolean => [...targets].every((y) => y === m || onward(y) === m);
    const candidates = [...targets].flatMap((y) => [y, onward(y)]);
    const merge =
      targets.size === 1 ? found[0]?.[1].block : candidates.find((m) => m !== undefined && meetsAt(m));
    if (merge === undefined || inLoop.has(merge)) return undefined;
    const breaks = new Map<BlockId, Break>();
    for (const [x, edge, stay] of found) {
      const via = edge.block === merge ? undefined : edge.block;
      if (via !== undefined && (inLoop.has(via) || onward(via) !== merge)) return undefined;
      breaks.set(x, via === undefined ? { edge, stay } : { edge, stay, via });
    }
    if (!breaks.has(latch) && fn.terminator(latch)?.op !== 'br') return undefined;
    return { merge, breaks };
  };
  /**
   * Walks a loop body from header `h` (already in `blocks`) to `latch`, through each exiting block's
   * edge that stays in the loop; false if unstructured.
   */
  const body = (
    h: BlockId,
    latch: BlockId,
    breaks: ReadonlyMap<BlockId, Break>,
    blocks: Set<BlockId>,
  ): boolean => {
    const t = fn.terminator(h);
    let walked = false;
    const headBreak = breaks.get(h);
    if (headBreak !== undefined) walked = arm(headBreak.stay, h, latch, blocks, undefined, breaks);
    else if (t?.op === 'br') walked = arm((t.targets[0] as Edge).block, h, latch, blocks, undefined, breaks);
    else if (t?.op === 'cond_br') {
      const sel = selection(h);
      if (sel && !sel.blocks.has(latch)) {
        for (const b of sel.blocks) blocks.add(b);
        walked = arm(sel.merge, h, latch, blocks, sel.blocks, breaks);
      }
    }
    return (
      walked &&
      predsOf(latch).every((p) => blocks.has(p)) &&
      [...breaks.keys()].every((x) => x === latch || blocks.has(x))
    );
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

  /**
   * Walks an arm from `start` (entered from `from`, or from a block of `fromRegion`) to `m`, collecting
   * its blocks; false if unstructured.
   */
  const arm = (
    start: BlockId,
    from: BlockId,
    m: BlockId,
    blocks: Set<BlockId>,
    fromRegion?: ReadonlySet<BlockId>,
    breaks?: ReadonlyMap<BlockId, Break>,
  ): boolean => {
    let x = start;
    let allowed = (p: BlockId): boolean => p === from || fromRegion?.has(p) === true;
    for (let steps = 0; steps <= n; steps++) {
      if (x === m) return true;
      if (x === 0 || blocks.has(x)) return false;
      const here = x;
      const exiting = breaks?.get(x);
      if (exiting !== undefined) {
        // An exiting block of the enclosing loop: on along the edge that stays in the loop.
        if (!predsOf(x).every(allowed)) return false;
        blocks.add(x);
        allowed = (p) => p === here;
        x = exiting.stay;
        continue;
      }
      const loop = loopOf(x);
      if (!predsOf(x).every((p) => allowed(p) || p === loop?.latch)) return false;
      if (loop !== undefined) {
        for (const y of loop.blocks) {
          if (blocks.has(y)) return false;
          blocks.add(y);
        }
        allowed = (p) => loop.into.has(p);
        x = loop.merge;
        continue;
      }
      blocks.add(x);
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
  const loops = new Map<BlockId, Loop>();
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
    predsOf(y).every((p) => inside(p) || p === loopOf(y)?.latch);
  /** The latches and exiting blocks of the loops claimed: their branches are the loops'. */
  const loopBranches = new Set<BlockId>();
  /** Puts the blocks of a structured region in segment `h`, with the loops and selections among them. */
  const claim = (h: BlockId, region: Iterable<BlockId>): void => {
    for (const b of region) {
      headOf.set(b, h);
      const loop = loopOf(b);
      if (loop !== undefined) {
        loops.set(b, loop);
        loopBranches.add(loop.latch);
        for (const x of loop.breaks.keys()) loopBranches.add(x);
      }
      if (loopBranches.has(b) || fn.terminator(b)?.op !== 'cond_br') continue;
      const inner = selection(b);
      if (!inner) throw new InternalError(`block ^${b} of a structured region is not structured`);
      selections.set(b, inner);
    }
  };
  for (let h = queue.shift(); h !== undefined; h = queue.shift()) {
    let x: BlockId | undefined = h;
    while (x !== undefined) {
      const here: BlockId = x;
      headOf.set(here, h);
      x = undefined;
      const t = fn.terminator(here);
      const loop = loopOf(here);
      let next: BlockId | undefined;
      let inside = (p: BlockId): boolean => p === here;
      if (loop !== undefined) {
        claim(h, loop.blocks);
        next = loop.merge;
        inside = (p) => loop.into.has(p);
      } else if (t?.op === 'br') {
        next = (t.targets[0] as Edge).block;
      } else if (t?.op === 'cond_br') {
        const sel = selection(here);
        if (sel) {
          selections.set(here, sel);
          claim(h, sel.blocks);
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
  loops: ReadonlyMap<BlockId, Loop>,
  dispatched: readonly BlockId[],
): void {
  if (selections.size === 0 && loops.size === 0 && dispatched.length === 0) return;
  const waveOp = fn.insts.find((i) => i.block !== -1 && WAVE_OPS.has(i.op));
  if (!waveOp) return;
  // The first wave operation of each block that holds one, from one scan (regions nest, so a block
  // is asked about once per region around it).
  const firstWaveOp = new Map<BlockId, Inst>();
  fn.blocks.forEach((block, b) => {
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (WAVE_OPS.has(inst.op)) {
        firstWaveOp.set(b as BlockId, inst);
        return;
      }
    }
  });
  // The lane-varying analysis is a fixpoint over the whole function: only run it when some branch
  // could be refused.
  const waveOpIn = (b: BlockId): Inst | undefined => firstWaveOp.get(b);
  const holdsWaveOp = (blocks: ReadonlySet<BlockId>): boolean => {
    for (const b of blocks) if (firstWaveOp.has(b)) return true;
    return false;
  };
  if (
    dispatched.length === 0 &&
    ![...selections.values()].some((sel) => holdsWaveOp(sel.blocks)) &&
    ![...loops.values()].some((l) => holdsWaveOp(l.blocks))
  )
    return;
  const varying = varyingValues(fn);
  for (const [head, loop] of loops) {
    const breaksPerLane = [...loop.breaks.keys()].some((x) =>
      varying.has(fn.terminator(x)?.operands[0] as ValueId),
    );
    if (!breaksPerLane) continue;
    for (const b of loop.blocks) {
      const inner = waveOpIn(b);
      if (!inner) continue;
      // Lanes that left the loop would miss the wave operation's later iterations.
      throw new RecompileError(
        inner.pc ?? 0,
        '<control flow>',
        `wave operation '${inner.op}' in block ^${b} inside the loop headed by ^${head}, which lanes of a wave leave at different iterations (its exit condition varies per lane)`,
      );
    }
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
