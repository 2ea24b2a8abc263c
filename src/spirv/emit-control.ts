/**
 * Control flow: any reducible IR CFG becomes SPIR-V structured control flow.
 *
 * emit-regions.ts plans it: single-entry single-exit acyclic regions (a `cond_br` whose arms rejoin at
 * its immediate post-dominator, nested) become OpSelectionMerge selections and loops with one back edge
 * whose breaks meet at one merge become OpLoopMerge loops, inside *segments* that also merge
 * straight-line `br` chains. Segments group into *sections*, each headed by a *spine* segment that
 * every path runs once (the entry's first). A section's spine segment is emitted outside every loop;
 * its other segments become the cases of an `OpSwitch` over a block-id variable inside the section's
 * `OpLoopMerge` *dispatch loop*: a segment ends by storing its successor's id (and the successor's
 * block arguments into the parameters' variables) and branching to the loop's continue path; the next
 * section's spine head is a case that breaks out of the loop, after which that section follows; `ret`
 * is an `OpReturn` from inside the loop.
 *
 * Values: inside a segment, SSA values stay SPIR-V ids. A block parameter is an OpPhi where its block
 * has several emitted predecessors (a selection merge: one pair per label that branches there, which
 * may be a label the emitter made; a loop's header: the entry and the continue block), and is
 * simply its argument's id where it has one (a chain `br`, an arm's first block). Only values that
 * cross the dispatch loop live in Function variables ("homes"): the parameters of segment heads, and
 * values used in another segment than their definition's (stored there). Every edge into a segment
 * head is the one OpSwitch case edge, whose only SPIR-V parent is the switch block shared by all
 * states, so a phi there could not tell which state jumped; phis for them would have to be threaded
 * through the loop header and the switch merge for every state, which is the host's mem2reg. Each
 * segment loads the homes it reads once, at its start (their definitions dominate the segment's head).
 *
 * Why selections: the translator guards every per-lane memory access with a lane-divergent `cond_br`.
 * As dispatch states, a lane skipping the guarded block would run fewer loop iterations than its wave,
 * and every later wave operation or barrier would run in different dynamic instances per lane. Inside
 * one state, every lane of a wave takes the same dispatch iterations. What remains in the dispatch loop
 * are the branches that are not such regions: the guest's uniform scalar branches (loops with several
 * back edges, gotos), for which the switch never diverges within a wave (the wave model). Barriers inside a
 * dispatch loop are in the same dynamic instance for the whole workgroup only when every wave takes
 * the same path to them; barriers in a spine segment always are, which is why sections exist: the wave
 * emulation's ballot after a loop that only some waves run needs every invocation at its barriers, and
 * llvmpipe skipped a wave's remaining code when one shared dispatch loop reached them after different
 * iteration counts. The loop, switch and variable traffic per
 * remaining branch are for the host compiler to clean up (docs/debt.md); programs without such
 * branches get no loop at all.
 */
import { computeDominance } from '../ir/dominance.js';
import {
  type BlockId,
  definingInst,
  type Edge,
  type Inst,
  type IrFunction,
  type ValueId,
} from '../ir/function.js';
import { OP_COUNT, opInfoAt } from '../ir/ops.js';
import { isPtr } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import type { EmitContext } from './emit-context.js';
import { type MemoryState, type PtrRecipe, pointeeOf } from './emit-memory.js';
import { OP_EMITTERS, type OpEmitter, type OpEnv, typedConst } from './emit-ops.js';
import { type Break, type ControlPlan, type Loop, liveOutOf, planControl } from './emit-regions.js';

/**
 * Emits the body of `fn` (after OpFunction and its OpFunctionParameters, whose ids `params` gives for
 * the entry block's parameters), ending with OpFunctionEnd.
 */
