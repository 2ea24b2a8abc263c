/**
 * Which aligned group of lanes a per-lane lane index stays in: the smallest power of two G such that
 * lane index `src` lies, in every lane, in the reading lane's group of G lanes (src / G = lane / G).
 * DPP's row and quad patterns and ds_swizzle build their sources from the lane id this way: the lane's
 * high bits kept by a mask, plus a small offset, or the lane xor a small constant. A host subgroup
 * that holds such a group (guest waves filling consecutive host subgroups) can read the source
 * itself, with no exchange through workgroup memory (passes/lower-wave-ops.ts).
 *
 * Only shapes are read, so the answer is sound for any values: the lane id is the local invocation
 * index modulo the wave (or the index itself in a one-wave workgroup), a mask keeps every lane bit
 * from log2 G up, and the offset's largest value (ir/known-zeros.ts, or a constant minus a value it
 * bounds) is below G.
 */
import { definingInst, type IrFunction, literalOf, type ValueId } from './function.js';
import type { KnownZeros } from './known-zeros.js';
import { BUILTINS } from './ops.js';

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

/** The group size kept by `and(lane, mask)`, or undefined where the mask drops a bit above it. */
function maskGroup(mask: bigint, waveSize: number): number | undefined {
  const laneBits = BigInt(waveSize - 1);
  const kept = mask & laneBits;
  const group = kept === 0n ? BigInt(waveSize) : kept & -kept;
  return kept === (laneBits & ~(group - 1n)) ? Number(group) : undefined;
}

/** The lane group `and(lane, mask)` of `v` keeps, if `v` is one. */
function maskedLane(fn: IrFunction, v: ValueId, shape: LaneShape): number | undefined {
  const inst = definingInst(fn, v);
  if (inst?.op !== 'and') return undefined;
  const [a, b] = inst.operands as [ValueId, ValueId];
  for (const [lane, mask] of [
    [a, b],
    [b, a],
  ] as const) {
    const m = literalOf(fn, mask);
    if (m !== undefined && isLaneId(fn, lane, shape)) return maskGroup(m, shape.waveSize);
  }
  return undefined;
}

/** The smallest aligned lane group `src` provably stays in (see the module comment), or undefined. */
export function laneGroupOf(
  fn: IrFunction,
  src: ValueId,
  shape: LaneShape,
  zeros: KnownZeros,
): number | undefined {
  if (isLaneId(fn, src, shape)) return 1;
  const masked = maskedLane(fn, src, shape);
  if (masked !== undefined) return masked;
  const inst = definingInst(fn, src);
  if (inst === undefined) return undefined;
  const [a, b] = inst.operands as [ValueId, ValueId];
  if (inst.op === 'and') {
    // The shuffle's own wrap to the wave (src & (wave - 1)) keeps a group it holds.
    const m = literalOf(fn, b) ?? literalOf(fn, a);
    const x = literalOf(fn, b) !== undefined ? a : b;
    if (m === BigInt(shape.waveSize - 1)) return laneGroupOf(fn, x, shape, zeros);
    return undefined;
  }
  if (inst.op === 'xor') {
    for (const [lane, k] of [
      [a, b],
      [b, a],
    ] as const) {
      const c = literalOf(fn, k);
      if (c === undefined || !isLaneId(fn, lane, shape)) continue;
      let group = 1n;
      while (group <= c) group <<= 1n;
      return group <= BigInt(shape.waveSize) ? Number(group) : undefined;
    }
    return undefined;
  }
  if (inst.op === 'iadd' || inst.op === 'or') {
    for (const [base, offset] of [
      [a, b],
      [b, a],
    ] as const) {
      const group = maskedLane(fn, base, shape);
      if (group !== undefined && largest(fn, offset, zeros) < BigInt(group)) return group;
    }
  }
  return undefined;
}
