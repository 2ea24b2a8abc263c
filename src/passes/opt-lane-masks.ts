/**
 * Per-lane form of lane masks, by how they are consumed: a mask read only as "this invocation's lane
 * bit" needs no ballot. Every `(mask >> lane) & 1 != 0` whose lane is the invocation's own (the
 * translator's `urem(local_invocation_index, wave)`) becomes the bit computed per lane through the
 * mask's definition: `ballot(c)` gives `c` (the invocation took part in the ballot: wave operations
 * sit in wave-uniform code), `and/or/xor`, `not` and `select` act bit by bit, the halves of a wave64 mask
 * (`trunc`, `join`) select the same bit, and a block parameter gets an i1 companion parameter fed by
 * the bits of its arguments. Anything else (a mask loaded from memory, shifted, counted) keeps the
 * extraction. A whole test `m == 0` / `m != 0` (the guest's EXEC and VCC branches) of a mask made
 * that way from ballots becomes the same test of one ballot of m's per-lane bit, where m can hold
 * bits of existing lanes only (a lane outside the workgroup has no invocation to give its bit).
 * Ballots left without uses are then dead (DCE), so code whose masks are only EXEC and compare
 * results read per lane needs no subgroup operation, and a divergent loop one ballot per iteration
 * (issue: per-lane form by proof).
 *
 * Needs SSA registers (promote-vars). Each lane bit is built right after the value it reads, so it is
 * available wherever the value is; new code is placed and uses are redirected in one sweep per block.
 */
import { Builder } from '../ir/builder.js';
import type { BlockId, Edge, Inst, InstId, IrFunction, ValueId } from '../ir/function.js';
import { BUILTINS, ICMP, IUNARY } from '../ir/ops.js';
import { I1, I32, I64, type TypeId } from '../ir/types.js';
import type { Pass } from './manager.js';

const LOCAL_INDEX = BUILTINS.indexOf('local_invocation_index');