export function emitBody(
  c: EmitContext,
  mem: MemoryState,
  fn: IrFunction,
  params: readonly number[] = [],
): void {
  c.beginFunction(fn);
  const dom = computeDominance(fn);
  const order = dom.order;
  // Pointer recipes first: they reference IR values only and are materialized at each use.
  for (const block of order) {
    for (const i of fn.block(block).insts) {
      const inst = fn.inst(i);
      if (inst.result !== undefined && isPtr(inst.type)) mem.record(inst);
    }
  }
  const segments = planControl(fn, dom);
  const loads = assignHomes(c, mem, fn, order, segments);

  const entryLabel = c.b.id();
  c.label(entryLabel);
  for (const [type, id] of c.variables) c.effect('OpVariable', type, id, 'Function');
  const next = segments.heads.length > 1 ? c.b.id() : undefined;
  if (next !== undefined) {
    const ptr = c.b.intern('OpTypePointer', ['Function', c.uint(32)]);
    c.effect('OpVariable', ptr, next, 'Function');
  }
  fn.block(0 as BlockId).params.forEach((p, k) => {
    c.define(p, params[k] as number);
  });
  mem.loadPushMembers(fn);
  const env: OpEnv = { c, mem, casLoop: (p, update) => casLoop(c, mem, p, update) };
  const heads = new Set(segments.heads);
  // The ids a spine segment leaves are valid in every later segment: it runs before all of them.
  let spineIds = c.knownIds();
  const emitSegment = (head: BlockId, flow: Flow): void => {
    c.forgetAll(spineIds);
    mem.resetSegment();
    for (const v of loads.get(head) ?? []) {
      const def = fn.value(v).def;
      // A constant is a module-level id: named again, not stored.
      if (c.homes.has(v) || def.kind !== 'inst') c.value(v);
      else {
        const inst = fn.inst(def.inst);
        c.define(v, typedConst(c, inst.type, inst.constant as bigint));
      }
    }
    emitChain({ c, env, fn, plan: segments, heads, flow }, head, undefined, undefined);
  };
  segments.sections.forEach((section, k) => {
    const following = segments.sections[k + 1]?.spine;
    const flow: Flow = {
      loop:
        section.states.length === 0 || next === undefined
          ? undefined
          : {
              next,
              header: c.b.id(),
              dispatch: c.b.id(),
              merge: c.b.id(),
              cont: c.b.id(),
              swMerge: c.b.id(),
              inside: false,
            },
      after: following === undefined ? undefined : c.b.id(),
    };
    emitSegment(section.spine, flow);
    // For this section's states and the sections after it (none: a program without a dispatch loop).
    if (flow.loop !== undefined || following !== undefined) spineIds = c.knownIds();
    const loop = flow.loop;
    if (loop) {
      loop.inside = true;
      c.label(loop.header);
      c.effect('OpLoopMerge', loop.merge, loop.cont, 'None');
      c.effect('OpBranch', loop.dispatch);
      c.label(loop.dispatch);
      const u32 = c.uint(32);
      const id = c.op('OpLoad', u32, loop.next);
      const cases = section.states.map((h) => ({ head: h, label: c.b.id() }));
      // The next section's spine head leaves the loop (a case that breaks to the loop's merge).
      const leave = following === undefined ? [] : [following as number, c.b.id()];
      c.effect('OpSelectionMerge', loop.swMerge, 'None');
      c.effect('OpSwitch', id, loop.swMerge, ...cases.flatMap((k) => [k.head as number, k.label]), ...leave);
      for (const k of cases) {
        c.label(k.label);
        emitSegment(k.head, flow);
      }
      if (leave[1] !== undefined) {
        c.label(leave[1]);
        c.effect('OpBranch', loop.merge);
      }
      c.label(loop.swMerge);
      c.effect('OpBranch', loop.cont);
      c.label(loop.cont);
      c.effect('OpBranch', loop.header);
      c.label(loop.merge);
      if (flow.after === undefined) c.effect('OpUnreachable');
      else c.effect('OpBranch', flow.after);
    }
    if (flow.after !== undefined) c.label(flow.after);
  });
  c.b.emit('functions', 'OpFunctionEnd', []);
}

/**
 * Gives Function variables to the values that cross the dispatch loop: the parameters of segment heads
 * (stored by the jumps into them) and values used in another segment than their definition's (stored
 * where defined), except constants. Returns, per segment head, the values its segment takes from
 * outside (homes to load, constants to name), in first-use order.
 */
