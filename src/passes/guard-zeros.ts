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
import { FloatClasses } from '../ir/float-class.js';
import { type FloatLayout, floatLayout } from '../ir/float-layout.js';
import type { BlockId, InstId, IrFunction, ValueId } from '../ir/function.js';
import { KnownZeros } from '../ir/known-zeros.js';
import { bitWidth, F16, F32, F64, I1, I16, I32, I64, isFloat, type TypeId } from '../ir/types.js';
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
  const layout = floatLayout(bitWidth(fn.value(v).type));
  if (layout === undefined) return false;
  const exp = known & layout.expMask;
  return exp !== 0n && exp !== layout.expMask;
}

/** Whether float `v`'s sign bit is 0 in every execution (ir/known-zeros.ts). */
function signClear(zeros: KnownZeros, fn: IrFunction, v: ValueId): boolean {
  const width = bitWidth(fn.typeOf(v));
  return ((zeros.of(v) >> BigInt(width - 1)) & 1n) === 1n;
}

/** Whether integer bits `bits` of a float of `type`'s width have an exponent bit set (no zero, no denormal). */
function exponentSet(type: TypeId, bits: bigint): boolean {
  const layout = floatLayout(bitWidth(type));
  return layout !== undefined && (bits & layout.expMask) !== 0n;
}

/** Ops that write memory a later load could read back. */
const WRITES = new Set([
  'store',
  'image_write',
  'atomic',
  'atomic_cmpxchg',
  'image_atomic',
  'image_atomic_cmpxchg',
]);

/** What pointer `p` is derived from: a function variable, memory, or not known here (a parameter). */
function pointerRoot(fn: IrFunction, p: ValueId): 'variable' | 'memory' | 'unknown' {
  for (;;) {
    const def = fn.value(p).def;
    if (def.kind !== 'inst') return 'unknown';
    const inst = fn.inst(def.inst);
    if (inst.op === 'var') return 'variable';
    if (inst.op !== 'access') return 'memory';
    p = inst.operands[0] as ValueId;
  }
}

/**
 * The loads some write to memory can run before with no barrier between: after it in its block, or in
 * a block it reaches. A host may forward a store to a load of the same address, but not across a
 * barrier (`barrier`, `wave_barrier`: other invocations may have written the address since, and the
 * barrier makes their writes visible), so a load after one sees memory it cannot know.
 */
function loadsAfterWrites(fn: IrFunction): Set<InstId> {
  const after = new Set<InstId>();
  const n = fn.blocks.length;
  // Whether a write with no barrier after it can reach the block's end (its start: an OR of these).
  const out = new Uint8Array(n);
  const into = new Uint8Array(n);
  const work: BlockId[] = fn.blocks.map((_, b) => b as BlockId);
  const queued = new Uint8Array(n).fill(1);
  while (work.length > 0) {
    const b = work.pop() as BlockId;
    queued[b] = 0;
    let written = into[b] === 1;
    for (const id of fn.block(b).insts) {
      const inst = fn.inst(id);
      if (inst.op === 'load') {
        if (written) after.add(id);
      } else if (inst.op === 'barrier' || inst.op === 'wave_barrier') written = false;
      // A function variable is no memory a load elsewhere reads.
      else if (
        WRITES.has(inst.op) &&
        !(inst.op === 'store' && pointerRoot(fn, inst.operands[0] as ValueId) === 'variable')
      )
        written = true;
    }
    if (!written || out[b]) continue;
    out[b] = 1;
    for (const s of fn.successors(b)) {
      if (into[s]) continue;
      into[s] = 1;
      if (!queued[s]) {
        queued[s] = 1;
        work.push(s);
      }
    }
  }
  return after;
}

/** Ops whose result no host compiler can know: reads of memory, images and atomics, `opaque_zero`. */
const UNKNOWABLE_SOURCES = new Set([
  'image_read',
  'atomic',
  'atomic_cmpxchg',
  'image_atomic',
  'image_atomic_cmpxchg',
  'opaque_zero',
  'interp_param',
]);