/** Rewrites lane-bit reads of masks to per-lane bits; returns whether it changed `fn`. */
export function optLaneMasks(fn: IrFunction): boolean {
  const bits = new Map<ValueId, ValueId>();
  const replace = new Map<ValueId, ValueId>();
  const defOf = (v: ValueId): Inst | undefined => {
    const def = fn.value(v).def;
    return def.kind === 'inst' ? fn.inst(def.inst) : undefined;
  };
  const constOf = (v: ValueId): bigint | undefined => {
    const inst = defOf(v);
    return inst?.op === 'const' ? inst.constant : undefined;
  };
  /**
   * This invocation's lane in its wave when `v` is it (possibly zero-extended): the `urem` of the
   * translator's entry block, which dominates every use.
   */
  const ownLane = (v: ValueId, wave: number): ValueId | undefined => {
    let lane = v;
    let inst = defOf(lane);
    if (inst?.op === 'zext') {
      lane = inst.operands[0] as ValueId;
      inst = defOf(lane);
    }
    if (inst?.op !== 'urem' || constOf(inst.operands[1] as ValueId) !== BigInt(wave)) return undefined;
    const index = defOf(inst.operands[0] as ValueId);
    return index?.op === 'builtin' && index.imms[0] === LOCAL_INDEX ? lane : undefined;
  };
  /** The source mask of `x` when `x` is trunc(m) or trunc(lshr(m, 32)) of an i64 `m`. */
  const halfOf = (x: ValueId): { mask: ValueId; high: boolean } | undefined => {
    const t = defOf(x);
    if (t?.op !== 'trunc' || fn.typeOf(t.operands[0] as ValueId) !== I64) return undefined;
    const inner = t.operands[0] as ValueId;
    const shift = defOf(inner);
    if (shift?.op === 'lshr' && constOf(shift.operands[1] as ValueId) === 32n)
      return { mask: shift.operands[0] as ValueId, high: true };
    return { mask: inner, high: false };
  };
  /** For `or(zext lo, shl(zext hi, 32))` of the halves of one mask: that mask. */
  const joinedMask = (inst: Inst | undefined): ValueId | undefined => {
    if (inst?.op !== 'or' || inst.type !== I64) return undefined;
    const lo = defOf(inst.operands[0] as ValueId);
    const shl = defOf(inst.operands[1] as ValueId);
    if (lo?.op !== 'zext' || shl?.op !== 'shl' || constOf(shl.operands[1] as ValueId) !== 32n)
      return undefined;
    const hi = defOf(shl.operands[0] as ValueId);
    if (hi?.op !== 'zext') return undefined;
    const a = halfOf(lo.operands[0] as ValueId);
    const b = halfOf(hi.operands[0] as ValueId);
    return a && b && !a.high && b.high && a.mask === b.mask ? a.mask : undefined;
  };

  /**
   * Code made right after a value's definition waits here by anchor (the defining instruction, or
   * BLOCK_START for a parameter, BLOCK_END in the entry) and is put in place by one rebuild of each
   * block at the end: inserting as it is made would scan and splice the block per lane-bit read.
   */
  const pending = new Map<BlockId, Map<InstId | Anchor, InstId[]>>();
  const after = <T>(v: ValueId, build: (b: Builder) => T): T => {
    const def = fn.value(v).def;
    const block = def.kind === 'param' ? def.block : (fn.inst(def.inst).block as BlockId);
    // In the entry, after everything: the lane itself is defined there, maybe after the value.
    const anchor: InstId | Anchor = def.kind === 'param' ? BLOCK_START : block === 0 ? BLOCK_END : def.inst;
    const insts = fn.block(block).insts;
    const start = insts.length;
    const result = build(new Builder(fn).at(block));
    const made = insts.splice(start);
    const byAnchor = pending.get(block) ?? new Map<InstId | Anchor, InstId[]>();
    pending.set(block, byAnchor);
    const list = byAnchor.get(anchor);
    if (list) list.push(...made);
    else byAnchor.set(anchor, made);
    return result;
  };

  /** This lane's bit of mask `m` (i32 or i64), made available right after `m`. */
  const bitOf = (m: ValueId, lane: ValueId): ValueId => {
    const known = bits.get(m);
    if (known !== undefined) return known;
    const inst = defOf(m);
    const def = fn.value(m).def;
    let bit: ValueId | undefined;
    if (def.kind === 'param') {
      bit = paramBit(m, def.block, def.index, lane);
    } else if (inst?.op === 'ballot') {
      bit = inst.operands[0] as ValueId;
    } else if (inst?.op === 'trunc' && fn.typeOf(inst.operands[0] as ValueId) === I64 && inst.type === I32) {
      // wave32: the i32 mask is the low half of the ballot's i64.
      bit = bitOf(inst.operands[0] as ValueId, lane);
    } else if (joinedMask(inst) !== undefined) {
      bit = bitOf(joinedMask(inst) as ValueId, lane);
    } else if (inst && (inst.op === 'and' || inst.op === 'or' || inst.op === 'xor')) {
      const a = bitOf(inst.operands[0] as ValueId, lane);
      const b = bitOf(inst.operands[1] as ValueId, lane);
      bit = after(m, (bb) => bb.value(inst.op as 'and' | 'or' | 'xor', I1, a, b));
    } else if (inst?.op === 'iunary' && IUNARY[inst.imms[0] as number] === 'not') {
      const a = bitOf(inst.operands[0] as ValueId, lane);
      bit = after(m, (bb) => bb.value('xor', I1, a, bb.const(I1, 1)));
    } else if (inst?.op === 'select' && fn.typeOf(inst.operands[0] as ValueId) === I1) {
      const a = bitOf(inst.operands[1] as ValueId, lane);
      const b = bitOf(inst.operands[2] as ValueId, lane);
      bit = after(m, (bb) => bb.value('select', I1, inst.operands[0] as ValueId, a, b));
    }
    bit ??= after(m, (bb) => extract(bb, m, fn.typeOf(m), lane));
    // A loop may have reached `m` again through a parameter while its operands were computed.
    const first = bits.get(m);
    if (first !== undefined) return first;
    bits.set(m, bit);
    return bit;
  };

  /** The edges into each block (terminator and target index), made once: parameters only add args. */
  let incoming: Map<BlockId, { term: Inst; k: number }[]> | undefined;
  const incomingEdges = (): Map<BlockId, { term: Inst; k: number }[]> => {
    if (incoming) return incoming;
    const map = new Map<BlockId, { term: Inst; k: number }[]>();
    for (const b of fn.blocks.keys()) {
      const term = fn.terminator(b as BlockId);
      term?.targets.forEach((e, k) => {
        const list = map.get(e.block) ?? [];
        list.push({ term, k });
        map.set(e.block, list);
      });
    }
    incoming = map;
    return map;
  };

  /** The i1 companion parameter of mask parameter `m`, fed by its arguments' bits. */
  const paramBit = (m: ValueId, block: BlockId, index: number, lane: ValueId): ValueId => {
    const params = fn.block(block).params;
    const slot = params.length;
    const bit = fn.newValue(I1, { kind: 'param', block, index: slot });
    params.push(bit);
    bits.set(m, bit);
    // Every edge gets its slot first (the companion itself as a placeholder), so companions made
    // while computing the arguments take the next slots on every edge alike.
    const edges = incomingEdges().get(block) ?? [];
    for (const { term, k } of edges) {
      const e = term.targets[k] as Edge;
      term.targets[k] = { block, args: [...e.args, bit] };
    }
    for (const { term, k } of edges) {
      const value = bitOf((term.targets[k] as Edge).args[index] as ValueId, lane);
      const e = term.targets[k] as Edge;
      term.targets[k] = { block, args: e.args.map((a, j) => (j === slot ? value : a)) };
    }
    return bit;
  };

  /**
   * Whether mask `m` can have a bit set only for a lane of the wave that exists (a ballot's bits):
   * the ballot of its per-lane bits is then `m` itself. Parameters are assumed to while their
   * arguments are checked (a loop's masks).
   */
  const withinMemo = new Map<ValueId, boolean>();
  const within = (m: ValueId): boolean => {
    const known = withinMemo.get(m);
    if (known !== undefined) return known;
    withinMemo.set(m, true);
    const def = fn.value(m).def;
    const inst = defOf(m);
    let result = false;
    if (def.kind === 'param') {
      const edges = incomingEdges().get(def.block) ?? [];
      result = edges.every(({ term, k }) => within((term.targets[k] as Edge).args[def.index] as ValueId));
    } else if (inst?.op === 'ballot') result = true;
    else if (inst?.op === 'trunc' && fn.typeOf(inst.operands[0] as ValueId) === I64) {
      result = within(inst.operands[0] as ValueId);
    } else if (inst?.op === 'and') {
      result = within(inst.operands[0] as ValueId) || within(inst.operands[1] as ValueId);
    } else if (inst?.op === 'or' || inst?.op === 'xor') {
      result = within(inst.operands[0] as ValueId) && within(inst.operands[1] as ValueId);
    } else if (inst?.op === 'select' && fn.typeOf(inst.operands[0] as ValueId) === I1) {
      result = within(inst.operands[1] as ValueId) && within(inst.operands[2] as ValueId);
    }
    withinMemo.set(m, result);
    return result;
  };

  /** The invocation's own lane in a wave of 32 and of 64 lanes, when the function computes it. */
  const lanes = (): ReadonlyMap<number, ValueId> => {
    const out = new Map<number, ValueId>();
    for (const id of fn.block(0 as BlockId).insts) {
      const result = fn.inst(id).result;
      if (result === undefined) continue;
      for (const wave of [32, 64]) if (ownLane(result, wave) === result) out.set(wave, result);
    }
    return out;
  };

  /**
   * A whole-wave test of a mask made from ballots bit by bit (`m == 0`, `m != 0`: how the guest's
   * EXEC and VCC branches read EXEC and VCC) becomes the same test of one ballot of the mask's
   * per-lane bit, when `m` holds bits of existing lanes only (within): the ballots it was made from
   * are then left with per-lane readers (a divergent loop's if/else and exit masks, one ballot per
   * iteration instead of one per mask).
   */
  const wholeWaveTests = (lane: ReadonlyMap<number, ValueId>): boolean => {
    let any = false;
    for (const block of fn.blocks.keys()) {
      if (block === 0) continue; // the launch block: its pending code goes at its end
      for (const id of [...fn.block(block as BlockId).insts]) {
        const inst = fn.inst(id);
        if (inst.op !== 'icmp' || inst.result === undefined) continue;
        const pred = ICMP[inst.imms[0] as number];
        if ((pred !== 'eq' && pred !== 'ne') || constOf(inst.operands[1] as ValueId) !== 0n) continue;
        const m = inst.operands[0] as ValueId;
        const type = fn.typeOf(m);
        const own = lane.get(type === I64 ? 64 : 32);
        const op = defOf(m)?.op;
        if (own === undefined || (type !== I32 && type !== I64)) continue;
        if ((op !== 'and' && op !== 'or' && op !== 'xor' && op !== 'select') || !within(m)) continue;
        const bit = bitOf(m, own);
        const list = fn.block(block as BlockId).insts;
        const at = list.indexOf(id);
        const anchor: InstId | Anchor = at === 0 ? BLOCK_START : (list[at - 1] as InstId);
        const b = new Builder(fn).at(block as BlockId);
        const start = list.length;
        const ballot = b.value('ballot', I64, bit);
        const whole = type === I64 ? ballot : b.value('trunc', I32, ballot);
        const made = list.splice(start);
        const byAnchor = pending.get(block as BlockId) ?? new Map<InstId | Anchor, InstId[]>();
        pending.set(block as BlockId, byAnchor);
        byAnchor.set(anchor, [...(byAnchor.get(anchor) ?? []), ...made]);
        inst.operands = [whole, inst.operands[1] as ValueId];
        any = true;
      }
    }
    return any;
  };

  let changed = false;
  for (const block of fn.blocks.keys()) {
    for (const id of [...fn.block(block as BlockId).insts]) {
      const inst = fn.inst(id);
      if (inst.op !== 'icmp' || inst.result === undefined) continue;
      const read = laneBitRead(fn, id, defOf, constOf);
      if (!read) continue;
      const lane = ownLane(read.lane, fn.typeOf(read.mask) === I64 ? 64 : 32);
      if (lane === undefined) continue;
      replace.set(inst.result, bitOf(read.mask, lane));
      changed = true;
    }
  }
  changed = wholeWaveTests(lanes()) || changed;
  if (!changed) return false;
  for (const [block, byAnchor] of pending) placePending(fn, block, byAnchor);
  for (const block of fn.blocks)
    for (const i of block.insts) {
      const inst = fn.inst(i);
      if (inst.operands.some((v) => replace.has(v)))
        inst.operands = inst.operands.map((v) => replace.get(v) ?? v);
      if (inst.targets.some((e) => e.args.some((v) => replace.has(v))))
        inst.targets = inst.targets.map((e) => ({
          block: e.block,
          args: e.args.map((v) => replace.get(v) ?? v),
        }));
    }
  return true;
}