function assignHomes(
  c: EmitContext,
  mem: MemoryState,
  fn: IrFunction,
  order: readonly BlockId[],
  plan: ControlPlan,
): Map<BlockId, ReadonlySet<ValueId>> {
  const { headOf } = plan;
  const defBlock = (v: ValueId): BlockId => {
    const def = fn.value(v).def;
    return def.kind === 'param' ? def.block : (fn.inst(def.inst).block as BlockId);
  };
  const demote = (v: ValueId): void => {
    if (c.homes.has(v)) return;
    if (isPtr(fn.typeOf(v))) throw new InternalError(`pointer %${v} crosses the dispatch loop`);
    const id = c.b.id();
    const ptr = c.b.intern('OpTypePointer', ['Function', c.type(fn.typeOf(v))]);
    c.variables.push([ptr, id]);
    c.homes.set(v, id);
  };
  const leaves = (v: ValueId, out: ValueId[]): void => {
    if (!isPtr(fn.typeOf(v))) {
      out.push(v);
      return;
    }
    const walk = (r: PtrRecipe): void => {
      if (r.kind === 'phys') out.push(r.addr);
      if (r.kind === 'access') {
        walk(r.base);
        if (r.offset !== undefined) out.push(r.offset);
        out.push(...r.components);
      }
    };
    walk(mem.recipe(v));
  };
  // One segment (no dispatch loop): every value is read in the segment that defines it.
  if (plan.heads.length === 1) return new Map();
  for (const h of plan.heads) if (h !== 0) for (const p of fn.block(h).params) demote(p);
  // A value a spine segment defines is an id in every later segment (emitBody keeps them).
  const spines = new Set(plan.sections.map((s) => s.spine));
  const loads = new Map<BlockId, Set<ValueId>>();
  for (const b of order) {
    const seg = headOf.get(b);
    if (seg === undefined) continue;
    const read = loads.get(seg) ?? new Set<ValueId>();
    loads.set(seg, read);
    const used: ValueId[] = [];
    for (const i of fn.block(b).insts) {
      const inst = fn.inst(i);
      if (inst.result !== undefined && isPtr(inst.type)) continue; // recipes are used where materialized
      used.length = 0;
      for (const v of inst.operands) leaves(v, used);
      for (const e of inst.targets) used.push(...e.args);
      for (const v of used) {
        const d = defBlock(v);
        const defSeg = headOf.get(d);
        if (defSeg !== seg && defSeg !== undefined && spines.has(defSeg)) continue;
        if (defSeg !== seg) {
          if (!isConst(fn, v)) demote(v);
          read.add(v);
        } else if (d === seg && seg !== 0 && fn.value(v).def.kind === 'param') read.add(v); // from the loop too
      }
    }
  }
  return loads;
}

/** Whether `v` is an IR constant (emitted as a module-level OpConstant, valid in every block). */
function isConst(fn: IrFunction, v: ValueId): boolean {
  const def = fn.value(v).def;
  return def.kind === 'inst' && fn.inst(def.inst).op === 'const';
}

/** Where a section's jumps go: its dispatch loop, and the label the next section starts at. */
interface Flow {
  readonly loop: DispatchLoop | undefined;
  readonly after: number | undefined;
}

interface DispatchLoop {
  readonly next: number;
  readonly header: number;
  readonly dispatch: number;
  readonly merge: number;
  readonly cont: number;
  readonly swMerge: number;
  /** false while the entry segment (before the loop) is emitted. */
  inside: boolean;
}

/** What the chain walker needs. */
interface Walk {
  readonly c: EmitContext;
  readonly env: OpEnv;
  readonly fn: IrFunction;
  readonly plan: ControlPlan;
  readonly heads: ReadonlySet<BlockId>;
  readonly flow: Flow;
}

/** The enclosing selection of a chain: its merge block, the label standing for it, and its phi pairs. */
interface Exit {
  readonly block: BlockId;
  readonly label: number;
  /** Per emitted parent of `label`: the merge block's parameter values on that edge. */
  readonly incoming: { readonly label: number; readonly values: readonly number[] }[];
}

/**
 * Emits the chain of blocks from `start` (plan: emit-regions.ts) until it leaves its segment through
 * the dispatch loop, returns, or reaches `exit` (the merge of the enclosing selection). `entry` holds
 * the ids of `start`'s parameters; undefined for a segment head (loaded from their homes). In the body
 * of `inLoop` (`start` is its header, not entered again) the chain breaks out at each exiting block
 * and stops after the latch's instructions, returning the latch's terminator.
 */
