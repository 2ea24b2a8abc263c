/**
 * Float arithmetic with an operand known to be zero, made exact for the host compiler: Mesa 22.3's
 * NIR folds `x + 0.0` to `x`, `0.0 - x` to `-x`, `x * 0.0` to `0.0` and `fma(x, 0.0, c)` to `c` for
 * f16, f32 and f64 even when the module declares SignedZeroInfNanPreserve (the fuzzer found -0 for +0,
 * 0 for inf * 0 and 1.0 for fma(inf, 0, 1) on lavapipe). Known zeros are common: guest registers set
 * to 0, inline constants, and denormals the guest's MODE flushes. After each such fadd/fsub/fmul/fma
 * the IEEE result (round to nearest) is rebuilt from the operands' bits wherever the host may differ:
 * the sign of an exact zero, and inf * 0 = NaN. NaN payloads are left to the guest's NaN rule, which
 * every rule applies after the host op. Exact on every host. Runs last, on the IR the emitter sees.
 */
import type { Builder } from '../ir/builder.js';
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
 * (guest registers are variables, so an SGPR set to 0 reaches the op through a load), seen through
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

/** Bit-level helpers on one float width. */
class Bits {
  readonly sign: bigint;
  readonly expMask: bigint;
  constructor(
    readonly b: Builder,
    readonly int: TypeId,
    readonly float: TypeId,
  ) {
    const bits = bitWidth(int);
    this.sign = 1n << BigInt(bits - 1);
    const mant = bits === 16 ? 10 : bits === 32 ? 23 : 52;
    this.expMask = (this.sign - 1n) & ~((1n << BigInt(mant)) - 1n);
  }
  of(v: ValueId): ValueId {
    return this.b.value('bitcast', this.int, v);
  }
  k(v: bigint): ValueId {
    return this.b.const(this.int, v);
  }
  and(x: ValueId, y: ValueId): ValueId {
    return this.b.value('and', this.int, x, y);
  }
  xor(x: ValueId, y: ValueId): ValueId {
    return this.b.value('xor', this.int, x, y);
  }
  sel(c: ValueId, x: ValueId, y: ValueId): ValueId {
    return this.b.value('select', this.int, c, x, y);
  }
  signOf(x: ValueId): ValueId {
    return this.and(x, this.k(this.sign));
  }
  isZero(x: ValueId): ValueId {
    return this.b.value('icmp.eq', I1, this.and(x, this.k(this.sign - 1n)), this.k(0n));
  }
  /** Exponent all ones: infinity or NaN. */
  isSpecial(x: ValueId): ValueId {
    return this.b.value('icmp.eq', I1, this.and(x, this.k(this.expMask)), this.k(this.expMask));
  }
  isNan(x: ValueId): ValueId {
    return this.b.value('icmp.ugt', I1, this.and(x, this.k(this.sign - 1n)), this.k(this.expMask));
  }
  /** The quiet NaN of no particular payload (the guest's NaN rule replaces it). */
  nan(): ValueId {
    return this.k(this.expMask | ((this.sign - 1n - this.expMask + 1n) >> 1n));
  }
}

/** x * z for z known zero: NaN when x is inf or NaN, else a zero with the sign product. */
function zeroProduct(w: Bits, x: ValueId, z: ValueId): ValueId {
  return w.sel(w.isSpecial(x), w.nan(), w.signOf(w.xor(x, z)));
}

/** The IEEE result bits of `op` on bit patterns `xs`, given the host's `host` bits. */
function exactBits(w: Bits, op: string, xs: ValueId[], zero: boolean[], host: ValueId): ValueId {
  // An exact zero sum takes the sign both addends share (round to nearest).
  const zeroSum = (p: ValueId, c: ValueId, sum: ValueId): ValueId =>
    w.sel(w.isZero(sum), w.and(w.and(p, c), w.k(w.sign)), sum);
  switch (op) {
    case 'fadd':
      return zeroSum(xs[0] as ValueId, xs[1] as ValueId, host);
    case 'fsub':
      return zeroSum(xs[0] as ValueId, w.xor(xs[1] as ValueId, w.k(w.sign)), host);
    case 'fmul':
      return zero[1]
        ? zeroProduct(w, xs[0] as ValueId, xs[1] as ValueId)
        : zeroProduct(w, xs[1] as ValueId, xs[0] as ValueId);
    default: {
      const [a, b, c] = xs as [ValueId, ValueId, ValueId];
      if (!zero[0] && !zero[1]) {
        // Only the addend is zero: a zero result of an exactly zero product takes the shared sign.
        const exactZeroProduct = w.b.value('or', I1, w.isZero(a), w.isZero(b));
        const p = w.signOf(w.xor(a, b));
        return w.sel(w.b.value('and', I1, exactZeroProduct, w.isZero(host)), w.and(p, c), host);
      }
      const p = zero[1] ? zeroProduct(w, a, b) : zeroProduct(w, b, a);
      // p is NaN or a signed zero: NaN, a NaN or infinite addend, or the addend itself.
      const sum = w.sel(w.isZero(c), w.and(w.and(p, c), w.k(w.sign)), c);
      return w.sel(w.b.value('or', I1, w.isNan(p), w.isNan(c)), w.nan(), sum);
    }
  }
}

const GUARDED = new Set(['fadd', 'fsub', 'fmul', 'fma']);

/** Rewrites every scalar fadd/fsub/fmul/fma with a known zero operand; returns whether it changed `fn`. */
export function guardKnownZeros(fn: IrFunction): boolean {
  let changed = false;
  const facts = analyzeConstants(fn);
  for (const block of fn.blocks) {
    for (const id of [...block.insts]) {
      const inst = fn.inst(id);
      if (!GUARDED.has(inst.op)) continue;
      const int = INT_OF.get(inst.type);
      const result = inst.result;
      if (int === undefined || result === undefined) continue;
      const zero = inst.operands.map((v) => knownZero(fn, facts, v));
      if (!zero.some(Boolean)) continue;
      const next = block.insts[block.insts.indexOf(id) + 1];
      if (next === undefined) continue;
      let hostBits: ValueId | undefined;
      const fixed = insertBefore(fn, next, (b) => {
        const w = new Bits(b, int, inst.type);
        hostBits = w.of(result);
        const xs = inst.operands.map((v) => w.of(v));
        return b.value('bitcast', inst.type, exactBits(w, inst.op, xs, zero, hostBits));
      });
      replaceAllUses(fn, result, fixed);
      // The rewrite reads the host's result.
      const reader = fn.value(hostBits as ValueId).def;
      if (reader.kind === 'inst') fn.inst(reader.inst).operands = [result];
      changed = true;
    }
  }
  return changed;
}

export const GUARD_KNOWN_ZEROS: Pass = { name: 'guard-known-zeros', run: guardKnownZeros };
