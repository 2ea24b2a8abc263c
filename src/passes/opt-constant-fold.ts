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
import { compare, flushBits } from '../ir/constant-facts.js';
import type { InstId, IrFunction, ValueId } from '../ir/function.js';
import { ICMP, IUNARY } from '../ir/ops.js';
import { bitWidth, isFloat, isInt, type TypeId } from '../ir/types.js';
import { rewriteInst, UseLists, useCounts } from './ir-edit.js';
import type { Pass } from './manager.js';

type Fold = (
  w: number,
  a: readonly bigint[],
  imms: readonly number[],
  resultWidth: number,
) => bigint | undefined;

const u = (w: number, x: bigint): bigint => BigInt.asUintN(w, x);
const s = (w: number, x: bigint): bigint => BigInt.asIntN(w, x);
const lowMask = (w: number, count: bigint): bigint => (count >= BigInt(w) ? u(w, -1n) : (1n << count) - 1n);
const amount = (w: number, x: bigint): bigint => x & BigInt(w - 1);

function msb(x: bigint): bigint {
  return x === 0n ? -1n : BigInt(x.toString(2).length - 1);
}

const BINARY: Readonly<Record<string, Fold>> = {
  iadd: (w, [a, b]) => u(w, (a as bigint) + (b as bigint)),
  isub: (w, [a, b]) => u(w, (a as bigint) - (b as bigint)),
  imul: (w, [a, b]) => u(w, (a as bigint) * (b as bigint)),
  umul_hi: (w, [a, b]) => u(w, ((a as bigint) * (b as bigint)) >> BigInt(w)),
  smul_hi: (w, [a, b]) => u(w, (s(w, a as bigint) * s(w, b as bigint)) >> BigInt(w)),
  udiv: (_w, [a, b]) => (b === 0n ? undefined : (a as bigint) / (b as bigint)),
  urem: (_w, [a, b]) => (b === 0n ? undefined : (a as bigint) % (b as bigint)),
  and: (_w, [a, b]) => (a as bigint) & (b as bigint),
  or: (_w, [a, b]) => (a as bigint) | (b as bigint),
  xor: (_w, [a, b]) => (a as bigint) ^ (b as bigint),
  umin: (_w, [a, b]) => ((a as bigint) < (b as bigint) ? (a as bigint) : (b as bigint)),
  umax: (_w, [a, b]) => ((a as bigint) > (b as bigint) ? (a as bigint) : (b as bigint)),
  smin: (w, [a, b]) => (s(w, a as bigint) < s(w, b as bigint) ? (a as bigint) : (b as bigint)),
  smax: (w, [a, b]) => (s(w, a as bigint) > s(w, b as bigint) ? (a as bigint) : (b as bigint)),
  shl: (w, [a, b]) => u(w, (a as bigint) << amount(w, b as bigint)),
  lshr: (w, [a, b]) => (a as bigint) >> amount(w, b as bigint),
  ashr: (w, [a, b]) => u(w, s(w, a as bigint) >> amount(w, b as bigint)),
  ubfe: (w, [v, o, c]) => ((v as bigint) >> amount(w, o as bigint)) & lowMask(w, c as bigint),
  sbfe: (w, [v, o, c]) => {
    if (c === 0n) return 0n;
    const n = (c as bigint) > BigInt(w) ? BigInt(w) : (c as bigint);
    const field = ((v as bigint) >> amount(w, o as bigint)) & lowMask(w, n);
    return u(w, BigInt.asIntN(Number(n), field));
  },
  bfi: (w, [base, ins, o, c]) => {
    const mask = u(w, lowMask(w, c as bigint) << amount(w, o as bigint));
    return ((base as bigint) & ~mask & u(w, -1n)) | (u(w, (ins as bigint) << amount(w, o as bigint)) & mask);
  },
  iunary: (w, [x], imms, rw) => {
    const v = x as bigint;
    switch (IUNARY[imms[0] as number]) {
      case 'not':
        return u(w, ~v);
      case 'neg':
        return u(w, -v);
      case 'bitcount':
        return u(rw, BigInt([...v.toString(2)].filter((d) => d === '1').length));
      case 'bitreverse':
        return u(rw, BigInt(`0b${[...v.toString(2).padStart(w, '0')].reverse().join('')}`));
      case 'find_lsb':
        return u(rw, v === 0n ? -1n : msb(v & -v));
      case 'find_umsb':
        return u(rw, msb(v));
      case 'find_smsb':
        return u(rw, msb(s(w, v) < 0n ? u(w, ~v) : v));
    }
    return undefined;
  },
  icmp: (w, [a, b], imms) => (compare(ICMP[imms[0] as number], a as bigint, b as bigint, w) ? 1n : 0n),
  zext: (_w, [a]) => a,
  sext: (w, [a], _i, rw) => u(rw, s(w, a as bigint)),
  trunc: (_w, [a], _i, rw) => u(rw, a as bigint),
  bitcast: (_w, [a]) => a,
};

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
      const fold = BINARY[inst.op];
      if (!fold || inst.result === undefined) continue;
      const values: bigint[] = [first];
      for (let k = 1; k < operands.length; k++) {
        const value = constants.get(operands[k] as ValueId);
        if (value === undefined) break;
        values.push(value);
      }
      if (values.length < operands.length) continue;
      const operandType = fn.typeOf(inst.operands[0] as ValueId) as TypeId;
      // Float constants only move through bitcasts; everything else folds integers.
      const folds =
        inst.op === 'bitcast'
          ? isScalar(inst.type) && isScalar(operandType)
          : isInt(inst.type) && isInt(operandType);
      if (!folds) continue;
      const value = fold(bitWidth(operandType), values, inst.imms, bitWidth(inst.type));
      if (value === undefined) continue;
      foldConst(i as InstId, inst.result, inst.type, BigInt.asUintN(bitWidth(inst.type), value));
    }
  }
  return changed;
}

/** The pass-manager entry for {@link optConstantFold}. */
export const CONSTANT_FOLD: Pass = { name: 'constant-fold', run: optConstantFold };
