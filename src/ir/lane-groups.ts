/**
 * Which aligned group of lanes a per-lane lane index stays in: the smallest power of two G such that
 * lane index `src` lies, in every lane, in the reading lane's group of G lanes (src / G = lane / G).
 * DPP's row and quad patterns, ds_swizzle and permlanex16 build their sources from the lane id this
 * way: and, or and xor of the lane and constants, bit by bit (quad and row bases, ds_swizzle's
 * bitmask mode, permlanex16's other half); such a base plus an offset below the bits its mask
 * cleared; a select of two such sources; and a shift of the lane that the select's condition keeps
 * inside its row (DPP's row shifts: `lane - n` where `lane % 16 >= n`, checked for every place in
 * the row). A host subgroup
 * that holds such a group (guest waves filling consecutive host subgroups) can read the source
 * itself, with no exchange through workgroup memory (passes/lower-wave-ops.ts).
 *
 * Only shapes are read, so the answer is sound for any values: the lane id is the local invocation
 * index modulo the wave (or the index itself in a one-wave workgroup), a bit is the lane's only where
 * every operand's is or a constant decides it, and an offset's largest value (ir/known-zeros.ts, or a
 * constant minus a value it bounds) is below the bits the mask cleared.
 */
import { compare } from './constant-facts.js';
import { definingInst, type IrFunction, literalOf, type ValueId } from './function.js';
import type { KnownZeros } from './known-zeros.js';
import { BUILTINS, ICMP } from './ops.js';

const LOCAL_INDEX = BUILTINS.indexOf('local_invocation_index');

/** What the group analysis needs to know of the launch. */
export interface LaneShape {
  readonly waveSize: number;
  /** Invocations per workgroup (a one-wave workgroup's index is its lane). */
  readonly invocations: number;
}

/** Whether `v` is the lane id within the wave. */
function isLaneId(fn: IrFunction, v: ValueId, shape: LaneShape): boolean {
  const inst = definingInst(fn, v);
  if (inst === undefined) return false;
  const isIndex = (x: ValueId): boolean => {
    const d = definingInst(fn, x);
    return d?.op === 'builtin' && d.imms[0] === LOCAL_INDEX;
  };
  if (inst.op === 'builtin') return inst.imms[0] === LOCAL_INDEX && shape.invocations <= shape.waveSize;
  const [a, b] = inst.operands as [ValueId, ValueId];
  if (inst.op === 'urem') return isIndex(a) && literalOf(fn, b) === BigInt(shape.waveSize);
  if (inst.op === 'and')
    return (
      (isIndex(a) && literalOf(fn, b) === BigInt(shape.waveSize - 1)) ||
      (isIndex(b) && literalOf(fn, a) === BigInt(shape.waveSize - 1))
    );
  return false;
}

/** The largest value of `v` (unsigned), from its known zeros or as a constant minus a value it bounds. */
function largest(fn: IrFunction, v: ValueId, zeros: KnownZeros): bigint {
  let max = zeros.max(v);
  const inst = definingInst(fn, v);
  if (inst?.op === 'isub') {
    const c = literalOf(fn, inst.operands[0] as ValueId);
    if (c !== undefined && zeros.max(inst.operands[1] as ValueId) <= c && c < max) max = c;
  }
  return max;
}

/** The group size kept by `and(x, mask)`, or undefined where the mask drops a bit above it. */
function maskGroup(mask: bigint, waveSize: number): number | undefined {
  const laneBits = BigInt(waveSize - 1);
  const kept = mask & laneBits;
  const group = kept === 0n ? BigInt(waveSize) : kept & -kept;
  return kept === (laneBits & ~(group - 1n)) ? Number(group) : undefined;
}

/** `v` as `and(x, constant)`, either operand order. */
function andWithConstant(fn: IrFunction, v: ValueId): { x: ValueId; mask: bigint } | undefined {
  const inst = definingInst(fn, v);
  if (inst?.op !== 'and') return undefined;
  const [a, b] = inst.operands as [ValueId, ValueId];
  const mb = literalOf(fn, b);
  if (mb !== undefined) return { x: a, mask: mb };
  const ma = literalOf(fn, a);
  return ma === undefined ? undefined : { x: b, mask: ma };
}

/** What is known of each of a value's 32 bits: equal to the lane id's bit, 0, or 1 (masks). */
interface LaneBits {
  readonly same: bigint;
  readonly zero: bigint;
  readonly one: bigint;
}

const ALL = 0xffffffffn;

/**
 * The bits of `v`, a bitwise combination (and, or, xor) of the lane id and constants: ds_swizzle's
 * bitmask mode (`((lane & and) | or) ^ xor` within 32 lanes, the lane's bits above kept). A bit known
 * 0 where the lane's is (at and above log2 of the wave) is the lane's too.
 */
