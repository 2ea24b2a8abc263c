/**
 * Divergent loops run per lane. The guest runs a loop whose lanes finish at different iterations as
 * `s_cbranch_execnz`: the wave keeps iterating while any lane's EXEC bit is set, and a finished lane
 * rides along with its bit clear. After the lane-mask pass such a loop ends in a whole-wave test,
 * `cond_br ballot(x) == 0, exit, header(.., x, ..)` with `x` the lanes that go on; this pass makes its
 * exit test the lane's own `x`, so a lane leaves when it is done, with no ballot per iteration (on a host
 * whose subgroup cannot hold the wave, a ballot is workgroup barriers and atomics).
 *
 * That is exact when a lane that has left would change nothing by riding along. Let M be the header
 * parameter that receives `x` on the back edge. The pass evaluates the loop body symbolically with
 * M = false (the lane's state while it rides along): and/or/xor/select/not over constants, values
 * from outside the loop and the header parameters assumed frozen. A parameter is frozen when its
 * back-edge value evaluates to the parameter itself (the guest's EXEC-masked writes keep a finished
 * lane's value); starting from "every parameter but M" and dropping those that fail until none does is
 * an induction on the iterations. The rewrite needs:
 * - `x` evaluates to false: a finished lane stays finished;
 * - every loop value used after the loop is `x` (false when the lane leaves, either way) or the back-edge
 *   value of a frozen parameter, which keeps the value it had when the lane left;
 * - nothing in the loop acts on memory or on other lanes (no stores, atomics, barriers, wave
 *   operations besides the exit ballot, interpolation), so the iterations a finished lane skips are
 *   invisible;
 * - the loop is a chain of blocks joined by `br`, its only exit at the end (a guest loop at the bottom
 *   of which `s_cbranch_execnz` jumps back), so opt-cfg.ts makes it one block, which the emitter makes a
 *   structured loop whose lanes may leave apart (a dispatch-loop state may not diverge: emit-regions.ts
 *   refuses it in a function with wave operations).
 * Anything else keeps the ballot.
 *
 * The guest skips code no lane needs with `s_cbranch_execz` (around an `if` body, or a loop's first
 * iteration): after the lane-mask pass, `cond_br ballot(x) == 0, join(skip..), body`. Once the loops
 * inside run per lane, the pass makes such a skip per lane too when a lane with `x` false, riding along
 * through the body, would reach the join with the skip edge's values and having done nothing else:
 * - the body (every block reachable from its entry before the join) is entered only from the test and
 *   leaves only to the join, with no effects or cross-lane operations, so the lane's absence is
 *   invisible to other lanes and to memory;
 * - the lane's path, evaluated with `x` false (the same reduction, values before the test as themselves
 *   or their constant, block parameters from the edge taken), decides every branch on the way (the
 *   per-lane loops' exit tests among them) and arrives at the join with arguments equal to the skip
 *   edge's.
 */

