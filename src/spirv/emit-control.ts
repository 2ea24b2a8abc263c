/**
 * Control flow: any reducible IR CFG becomes SPIR-V structured control flow through a *dispatch loop*.
 *
 * Straight-line chains of blocks (a `br` to a block with that one predecessor) are merged into
 * segments. The entry segment is emitted first; if the function has further segments, they become the
 * cases of one `OpSwitch` over a block-id variable inside one `OpLoopMerge` loop: a segment ends by
 * storing its successor's id (and the successor's block arguments into the parameters' variables) and
 * branching to the loop's continue path; `ret` is an `OpReturn` from inside the loop. Values used in
 * another segment than the one defining them live in Function variables ("homes"), stored at their
 * definition and loaded at first use in a segment.
 *
 * Why not a structurizer: the dispatch loop is correct for every CFG (irreducible ones too) with no
 * merge-block bookkeeping, and the guest's control flow is wave-uniform by the wave model, so the
 * switch never diverges within a wave. It costs a loop, a switch and variable traffic per guest branch
 * that the host compiler must clean up (docs/debt.md); programs without branches get no loop at all.
 * Barriers inside the loop are in the same dynamic instance for the whole workgroup only when every
 * wave takes the same path to them, which is also what the guest's s_barrier requires.
 */
import { computeDominance } from '../ir/dominance.js';
import type { BlockId, Edge, IrFunction, ValueId } from '../ir/function.js';
import { isPtr } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
import type { EmitContext } from './emit-context.js';
import { type MemoryState, type PtrRecipe, pointeeOf } from './emit-memory.js';
import { OP_EMITTERS, type OpEnv } from './emit-ops.js';

/** Emits the body of `fn` (after OpFunction), ending with OpFunctionEnd. */
export function emitBody(c: EmitContext, mem: MemoryState, fn: IrFunction): void {
  c.fn = fn;
  const dom = computeDominance(fn);
  const order = dom.order;
  // Pointer recipes first: they reference IR values only and are materialized at each use.
  for (const block of order) {
    for (const i of fn.block(block).insts) {
      const inst = fn.inst(i);
      if (inst.result !== undefined && isPtr(inst.type)) mem.record(inst);
    }
  }
  const segments = buildSegments(fn, order, dom.preds);
  assignHomes(c, mem, fn, order, segments.headOf);

  const entryLabel = c.b.id();
  c.label(entryLabel);
  for (const [type, id] of c.variables) c.effect('OpVariable', type, id, 'Function');
  const next = segments.heads.length > 1 ? c.b.id() : undefined;
  if (next !== undefined) {
    const ptr = c.b.intern('OpTypePointer', ['Function', c.uint(32)]);
    c.effect('OpVariable', ptr, next, 'Function');
  }
  const env: OpEnv = { c, mem, casLoop: (p, update) => casLoop(c, mem, p, update) };
  const loop =
    next === undefined
      ? undefined
      : {
          next,
          header: c.b.id(),
          dispatch: c.b.id(),
          merge: c.b.id(),
          cont: c.b.id(),
          swMerge: c.b.id(),
          inside: false,
        };

  const emitSegment = (head: BlockId): void => {
    c.ids.clear();
    mem.resetSegment();
    let block: BlockId | undefined = head;
    while (block !== undefined) {
      block = emitBlock(c, env, fn, block, segments.headOf, loop);
    }
  };
  emitSegment(0 as BlockId);
  if (loop) {
    loop.inside = true;
    c.label(loop.header);
    c.effect('OpLoopMerge', loop.merge, loop.cont, 'None');
    c.effect('OpBranch', loop.dispatch);
    c.label(loop.dispatch);
    const u32 = c.uint(32);
    const id = c.op('OpLoad', u32, loop.next);
    const cases = segments.heads.filter((h) => h !== 0).map((h) => ({ head: h, label: c.b.id() }));
    c.effect('OpSelectionMerge', loop.swMerge, 'None');
    c.effect('OpSwitch', id, loop.swMerge, ...cases.flatMap((k) => [k.head as number, k.label]));
    for (const k of cases) {
      c.label(k.label);
      emitSegment(k.head);
    }
    c.label(loop.swMerge);
    c.effect('OpBranch', loop.cont);
    c.label(loop.cont);
    c.effect('OpBranch', loop.header);
    c.label(loop.merge);
    c.effect('OpUnreachable');
  }
  c.b.emit('functions', 'OpFunctionEnd', []);
}

interface Segments {
  /** Segment heads in dominance order (block 0 first). */
  readonly heads: readonly BlockId[];
  /** The segment head of every reachable block. */
  readonly headOf: ReadonlyMap<BlockId, BlockId>;
}

