/**
 * Denormal flushes of values that are never denormal, dropped. Where MODE flushes denormals the
 * translator flushes every float operand and result on its bits (rules/valu-fp.ts `flush`:
 * `select (icmp.eq (and x, EXP), 0), (and x, SIGN), x)`); a unorm texel, an integer converted to a
 * float or a product of such values is zero or at least the smallest normal number
 * (ir/float-class.ts `neverDenormal`), so its flush is the value itself.
 */
import { FloatClasses } from '../ir/float-class.js';
import type { Inst, IrFunction, ValueId } from '../ir/function.js';
import { ICMP } from '../ir/ops.js';
import { bitWidth, isInt } from '../ir/types.js';
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
    if (inst.op !== 'select' || !isInt(inst.type)) return;
    const x = flushed(fn, inst.operands as readonly ValueId[], bitWidth(inst.type));
    if (x === undefined) return;
    known ??= classes();
    if (known.neverDenormal(x)) replacements.set(inst.result as ValueId, x);
  };
  if (selects !== undefined) for (const inst of selects) visit(inst);
  else for (const block of fn.blocks) for (const id of block.insts) visit(fn.inst(id));
  replaceUses(fn, replacements);
  return replacements.size > 0;
}

/** The value `select (c, z, x)` flushes, where it is the bit flush of a float `width` bits wide. */
function flushed(fn: IrFunction, [c, z, x]: readonly ValueId[], width: number): ValueId | undefined {
  const mant = width === 16 ? 10n : width === 32 ? 23n : width === 64 ? 52n : undefined;
  if (mant === undefined) return undefined;
  const sign = 1n << BigInt(width - 1);
  const expMask = (sign - 1n) & ~((1n << mant) - 1n);
  const test = defOf(fn, c as ValueId);
  if (test?.op !== 'icmp' || test.imms[0] !== EQ || constantOf(fn, test.operands[1] as ValueId) !== 0n)
    return undefined;
  const x0 = x as ValueId;
  return masks(fn, test.operands[0] as ValueId, x0, expMask) && masks(fn, z as ValueId, x0, sign)
    ? x0
    : undefined;
}

/** Whether `v` is `and x, mask` (either operand order). */
function masks(fn: IrFunction, v: ValueId, x: ValueId, mask: bigint): boolean {
  const and = defOf(fn, v);
  if (and?.op !== 'and') return false;
  const [a, b] = and.operands as [ValueId, ValueId];
  return (a === x && constantOf(fn, b) === mask) || (b === x && constantOf(fn, a) === mask);
}

function defOf(fn: IrFunction, v: ValueId): Inst | undefined {
  const def = fn.value(v).def;
  return def.kind === 'inst' ? fn.inst(def.inst) : undefined;
}

function constantOf(fn: IrFunction, v: ValueId): bigint | undefined {
  const inst = defOf(fn, v);
  return inst?.op === 'const' ? inst.constant : undefined;
}

/** The `icmp` variant index of `eq`. */
const EQ = ICMP.indexOf('eq');