import { foldOp, variantOf } from '../ir/constant-facts.js';
import type { BlockId, Edge, Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { userRows } from '../ir/function.js';
import { CROSS_LANE_OPS, ICMP, IUNARY } from '../ir/ops.js';
import { bitWidth, I1, I64, isInt } from '../ir/types.js';
import type { Pass } from './manager.js';

/**
 * Operations a finished lane must not skip besides those with effects: other lanes read it at the
 * cross-lane ones; interpolation is kept to the code lower-interp.ts proves (not inside such loops).
 */
const NOT_PER_LANE: ReadonlySet<string> = new Set([
  ...CROSS_LANE_OPS,
  'interp_p1',
  'interp_p2',
  'interp_param',
]);

/**
 * A value under M = false: a constant (its bit pattern), a value of the loop's own iteration that
 * evaluation could not reduce (undefined), or a value it equals in every iteration a finished lane
 * rides along (a frozen header parameter, or a value defined outside the loop).
 */
type Sym = bigint | ValueId | undefined;

/** Operations that order a lane with the rest of its workgroup: a skip's body may hold none. */
const BARRIERS: ReadonlySet<string> = new Set(['barrier', 'wave_barrier']);

/** Makes the exit tests of per-lane loops per lane; returns whether it changed `fn`. */
export function optLaneLoops(fn: IrFunction): boolean {
  const preds = new Uint32Array(fn.blocks.length);
  for (const block of fn.blocks) {
    const last = block.insts[block.insts.length - 1];
    if (last === undefined) continue;
    for (const edge of fn.inst(last).targets) preds[edge.block]++;
  }
  // Built at the first loop: the rewrites remove only the exit test's instructions (stale rows whose
  // users are detached).
  let users: Users | undefined;
  let changed = false;
  // A header has its entry and its back edge; every other block of a chain has one predecessor, so
  // each block is walked from at most one header.
  for (let b = 1; b < fn.blocks.length; b++) {
    if ((preds[b] as number) < 2) continue;
    const loop = chainLoop(fn, b as BlockId, preds);
    if (!loop) continue;
    users ??= userRows(fn);
    if (rewrite(fn, loop, users) === undefined) continue;
    changed = true;
  }
  // A skip whose body holds another skip becomes per lane once that one has.
  for (let again = true; again; ) {
    again = false;
    for (let b = 0; b < fn.blocks.length; b++) {
      if (rewriteSkip(fn, b as BlockId, preds, () => (users ??= userRows(fn)))) again = changed = true;
    }
  }
  return changed;
}

type Users = ReturnType<typeof userRows>;

/** A loop: its blocks from the header to the latch, whose `cond_br` goes back to the header or leaves. */
interface ChainLoop {
  readonly blocks: readonly BlockId[];
  readonly latch: Inst;
  readonly back: Edge;
  readonly exit: Edge;
}

/** The chain loop headed by `header`, if the blocks from it form one. */
function chainLoop(fn: IrFunction, header: BlockId, preds: Uint32Array): ChainLoop | undefined {
  const blocks: BlockId[] = [header];
  const seen = new Set<BlockId>(blocks);
  for (let at = header; ; ) {
    const term = fn.terminator(at);
    if (term?.op === 'cond_br') {
      const [a, b] = term.targets as [Edge, Edge];
      if ((a.block === header) === (b.block === header)) return undefined;
      const exit = a.block === header ? b : a;
      if (seen.has(exit.block)) return undefined;
      return { blocks, latch: term, back: a.block === header ? a : b, exit };
    }
    if (term?.op !== 'br') return undefined;
    const next = (term.targets[0] as Edge).block;
    if (seen.has(next) || preds[next] !== 1) return undefined;
    blocks.push(next);
    seen.add(next);
    at = next;
  }
}

/** The `x` of a whole-wave exit test `ballot(x) == 0` (or `!= 0`) and whether a true test leaves. */
function waveTest(
  fn: IrFunction,
  cond: ValueId,
): { x: ValueId; chain: InstId[]; leavesIfTrue: boolean } | undefined {
  const def = (v: ValueId): Inst | undefined => {
    const d = fn.value(v).def;
    return d.kind === 'inst' ? fn.inst(d.inst) : undefined;
  };
  const idOf = (v: ValueId): InstId => (fn.value(v).def as { inst: InstId }).inst;
  const test = def(cond);
  if (test?.op !== 'icmp') return undefined;
  const pred = ICMP[test.imms[0] as number];
  if (pred !== 'eq' && pred !== 'ne') return undefined;
  const zero = def(test.operands[1] as ValueId);
  if (zero?.op !== 'const' || zero.constant !== 0n) return undefined;
  const chain = [idOf(cond)];
  let mask = test.operands[0] as ValueId;
  let inst = def(mask);
  if (inst?.op === 'trunc') {
    chain.push(idOf(mask));
    mask = inst.operands[0] as ValueId;
    inst = def(mask);
  }
  if (inst?.op !== 'ballot' || fn.typeOf(mask) !== I64) return undefined;
  chain.push(idOf(mask));
  return { x: inst.operands[0] as ValueId, chain, leavesIfTrue: pred === 'eq' };
}

/** Rewrites `loop` if it may run per lane; returns the index of its mask parameter if so. */
function rewrite(fn: IrFunction, loop: ChainLoop, users: Users): number | undefined {
  const { blocks, latch, back, exit } = loop;
  const test = waveTest(fn, latch.operands[0] as ValueId);
  if (!test) return undefined;
  const { x, chain } = test;
  // The test leaves when no lane goes on: its "no lane" outcome must be the exit edge.
  if (test.leavesIfTrue !== (latch.targets[0] === exit)) return undefined;
  const { start, users: rows } = users;
  const count = (v: ValueId): number => (start[v + 1] as number) - (start[v] as number);
  if (chain.some((id) => count(fn.inst(id).result as ValueId) !== 1)) return undefined;
  const header = fn.block(blocks[0] as BlockId);
  const m = back.args.indexOf(x);
  if (m < 0) return undefined;
  const inLoop = new Set<BlockId>(blocks);
  for (const b of blocks) {
    for (const id of fn.block(b).insts) {
      const inst = fn.inst(id);
      if (chain.includes(id) || inst.op === 'br' || inst === latch) continue;
      if (inst.info.effects || NOT_PER_LANE.has(inst.op)) return undefined;
    }
  }
  const params = header.params;
  const frozen = new Set<ValueId>(params.filter((_, k) => k !== m));
  let sym: Map<ValueId, Sym>;
  for (;;) {
    sym = evaluate(fn, blocks, params[m] as ValueId, frozen, inLoop);
    const drop = [...frozen].filter((p) => sym.get(back.args[params.indexOf(p)] as ValueId) !== p);
    if (drop.length === 0) break;
    for (const p of drop) frozen.delete(p);
  }
  if (sym.get(x) !== 0n) return undefined;
  // Loop values read after the loop: `x`, or what a frozen parameter receives.
  const keeps = new Set<ValueId>([x]);
  params.forEach((p, k) => {
    if (frozen.has(p)) keeps.add(back.args[k] as ValueId);
  });
  const isLoopValue = (v: ValueId): boolean => {
    const d = fn.value(v).def;
    return inLoop.has(d.kind === 'param' ? d.block : (fn.inst(d.inst).block as BlockId));
  };
  if (exit.args.some((v) => isLoopValue(v) && !keeps.has(v))) return undefined;
  for (const b of blocks) {
    const block = fn.block(b);
    const defined = [...block.params, ...block.insts.flatMap((id) => fn.inst(id).result ?? [])];
    for (const v of defined) {
      if (keeps.has(v)) continue;
      for (let k = start[v] as number; k < (start[v + 1] as number); k++) {
        const at = fn.inst(rows[k] as InstId).block;
        if (at !== -1 && !inLoop.has(at)) return undefined;
      }
    }
  }
  latch.operands = [x];
  latch.targets = [back, exit];
  for (const id of chain) fn.remove(id);
  return m;
}

/** How far back from the test a skip's values are reduced (a guest mask is a few operations deep). */
const MAX_OUTER_DEPTH = 16;

/** Makes the whole-wave skip ending block `g` per lane if a lane with `x` false may leave it (header). */
function rewriteSkip(fn: IrFunction, g: BlockId, preds: Uint32Array, users: () => Users): boolean {
  const term = fn.terminator(g);
  if (term?.op !== 'cond_br') return false;
  const test = waveTest(fn, term.operands[0] as ValueId);
  if (!test) return false;
  const { x, chain } = test;
  const [first, second] = term.targets as [Edge, Edge];
  const [skip, run] = test.leavesIfTrue ? [first, second] : [second, first];
  const { start } = users();
  if (
    chain.some((id) => {
      const v = fn.inst(id).result as ValueId;
      return (start[v + 1] as number) - (start[v] as number) !== 1;
    })
  )
    return false;
  const body = skipBody(fn, g, run.block, skip.block, preds);
  if (!body) return false;
  if (!ridesAlong(fn, x, run, skip, body)) return false;
  term.operands = [x];
  term.targets = [run, skip];
  for (const id of chain) fn.remove(id);
  return true;
}

/**
 * The blocks reachable from `entry` before `join`, if they are entered only from `g`, leave only to
 * `join`, and do nothing a lane's absence would change.
 */
function skipBody(
  fn: IrFunction,
  g: BlockId,
  entry: BlockId,
  join: BlockId,
  preds: Uint32Array,
): Set<BlockId> | undefined {
  if (entry === join || preds[entry] !== 1) return undefined;
  const body = new Set<BlockId>([entry]);
  const work = [entry];
  // Edges into body blocks from body blocks; with the test's own edge they must be all of them.
  const inner = new Map<BlockId, number>();
  for (let b = work.pop(); b !== undefined; b = work.pop()) {
    if (b === g) return undefined;
    const block = fn.block(b);
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (inst.op === 'br' || inst.op === 'cond_br') continue;
      if (inst.info.terminator || NOT_PER_LANE.has(inst.op) || BARRIERS.has(inst.op)) return undefined;
    }
    const last = block.insts[block.insts.length - 1];
    if (last === undefined) return undefined;
    for (const edge of fn.inst(last).targets) {
      if (edge.block === join) continue;
      inner.set(edge.block, (inner.get(edge.block) ?? 0) + 1);
      if (body.has(edge.block)) continue;
      body.add(edge.block);
      work.push(edge.block);
    }
  }
  for (const b of body) if ((inner.get(b) ?? 0) + (b === entry ? 1 : 0) !== preds[b]) return undefined;
  return body;
}