/** Ops whose result the host cannot know when their first operand is unknown to it. */
const UNKNOWN_THROUGH = new Set([
  'bitcast',
  'zext',
  'sext',
  'trunc',
  'extract',
  'funary',
  'fpext',
  'fptrunc',
  'utof',
  'stof',
  'ftou',
  'ftos',
]);

/** Integer ops whose result the host cannot know when one operand is unknown and the other a constant. */
const WITH_CONSTANT = new Set([
  'iadd',
  'isub',
  'imul',
  'xor',
  'and',
  'or',
  'shl',
  'lshr',
  'ashr',
  'umin',
  'umax',
  'smin',
  'smax',
]);

/** Float ops whose result the host cannot know when it cannot know any operand to be a zero. */
const UNKNOWN_FLOAT = new Set(['fadd', 'fsub', 'fmul', 'fdiv', 'fma', 'fmin', 'fmax', 'ldexp']);

/**
 * Values no host compiler can know, so never a zero it could fold: data read from memory, images and
 * atomics, and what float arithmetic, conversions, integer ops with a constant and helper calls (of
 * such arguments only) make of them. A host
 * may forward a store to a load of the same address, so a load counts only where no write to memory
 * can run before it; a block parameter counts where every edge passes such a value. Conservative:
 * loads of function variables and every other op count as knowable.
 */
class HostUnknown {
  private readonly unknown = new Map<ValueId, boolean>();
  private readonly nonzero = new Map<ValueId, boolean>();
  constructor(
    private readonly fn: IrFunction,
    private readonly facts: ConstantFacts,
    /** Loads a write to memory may reach first (a host could forward the written value). */
    private readonly afterWrites: ReadonlySet<InstId>,
    private readonly classes: FloatClasses,
  ) {}

  static of(fn: IrFunction, facts: ConstantFacts, classes: FloatClasses): HostUnknown {
    return new HostUnknown(fn, facts, loadsAfterWrites(fn), classes);
  }

  /** Records what a value made by a rewrite is (a guarded result: unknown where an operand was). */
  mark(v: ValueId, unknown: boolean): void {
    this.unknown.set(v, unknown);
  }

  is(v: ValueId): boolean {
    const known = this.unknown.get(v);
    if (known !== undefined) return known;
    this.unknown.set(v, false); // a cycle through v: knowable
    const answer = this.compute(v);
    this.unknown.set(v, answer);
    return answer;
  }

  /**
   * `v`, a float operand or its bits, is never a zero a host could fold: unknown to it, a constant
   * with a nonzero exponent, a select of two such values (a host may push an op into each arm), a NaN
   * payload (bits of an unknown value with a bit set), or a value never a zero nor a denormal in any
   * execution (ir/float-class.ts: positive), which no sound host proves a zero.
   */
  notZero(v: ValueId): boolean {
    const known = this.nonzero.get(v);
    if (known !== undefined) return known;
    this.nonzero.set(v, false);
    const answer = this.is(v) || this.classes.positive(v) || this.computeNonzero(v);
    this.nonzero.set(v, answer);
    return answer;
  }

  private computeNonzero(v: ValueId): boolean {
    const type = this.fn.typeOf(v);
    const known = this.facts.valueOf(v);
    if (typeof known === 'bigint')
      return isFloat(type) ? knownNormal(this.fn, this.facts, v) : exponentSet(type, known);
    const def = this.fn.value(v).def;
    if (def.kind === 'param') {
      const incoming = this.incoming().get(def.block) ?? [];
      return incoming.length > 0 && incoming.every((args) => this.notZero(args[def.index] as ValueId));
    }
    const inst = this.fn.inst(def.inst);
    const ops = inst.operands;
    if (inst.op === 'select') return this.notZero(ops[1] as ValueId) && this.notZero(ops[2] as ValueId);
    if (inst.op === 'bitcast') return this.notZero(ops[0] as ValueId);
    if (inst.op === 'or') return ops.some((o) => this.is(o)) && ops.some((o) => this.nonzeroConstant(o));
    return false;
  }

