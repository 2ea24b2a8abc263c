/**
 * Integer constant folding of one operation: the value README.md defines for an op whose operands are
 * all constants. The constant-fold pass (passes/opt-constant-fold.ts) and the builder (builder.ts, as
 * it builds) both fold through this table, so the two agree by construction. Float arithmetic is not
 * folded (host rounding is the emitter's business); bit patterns moving through `bitcast` between
 * scalars are, and an integer converted to an f32 or f64 that holds it exactly (no rounding to
 * agree on).
 */
import { compare } from './constant-facts.js';
import { ICMP, IUNARY } from './ops.js';
import { bitWidth, isFloat, isInt, isScalar, type TypeId } from './types.js';

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

export const FOLDS: Readonly<Record<string, Fold>> = {
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

/**
 * The constant `op` (immediates `imms`) gives for constant operands `values` of type `operandType`,
 * with result type `type`; undefined where it does not fold (no rule, a float op, division by zero).
 */
export function foldConstant(
  op: string,
  type: TypeId,
  operandType: TypeId,
  values: readonly bigint[],
  imms: readonly number[],
): bigint | undefined {
  if ((op === 'utof' || op === 'stof') && isInt(operandType) && isFloat(type))
    return exactConversion(op === 'stof', bitWidth(operandType), values[0] as bigint, bitWidth(type));
  const fold = FOLDS[op];
  if (fold === undefined) return undefined;
  // Float constants only move through bitcasts; everything else folds integers.
  const folds =
    op === 'bitcast' ? isScalar(type) && isScalar(operandType) : isInt(type) && isInt(operandType);
  if (!folds) return undefined;
  const value = fold(bitWidth(operandType), values, imms, bitWidth(type));
  return value === undefined ? undefined : BigInt.asUintN(bitWidth(type), value);
}

/**
 * The f32 or f64 bits of integer `bits` (`width` bits, signed or not) where the float holds it
 * exactly (magnitude at most 2^24 or 2^53); undefined elsewhere (f16 included).
 */
function exactConversion(
  signed: boolean,
  width: number,
  bits: bigint,
  floatWidth: number,
): bigint | undefined {
  const value = signed ? BigInt.asIntN(width, bits) : BigInt.asUintN(width, bits);
  const magnitude = value < 0n ? -value : value;
  const view = new DataView(new ArrayBuffer(8));
  if (floatWidth === 32 && magnitude <= 1n << 24n) {
    view.setFloat32(0, Number(value));
    return BigInt(view.getUint32(0));
  }
  if (floatWidth === 64 && magnitude <= 1n << 53n) {
    view.setFloat64(0, Number(value));
    return view.getBigUint64(0);
  }
  return undefined;
}