/**
 * Whether a lane with `x` false that takes `run` reaches `skip`'s block, through `body`, with `skip`'s
 * arguments: its path evaluated as straight-line code (a block twice is a loop it could not leave).
 */
function ridesAlong(fn: IrFunction, x: ValueId, run: Edge, skip: Edge, body: ReadonlySet<BlockId>): boolean {
  const sym = new Map<ValueId, Sym>();
  // A value from before the test is itself, or what it reduces to with `x` false.
  const outer = (v: ValueId, depth: number): Sym => {
    if (v === x) return 0n;
    if (sym.has(v)) return sym.get(v);
    const d = fn.value(v).def;
    if (d.kind === 'param') return body.has(d.block) ? undefined : v;
    const inst = fn.inst(d.inst);
    if (body.has(inst.block as BlockId)) return undefined;
    if (depth === MAX_OUTER_DEPTH) return v;
    const reduced = reduce(fn, inst, (u) => outer(u, depth + 1)) ?? v;
    sym.set(v, reduced);
    return reduced;
  };
  const of = (v: ValueId): Sym => outer(v, 0);
  const seen = new Set<BlockId>();
  for (let edge = run; ; ) {
    if (edge.block === skip.block) return edge.args.every((v, k) => of(v) === of(skip.args[k] as ValueId));
    if (seen.has(edge.block)) return false;
    seen.add(edge.block);
    const block = fn.block(edge.block);
    const args = edge.args.map(of);
    block.params.forEach((p, k) => {
      sym.set(p, args[k]);
    });
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (inst.result !== undefined) sym.set(inst.result, reduce(fn, inst, of));
      if (inst.info.effects) return false;
    }
    const last = fn.inst(block.insts[block.insts.length - 1] as InstId);
    if (last.op === 'br') edge = last.targets[0] as Edge;
    else {
      const cond = of(last.operands[0] as ValueId);
      if (typeof cond !== 'bigint') return false;
      edge = last.targets[cond === 1n ? 0 : 1] as Edge;
    }
  }
}

