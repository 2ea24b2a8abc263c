/**
 * Small editing helpers the passes share: use counts, replacing every use of a value (by a scan, or
 * through use lists a pass keeps when it replaces many), inserting instructions before a given one
 * (built with the ordinary Builder, then moved into place), and rewriting an instruction in place
 * (same id and result value, so side tables stay valid).
 */
import { Builder } from '../ir/builder.js';
import {
  type BlockId,
  forEachUse,
  type Inst,
  type InstId,
  type IrFunction,
  userRows,
  type ValueId,
} from '../ir/function.js';
import { opInfo } from '../ir/ops.js';
import { InternalError } from '../util/errors.js';

/** Number of uses of every value (operands and branch arguments of attached instructions). */
export function useCounts(fn: IrFunction): Uint32Array {
  const counts = new Uint32Array(fn.values.length);
  forEachUse(fn, (v) => {
    counts[v]++;
  });
  return counts;
}

/** Replaces every use of `from` by `to` in one attached instruction. */
function replaceIn(inst: Inst, from: ValueId, to: ValueId): void {
  if (inst.operands.includes(from)) inst.operands = inst.operands.map((v) => (v === from ? to : v));
  if (inst.targets.some((e) => e.args.includes(from))) {
    inst.targets = inst.targets.map((e) => ({
      block: e.block,
      args: e.args.map((v) => (v === from ? to : v)),
    }));
  }
}

/**
 * Replaces every use of each key of `replacements` by its value, following chains (a replacement that
 * is itself replaced), in one scan of the function: for many replacements decided before any is made.
 */
export function replaceUses(fn: IrFunction, replacements: ReadonlyMap<ValueId, ValueId>): void {
  if (replacements.size === 0) return;
  const final = (v: ValueId): ValueId => {
    let to = v;
    for (let next = replacements.get(to); next !== undefined; next = replacements.get(to)) to = next;
    return to;
  };
  const insts = fn.insts;
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = insts[i] as Inst;
      if (inst.operands.some((v) => replacements.has(v))) inst.operands = inst.operands.map(final);
      if (inst.targets.some((e) => e.args.some((v) => replacements.has(v))))
        inst.targets = inst.targets.map((e) => ({ block: e.block, args: e.args.map(final) }));
    }
  }
}

/** Replaces every use of `from` by `to` (a scan of the function: for a pass that replaces rarely). */
export function replaceAllUses(fn: IrFunction, from: ValueId, to: ValueId): void {
  for (const block of fn.blocks) for (const i of block.insts) replaceIn(fn.inst(i), from, to);
}

/**
 * The instructions that use each value, for a pass that replaces many values: replacing visits only
 * the users, where {@link replaceAllUses} scans the whole function each time (quadratic over a pass).
 * Lists may hold stale entries (a user removed or rewritten since); replacing checks each one. A pass
 * that adds instructions registers them with {@link UseLists.add} so later replacements reach them.
 *
 * The users found at construction sit in one compressed table (rows start[v]..start[v + 1]), which
 * costs two typed arrays where a list per value cost tens of thousands of small arrays; users added
 * or moved later go to per-value overflow lists.
 */
export class UseLists {
  private readonly start: Uint32Array;
  private readonly users: Uint32Array;
  /** Values whose table row was handed over by a replacement (1 per value id of the table). */
  private readonly taken: Uint8Array;
  private readonly extra: (InstId[] | undefined)[] = [];

  constructor(private readonly fn: IrFunction) {
    const { start, users } = userRows(fn);
    this.start = start;
    this.users = users;
    this.taken = new Uint8Array(fn.values.length);
  }

  /** Registers the uses of instruction `id`. */
  add(id: InstId): void {
    const inst = this.fn.inst(id);
    for (const v of inst.operands) this.extraOf(v).push(id);
    for (const e of inst.targets) for (const v of e.args) this.extraOf(v).push(id);
  }