function emitChain(
  w: Walk,
  start: BlockId,
  entry: readonly number[] | undefined,
  exit: Exit | undefined,
  inLoop?: LoopBody,
): Inst | undefined {
  const loop = inLoop?.loop;
  const { c, fn, plan } = w;
  let block: BlockId | undefined = start;
  let params = entry;
  /** Goes on to `y` whose parameters take `values`: on in the chain, to the exit, or through the loop. */
  const follow = (y: BlockId, values: readonly number[]): void => {
    block = undefined;
    if (exit && y === exit.block) {
      exit.incoming.push({ label: c.current, values });
      c.effect('OpBranch', exit.label);
    } else if (w.heads.has(y)) {
      storeParams(c, fn, y, values);
      jump(c, w.flow, c.uconst(32, y));
    } else {
      block = y;
      params = values;
    }
  };
  while (block !== undefined) {
    const x: BlockId = block;
    const values = params ?? fn.block(x).params.map((p) => c.value(p));
    const inner = x === start && loop !== undefined ? undefined : plan.loops.get(x);
    if (inner !== undefined) {
      follow(inner.merge, emitLoop(w, x, values, inner));
      continue;
    }
    if (params) defineParams(c, fn, x, values);
    const term = emitInsts(w, x);
    if (x === loop?.latch) return term;
    const breaking = inLoop?.loop.breaks.get(x);
    if (inLoop !== undefined && breaking !== undefined) {
      follow(...breakOut(w, term, inLoop, breaking));
      continue;
    }
    switch (term.op) {
      case 'ret':
        if (term.operands.length === 0) c.effect('OpReturn');
        else c.effect('OpReturnValue', c.value(term.operands[0] as ValueId));
        return undefined;
      case 'unreachable':
        c.effect('OpUnreachable');
        return undefined;
      case 'br': {
        const edge = term.targets[0] as Edge;
        follow(edge.block, argsOf(c, edge));
        break;
      }
      case 'cond_br': {
        const sel = plan.selections.get(x);
        if (sel) {
          follow(sel.merge, emitSelection(w, term, sel.merge));
          break;
        }
        const [t, f] = term.targets as [Edge, Edge];
        const cond = c.value(term.operands[0] as ValueId);
        if (t.block === f.block) {
          const type = (p: ValueId): number => c.type(fn.typeOf(p));
          const tv = argsOf(c, t);
          const fv = argsOf(c, f);
          const chosen = fn
            .block(t.block)
            .params.map((p, k) => c.op('OpSelect', type(p), cond, tv[k], fv[k]));
          storeParams(c, fn, t.block, chosen);
        } else {
          storeTaken(c, fn, cond, [t.block, argsOf(c, t)], [f.block, argsOf(c, f)]);
        }
        jump(c, w.flow, c.op('OpSelect', c.uint(32), cond, c.uconst(32, t.block), c.uconst(32, f.block)));
        return undefined;
      }
      default:
        throw new InternalError(`block ^${x} ends with non-terminator '${term.op}'`);
    }
  }
  return undefined;
}

/** Binds `block`'s parameters to `ids` (stored to their homes where they cross the dispatch loop). */
function defineParams(c: EmitContext, fn: IrFunction, block: BlockId, ids: readonly number[]): void {
  const params = fn.block(block).params;
  for (let k = 0; k < params.length; k++) c.define(params[k] as ValueId, ids[k] as number);
}

/** The ids of an edge's arguments at the current point. */
function argsOf(c: EmitContext, edge: Edge): number[] {
  return edge.args.map((v) => c.value(v));
}

/** The op emitters (emit-ops.ts) by the op's table index: every instruction looks its op up. */
const EMITTERS: readonly (OpEmitter | undefined)[] = Array.from(
  { length: OP_COUNT },
  (_, k) => OP_EMITTERS[opInfoAt(k).name],
);

/** Emits the instructions of `block` before its terminator; returns the terminator. */
function emitInsts(w: Walk, block: BlockId): Inst {
  const insts = w.fn.block(block).insts;
  const last = insts[insts.length - 1];
  if (last === undefined) throw new InternalError(`block ^${block} has no terminator`);
  for (const i of insts.slice(0, -1)) {
    const inst = w.fn.inst(i);
    const info = EMITTERS[inst.info.index];
    if (!info) throw new InternalError(`no SPIR-V emission for IR op '${inst.op}' (block ^${block})`);
    const id = info(w.env, inst);
    if (inst.result !== undefined && id !== undefined) w.c.define(inst.result, id);
  }
  return w.fn.inst(last);
}