/** Every loop value's {@link Sym} with `mask` false and the parameters of `frozen` frozen. */
function evaluate(
  fn: IrFunction,
  blocks: readonly BlockId[],
  mask: ValueId,
  frozen: ReadonlySet<ValueId>,
  inLoop: ReadonlySet<BlockId>,
): Map<ValueId, Sym> {
  const sym = new Map<ValueId, Sym>();
  const of = (v: ValueId): Sym => {
    if (sym.has(v)) return sym.get(v);
    const d = fn.value(v).def;
    if (d.kind === 'inst') {
      const inst = fn.inst(d.inst);
      if (inst.op === 'const') return inst.constant;
      if (!inLoop.has(inst.block as BlockId)) return v;
    } else if (!inLoop.has(d.block)) return v;
    return undefined;
  };
  const header = fn.block(blocks[0] as BlockId);
  for (const p of header.params) sym.set(p, p === mask ? 0n : frozen.has(p) ? p : undefined);
  blocks.forEach((b, k) => {
    if (k > 0) {
      const into = fn.terminator(blocks[k - 1] as BlockId)?.targets[0] as Edge;
      fn.block(b).params.forEach((p, n) => {
        sym.set(p, of(into.args[n] as ValueId));
      });
    }
    for (const id of fn.block(b).insts) {
      const inst = fn.inst(id);
      if (inst.result !== undefined) sym.set(inst.result, reduce(fn, inst, of));
    }
  });
  return sym;
}