  private isConstant(v: ValueId): boolean {
    return typeof this.facts.valueOf(v) === 'bigint';
  }

  private nonzeroConstant(v: ValueId): boolean {
    const known = this.facts.valueOf(v);
    return (
      typeof known === 'bigint' && (known & ((1n << BigInt(bitWidth(this.fn.typeOf(v)) - 1)) - 1n)) !== 0n
    );
  }

  private compute(v: ValueId): boolean {
    const def = this.fn.value(v).def;
    if (typeof this.facts.valueOf(v) === 'bigint') return false;
    if (def.kind === 'param') {
      // A bounds-checked load arrives as a parameter (the load, or a zero the host cannot see).
      const incoming = this.incoming().get(def.block) ?? [];
      return incoming.length > 0 && incoming.every((args) => this.is(args[def.index] as ValueId));
    }
    const inst = this.fn.inst(def.inst);
    const ops = inst.operands;
    if (UNKNOWABLE_SOURCES.has(inst.op)) return true;
    if (inst.op === 'load')
      return !this.afterWrites.has(def.inst) && pointerRoot(this.fn, ops[0] as ValueId) === 'memory';
    if (UNKNOWN_THROUGH.has(inst.op)) return this.is(ops[0] as ValueId);
    if (UNKNOWN_FLOAT.has(inst.op)) return ops.some((o) => this.is(o)) && ops.every((o) => this.notZero(o));
    // A helper is a function of its arguments alone (translate/shared.ts) that no kernel makes
    // constant: of arguments all unknown, its result is too.
    if (inst.op === 'call') return ops.length > 0 && ops.every((o) => this.is(o));
    if (inst.op === 'select') {
      // Not a constant to the host (which folds a constant arm only into constants, exactly).
      const [a, b] = [ops[1] as ValueId, ops[2] as ValueId];
      return (this.is(a) && (this.is(b) || this.isConstant(b))) || (this.is(b) && this.isConstant(a));
    }
    if (WITH_CONSTANT.has(inst.op)) {
      // With a constant: the host knows some bits at most (a constant result is a fact above).
      const [a, b] = ops as [ValueId, ValueId];
      return (
        (this.is(a) && typeof this.facts.valueOf(b) === 'bigint') ||
        (this.is(b) && typeof this.facts.valueOf(a) === 'bigint')
      );
    }
    return false;
  }

  private edges: Map<BlockId, (readonly ValueId[])[]> | undefined;
  /** Each block's incoming branch arguments, one list per edge. */
  private incoming(): Map<BlockId, (readonly ValueId[])[]> {
    if (this.edges) return this.edges;
    const edges = new Map<BlockId, (readonly ValueId[])[]>();
    this.fn.blocks.forEach((_, b) => {
      for (const e of this.fn.terminator(b as BlockId)?.targets ?? []) {
        const list = edges.get(e.block);
        if (list) list.push(e.args);
        else edges.set(e.block, [e.args]);
      }
    });
    this.edges = edges;
    return edges;
  }
}

/**
 * Bit-level helpers on one float width. Constant operands are folded as the code is built (a guard
 * of a product with a literal factor tests the literal at no cost), and a float that is a bitcast of
 * an integer is read as that integer.
 */