/** Where pending code goes when it follows no instruction: a block's start or (entry) its end. */
type Anchor = -1 | -2;
const BLOCK_START: Anchor = -1;
const BLOCK_END: Anchor = -2;

/** Rebuilds `block`'s instruction list with the pending code after its anchors (nested in order). */
function placePending(
  fn: IrFunction,
  block: BlockId,
  byAnchor: ReadonlyMap<InstId | Anchor, InstId[]>,
): void {
  const out: InstId[] = [];
  const emit = (id: InstId): void => {
    out.push(id);
    for (const next of byAnchor.get(id) ?? []) emit(next);
  };
  for (const id of byAnchor.get(BLOCK_START) ?? []) emit(id);
  const insts = fn.block(block).insts;
  insts.forEach((id, k) => {
    if (k === insts.length - 1) for (const next of byAnchor.get(BLOCK_END) ?? []) emit(next);
    emit(id);
  });
  fn.block(block).insts = out;
}

/** `(mask >> lane) & 1 != 0` at instruction `id`: the mask and the shift amount. */
function laneBitRead(
  fn: IrFunction,
  id: InstId,
  defOf: (v: ValueId) => Inst | undefined,
  constOf: (v: ValueId) => bigint | undefined,
): { mask: ValueId; lane: ValueId } | undefined {
  const cmp = fn.inst(id);
  if (!isNe(cmp) || constOf(cmp.operands[1] as ValueId) !== 0n) return undefined;
  const and = defOf(cmp.operands[0] as ValueId);
  if (and?.op !== 'and' || constOf(and.operands[1] as ValueId) !== 1n) return undefined;
  const shift = defOf(and.operands[0] as ValueId);
  if (shift?.op !== 'lshr') return undefined;
  return { mask: shift.operands[0] as ValueId, lane: shift.operands[1] as ValueId };
}

/** Whether `inst` is `icmp.ne` (its first immediate indexes the predicates). */
function isNe(inst: Inst): boolean {
  return inst.op === 'icmp' && ICMP[inst.imms[0] as number] === 'ne';
}

/** `(m >> lane) & 1 != 0` for mask `m` of `type`. */
function extract(b: Builder, m: ValueId, type: TypeId, lane: ValueId): ValueId {
  const shift = type === I64 && b.fn.typeOf(lane) !== I64 ? b.value('zext', I64, lane) : lane;
  const bit = b.value('and', type, b.value('lshr', type, m, shift), b.const(type, 1));
  return b.value('icmp.ne', I1, bit, b.const(type, 0));
}

/** The pass: lane masks read per lane. */
export const LANE_MASKS: Pass = { name: 'lane-masks', run: optLaneMasks };
