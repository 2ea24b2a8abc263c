/**
 * Denormal flushes of values that are never denormal, dropped. Where MODE flushes denormals the
 * translator flushes every float operand and result on its bits (rules/valu-fp.ts `flush`:
 * `select (icmp.eq (and x, EXP), 0), (and x, SIGN), x)`); a unorm texel, an integer converted to a
 * float or a product of such values is zero or at least the smallest normal number
 * (ir/float-class.ts `neverDenormal`), so its flush is the value itself.
 */
import { bitFlushOf, FloatClasses } from '../ir/float-class.js';
import type { Inst, IrFunction, ValueId } from '../ir/function.js';
import { replaceUses } from './ir-edit.js';

/**
 * Replaces each flush among `selects` (default: every select of `fn`) of a value that is never
 * denormal by the value; returns whether any was. lower-float-rules.ts runs it on the selects its own
 * scan met, with the classes it then uses.
 */
export function dropNormalFlushes(
  fn: IrFunction,
  selects?: readonly Inst[],
  classes: () => FloatClasses = () => new FloatClasses(fn),
): boolean {
  let known: FloatClasses | undefined;
  const replacements = new Map<ValueId, ValueId>();
  const visit = (inst: Inst): void => {
    const x = bitFlushOf(fn, inst);
    if (x === undefined) return;
    known ??= classes();
    if (known.neverDenormal(x)) replacements.set(inst.result as ValueId, x);
  };
  if (selects !== undefined) for (const inst of selects) visit(inst);
  else for (const block of fn.blocks) for (const id of block.insts) visit(fn.inst(id));
  replaceUses(fn, replacements);
  return replacements.size > 0;
}
