/**
 * Constant folding of integer operations: an instruction whose operands are all integer constants
 * becomes a `const` with the value README.md (src/ir) defines; a `select` or `cond_br` on a constant
 * condition takes its chosen side. Float arithmetic is not folded (host rounding is the emitter's
 * business), bit patterns moving through `bitcast` between scalars (integer or float) and the guest's
 * `flush` of a float constant are. Only
 * constants are folded here: an op with a non-constant operand that is nevertheless an identity or a
 * constant (`x & ~0`, `x + 0`, `x * 0`, a memory rule's alignment test `addr & 3` of a provably aligned
 * address) is opt-simplify.ts's, which knows more than constants (ir/known-zeros.ts: `x + y` where y is
 * known 0, not only a constant 0), so each identity has one home. The pipeline folds inside
 * opt-simplify.ts's walk ({@link foldOf}); this pass runs the same folds on their own (tests, tools).
 */
import { flushBits } from '../ir/constant-facts.js';
import { foldConstant } from '../ir/fold.js';
import type { Edge, Inst, IrFunction, ValueId } from '../ir/function.js';
import { bitWidth, isScalar } from '../ir/types.js';
import { rewriteInst, UseLists, useCounts } from './ir-edit.js';
import type { Pass } from './manager.js';

/** The bit pattern of `v` when a scalar `const` defines it. */
function scalarConstant(fn: IrFunction, v: ValueId): bigint | undefined {
  const def = fn.value(v).def;
  if (def.kind !== 'inst') return undefined;
  const inst = fn.inst(def.inst);
  return inst.op === 'const' && isScalar(inst.type) ? inst.constant : undefined;
}

/**
 * What `inst` folds to when its operands are constants: a constant, the arm a `select` on a constant
 * condition chooses, or the edge a `cond_br` on one takes.
 */
export function foldOf(
  fn: IrFunction,
  inst: Inst,
): { constant: bigint } | { value: ValueId } | { edge: Edge } | undefined {
  const operands = inst.operands;
  if (operands.length === 0 || inst.op === 'const') return undefined;
  const first = scalarConstant(fn, operands[0] as ValueId);
  if (first === undefined) return undefined;
  if (inst.op === 'select') return { value: operands[first === 1n ? 1 : 2] as ValueId };
  if (inst.op === 'cond_br') return { edge: inst.targets[first === 1n ? 0 : 1] as Edge };
  if (inst.result === undefined) return undefined;
  if (inst.op === 'flush') return { constant: flushBits(first, bitWidth(inst.type)) };
  const values: bigint[] = [first];
  for (let k = 1; k < operands.length; k++) {
    const value = scalarConstant(fn, operands[k] as ValueId);
    if (value === undefined) return undefined;
    values.push(value);
  }
  const value = foldConstant(inst.op, inst.type, fn.typeOf(operands[0] as ValueId), values, inst.imms);
  return value === undefined ? undefined : { constant: value };
}

/** Folds constant integer operations; returns whether it changed `fn`. */
export function optConstantFold(fn: IrFunction): boolean {
  // Counted at the first select on a constant: most runs fold none.
  let uses: Uint32Array | undefined;
  // Built at the first folded select: edits before it only drop uses, which replacing skips anyway.
  let users: UseLists | undefined;
  let changed = false;
  for (const block of fn.blocks) {
    for (const i of block.insts) {
      const inst = fn.inst(i);
      const folded = foldOf(fn, inst);
      if (folded === undefined) continue;
      if ('edge' in folded) {
        rewriteInst(fn, i, { op: 'br', type: inst.type, operands: [], imms: [], targets: [folded.edge] });
      } else if ('value' in folded) {
        uses ??= useCounts(fn);
        if (!uses[inst.result as ValueId]) continue;
        users ??= new UseLists(fn);
        users.replaceAllUses(inst.result as ValueId, folded.value);
      } else {
        rewriteInst(fn, i, {
          op: 'const',
          type: inst.type,
          operands: [],
          imms: [],
          targets: [],
          constant: folded.constant,
        });
      }
      changed = true;
    }
  }
  return changed;
}

/** The pass-manager entry for {@link optConstantFold}. */
export const CONSTANT_FOLD: Pass = { name: 'constant-fold', run: optConstantFold };