class Bits {
  readonly sign: bigint;
  readonly expMask: bigint;
  private readonly mask: bigint;
  constructor(
    readonly b: Builder,
    readonly int: TypeId,
    readonly float: TypeId,
  ) {
    const layout = floatLayout(bitWidth(int)) as FloatLayout;
    this.mask = layout.sign | layout.magnitude;
    this.sign = layout.sign;
    this.expMask = layout.expMask;
  }
  /** The constant bits of `v` (an integer or i1 `const`), or undefined. */
  private known(v: ValueId): bigint | undefined {
    const def = this.b.fn.value(v).def;
    if (def.kind !== 'inst') return undefined;
    const inst = this.b.fn.inst(def.inst);
    return inst.op === 'const' ? inst.constant : undefined;
  }
  /** Bits made by {@link of}, so an operand read twice (a square) is one value, tested once. */
  private readonly bitsMemo = new Map<ValueId, ValueId>();
  of(v: ValueId): ValueId {
    const known = this.bitsMemo.get(v);
    if (known !== undefined) return known;
    const bits = this.bitsOf(v);
    this.bitsMemo.set(v, bits);
    return bits;
  }
  private bitsOf(v: ValueId): ValueId {
    const def = this.b.fn.value(v).def;
    if (def.kind === 'inst') {
      const inst = this.b.fn.inst(def.inst);
      if (inst.op === 'const' && inst.constant !== undefined) return this.k(inst.constant);
      const source = inst.operands[0] as ValueId;
      if (inst.op === 'bitcast' && this.b.fn.typeOf(source) === this.int) return source;
    }
    return this.b.value('bitcast', this.int, v);
  }
  k(v: bigint): ValueId {
    return this.b.const(this.int, v & this.mask);
  }
  /** The i1 false. */
  no(): ValueId {
    return this.bool(false);
  }
  private bool(v: boolean): ValueId {
    return this.b.const(I1, v ? 1n : 0n);
  }
  and(x: ValueId, y: ValueId): ValueId {
    const [a, c] = [this.known(x), this.known(y)];
    if (a !== undefined && c !== undefined) return this.k(a & c);
    // A +0 addend's bits clear the other's sign (zeroSum): nothing is left of them.
    if (a === 0n || c === 0n) return this.k(0n);
    return this.b.value('and', this.int, x, y);
  }
  xor(x: ValueId, y: ValueId): ValueId {
    const [a, c] = [this.known(x), this.known(y)];
    if (a !== undefined && c !== undefined) return this.k(a ^ c);
    // A square's sign: none.
    if (x === y) return this.k(0n);
    // A known zero factor's sign (zeroProduct): the other operand's.
    if (a === 0n) return y;
    if (c === 0n) return x;
    return this.b.value('xor', this.int, x, y);
  }
  sel(c: ValueId, x: ValueId, y: ValueId): ValueId {
    const k = this.known(c);
    if (k !== undefined) return k !== 0n ? x : y;
    return this.b.value('select', this.int, c, x, y);
  }
  or1(x: ValueId, y: ValueId): ValueId {
    if (x === y) return x;
    const [a, c] = [this.known(x), this.known(y)];
    if (a === 1n || c === 1n) return this.bool(true);
    if (a === 0n) return y;
    if (c === 0n) return x;
    return this.b.value('or', I1, x, y);
  }
  private eq(x: ValueId, v: bigint): ValueId {
    const a = this.known(x);
    return a !== undefined ? this.bool(a === v) : this.b.value('icmp.eq', I1, x, this.k(v));
  }
  signOf(x: ValueId): ValueId {
    return this.and(x, this.k(this.sign));
  }
  isZero(x: ValueId): ValueId {
    return this.eq(this.and(x, this.k(this.sign - 1n)), 0n);
  }
  private readonly specialMemo = new Map<ValueId, ValueId>();
  /** Exponent all ones: infinity or NaN (one test per operand: a square asks twice). */
  isSpecial(x: ValueId): ValueId {
    let test = this.specialMemo.get(x);
    if (test === undefined) {
      test = this.eq(this.and(x, this.k(this.expMask)), this.expMask);
      this.specialMemo.set(x, test);
    }
    return test;
  }
  isNan(x: ValueId): ValueId {
    const a = this.known(x);
    if (a !== undefined) return this.bool((a & (this.sign - 1n)) > this.expMask);
    return this.b.value('icmp.ugt', I1, this.and(x, this.k(this.sign - 1n)), this.k(this.expMask));
  }
  /** The quiet NaN of no particular payload (the guest's NaN rule replaces it). */
  nan(): ValueId {
    return this.k(this.expMask | ((this.sign - 1n - this.expMask + 1n) >> 1n));
  }
}