/** Runs `body` with the value and pointer caches it fills dropped afterwards (they do not dominate). */
function scoped(w: Walk, body: () => void): void {
  const mark = w.c.openScope();
  w.env.mem.resetSegment();
  body();
  w.c.closeScope(mark);
  w.env.mem.resetSegment();
}

/**
 * Emits `head`'s `cond_br` as a structured selection whose arms meet at a fresh label standing for
 * `merge`; returns the ids of `merge`'s parameters there (phis over the labels that branch to it).
 */
function emitSelection(w: Walk, term: Inst, merge: BlockId): number[] {
  const { c, fn } = w;
  const cond = c.value(term.operands[0] as ValueId);
  const exit: Exit = { block: merge, label: c.b.id(), incoming: [] };
  // An edge straight to the merge branches there from the head, which becomes the phi's parent.
  const arms = (term.targets as Edge[]).map((edge) => ({
    edge,
    label: edge.block === merge ? exit.label : c.b.id(),
    values: argsOf(c, edge),
  }));
  for (const a of arms)
    if (a.label === exit.label) exit.incoming.push({ label: c.current, values: a.values });
  c.effect('OpSelectionMerge', exit.label, 'None');
  c.effect(
    'OpBranchConditional',
    cond,
    (arms[0] as (typeof arms)[0]).label,
    (arms[1] as (typeof arms)[0]).label,
  );
  for (const a of arms) {
    if (a.label === exit.label) continue;
    scoped(w, () => {
      c.label(a.label);
      emitChain(w, a.edge.block, a.values, exit);
    });
  }
  c.label(exit.label);
  w.env.mem.resetSegment();
  return phis(c, fn, merge, exit.incoming);
}

/** One OpPhi per parameter of `block` over `incoming` (values per parent label), at the block's start. */
function phis(
  c: EmitContext,
  fn: IrFunction,
  block: BlockId,
  incoming: readonly { readonly label: number; readonly values: readonly number[] }[],
): number[] {
  const params = fn.block(block).params;
  if (params.length > 0 && incoming.length === 0) throw new InternalError(`merge ^${block} has no way in`);
  return params.map((p, k) =>
    c.op('OpPhi', c.type(fn.typeOf(p)), ...incoming.flatMap((i) => [i.values[k] as number, i.label])),
  );
}

/** A structured loop whose body is being emitted. */
interface LoopBody {
  readonly loop: Loop;
  /** The label of the loop's merge block. */
  readonly merge: number;
  /**
   * Per label that branches to the merge: the merge block's parameter values on that edge (`guard`:
   * the guard exit's, see EmitOptions.guardedLoopExits).
   */
  readonly incoming: { readonly label: number; readonly values: readonly number[]; readonly guard?: true }[];
  /** The id scope opened at the first break: what the body defines after it does not dominate the merge. */
  scope?: number;
}

/**
 * Ends an exiting block of a loop with its break: a conditional branch to the merge (or to the break
 * block, emitted there, which branches on to the merge) or on in the body, to `stayLabel` when given
 * (the latch's back edge: the continue block). Returns where the body goes on.
 */
function breakOut(
  w: Walk,
  term: Inst,
  inLoop: LoopBody,
  brk: Break,
  stayLabel?: number,
): [BlockId, number[]] {
  const { c, fn } = w;
  const [t, f] = term.targets as [Edge, Edge];
  const out = brk.edge;
  const stay = t === out ? f : t;
  const cond = c.value(term.operands[0] as ValueId);
  const values = argsOf(c, stay);
  const leaving = argsOf(c, out);
  const via = brk.via;
  // A break straight to the merge needs no merge instruction; one through a break block is a selection
  // whose arm breaks out, merging at the stay edge's label.
  const next = via === undefined && stayLabel !== undefined ? stayLabel : c.b.id();
  const target = via === undefined ? inLoop.merge : c.b.id();
  if (via === undefined) inLoop.incoming.push({ label: c.current, values: leaving });
  else c.effect('OpSelectionMerge', next, 'None');
  c.effect('OpBranchConditional', cond, t === out ? target : next, t === out ? next : target);
  inLoop.scope ??= c.openScope();
  if (via !== undefined) {
    scoped(w, () => {
      c.label(target);
      defineParams(c, fn, via, leaving);
      const onward = emitInsts(w, via).targets[0] as Edge;
      inLoop.incoming.push({ label: c.current, values: argsOf(c, onward) });
      c.effect('OpBranch', inLoop.merge);
    });
  }
  if (next !== stayLabel) {
    c.label(next);
    if (stayLabel !== undefined) c.effect('OpBranch', stayLabel);
  }
  return [stay.block, values];
}

