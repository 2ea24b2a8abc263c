/**
 * Selects with a zero or a one among their arms, hidden from the host's float patterns. Mesa's NIR
 * keeps constants typeless and compares a pattern's float constant by value, so `-0.0` in a pattern
 * matches the integer 0 and `0.0` matches 0x80000000: `select(c, 0, 0xbf800000)` (a lane write of 0
 * over a register holding -1.0) matches `bcsel(a, -0.0, -1.0)` and becomes `-b2f(!a)`, which is
 * 0x80000000 where the guest wrote 0. The patterns that change bits pair a zero with +-1.0, and NIR
 * proves constants this analysis does not (v_sad_u8 of a register with itself is 0), so one known arm
 * is enough: an arm known to be +-0 or +-1.0 of the select's width becomes `k ^ opaque_zero` or
 * `k + opaque_zero` (hidingOp), which no pattern can match. NIR also reads a never-written register as
 * any value (the first EXEC select of a register is its new value), so the constant analysis runs in
 * that reading. One integer op per guarded select. Runs after every pass that folds constants.
 */
import { analyzeConstants, type Lattice } from '../ir/constant-facts.js';
import type { IrFunction, ValueId } from '../ir/function.js';
import { bitWidth, I16, I32, I64, isFloat, isInt, type TypeId } from '../ir/types.js';
import { insertBefore } from './ir-edit.js';
import type { Pass } from './manager.js';

const INT_OF_WIDTH: ReadonlyMap<number, TypeId> = new Map([
  [16, I16],
  [32, I32],
  [64, I64],
]);

/** The magnitude bits of 1.0 by width. */
const ONE: ReadonlyMap<number, bigint> = new Map([
  [16, 0x3c00n],
  [32, 0x3f800000n],
  [64, 0x3ff0000000000000n],
]);

/**
 * How a known arm is hidden: +0 as `k ^ opaque_zero`, -0 and +-1.0 as `k + opaque_zero`, undefined for
 * other values. Not one op for all: NIR moves a shared operation out of both arms
 * (`bcsel(c, x ^ z, y ^ z)` -> `bcsel(c, x, y) ^ z`), which brought a pair back, and it rewrites
 * `x ^ 0x80000000` as a float negation, which lost -0 under a select with 1.0.
 */
function hidingOp(bits: Lattice, width: number): 'xor' | 'iadd' | undefined {
  if (typeof bits !== 'bigint') return undefined;
  const magnitude = bits & ((1n << BigInt(width - 1)) - 1n);
  if (magnitude === 0n) return bits === 0n ? 'xor' : 'iadd';
  return magnitude === ONE.get(width) ? 'iadd' : undefined;
}

/** Hides one arm known to be +-0 or +-1.0 of every select; returns whether it changed `fn`. */
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
      // One arm is enough; a zero first (the other arm may be a zero hidden by an earlier select).
      const [opA, opB] = [hidingOp(a, width), hidingOp(b, width)];
      const knownArm = opA === 'xor' ? 1 : opB === 'xor' ? 2 : opA ? 1 : opB ? 2 : undefined;
      const hideOp = knownArm === 1 ? opA : opB;
      if (knownArm === undefined || hideOp === undefined || a === b) continue;
      const hidden = insertBefore(fn, id, (bld) => {
        const zero32 = bld.value('opaque_zero', I32);
        const zero = width === 32 ? zero32 : bld.value(width === 64 ? 'zext' : 'trunc', int, zero32);
        const arm = inst.operands[knownArm] as ValueId;
        const armBits = int === type ? arm : bld.value('bitcast', int, arm);
        const mixed = bld.value(hideOp, int, armBits, zero);
        return int === type ? mixed : bld.value('bitcast', type, mixed);
      });
      inst.operands = inst.operands.map((v, i) => (i === knownArm ? hidden : v));
      changed = true;
    }
  }
  return changed;
}

export const GUARD_SELECTS: Pass = { name: 'guard-selects', run: guardSelects };
