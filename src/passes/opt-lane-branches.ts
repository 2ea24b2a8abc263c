/**
 * Memory accesses a lane makes only where a condition holds run under a branch on it. The translation
 * steers an inactive lane's access to a sink (`sink_address`, or the last word of a `sinkLast`
 * workgroup array) and keeps the lane's old register values with selects, so straight-line code does
 * every access on every lane. A host that runs lanes in groups (llvmpipe's 8-wide SIMD rows, a GPU's
 * warps) then does the work of groups none of whose lanes needs it: an LDS tree reduction idles most
 * lanes after its first step and still reads and writes the sink word with all of them.
 *
 * Where consecutive accesses of a block share their condition `c`, with only pure instructions between
 * them, this pass moves them, and the pure instructions that only they need, into a block entered on `c`:
 *
 *     B: p = select(c, a, sink); v = load p; ...; w = select(c, v', old); ...
 *  => B: cond_br c, T(), J(old)    T: v = load a; ...; br J(v')    J(w): ...
 *
 * Exact: in T, `c` holds, so a select on `c` there is its first arm. A lane where `c` fails reached
 * only sinks, which no access reads, and computed values no reader takes: every value leaving the
 * region is a select on `c` (its own, or a reader's) whose other arm is defined before the branch,
 * and that arm is what J receives from B. The accesses keep their order, and no other effect, barrier
 * or wave operation lies among them.
 *
 * Which runs: accesses translated from code an `s_cbranch_execz` skipped, which the translation ran
 * straight (IrFunction.execzRegions): the guest compiler judged skipping worth a branch there. Elsewhere
 * (a bounds check that fails on no lane, typically) a branch costs the host's compile and wins
 * nothing: on lavapipe, one program's five buffer-store runs under bounds checks made pipeline
 * creation a third dearer. A run also needs {@link MIN_ACCESSES} accesses, for the same reason
 * (translate/rules/memory-common.ts `sinkUnless`).
 */

import { Builder } from '../ir/builder.js';
import { computeDominance, type Dominance } from '../ir/dominance.js';
import {
  type BlockId,
  definingInst,
  type Edge,
  type GlobalVar,
  type InstId,
  type IrFunction,
  literalOf,
  userRows,
  type ValueId,
} from '../ir/function.js';
import { computesValue } from '../ir/ops.js';
import { I1, type TypeId, typeDesc } from '../ir/types.js';
import { insertBefore, UseLists } from './ir-edit.js';
import type { Pass } from './manager.js';
import { steeringCondition } from './sink-steering.js';

/** Accesses a region may hold: operand 0 is the pointer, steered to a sink where the lane is inactive. */
const ACCESSES: ReadonlySet<string> = new Set(['load', 'store', 'atomic', 'atomic_cmpxchg']);

/** The fewest accesses a region holds. */
export const MIN_ACCESSES = 2;

/** The pass, reading the module's globals (which workgroup arrays end in a sink word). */
export function laneBranchesPass(globals: readonly GlobalVar[]): Pass {
  return { name: 'lane-branches', run: (fn) => optLaneBranches(fn, globals) };
}

/** A run of a block's instructions, indices `start..end`, whose accesses all steer on `cond` or a conjunction with it. */
interface Candidate {
  readonly cond: ValueId;
  readonly start: number;
  readonly end: number;
}

/** Moves each region of accesses steered on one condition under a branch; returns whether any was. */
export function optLaneBranches(fn: IrFunction, globals: readonly GlobalVar[]): boolean {
  if (fn.execzRegions === undefined || fn.execzRegions.size === 0) return false;
  let tables: { readonly rows: ReturnType<typeof userRows>; readonly uses: UseLists } | undefined;
  let changed = false;
  const work: BlockId[] = [];
  for (let b = fn.blocks.length - 1; b >= 0; b--) work.push(b as BlockId);
  while (work.length > 0) {
    const b = work.pop() as BlockId;
    for (const candidate of candidates(fn, globals, b)) {
      // One table of users for the whole pass: later regions' values gain no users from earlier ones.
      tables ??= { rows: userRows(fn), uses: new UseLists(fn) };
      const plan = planRegion(fn, b, candidate, tables.rows);
      if (plan === undefined) continue;
      work.push(rewrite(fn, b, candidate, plan, tables));
      changed = true;
      break;
    }
  }
  return changed;
}