/**
 * Emits a structured loop: the header's parameters are phis over `entry` (from the block before) and
 * the back edge's arguments (from the continue block); returns the ids of the merge's parameters after
 * the loop (phis where several breaks reach it). The body runs from the header to the latch and breaks
 * to the merge from its exiting blocks, all on the chain every trip runs (emitted in the body), so
 * every value the chain defines before the first break dominates the merge and stays an id after the
 * loop. The continue block only carries the back edge (keeping the latch's code out of the continue
 * construct). With EmitOptions.guardedLoopExits, a loop that values leave first breaks on an opaque
 * zero, and what leaves is read after it through merge phis ({@link readAfterLoop}).
 */
function emitLoop(w: Walk, header: BlockId, entry: readonly number[], loop: Loop): number[] {
  const { c, fn } = w;
  const params = fn.block(header).params;
  const [head, body, cont, merge] = [c.b.id(), c.b.id(), c.b.id(), c.b.id()];
  // Where values leave the loop on the option's host: a guard exit, on a test of an opaque zero made
  // before the loop.
  const liveOut = c.options.guardedLoopExits ? liveOutOf(fn, loop.blocks) : [];
  const leaves =
    fn.block(loop.merge).params.length > 0 || liveOut.some((v) => definingInst(fn, v)?.op !== 'const');
  const guard =
    c.options.guardedLoopExits && leaves
      ? c.op('OpINotEqual', c.bool, w.env.mem.opaqueZero(0), c.uconst(32, 0))
      : undefined;
  const from = c.current;
  c.effect('OpBranch', head);
  c.label(head);
  // The back edge's values get their ids in the body: each phi's operand for them is a placeholder
  // (its word offset kept), written once the continue block is reached.
  const backWords: number[] = [];
  const ids = params.map((p, k) => {
    // OpPhi's words: opcode, type, result, entry value, its parent, back value, its parent.
    backWords.push(c.b.functionsLength() + 5);
    return c.op('OpPhi', c.type(fn.typeOf(p)), entry[k] as number, from, entry[k] as number, cont);
  });
  c.effect('OpLoopMerge', merge, cont, 'None');
  c.effect('OpBranch', body);
  c.label(body);
  w.env.mem.resetSegment();
  const inLoop: LoopBody = { loop, merge, incoming: [] };
  if (guard !== undefined) {
    // The guard's break, first in the body: nothing the body defines dominates the merge after it.
    const rest = c.b.id();
    c.effect('OpBranchConditional', guard, merge, rest);
    const nulls = fn.block(loop.merge).params.map((p) => c.nullOf(fn.typeOf(p)));
    inLoop.incoming.push({ label: body, values: nulls, guard: true });
    inLoop.scope = c.openScope();
    c.label(rest);
  }
  const term = emitChain(w, header, ids, undefined, inLoop);
  if (term === undefined) throw new InternalError(`loop ^${header} ends before its latch ^${loop.latch}`);
  const latchBreak = loop.breaks.get(loop.latch);
  if (latchBreak !== undefined) breakOut(w, term, inLoop, latchBreak, cont);
  else c.effect('OpBranch', cont);
  const backEdge = (term.targets as Edge[]).find((e) => e.block === header) as Edge;
  scoped(w, () => {
    c.label(cont);
    params.forEach((_, k) => {
      c.b.patchFunctionWord(backWords[k] as number, c.value(backEdge.args[k] as ValueId));
    });
    c.effect('OpBranch', head);
  });
  // The ids of what leaves the loop, taken before the body's scope closes (the guard opened it).
  const leaving = guard === undefined ? [] : liveOut.map((v) => c.defined(v));
  if (inLoop.scope !== undefined) c.closeScope(inLoop.scope);
  c.label(merge);
  const { incoming } = inLoop;
  if (guard === undefined)
    return incoming.length === 1 ? [...(incoming[0]?.values ?? [])] : phis(c, fn, loop.merge, incoming);
  const merged = phis(c, fn, loop.merge, incoming);
  readAfterLoop(c, fn, header, liveOut, leaving, incoming);
  return merged;
}