/** What `inst` yields when its operands are `of` them (undefined where that depends on more). */
function reduce(fn: IrFunction, inst: Inst, of: (v: ValueId) => Sym): Sym {
  const [a, b, c] = inst.operands.map(of);
  const bool = inst.type === I1;
  const ones = bool ? 1n : undefined;
  switch (inst.op) {
    case 'const':
      return inst.constant;
    case 'and':
      if (a === 0n || b === 0n) return 0n;
      // `ones` is undefined for wider integers, as an unknown operand is: never compare those.
      if (ones !== undefined && a === ones) return b;
      if (ones !== undefined && b === ones) return a;
      return a === b ? a : undefined;
    case 'or':
      if (a === 0n) return b;
      if (b === 0n) return a;
      if (ones !== undefined && (a === ones || b === ones)) return ones;
      return a === b ? a : undefined;
    case 'xor':
      if (a === 0n) return b;
      if (b === 0n) return a;
      if (bool && typeof a === 'bigint' && typeof b === 'bigint') return a ^ b;
      return a !== undefined && a === b ? 0n : undefined;
    case 'select':
      if (a === 1n) return b;
      if (a === 0n) return c;
      return b === c ? b : undefined;
    case 'shl':
    case 'lshr':
    case 'ashr':
      return a === 0n ? 0n : foldConstants(fn, inst, of);
    case 'iunary':
      return bool && IUNARY[inst.imms[0] as number] === 'not' && typeof a === 'bigint' ? a ^ 1n : undefined;
    default:
      return foldConstants(fn, inst, of);
  }
}

/** An integer operation over constant operands, folded; undefined otherwise. */
function foldConstants(fn: IrFunction, inst: Inst, of: (v: ValueId) => Sym): Sym {
  if (inst.result === undefined || !isInt(inst.type) || inst.operands.length === 0) return undefined;
  const args: bigint[] = [];
  for (const v of inst.operands) {
    const s = of(v);
    if (typeof s !== 'bigint') return undefined;
    args.push(s);
  }
  const bits = bitWidth(inst.type);
  const folded = foldOp(
    inst.op,
    variantOf(inst),
    bits,
    args,
    bitWidth(fn.typeOf(inst.operands[0] as ValueId)),
  );
  return folded === undefined ? undefined : BigInt.asUintN(bits, folded);
}

/** The pass-manager entry for {@link optLaneLoops}. */
export const LANE_LOOPS: Pass = { name: 'lane-loops', run: (fn) => optLaneLoops(fn) };
