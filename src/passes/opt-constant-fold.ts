/**
 * Constant folding of integer operations: an instruction whose operands are all integer constants
 * becomes a `const` with the value README.md (src/ir) defines; a `select` or `cond_br` on a constant
 * condition takes its chosen side. Float arithmetic is not folded (host rounding is the emitter's
 * business), bit patterns moving through `bitcast` between scalars (integer or float) and the guest's
 * `flush` of a float constant are. Only
 * constants are folded here: an op with a non-constant operand that is nevertheless an identity or a
 * constant (`x & ~0`, `x + 0`, `x * 0`, a memory rule's alignment test `addr & 3` of a provably aligned
 * address) is opt-simplify.ts's, which knows more than constants (ir/known-zeros.ts: `x + y` where y is
 * known 0, not only a constant 0), so each identity has one home.
 */
import { flushBits } from '../ir/constant-facts.js';
import { foldConstant } from '../ir/fold.js';
import type { InstId, IrFunction, ValueId } from '../ir/function.js';
import { bitWidth, isFloat, isInt, type TypeId } from '../ir/types.js';
import { rewriteInst, UseLists, useCounts } from './ir-edit.js';
import type { Pass } from './manager.js';

const isScalar = (t: TypeId): boolean => isInt(t) || isFloat(t);

/** Folds constant integer operations; returns whether it changed `fn`. */
export function optConstantFold(fn: IrFunction): boolean {
  const constants = new Map<ValueId, bigint>();
  // Counted at the first select on a constant: most runs fold none.
  let uses: Uint32Array | undefined;
  // Built at the first folded select: edits before it only drop uses, which replacing skips anyway.
  let users: UseLists | undefined;
  let changed = false;
  const foldConst = (i: InstId, result: ValueId, type: TypeId, constant: bigint): void => {
    rewriteInst(fn, i, { op: 'const', type, operands: [], imms: [], targets: [], constant });
    constants.set(result, constant);
    changed = true;
  };
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      if (inst.op === 'const') {
        if (inst.result !== undefined && isScalar(inst.type))
          constants.set(inst.result, inst.constant as bigint);
        continue;
      }
      const operands = inst.operands;
      // Most instructions have a non-constant operand: look before allocating the constants' list.
      const first = operands.length === 0 ? undefined : constants.get(operands[0] as ValueId);
      if (first === undefined) continue;
      if (inst.op === 'select' && inst.result !== undefined) {
        uses ??= useCounts(fn);
        if (!uses[inst.result]) continue;
        users ??= new UseLists(fn);
        users.replaceAllUses(inst.result, operands[first === 1n ? 1 : 2] as ValueId);
        changed = true;
        continue;
      }
      if (inst.op === 'cond_br') {
        const edge = inst.targets[first === 1n ? 0 : 1];
        rewriteInst(fn, i as InstId, { op: 'br', type: inst.type, operands: [], imms: [], targets: [edge!] });
        changed = true;
        continue;
      }
      if (inst.op === 'flush' && inst.result !== undefined) {
        foldConst(i as InstId, inst.result, inst.type, flushBits(first, bitWidth(inst.type)));
        continue;
      }
      if (inst.result === undefined) continue;
      const values: bigint[] = [first];
      for (let k = 1; k < operands.length; k++) {
        const value = constants.get(operands[k] as ValueId);
        if (value === undefined) break;
        values.push(value);
      }
      if (values.length < operands.length) continue;
      const operandType = fn.typeOf(inst.operands[0] as ValueId) as TypeId;
      const value = foldConstant(inst.op, inst.type, operandType, values, inst.imms);
      if (value !== undefined) foldConst(i as InstId, inst.result, inst.type, value);
    }
  }
  return changed;
}

/** The pass-manager entry for {@link optConstantFold}. */
export const CONSTANT_FOLD: Pass = { name: 'constant-fold', run: optConstantFold };