  /** Replaces every use of `from` by `to` in attached instructions, as {@link replaceAllUses} does. */
  replaceAllUses(from: ValueId, to: ValueId): void {
    if (from === to) return;
    const insts = this.fn.insts;
    let moved: InstId[] | undefined;
    const visit = (id: InstId): void => {
      const inst = insts[id] as Inst;
      if (inst.block === -1) return;
      replaceIn(inst, from, to);
      moved ??= this.extraOf(to);
      moved.push(id);
    };
    if (from < this.taken.length && !this.taken[from]) {
      this.taken[from] = 1;
      const end = this.start[from + 1] as number;
      for (let u = this.start[from] as number; u < end; u++) visit(this.users[u] as InstId);
    }
    const extra = this.extra[from];
    if (extra !== undefined) {
      this.extra[from] = undefined;
      for (const id of extra) visit(id);
    }
  }

  private extraOf(v: ValueId): InstId[] {
    let list = this.extra[v];
    if (list === undefined) {
      list = [];
      this.extra[v] = list;
    }
    return list;
  }
}

/**
 * Runs `build` with a builder whose new instructions end up right before `before` in its block;
 * returns what `build` returns.
 */
export function insertBefore<T>(fn: IrFunction, before: InstId, build: (b: Builder) => T): T {
  const block = fn.inst(before).block;
  if (block === -1) throw new InternalError('insertBefore a detached instruction');
  const list = fn.block(block).insts;
  const start = list.length;
  const result = build(new Builder(fn).at(block));
  const added = list.splice(start);
  list.splice(list.indexOf(before), 0, ...added);
  return result;
}

/**
 * Insertions before, and removals of, instructions of one block, applied to its list in one sweep:
 * {@link insertBefore} and `IrFunction.remove` each scan the block, which a pass making many edits in
 * a long block pays quadratically. Until {@link apply}, the block's list lacks the new instructions
 * and still holds the removed ones (detached: their `block` is -1).
 */
export class BlockEdits {
  private readonly inserted = new Map<InstId, InstId[]>();
  private readonly removed = new Set<InstId>();

  constructor(
    private readonly fn: IrFunction,
    private readonly block: BlockId,
  ) {}

  /** {@link insertBefore}, deferred: `before` must be an instruction of this block. */
  insertBefore<T>(before: InstId, build: (b: Builder) => T): T {
    const list = this.fn.block(this.block).insts;
    const start = list.length;
    const result = build(new Builder(this.fn).at(this.block));
    const added = list.splice(start);
    const known = this.inserted.get(before);
    if (known) known.push(...added);
    else this.inserted.set(before, added);
    return result;
  }

  /** Detaches instruction `id` of this block. */
  remove(id: InstId): void {
    this.removed.add(id);
    this.fn.inst(id).block = -1;
  }

  /** Puts every insertion and removal into the block's list. */
  apply(): void {
    if (this.inserted.size === 0 && this.removed.size === 0) return;
    const block = this.fn.block(this.block);
    const list: InstId[] = [];
    for (const id of block.insts) {
      const added = this.inserted.get(id);
      if (added) list.push(...added);
      if (!this.removed.has(id)) list.push(id);
    }
    block.insts = list;
    this.inserted.clear();
    this.removed.clear();
  }
}

/** Replaces instruction `id` by `inst` (keeping its id, block and result). */
export function rewriteInst(fn: IrFunction, id: InstId, inst: Omit<Inst, 'block' | 'result' | 'info'>): void {
  const old = fn.inst(id);
  // Every field in the builder's order (ir/builder.ts): one object shape for every instruction keeps
  // the passes' reads of instruction fields monomorphic. The op's entry follows the op (a spread of
  // another instruction may bring its old one).
  fn.insts[id] = {
    op: inst.op,
    info: opInfo(inst.op),
    type: inst.type,
    operands: inst.operands,
    imms: inst.imms,
    constant: inst.constant,
    targets: inst.targets,
    result: old.result,
    block: old.block,
    pc: inst.pc,
  };
}