/** x * z for z known zero: NaN when x is inf or NaN (never, for a finite x), else a zero with the sign product. */
function zeroProduct(w: Bits, x: ValueId, z: ValueId, finite: boolean): ValueId {
  const signed = w.signOf(w.xor(x, z));
  return finite ? signed : w.sel(w.isSpecial(x), w.nan(), signed);
}

/**
 * The IEEE result bits of `op` on bit patterns `xs`, given the host's `host` bits; `normalFactor`: a
 * factor of a product is a finite normal constant, so the product is never inf * 0; `finite`: per
 * operand, whether ir/float-class.ts proves it finite (never inf or NaN, so never tested for either).
 */
function exactBits(
  w: Bits,
  op: string,
  xs: ValueId[],
  host: ValueId,
  normalFactor: boolean,
  finite: readonly boolean[],
): ValueId {
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
      if (finite[0] && finite[1]) return w.sel(w.isZero(host), signed, host);
      const special = w.or1(finite[0] ? w.no() : w.isSpecial(x), finite[1] ? w.no() : w.isSpecial(y));
      return w.sel(w.isZero(host), w.sel(special, w.nan(), signed), host);
    }
    default: {
      const [a, b, c] = xs as [ValueId, ValueId, ValueId];
      // A zero factor (known or found at run time): the product is NaN or a signed zero, then the sum
      // follows the addend. Otherwise only an exactly zero product can meet a zero addend.
      const za = w.isZero(a);
      const zeroFactor = w.or1(za, w.isZero(b));
      const p = w.sel(za, zeroProduct(w, b, a, finite[1] === true), zeroProduct(w, a, b, finite[0] === true));
      const sum = w.sel(w.isZero(c), w.and(w.and(p, c), w.k(w.sign)), c);
      // A product of finite factors is a signed zero here, never a NaN.
      const nanP = finite[0] && finite[1] ? w.no() : w.isNan(p);
      const exact = w.sel(w.or1(nanP, finite[2] ? w.no() : w.isNan(c)), w.nan(), sum);
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
  const classes = new FloatClasses(fn);
  const unknown = HostUnknown.of(fn, facts, classes);
  const users = new UseLists(fn);
  const zeros = new KnownZeros(fn);
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
      // No operand the host could know to be a zero: it folds nothing, and its IEEE result stands.
      if (inst.operands.every((v) => unknown.notZero(v))) continue;
      // A sum with a finite normal constant addend is zero only by exact cancellation, which every
      // host rounds to +0; a host can fold nothing into it (no operand is a zero it could know, and a
      // zero other addend folds to the constant, which is the sum). No guard.
      const normal = inst.operands.some((v) => knownNormal(fn, facts, v));
      if (normal && (inst.op === 'fadd' || inst.op === 'fsub')) continue;
      // A product of finite factors whose sign bits are clear (integers converted, positive
      // constants) is +0 where it is a zero, and a host that folds a factor it knows to be a zero
      // answers +0 too: no guard.
      if (inst.op === 'fmul' && inst.operands.every((v) => classes.finite(v) && signClear(zeros, fn, v)))
        continue;
      if (k + 1 === original.length) continue;
      const added = block.insts.length;
      const b = new Builder(fn).at(blockId as BlockId);
      const w = new Bits(b, int, inst.type);
      const hostBits = w.of(result);
      const xs = inst.operands.map((v) => w.of(v));
      const finite = inst.operands.map((v) => classes.finite(v));
      const fixed = b.value('bitcast', inst.type, exactBits(w, inst.op, xs, hostBits, normal, finite));
      for (let j = added; j < block.insts.length; j++) users.add(block.insts[j] as InstId);
      unknown.mark(
        fixed,
        inst.operands.some((v) => unknown.is(v)),
      );
      classes.same(fixed, result);
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