/**
 * The conditions `c` implies, any of which failing makes `c` fail: `c` and the terms of the i1 `and`s
 * it is made of (an access steered on `and(active, in_range)` goes to the sink wherever `active` fails).
 */
function implied(fn: IrFunction, c: ValueId): ValueId[] {
  const out: ValueId[] = [];
  const visit = (v: ValueId, depth: number): void => {
    if (literalOf(fn, v) !== undefined || out.includes(v)) return;
    out.push(v);
    const def = definingInst(fn, v);
    if (depth > 0 && def?.op === 'and' && def.type === I1)
      for (const o of def.operands) visit(o as ValueId, depth - 1);
  };
  visit(c, 4);
  return out;
}

/** The runs of block `b` worth a branch, in order. */
function candidates(fn: IrFunction, globals: readonly GlobalVar[], b: BlockId): Candidate[] {
  const insts = fn.block(b).insts;
  const out: Candidate[] = [];
  // The run being gathered: the conditions every access so far implies, and its access count.
  let open: { start: number; accesses: number; common: ValueId[] } | undefined;
  // The first index a run may start at: after the last instruction no run may hold or reorder.
  let floor = 0;
  // A run ends before the instruction at `k` that closes it, with the pure instructions after its
  // last access (what reads the accesses' values, and the selects that pass them on).
  const close = (k: number): void => {
    if (open === undefined) return;
    if (open.accesses >= MIN_ACCESSES)
      out.push({ cond: open.common[0] as ValueId, start: open.start, end: k - 1 });
    open = undefined;
  };
  const last = insts.length - 1;
  for (let k = 0; k < last; k++) {
    const inst = fn.inst(insts[k] as InstId);
    if (ACCESSES.has(inst.op)) {
      const skipped = inst.pc !== undefined && fn.execzRegions?.has(inst.pc) === true;
      const c = skipped ? steeringCondition(fn, globals, inst.operands[0] as ValueId) : undefined;
      const terms = c === undefined ? [] : implied(fn, c);
      const common = open?.common.filter((x) => terms.includes(x)) ?? [];
      if (open !== undefined && common.length > 0) {
        open.accesses++;
        open.common = common;
        continue;
      }
      if (open !== undefined) {
        close(k);
        floor = k;
      }
      if (terms.length > 0) open = { start: floor, accesses: 1, common: terms };
      else floor = k + 1;
    } else if (!computesValue(inst.op)) {
      close(k);
      floor = k + 1;
    }
  }
  close(last);
  return out;
}

/** Whether a zero of `type` can stand for a value no lane reads (an integer or a float). */
function zeroable(type: TypeId): boolean {
  const kind = typeDesc(type).kind;
  return kind === 'int' || kind === 'float';
}

/** What a region becomes: the instructions moved under the branch and the values leaving it. */
interface Plan {
  readonly moved: ReadonlySet<InstId>;
  /** Selects on the condition: their first arm inside the branch. */
  readonly arms: ReadonlyMap<ValueId, ValueId>;
  /** Values leaving the region: the value replaced by J's parameter, and what each edge passes. */
  readonly exits: readonly {
    readonly replaced: ValueId;
    readonly inside: ValueId;
    /** Undefined for a zero of the value's type. */
    readonly outside: ValueId | undefined;
    /** A value the branch's body still reads (a zero outside): only its readers past the join take the parameter. */
    readonly readersOnly?: true;
  }[];
  /** Readers after the region that the parameters replace (`select(c, v, x)` with `v` moved). */
  readonly readers: readonly InstId[];
}

/**
 * The instructions of `candidate` that move under the branch, or undefined when an access would have
 * to stay before it (a reader other than a select on the condition needs its value).
 */
