/**
 * The IEEE zeros of float arithmetic, rebuilt from the operands' bits after every fadd, fsub, fmul and
 * fma: Mesa 22.3's NIR folds `x + 0.0` to `x`, `0.0 - x` to `-x`, `x * 0.0` to `0.0` and
 * `fma(x, 0.0, c)` to `c` for f16, f32 and f64 even when the module declares SignedZeroInfNanPreserve,
 * also where it proves the zero itself (a lane id's bits are a denormal, which a flushing MODE turns
 * into 0); NVIDIA gave -0 for +0 sums too. The fuzzer found -0 for +0, 0 for inf * 0 and 1.0 for
 * fma(inf, 0, 1). So: a zero sum or product is rebuilt from the operands (a cancelling sum is +0
 * unless both addends are -0 (round to nearest), a zero product has the sign product, inf * 0 is NaN),
 * and an fma with a zero factor follows its addend. Other results are the host's. NaN payloads are left
 * to the guest's NaN rule, which every rule applies after the host op. Exact on every host, at five
 * integer instructions per sum and about ten per product (fewer with a constant factor). Runs last.
 */
import { Builder } from '../ir/builder.js';
import { analyzeConstants, type ConstantFacts } from '../ir/constant-facts.js';
import type { BlockId, InstId, IrFunction, ValueId } from '../ir/function.js';
import { bitWidth, F16, F32, F64, I1, I16, I32, I64, type TypeId } from '../ir/types.js';
import { UseLists } from './ir-edit.js';
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

/**
 * Whether `v` is a finite normal number in every execution (a constant the analysis proves): no host,
 * flushing denormals or not, can take it for a zero, and it makes no inf or NaN with a zero.
 */
function knownNormal(fn: IrFunction, facts: ConstantFacts, v: ValueId): boolean {
  const known = facts.valueOf(v);
  if (typeof known !== 'bigint') return false;
  const bits = bitWidth(fn.value(v).type);
  const mant = bits === 16 ? 10 : bits === 32 ? 23 : 52;
  const exp = (known >> BigInt(mant)) & ((1n << BigInt(bits - 1 - mant)) - 1n);
  return exp !== 0n && exp !== (1n << BigInt(bits - 1 - mant)) - 1n;
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

/**
 * The IEEE result bits of `op` on bit patterns `xs`, given the host's `host` bits; `normalFactor`: a
 * factor of a product is a finite normal constant, so the product is never inf * 0.
 */
function exactBits(w: Bits, op: string, xs: ValueId[], host: ValueId, normalFactor: boolean): ValueId {
  // A sum or product the host computes honestly is zero exactly when the IEEE one is, and then only
  // its sign can be wrong. A host that folds an operand it knows to be zero (`x + 0.0 -> x`,
  // `0.0 - x -> -x`, `x * 0.0 -> 0.0`) also answers a zero exactly where the IEEE result is a zero,
  // or, for a product, inf * 0 (NaN); every other answer it gives is the IEEE one. So only a zero
  // result is rebuilt, from the operands' bits: a cancelling sum is +0 unless both addends are -0
  // (round to nearest), a zero product has the sign product or is NaN where a factor is inf or NaN
  // (the NaN rule then picks the payload).
  const zeroSum = (x: ValueId, y: ValueId): ValueId =>
    w.sel(w.isZero(host), w.and(w.and(x, y), w.k(w.sign)), host);
  switch (op) {
    case 'fadd':
      return zeroSum(xs[0] as ValueId, xs[1] as ValueId);
    case 'fsub':
      return zeroSum(xs[0] as ValueId, w.xor(xs[1] as ValueId, w.k(w.sign)));
    case 'fmul': {
      const [x, y] = xs as [ValueId, ValueId];
      const signed = w.signOf(w.xor(x, y));
      if (normalFactor) return w.sel(w.isZero(host), signed, host);
      const special = w.b.value('or', I1, w.isSpecial(x), w.isSpecial(y));
      return w.sel(w.isZero(host), w.sel(special, w.nan(), signed), host);
    }
    default: {
      const [a, b, c] = xs as [ValueId, ValueId, ValueId];
      // A zero factor (known or found at run time): the product is NaN or a signed zero, then the sum
      // follows the addend. Otherwise only an exactly zero product can meet a zero addend.
      const za = w.isZero(a);
      const zeroFactor = w.b.value('or', I1, za, w.isZero(b));
      const p = w.sel(za, zeroProduct(w, b, a), zeroProduct(w, a, b));
      const sum = w.sel(w.isZero(c), w.and(w.and(p, c), w.k(w.sign)), c);
      const exact = w.sel(w.b.value('or', I1, w.isNan(p), w.isNan(c)), w.nan(), sum);
      return w.sel(zeroFactor, exact, host);
    }
  }
}

const GUARDED = new Set(['fadd', 'fsub', 'fmul', 'fma']);

/**
 * Rewrites every scalar fadd/fsub/fmul/fma; returns whether it changed `fn`. Each block's list is
 * rebuilt in one sweep (a rewrite's code lands right after its op) and results are replaced through
 * use lists: splicing per op and scanning the function per replacement made the pass quadratic.
 */
export function guardZeros(fn: IrFunction): boolean {
  if (!fn.blocks.some((block) => block.insts.some((id) => GUARDED.has(fn.inst(id).op)))) return false;
  // Facts of the IR before any rewrite (a rewrite adds no fact an op's operands could use).
  const facts = analyzeConstants(fn);
  const users = new UseLists(fn);
  let changed = false;
  fn.blocks.forEach((block, blockId) => {
    const original = block.insts;
    block.insts = [];
    for (let k = 0; k < original.length; k++) {
      const id = original[k] as InstId;
      block.insts.push(id);
      const inst = fn.inst(id);
      if (!GUARDED.has(inst.op)) continue;
      const int = INT_OF.get(inst.type);
      const result = inst.result;
      if (int === undefined || result === undefined) continue;
      // Which zeros the host compiler proves (and folds) is not ours to know, so every f16/f32 op is
      // rewritten. f64 ops only with a known zero operand: the rewrite is 64-bit integer code, which
      // the f64 helpers (128-bit fma, transcendental kernels) would multiply into shaders NVIDIA's
      // compiler takes minutes over; those helpers make their own zero cases explicit.
      if (inst.type === F64 && !inst.operands.some((v) => knownZero(fn, facts, v))) continue;
      // A sum with a finite normal constant addend is zero only by exact cancellation, which every
      // host rounds to +0; a host can fold nothing into it (no operand is a zero it could know, and a
      // zero other addend folds to the constant, which is the sum). No guard.
      const normal = inst.operands.some((v) => knownNormal(fn, facts, v));
      if (normal && (inst.op === 'fadd' || inst.op === 'fsub')) continue;
      if (k + 1 === original.length) continue;
      const added = block.insts.length;
      const b = new Builder(fn).at(blockId as BlockId);
      const w = new Bits(b, int, inst.type);
      const hostBits = w.of(result);
      const xs = inst.operands.map((v) => w.of(v));
      const fixed = b.value('bitcast', inst.type, exactBits(w, inst.op, xs, hostBits, normal));
      for (let j = added; j < block.insts.length; j++) users.add(block.insts[j] as InstId);
      users.replaceAllUses(result, fixed);
      // The rewrite reads the host's result.
      const reader = fn.value(hostBits).def;
      if (reader.kind === 'inst') fn.inst(reader.inst).operands = [result];
      changed = true;
    }
  });
  return changed;
}

export const GUARD_ZEROS: Pass = { name: 'guard-zeros', run: guardZeros };
