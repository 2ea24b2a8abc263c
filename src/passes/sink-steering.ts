/**
 * How an access made only on some lanes reaches memory without a branch: the translation steers the
 * other lanes to a sink whose contents no access reads (translate/rules/memory-common.ts, ds.ts). A
 * guest address is `select (c, address, sink_address)` below the address arithmetic; a workgroup
 * word is `access (g, select (c, i, count - 1))` of a global whose last word is the sink
 * (GlobalVar.sinkLast). Lane demand, the lane footprints and the lane branches read the same shapes.
 */
import {
  definingInst,
  type GlobalVar,
  type Inst,
  type IrFunction,
  literalOf,
  type ValueId,
} from '../ir/function.js';

/**
 * The condition `c` where pointer `p` is `select (c, address, sink_address)` seen through the address
 * arithmetic the translator builds on it (a guest address mask, byte and dword offsets): where `c`
 * fails, the access goes to the sink (ir/ops.ts).
 */
export function sinkCondition(fn: IrFunction, p: ValueId): ValueId | undefined {
  for (let v = p, depth = 0; depth < 8; depth++) {
    const inst = definingInst(fn, v);
    if (inst === undefined) return undefined;
    switch (inst.op) {
      case 'ptr_from_addr':
      case 'ptr_from_aligned_addr':
      case 'access':
        v = inst.operands[0] as ValueId;
        break;
      case 'and':
      case 'iadd': {
        const [x, y] = inst.operands as [ValueId, ValueId];
        if (definingInst(fn, y)?.op === 'const') v = x;
        else if (definingInst(fn, x)?.op === 'const') v = y;
        else return undefined;
        break;
      }
      case 'select':
        return definingInst(fn, inst.operands[2] as ValueId)?.op === 'sink_address'
          ? (inst.operands[0] as ValueId)
          : undefined;
      default:
        return undefined;
    }
  }
  return undefined;
}

/**
 * The live condition and live index of `index`, an index into workgroup global `g`, where it is
 * `select (c, i, count - 1)` of a global whose last word is the sink.
 */
export function sinkWordSelect(
  fn: IrFunction,
  g: GlobalVar,
  index: ValueId,
): { readonly cond: ValueId; readonly index: ValueId } | undefined {
  if (!g.sinkLast || g.count === undefined) return undefined;
  const select = definingInst(fn, index);
  if (select?.op !== 'select' || literalOf(fn, select.operands[2] as ValueId) !== BigInt(g.count - 1))
    return undefined;
  return { cond: select.operands[0] as ValueId, index: select.operands[1] as ValueId };
}

/** The condition where the access through `pointer` is made, the sink taking it elsewhere, if any. */
export function steeringCondition(
  fn: IrFunction,
  globals: readonly GlobalVar[],
  pointer: ValueId,
): ValueId | undefined {
  const physical = sinkCondition(fn, pointer);
  if (physical !== undefined) return physical;
  const access: Inst | undefined = definingInst(fn, pointer);
  if (access?.op !== 'access' || access.operands.length !== 2) return undefined;
  const base = definingInst(fn, access.operands[0] as ValueId);
  const g = base?.op === 'global' ? globals[base.imms[0] as number] : undefined;
  return g && sinkWordSelect(fn, g, access.operands[1] as ValueId)?.cond;
}