/**
 * Loop-closed form, at the merge of a guarded loop: each value the loop defines and the code after it
 * reads (`liveOut`, whose ids in the loop are `ids`) becomes a phi over the breaks, whose operand from
 * the guard's break is a null constant, so no host folds the phi away.
 */
function readAfterLoop(
  c: EmitContext,
  fn: IrFunction,
  header: BlockId,
  liveOut: readonly ValueId[],
  ids: readonly (number | undefined)[],
  incoming: LoopBody['incoming'],
): void {
  liveOut.forEach((v, k) => {
    const id = ids[k];
    if (id === undefined) throw new InternalError(`%${v} of loop ^${header} has no id at its merge`);
    // A constant's id is the module's: the same after the loop.
    if (definingInst(fn, v)?.op === 'const') {
      c.rebind(v, id);
      return;
    }
    const type = fn.typeOf(v);
    const operands = incoming.flatMap((i) => [i.guard ? c.nullOf(type) : id, i.label]);
    c.rebind(v, c.op('OpPhi', c.type(type), ...operands));
  });
}

/**
 * Stores a segment's successor id and continues the section's dispatch loop; a section without one
 * can only go on to the next section's spine head.
 */
function jump(c: EmitContext, flow: Flow, id: number): void {
  const { loop, after } = flow;
  if (loop) {
    c.effect('OpStore', loop.next, id);
    c.effect('OpBranch', loop.inside ? loop.swMerge : loop.header);
  } else if (after !== undefined) c.effect('OpBranch', after);
  else throw new InternalError('branch in a function without a dispatch loop');
}

/** Stores the arguments of an edge into segment head `head`'s parameter variables. */
function storeParams(c: EmitContext, fn: IrFunction, head: BlockId, values: readonly number[]): void {
  fn.block(head).params.forEach((p, k) => {
    const home = c.homes.get(p);
    if (home === undefined)
      throw new InternalError(`parameter %${p} of segment head ^${head} has no variable`);
    c.effect('OpStore', home, values[k] as number);
  });
}

/**
 * Stores the arguments of the edge `cond` takes into its head's parameter variables, and only those: a
 * head's parameter is also read from its variable where another segment uses it, so the edge not taken
 * must leave that variable alone (storing both edges' arguments lost the parameter's current value).
 */
function storeTaken(
  c: EmitContext,
  fn: IrFunction,
  cond: number,
  taken: readonly [BlockId, readonly number[]],
  notTaken: readonly [BlockId, readonly number[]],
): void {
  const stores = [taken, notTaken].map(([head]) => fn.block(head).params.length > 0);
  if (!stores.includes(true)) return;
  const merge = c.b.id();
  const labels = stores.map((s) => (s ? c.b.id() : merge));
  c.effect('OpSelectionMerge', merge, 'None');
  c.effect('OpBranchConditional', cond, labels[0], labels[1]);
  [taken, notTaken].forEach(([head, values], k) => {
    if (!stores[k]) return;
    c.label(labels[k]);
    storeParams(c, fn, head, values);
    c.effect('OpBranch', merge);
  });
  c.label(merge);
}

/** An atomic read-modify-write as a compare-exchange loop; returns the old value. */
function casLoop(c: EmitContext, mem: MemoryState, ptr: ValueId, update: (old: number) => number): number {
  const p = mem.pointer(ptr);
  const t = c.type(pointeeOf(c.irFn.typeOf(ptr)));
  const scope = c.uconst(32, p.storage === 'Workgroup' ? 2 : 1);
  const none = c.uconst(32, 0);
  const [head, body, cont, merge] = [c.b.id(), c.b.id(), c.b.id(), c.b.id()];
  c.effect('OpBranch', head);
  c.label(head);
  c.effect('OpLoopMerge', merge, cont, 'None');
  c.effect('OpBranch', body);
  c.label(body);
  const old = c.op('OpAtomicLoad', t, p.id, scope, none);
  const value = update(old);
  const seen = c.op('OpAtomicCompareExchange', t, p.id, scope, none, none, value, old);
  const done = c.op('OpIEqual', c.bool, seen, old);
  c.effect('OpBranchConditional', done, merge, cont);
  c.label(cont);
  c.effect('OpBranch', head);
  c.label(merge);
  return seen;
}
