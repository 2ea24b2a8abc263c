/**
 * Known trailing zero bits of integer values: how many low bits of a value are 0 in every execution,
 * from constants through shifts by constants, products, sums, bitwise ops, extensions, truncations and
 * selects. A guest address built as a constant base plus an index shifted left is provably aligned, so
 * constant folding (passes/opt-constant-fold.ts) decides the alignment test of a memory rule
 * (translate/rules/memory-common.ts) and the byte-by-byte path it guards goes with the branch
 * (passes/opt-cfg.ts). Block parameters and anything else count as 0 known bits, which is always sound.
 * Memoized counts stay true while the function changes only by rewriting values into equal constants.
 */
import type { IrFunction, ValueId } from './function.js';
import { bitWidth, isInt, scalarOf } from './types.js';

/** Expressions deeper than this are not followed (0 known bits; keeps the recursion shallow). */
const MAX_DEPTH = 48;

/** Memoized trailing-zero counts over one function. */
export class TrailingZeros {
  private readonly memo = new Map<ValueId, number>();

  constructor(readonly fn: IrFunction) {}

  /** How many low bits of integer value `v` are 0 in every execution (its width when it is 0). */
  of(v: ValueId, depth = 0): number {
    const known = this.memo.get(v);
    if (known !== undefined) return known;
    const type = scalarOf(this.fn.typeOf(v));
    if (!isInt(type)) return 0;
    if (depth > MAX_DEPTH) return 0;
    const result = Math.min(bitWidth(type), this.compute(v, bitWidth(type), depth + 1));
    this.memo.set(v, result);
    return result;
  }

  private compute(v: ValueId, width: number, depth: number): number {
    const def = this.fn.value(v).def;
    if (def.kind !== 'inst') return 0;
    const inst = this.fn.inst(def.inst);
    const x = inst.operands[0] as ValueId;
    const y = inst.operands[1] as ValueId;
    const constant = (u: ValueId): bigint | undefined => {
      const d = this.fn.value(u).def;
      if (d.kind !== 'inst') return undefined;
      const c = this.fn.inst(d.inst);
      return c.op === 'const' ? c.constant : undefined;
    };
    switch (inst.op) {
      case 'const': {
        const bits = BigInt.asUintN(width, inst.constant ?? 0n);
        if (bits === 0n) return width;
        let n = 0;
        while (((bits >> BigInt(n)) & 1n) === 0n) n++;
        return n;
      }
      case 'shl': {
        // The IR masks the amount to the width.
        const k = constant(y);
        return k === undefined ? this.of(x, depth) : this.of(x, depth) + Number(k % BigInt(width));
      }
      case 'lshr':
      case 'ashr': {
        const k = constant(y);
        const tz = this.of(x, depth);
        if (k === undefined || tz >= width) return k === undefined ? 0 : tz;
        return Math.max(0, tz - Number(k % BigInt(width)));
      }
      case 'and':
        return Math.max(this.of(x, depth), this.of(y, depth));
      case 'or':
      case 'xor':
      case 'iadd':
      case 'isub':
        return Math.min(this.of(x, depth), this.of(y, depth));
      case 'imul':
        return this.of(x, depth) + this.of(y, depth);
      case 'select':
        return Math.min(this.of(y, depth), this.of(inst.operands[2] as ValueId, depth));
      case 'zext':
      case 'sext': {
        // A zero source extends to a zero result; otherwise its low bits are the result's.
        const tz = this.of(x, depth);
        return tz >= bitWidth(scalarOf(this.fn.typeOf(x))) ? width : tz;
      }
      case 'trunc':
        return this.of(x, depth);
      case 'bitcast':
        return isInt(scalarOf(this.fn.typeOf(x))) ? this.of(x, depth) : 0;
      default:
        return 0;
    }
  }
}
