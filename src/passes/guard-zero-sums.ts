/**
 * Signed zeros of sums with a known zero operand, made explicit for the host compiler: Mesa 22.3's
 * NIR folds `x + 0.0` to `x` and `0.0 - x` to `-x` for f16 and f64 even when the module declares
 * SignedZeroInfNanPreserve (the fuzzer found -0 on lavapipe where IEEE gives +0). After such an
 * `fadd`/`fsub` a zero result takes the sign round-to-nearest gives it: negative only when both
 * addends (the subtrahend with its sign flipped) are negative zeros. Other results pass unchanged,
 * so the rewrite is exact on every host. Runs last, on the IR the emitter sees.
 */

import { analyzeConstants, type ConstantFacts } from '../ir/constant-facts.js';
import type { IrFunction, ValueId } from '../ir/function.js';
import { bitWidth, F16, F32, F64, I1, I16, I32, I64, type TypeId } from '../ir/types.js';
import { insertBefore, replaceAllUses } from './ir-edit.js';
import type { Pass } from './manager.js';

const INT_OF: ReadonlyMap<TypeId, TypeId> = new Map([
  [F16, I16],
  [F32, I32],
  [F64, I64],
]);

/**
 * Whether `v` is +0.0 or -0.0 in every execution: a literal, or a value the constant analysis proves
 * (guest registers are variables, so an SGPR set to 0 reaches the sum through a load), seen through
 * the bitcasts and conversions float literals are built with.
 */
function knownZero(fn: IrFunction, facts: ConstantFacts, v: ValueId): boolean {
  const def = fn.value(v).def;
  if (def.kind === 'inst') {
    const inst = fn.inst(def.inst);
    if (inst.op === 'bitcast' || inst.op === 'fpext' || inst.op === 'fptrunc')
      return knownZero(fn, facts, inst.operands[0] as ValueId);
  }
  const known = facts.valueOf(v);
  if (typeof known !== 'bigint') return false;
  const bits = bitWidth(fn.value(v).type);
  return (known & ((1n << BigInt(bits - 1)) - 1n)) === 0n;
}

/** Rewrites every scalar fadd/fsub with a literal zero operand; returns whether it changed `fn`. */
export function guardZeroSums(fn: IrFunction): boolean {
  let changed = false;
  const facts = analyzeConstants(fn);
  for (const block of fn.blocks) {
    for (const id of [...block.insts]) {
      const inst = fn.inst(id);
      if (inst.op !== 'fadd' && inst.op !== 'fsub') continue;
      const int = INT_OF.get(inst.type);
      const result = inst.result;
      if (int === undefined || result === undefined) continue;
      const bits = bitWidth(inst.type);
      const [x, y] = inst.operands as [ValueId, ValueId];
      if (!knownZero(fn, facts, x) && !knownZero(fn, facts, y)) continue;
      const next = block.insts[block.insts.indexOf(id) + 1];
      if (next === undefined) continue;
      const sign = 1n << BigInt(bits - 1);
      let resultBits: ValueId | undefined;
      const fixed = insertBefore(fn, next, (b) => {
        resultBits = b.value('bitcast', int, result);
        const xb = b.value('bitcast', int, x);
        let yb = b.value('bitcast', int, y);
        if (inst.op === 'fsub') yb = b.value('xor', int, yb, b.const(int, sign));
        const magnitude = b.value('and', int, resultBits, b.const(int, sign - 1n));
        const zero = b.value('icmp.eq', I1, magnitude, b.const(int, 0));
        const zeroBits = b.value('and', int, b.value('and', int, xb, yb), b.const(int, sign));
        return b.value('bitcast', inst.type, b.value('select', int, zero, zeroBits, resultBits));
      });
      replaceAllUses(fn, result, fixed);
      // The rewrite reads the original sum.
      const reader = fn.value(resultBits as ValueId).def;
      if (reader.kind === 'inst') fn.inst(reader.inst).operands = [result];
      changed = true;
    }
  }
  return changed;
}

export const GUARD_ZERO_SUMS: Pass = { name: 'guard-zero-sums', run: guardZeroSums };
