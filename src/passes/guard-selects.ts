/**
 * Selects between a zero and another constant, hidden from the host's float patterns. Mesa's NIR keeps
 * constants typeless and compares a pattern's float constant by value, so `-0.0` in a pattern matches
 * the integer 0 and `0.0` matches 0x80000000: `select(c, 0, 0xbf800000)` (a lane write of 0 over a
 * register holding -1.0) matches `bcsel(a, -0.0, -1.0)` and becomes `-b2f(!a)`, which is 0x80000000
 * where the guest wrote 0. NIR also reads a never-written register as any value, so the first EXEC
 * select of a register is its new value and the next one may be such a pair; the constant analysis is
 * run in that reading. The zero arm of every such select becomes `zero ^ opaque_zero`, which no
 * pattern can match. Exact on every host, at one xor per guarded select (constant pairs are rare).
 * Runs after every pass that folds constants.
 */
import { analyzeConstants } from '../ir/constant-facts.js';
import type { IrFunction, ValueId } from '../ir/function.js';
import { bitWidth, I16, I32, I64, isFloat, isInt, type TypeId } from '../ir/types.js';
import { insertBefore } from './ir-edit.js';
import type { Pass } from './manager.js';

const INT_OF_WIDTH: ReadonlyMap<number, TypeId> = new Map([
  [16, I16],
  [32, I32],
  [64, I64],
]);

/** Whether `bits` of a `width`-bit value are +0.0 or -0.0 of that width. */
function isZeroPattern(bits: bigint, width: number): boolean {
  return (bits & ((1n << BigInt(width - 1)) - 1n)) === 0n;
}

/** Rewrites the zero arm of each select between a zero and another constant; returns whether it changed `fn`. */
export function guardSelects(fn: IrFunction): boolean {
  let facts: ReturnType<typeof analyzeConstants> | undefined;
  let changed = false;
  for (const block of fn.blocks) {
    for (const id of [...block.insts]) {
      const inst = fn.inst(id);
      if (inst.op !== 'select') continue;
      const type = inst.type;
      if (!(isInt(type) || isFloat(type))) continue;
      const width = bitWidth(type);
      const int = INT_OF_WIDTH.get(width);
      if (int === undefined) continue;
      facts ??= analyzeConstants(fn, { undefinedIsAny: true });
      const arms = [inst.operands[1], inst.operands[2]] as ValueId[];
      const [a, b] = arms.map((v) => facts?.valueOf(v));
      if (typeof a !== 'bigint' || typeof b !== 'bigint' || a === b) continue;
      const zeroArm = isZeroPattern(a, width) ? 1 : isZeroPattern(b, width) ? 2 : undefined;
      if (zeroArm === undefined) continue;
      const hidden = insertBefore(fn, id, (bld) => {
        const zero32 = bld.value('opaque_zero', I32);
        const zero = width === 32 ? zero32 : bld.value(width === 64 ? 'zext' : 'trunc', int, zero32);
        const arm = inst.operands[zeroArm] as ValueId;
        const armBits = int === type ? arm : bld.value('bitcast', int, arm);
        const mixed = bld.value('xor', int, armBits, zero);
        return int === type ? mixed : bld.value('bitcast', type, mixed);
      });
      inst.operands = inst.operands.map((v, i) => (i === zeroArm ? hidden : v));
      changed = true;
    }
  }
  return changed;
}

export const GUARD_SELECTS: Pass = { name: 'guard-selects', run: guardSelects };