function planRegion(
  fn: IrFunction,
  b: BlockId,
  candidate: Candidate,
  rows: ReturnType<typeof userRows>,
): Plan | undefined {
  const insts = fn.block(b).insts;
  const c = candidate.cond;
  const index = new Map<InstId, number>();
  for (let k = candidate.start; k <= candidate.end; k++) index.set(insts[k] as InstId, k);
  const moved = new Set(index.keys());
  const defOf = (v: ValueId): InstId | undefined => {
    const def = fn.value(v).def;
    return def.kind === 'inst' ? def.inst : undefined;
  };
  // Keeps `id` before the branch, with the moved instructions it reads; false if one is an access.
  const stay = (id: InstId): boolean => {
    const stack = [id];
    while (stack.length > 0) {
      const x = stack.pop() as InstId;
      if (!moved.has(x)) continue;
      const inst = fn.inst(x);
      if (ACCESSES.has(inst.op)) return false;
      moved.delete(x);
      for (const o of inst.operands) {
        const d = defOf(o);
        if (d !== undefined && moved.has(d)) stack.push(d);
      }
    }
    return true;
  };
  // Available on the edge from B to J: defined before the region (a dominating block, a parameter of
  // B, an earlier instruction of B) or kept before the branch.
  const before = (v: ValueId): boolean => {
    const d = defOf(v);
    if (d === undefined) return true;
    const inst = fn.inst(d);
    if (inst.block !== b) return true;
    const at = index.get(d);
    return at !== undefined ? !moved.has(d) : insts.indexOf(d) < candidate.start;
  };
  // `before`, or made so by keeping a pure definition of the region before the branch (a constant
  // the select passes where `c` fails); `changed` then says the moved set shrank.
  let changed = false;
  const available = (v: ValueId): boolean => {
    if (before(v)) return true;
    const d = defOf(v);
    if (d === undefined || !index.has(d) || !stay(d)) return false;
    changed = true;
    return true;
  };
  const selectOnC = (id: InstId): boolean => {
    const inst = fn.inst(id);
    return inst.op === 'select' && inst.operands[0] === c;
  };
  const cDef = defOf(c);
  if (cDef !== undefined && !stay(cDef)) return undefined;
  // Lanes reaching block `d` have `c` true: a block on its dominator chain is entered only from a
  // `cond_br c` whose true edge it is (c, defined before that branch, still holds what it tested).
  let dom: Dominance | undefined;
  const onlyWhereC = (d: BlockId): boolean => {
    dom ??= computeDominance(fn);
    for (let x = d as number; x > 0; x = dom.idom[x] as number) {
      const preds = dom.preds[x] as readonly BlockId[];
      const term = preds.length === 1 ? fn.terminator(preds[0] as BlockId) : undefined;
      if (term?.op === 'cond_br' && term.operands[0] === c) {
        const [t, f] = term.targets as [Edge, Edge];
        if (t.block === x && f.block !== x) return true;
      }
      if (dom.idom[x] === x) break;
    }
    return false;
  };
  let exits: { replaced: ValueId; inside: ValueId; outside: ValueId | undefined; readersOnly?: true }[] = [];
  let readers: InstId[] = [];
  let zeros: ValueId[] = [];
  for (let settled = false; !settled; ) {
    settled = true;
    changed = false;
    exits = [];
    readers = [];
    zeros = [];
    for (let k = candidate.start; k <= candidate.end && settled; k++) {
      const id = insts[k] as InstId;
      if (!moved.has(id)) continue;
      const inst = fn.inst(id);
      const r = inst.result;
      if (r === undefined) continue;
      let own = false;
      let guarded = false;
      for (let u = rows.start[r] as number; u < (rows.start[r + 1] as number); u++) {
        const user = rows.users[u] as InstId;
        const reader = fn.inst(user);
        if (reader.block === -1 || moved.has(user)) continue;
        if (!index.has(user)) {
          // The select's own other arm where `c` fails.
          if (selectOnC(id) && available(inst.operands[2] as ValueId)) {
            own = true;
            continue;
          }
          // A select on `c` after the region in B: its other arm where `c` fails.
          if (
            reader.block === b &&
            selectOnC(user) &&
            reader.operands[1] === r &&
            reader.operands[2] !== r &&
            available(reader.operands[2] as ValueId)
          ) {
            if (!readers.includes(user)) readers.push(user);
            continue;
          }
          // A reader only lanes with `c` reach: any value where `c` fails (a zero).
          if (reader.block !== b && zeroable(fn.typeOf(r)) && onlyWhereC(reader.block as BlockId)) {
            guarded = true;
            continue;
          }
        }
        // A reader kept before the branch, or one that needs the value where `c` fails.
        if (!stay(id)) return undefined;
        settled = false;
        break;
      }
      if (changed) settled = false;
      if (!moved.has(id)) continue;
      if (own)
        exits.push({
          replaced: r,
          inside: inst.operands[1] as ValueId,
          outside: inst.operands[2] as ValueId,
        });
      else if (guarded) zeros.push(r);
    }
  }
  const arms = new Map<ValueId, ValueId>();
  for (const id of moved)
    if (selectOnC(id)) arms.set(fn.inst(id).result as ValueId, fn.inst(id).operands[1] as ValueId);
  for (const user of readers) {
    const reader = fn.inst(user);
    exits.push({
      replaced: reader.result as ValueId,
      inside: reader.operands[1] as ValueId,
      outside: reader.operands[2] as ValueId,
    });
  }
  // Readers only lanes with `c` reach: J's parameter gets a zero (made in rewrite) where `c` fails.
  for (const r of zeros) exits.push({ replaced: r, inside: r, outside: undefined, readersOnly: true });
  return { moved, arms, exits, readers };
}