/** Merges `br` chains into segments. */
function buildSegments(
  fn: IrFunction,
  order: readonly BlockId[],
  preds: readonly (readonly BlockId[])[],
): Segments {
  const edgeCount = new Map<BlockId, number>();
  for (const b of order) for (const s of fn.successors(b)) edgeCount.set(s, (edgeCount.get(s) ?? 0) + 1);
  const merged = (b: BlockId): boolean => {
    if (b === 0 || edgeCount.get(b) !== 1) return false;
    const p = (preds[b] ?? [])[0];
    return p !== undefined && p !== b && fn.terminator(p)?.op === 'br';
  };
  const heads = order.filter((b) => !merged(b));
  const headOf = new Map<BlockId, BlockId>();
  for (const h of heads) {
    let b: BlockId | undefined = h;
    while (b !== undefined && !headOf.has(b)) {
      headOf.set(b, h);
      const term = fn.terminator(b);
      const s = term?.op === 'br' ? (term.targets[0] as Edge).block : undefined;
      b = s !== undefined && merged(s) ? s : undefined;
    }
  }
  return { heads, headOf };
}

/** Values used outside their defining segment, and all block parameters, get Function variables. */
function assignHomes(
  c: EmitContext,
  mem: MemoryState,
  fn: IrFunction,
  order: readonly BlockId[],
  headOf: ReadonlyMap<BlockId, BlockId>,
): void {
  const defBlock = (v: ValueId): BlockId => {
    const def = fn.value(v).def;
    return def.kind === 'param' ? def.block : (fn.inst(def.inst).block as BlockId);
  };
  const demote = (v: ValueId): void => {
    if (c.homes.has(v) || isPtr(fn.typeOf(v))) return;
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
  for (const b of order) {
    for (const p of fn.block(b).params) demote(p);
    const seg = headOf.get(b);
    for (const i of fn.block(b).insts) {
      const inst = fn.inst(i);
      if (inst.result !== undefined && isPtr(inst.type)) continue; // recipes are used where materialized
      const used: ValueId[] = [];
      for (const v of inst.operands) leaves(v, used);
      for (const e of inst.targets) used.push(...e.args);
      for (const v of used) if (headOf.get(defBlock(v)) !== seg) demote(v);
    }
  }
}

interface Loop {
  readonly next: number;
  readonly header: number;
  readonly dispatch: number;
  readonly merge: number;
  readonly cont: number;
  readonly swMerge: number;
  /** false while the entry segment (before the loop) is emitted. */
  inside: boolean;
}

/** Emits one block; returns the next block of its segment, if any. */
function emitBlock(
  c: EmitContext,
  env: OpEnv,
  fn: IrFunction,
  block: BlockId,
  headOf: ReadonlyMap<BlockId, BlockId>,
  loop: Loop | undefined,
): BlockId | undefined {
  const insts = fn.block(block).insts;
  for (const i of insts) {
    const inst = fn.inst(i);
    const info = OP_EMITTERS[inst.op];
    if (info) {
      const id = info(env, inst);
      if (inst.result !== undefined && id !== undefined) c.define(inst.result, id);
      continue;
    }
    switch (inst.op) {
      case 'ret':
        c.effect('OpReturn');
        return undefined;
      case 'unreachable':
        c.effect('OpUnreachable');
        return undefined;
      case 'br': {
        const edge = inst.targets[0] as Edge;
        storeArgs(c, fn, edge, undefined);
        if (headOf.get(edge.block) !== edge.block) return edge.block;
        jump(c, loop, c.uconst(32, edge.block));
        return undefined;
      }
      case 'cond_br': {
        const [t, f] = inst.targets as [Edge, Edge];
        const cond = c.value(inst.operands[0] as ValueId);
        if (t.block === f.block) storeArgs(c, fn, t, { cond, other: f });
        else {
          storeArgs(c, fn, t, undefined);
          storeArgs(c, fn, f, undefined);
        }
        jump(c, loop, c.op('OpSelect', c.uint(32), cond, c.uconst(32, t.block), c.uconst(32, f.block)));
        return undefined;
      }
      default:
        throw new InternalError(`no SPIR-V emission for IR op '${inst.op}'`);
    }
  }
  throw new InternalError(`block ^${block} has no terminator`);
}

/** Stores a segment's successor id and continues the dispatch loop. */
function jump(c: EmitContext, loop: Loop | undefined, id: number): void {
  if (!loop) throw new InternalError('branch in a function without a dispatch loop');
  c.effect('OpStore', loop.next, id);
  c.effect('OpBranch', loop.inside ? loop.swMerge : loop.header);
}

/** Stores branch arguments into the target's parameter variables (selecting per edge when needed). */
function storeArgs(
  c: EmitContext,
  fn: IrFunction,
  edge: Edge,
  choice: { cond: number; other: Edge } | undefined,
): void {
  const params = fn.block(edge.block).params;
  params.forEach((p, k) => {
    const home = c.homes.get(p);
    if (home === undefined) throw new InternalError(`parameter %${p} has no variable`);
    let v = c.value(edge.args[k] as ValueId);
    if (choice) {
      const w = c.value(choice.other.args[k] as ValueId);
      v = c.op('OpSelect', c.type(fn.typeOf(p)), choice.cond, v, w);
    }
    c.effect('OpStore', home, v);
  });
  // Parameters are reloaded from their variables by the target.
  for (const p of params) c.ids.delete(p);
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