function laneBits(fn: IrFunction, v: ValueId, shape: LaneShape, depth = 0): LaneBits | undefined {
  const above = ALL & ~BigInt(shape.waveSize - 1);
  const c = literalOf(fn, v);
  if (c !== undefined) {
    const one = c & ALL;
    return { same: above & ~one, zero: ALL & ~one, one };
  }
  if (isLaneId(fn, v, shape)) return { same: ALL, zero: above, one: 0n };
  const inst = definingInst(fn, v);
  if (inst === undefined || depth > 8 || (inst.op !== 'and' && inst.op !== 'or' && inst.op !== 'xor'))
    return undefined;
  const x = laneBits(fn, inst.operands[0] as ValueId, shape, depth + 1);
  const y = x && laneBits(fn, inst.operands[1] as ValueId, shape, depth + 1);
  if (x === undefined || y === undefined) return undefined;
  let r: { same: bigint; zero: bigint; one: bigint };
  if (inst.op === 'and') {
    r = {
      zero: x.zero | y.zero,
      one: x.one & y.one,
      same: (x.same & y.same) | (x.same & y.one) | (y.same & x.one),
    };
  } else if (inst.op === 'or') {
    r = {
      zero: x.zero & y.zero,
      one: x.one | y.one,
      same: (x.same & y.same) | (x.same & y.zero) | (y.same & x.zero),
    };
  } else {
    r = {
      zero: (x.zero & y.zero) | (x.one & y.one),
      one: (x.one & y.zero) | (x.zero & y.one),
      same: (x.same & y.zero) | (y.same & x.zero),
    };
  }
  return { ...r, same: r.same | (r.zero & above) };
}

/** The group of a bitwise combination of the lane and constants: its bits from log2 G up are the lane's. */
function bitwiseGroup(fn: IrFunction, v: ValueId, shape: LaneShape): number | undefined {
  const bits = laneBits(fn, v, shape);
  if (bits === undefined) return undefined;
  const differ = ALL & ~bits.same;
  const group = differ === 0n ? 1 : 2 ** differ.toString(2).length;
  return group <= shape.waveSize ? group : undefined;
}

const max = (a: number | undefined, b: number | undefined): number | undefined =>
  a === undefined || b === undefined ? undefined : Math.max(a, b);

/**
 * The group of a select arm `lane + delta` (an `iadd`/`isub` of the lane and a constant) where the
 * select's condition `cond` (taken as `holds`) compares the lane within an aligned group of G with a
 * constant: G when every lane position the condition lets through stays in its group (DPP's row
 * shifts: `lane - n` where `lane % 16 >= n`).
 */
function guardedShift(
  fn: IrFunction,
  arm: ValueId,
  cond: ValueId,
  holds: boolean,
  shape: LaneShape,
): number | undefined {
  const shift = definingInst(fn, arm);
  if (shift?.op !== 'iadd' && shift?.op !== 'isub') return undefined;
  const [a, b] = shift.operands as [ValueId, ValueId];
  const k = literalOf(fn, b) ?? (shift.op === 'iadd' ? literalOf(fn, a) : undefined);
  const lane = literalOf(fn, b) !== undefined ? a : b;
  if (k === undefined || !isLaneId(fn, lane, shape)) return undefined;
  const delta = shift.op === 'iadd' ? Number(BigInt.asIntN(32, k)) : -Number(BigInt.asIntN(32, k));
  const test = definingInst(fn, cond);
  if (test?.op !== 'icmp') return undefined;
  const pred = ICMP[test.imms[0] as number] as string;
  const [p, q] = test.operands as [ValueId, ValueId];
  for (const [within, bound, laneFirst] of [
    [p, q, true],
    [q, p, false],
  ] as const) {
    const c = literalOf(fn, bound);
    const masked = andWithConstant(fn, within);
    if (c === undefined || masked === undefined || !isLaneId(fn, masked.x, shape)) continue;
    const group = masked.mask + 1n;
    if ((group & (group - 1n)) !== 0n || group > BigInt(shape.waveSize)) continue;
    const g = Number(group);
    let inside = true;
    for (let r = 0; r < g && inside; r++) {
      const at = BigInt(r);
      const taken = (laneFirst ? compare(pred, at, c, 32) : compare(pred, c, at, 32)) === holds;
      if (taken && (r + delta < 0 || r + delta >= g)) inside = false;
    }
    if (inside) return g;
  }
  return undefined;
}

/** The smallest aligned lane group `src` provably stays in (see the module comment), or undefined. */
export function laneGroupOf(
  fn: IrFunction,
  src: ValueId,
  shape: LaneShape,
  zeros: KnownZeros,
  depth = 0,
): number | undefined {
  if (isLaneId(fn, src, shape)) return 1;
  const inst = definingInst(fn, src);
  if (inst === undefined || depth > 8) return undefined;
  const group = (v: ValueId): number | undefined => laneGroupOf(fn, v, shape, zeros, depth + 1);
  const bitwise = bitwiseGroup(fn, src, shape);
  if (bitwise !== undefined) return bitwise;
  switch (inst.op) {
    case 'iadd':
    case 'or': {
      const [a, b] = inst.operands as [ValueId, ValueId];
      // A base whose low bits a mask cleared, plus an offset below them: no carry leaves the group.
      for (const [base, offset] of [
        [a, b],
        [b, a],
      ] as const) {
        const masked = andWithConstant(fn, base);
        const low = masked && maskGroup(masked.mask, shape.waveSize);
        if (low === undefined || largest(fn, offset, zeros) >= BigInt(low)) continue;
        const g = group(base);
        if (g !== undefined) return g;
      }
      return undefined;
    }
    case 'select': {
      const [cond, x, y] = inst.operands as [ValueId, ValueId, ValueId];
      const arm = (v: ValueId, holds: boolean): number | undefined =>
        group(v) ?? guardedShift(fn, v, cond, holds, shape);
      return max(arm(x, true), arm(y, false));
    }
    default:
      return undefined;
  }
}