/** Splits block `b` around the region of `plan`; returns J, which holds the rest of `b`. */
function rewrite(
  fn: IrFunction,
  b: BlockId,
  candidate: Candidate,
  plan: Plan,
  tables: { readonly rows: ReturnType<typeof userRows>; readonly uses: UseLists },
): BlockId {
  const { rows, uses } = tables;
  const insts = fn.block(b).insts;
  const inside = (v: ValueId): ValueId => {
    let x = v;
    for (let a = plan.arms.get(x); a !== undefined; a = plan.arms.get(x)) x = a;
    return x;
  };
  const then = fn.addBlock();
  const join = fn.addBlock(plan.exits.map((e) => fn.typeOf(e.replaced)));
  const head: InstId[] = insts.slice(0, candidate.start);
  const body: InstId[] = [];
  for (let k = candidate.start; k <= candidate.end; k++) {
    const id = insts[k] as InstId;
    const inst = fn.inst(id);
    if (!plan.moved.has(id)) head.push(id);
    else if (inst.result !== undefined && plan.arms.has(inst.result)) inst.block = -1;
    else {
      inst.operands = inst.operands.map(inside);
      inst.block = then;
      body.push(id);
    }
  }
  const rest = insts.slice(candidate.end + 1);
  for (const id of rest) fn.inst(id).block = join;
  fn.block(b).insts = head;
  fn.block(then).insts = body;
  fn.block(join).insts = rest;
  // Zeros for the readers only lanes with the condition reach, in the entry (every block reads it).
  const entry = fn.block(0 as BlockId).insts[0] as InstId;
  const outside = plan.exits.map(
    (e) => e.outside ?? insertBefore(fn, entry, (z) => z.const(fn.typeOf(e.replaced), 0)),
  );
  const builder = new Builder(fn);
  builder.at(b).condBr(candidate.cond, then, join, [], outside);
  builder.at(then).br(
    join,
    plan.exits.map((e) => inside(e.inside)),
  );
  const params = fn.block(join).params;
  plan.exits.forEach((e, k) => {
    const p = params[k] as ValueId;
    if (!e.readersOnly) {
      uses.replaceAllUses(e.replaced, p);
      return;
    }
    // Its readers after the join, which only lanes with the condition reach (planRegion).
    const r = e.replaced;
    for (let u = rows.start[r] as number; u < (rows.start[r + 1] as number); u++) {
      const reader = fn.inst(rows.users[u] as InstId);
      if (reader.block === -1 || reader.block === then) continue;
      reader.operands = reader.operands.map((v) => (v === r ? p : v));
      if (reader.targets.length > 0)
        reader.targets = reader.targets.map((t) => ({
          block: t.block,
          args: t.args.map((v) => (v === r ? p : v)),
        }));
    }
  });
  for (const user of plan.readers) fn.remove(user);
  return join;
}
