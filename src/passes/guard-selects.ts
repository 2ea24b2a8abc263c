/**
 * Selects with a zero or a one among their arms, hidden from the host's float patterns. Mesa's NIR
 * keeps constants typeless and compares a pattern's float constant by value, so `-0.0` in a pattern
 * matches the integer 0 and `0.0` matches 0x80000000: `select(c, 0, 0xbf800000)` (a lane write of 0
 * over a register holding -1.0) matches `bcsel(a, -0.0, -1.0)` and becomes `-b2f(!a)`, which is
 * 0x80000000 where the guest wrote 0. The patterns that change bits pair a zero with +-1.0, and NIR
 * proves constants this analysis does not (v_sad_u8 of a register with itself is 0), so one known arm
 * is enough: an arm known to be +-0 or +-1.0 of the select's width becomes `k + opaque_zero`, which no
 * pattern can match. NIR also makes selects of its own from the values a register gets on two paths
 * of a branch, so such constants stored to registers, or passed to a block parameter (a register
 * promoted to SSA), are hidden too. NIR reads a never-written
 * register as any value (the first EXEC select of a register is its new value), so the constant
 * analysis runs in that reading. A float NaN constant is hidden the same way wherever it stands (a
 * host compiler folding a select of it may quiet it or drop its payload). One integer op per hidden
 * literal constant (shared by its uses, see Hider) and per other guarded arm or store. Every constant
 * passed to a helper is hidden too (the host inlines the call, and the helper's guards assume nothing
 * of its parameters). Runs after every pass that folds constants.
 */
import type { Builder } from '../ir/builder.js';
import { analyzeConstants, type ConstantFacts, type Lattice } from '../ir/constant-facts.js';
import { type BlockId, type InstId, type IrFunction, literalOf, type ValueId } from '../ir/function.js';
import { bitWidth, I16, I32, I64, isFloat, isInt, type TypeId } from '../ir/types.js';
import { InternalError } from '../util/errors.js';
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

/** Whether `bits` of a `width`-bit float are a NaN (its payload and quiet bit are the guest's). */
function isNanBits(bits: Lattice, width: number): boolean {
  if (typeof bits !== 'bigint') return false;
  const exponentBits = width === 16 ? 5n : width === 32 ? 8n : 11n;
  const mantissaBits = BigInt(width) - 1n - exponentBits;
  const exponent = (bits >> mantissaBits) & ((1n << exponentBits) - 1n);
  return exponent === (1n << exponentBits) - 1n && (bits & ((1n << mantissaBits) - 1n)) !== 0n;
}

/** Whether `bits` of a `width`-bit value are +-0.0 or +-1.0 of that width (what the patterns pair). */
function isPatternConstant(bits: Lattice, width: number): boolean {
  if (typeof bits !== 'bigint') return false;
  const magnitude = bits & ((1n << BigInt(width - 1)) - 1n);
  return magnitude === 0n || magnitude === ONE.get(width);
}

/**
 * Which opaque zero hides what: register stores one, select arms the other. A select may meet a
 * value hidden by a store, and NIR moves an operation shared by both arms out of a select
 * (`bcsel(c, x + z, y + z)` -> `bcsel(c, x, y) + z`), which would bring the pair back; with two zeros
 * the arms never share one. Addition, not xor: a value hidden twice by xor is unhidden, and NIR reads
 * an xor with the sign bit as a float negation.
 */
const STORE_ZERO = 0;
const SELECT_ZERO = 1;

/**
 * Builds values hidden behind an opaque zero. A literal constant is hidden once per function, at the
 * start of the entry block, and shared by every use: the host's own CSE merges equal `k + zero` sums
 * anyway, so sharing shows it nothing the per-use form did not, and costs one add per constant instead
 * of one per guarded arm.
 */
class Hider {
  private readonly shared = new Map<string, ValueId>();
  /** The entry block's first instruction before any was added: shared values go in order before it. */
  private readonly start: InstId;
  constructor(private readonly fn: IrFunction) {
    this.start = fn.block(0 as BlockId).insts[0] as InstId;
  }

  /** `value` (of `type`) plus opaque zero `which`, available at instruction `before`. */
  hide(before: InstId, value: ValueId, type: TypeId, which: number): ValueId {
    const zero = this.zero(bitWidth(type), which);
    const k = literalOf(this.fn, value);
    if (k === undefined) return insertBefore(this.fn, before, (b) => hidden(b, value, type, zero));
    // The sum is shared across types of one width (a float and its bits), the bitcast per type.
    const int = intOf(bitWidth(type));
    const sum = this.once(`${int} ${k} ${which}`, (b) => hidden(b, k, int, zero));
    return int === type ? sum : this.once(`${type} ${k} ${which}`, (b) => b.value('bitcast', type, sum));
  }

  /** The value `build` makes at the entry's start, made once per `key`. */
  private once(key: string, build: (b: Builder) => ValueId): ValueId {
    let v = this.shared.get(key);
    if (v === undefined) {
      v = insertBefore(this.fn, this.start, build);
      this.shared.set(key, v);
    }
    return v;
  }

  /** Opaque zero `which` as the integer of `width` bits, converted once for the whole function. */
  private zero(width: number, which: number): ValueId {
    const zero32 = this.once(
      `zero ${which}`,
      (b) => b.emit('opaque_zero', I32, [], { imms: [which] }).result as ValueId,
    );
    if (width === 32) return zero32;
    return this.once(`zero ${width} ${which}`, (b) =>
      b.value(width === 64 ? 'zext' : 'trunc', intOf(width), zero32),
    );
  }
}

function intOf(width: number): TypeId {
  return INT_OF_WIDTH.get(width) as TypeId;
}

/** `value` (of `type`; a bigint: that constant) plus `zero` (the integer of `type`'s width), built by `b`. */
function hidden(b: Builder, value: ValueId | bigint, type: TypeId, zero: ValueId): ValueId {
  const int = intOf(bitWidth(type));
  // A +0 (all bits clear) is the opaque zero itself.
  if (value === 0n) return int === type ? zero : b.value('bitcast', type, zero);
  const v = typeof value === 'bigint' ? b.const(int, value) : value;
  const bits = b.fn.typeOf(v) === int ? v : b.value('bitcast', int, v);
  const mixed = b.value('iadd', int, bits, zero);
  return int === type ? mixed : b.value('bitcast', type, mixed);
}

/** Whether values of `type` can meet a float pattern (scalar 16, 32 or 64 bits). */
function guardable(type: TypeId): boolean {
  return (isInt(type) || isFloat(type)) && INT_OF_WIDTH.has(bitWidth(type));
}

/**
 * Hides one arm known to be +-0 or +-1.0 of every select, and every such constant stored to a
 * variable (a guest register: NIR turns the register's value after a branch into a select of the
 * values stored on each path); returns whether it changed `fn`.
 */
export function guardSelects(fn: IrFunction, options: { readonly registersOnly?: boolean } = {}): boolean {
  let any: ConstantFacts | undefined;
  let sound: ConstantFacts | undefined;
  // Reading undefined registers as any value can make a branch look one-way and the code after it
  // unreachable; values there come from the sound analysis. Where the reading says varying, so does
  // the sound one (it assumes less), so it runs only for a value the reading leaves undecided.
  // The register half hides literals only (no analysis): what it leaves, the full run hides.
  const literals = options.registersOnly === true;
  const lattice = (v: ValueId): Lattice => {
    if (literals) return literalOf(fn, v);
    any ??= analyzeConstants(fn, { undefinedIsAny: true });
    const value = any.valueOf(v);
    if (value !== undefined) return value;
    sound ??= analyzeConstants(fn);
    return sound.valueOf(v);
  };
  const derived = literals ? () => false : constantDerived(fn);
  // A value made from constants alone that the analysis does not fold (a float conversion of one)
  // is a constant to the host compiler, maybe +-0 or +-1.0: treated as one.
  const patternLike = (v: ValueId, type: TypeId): boolean => {
    const value = lattice(v);
    return isPatternConstant(value, bitWidth(type)) || (typeof value !== 'bigint' && derived(v));
  };
  // A float NaN constant is hidden too, whatever the other arm: NVIDIA's compiler quieted a signaling
  // one it selected (0x7fa00000 read back as 0x7fe00000); as an integer sum its bits reach the host.
  const nanLike = (v: ValueId, type: TypeId): boolean =>
    isFloat(type) && isNanBits(lattice(v), bitWidth(type));
  const hiddenArm = (v: ValueId, type: TypeId): boolean => patternLike(v, type) || nanLike(v, type);
  const hider = new Hider(fn);
  const variables = new Set<ValueId>();
  let changed = false;
  for (const block of fn.blocks) {
    // The block's own list, no copy: a hide inserts before the instruction being visited (or before
    // the entry's first), so the instruction visited last is found again and the walk goes on after
    // it, never over what was inserted.
    const list = block.insts;
    let last: InstId | undefined;
    for (let j = 0; j < list.length; j++) {
      if (last !== undefined && list[j - 1] !== last) {
        const at = list.indexOf(last);
        if (at === -1) throw new InternalError('guard-selects: a visited instruction left its block');
        j = at + 1;
      }
      if (j >= list.length) break;
      const id = list[j] as InstId;
      last = id;
      const inst = fn.inst(id);
      if (inst.op === 'var' && inst.result !== undefined) variables.add(inst.result);
      if (inst.op === 'store' && variables.has(inst.operands[0] as ValueId)) {
        const value = inst.operands[1] as ValueId;
        const type = fn.typeOf(value);
        if (!guardable(type) || !hiddenArm(value, type)) continue;
        inst.operands = [inst.operands[0] as ValueId, hider.hide(id, value, type, STORE_ZERO)];
        changed = true;
        continue;
      }
      if (inst.targets.length > 0) {
        changed = hideBranchArgs(fn, id, hiddenArm, hider) || changed;
        continue;
      }
      if (options.registersOnly) continue;
      if (inst.op === 'call') {
        // The host inlines the helper: a constant argument would land wherever its parameter
        // stands, and what the host folds from it there (a zero factor, a +-1.0 arm) the helper's
        // guards, made for a value they cannot see, do not cover. Every constant is hidden.
        const operands = inst.operands.map((value) => {
          const type = fn.typeOf(value);
          const constant = typeof lattice(value) === 'bigint' || derived(value);
          return guardable(type) && constant ? hider.hide(id, value, type, STORE_ZERO) : value;
        });
        if (operands.some((v, k) => v !== inst.operands[k])) {
          inst.operands = operands;
          changed = true;
        }
        continue;
      }
      if (inst.op !== 'select' || !guardable(inst.type)) continue;
      const [x, y] = [inst.operands[1] as ValueId, inst.operands[2] as ValueId];
      const [a, b] = [lattice(x), lattice(y)];
      if (a === b && typeof a === 'bigint') continue;
      const pattern = patternLike(x, inst.type) ? 1 : patternLike(y, inst.type) ? 2 : undefined;
      const arms = [1, 2].filter((k) => k === pattern || nanLike(inst.operands[k] as ValueId, inst.type));
      if (arms.length === 0) continue;
      const operands = [...inst.operands];
      for (const k of arms) operands[k] = hider.hide(id, operands[k] as ValueId, inst.type, SELECT_ZERO);
      inst.operands = operands;
      changed = true;
    }
  }
  return changed;
}

/** Whether a value is computed from constants alone (no input, memory, parameter or wave operation). */
function constantDerived(fn: IrFunction): (v: ValueId) => boolean {
  const memo = new Map<ValueId, boolean>();
  const visit = (v: ValueId): boolean => {
    const known = memo.get(v);
    if (known !== undefined) return known;
    const def = fn.value(v).def;
    let result = false;
    if (def.kind === 'inst') {
      const inst = fn.inst(def.inst);
      memo.set(v, false);
      result =
        inst.op === 'const' || (inst.operands.length > 0 && foldable(inst.op) && inst.operands.every(visit));
    }
    memo.set(v, result);
    return result;
  };
  return visit;
}

/** Ops whose result depends on their operands only (what a host compiler folds when they are constant). */
function foldable(op: string): boolean {
  return !NOT_FOLDABLE.has(op);
}

const NOT_FOLDABLE: ReadonlySet<string> = new Set([
  'load',
  'atomic',
  'atomic_cmpxchg',
  'ballot',
  'broadcast',
  'broadcast_first',
  'shuffle',
  'shuffle_group',
  'builtin',
  'opaque_zero',
  'var',
  'ptr_from_addr',
  'ptr_from_aligned_addr',
  'global',
  'access',
  'image_read',
  'image_atomic',
  'image_atomic_cmpxchg',
]);

/**
 * Hides the +-0 / +-1.0 arguments a branch passes to block parameters: after promote-vars these are
 * the values a guest register gets on one path (the SPIR-V backend stores them to the parameter's
 * variable, where NIR again builds a select of the paths' values), as register stores were before.
 */
function hideBranchArgs(
  fn: IrFunction,
  id: InstId,
  patternLike: (v: ValueId, type: TypeId) => boolean,
  hider: Hider,
): boolean {
  const inst = fn.inst(id);
  let changed = false;
  inst.targets = inst.targets.map((edge) => ({
    block: edge.block,
    args: edge.args.map((value) => {
      const type = fn.typeOf(value);
      if (!guardable(type) || !patternLike(value, type)) return value;
      changed = true;
      return hider.hide(id, value, type, STORE_ZERO);
    }),
  }));
  return changed;
}

export const GUARD_SELECTS: Pass = { name: 'guard-selects', run: (fn) => guardSelects(fn) };

/**
 * The register half of {@link guardSelects} (constants stored to registers or passed to block
 * parameters), run before guard-zeros: a zero a branch passes to a parameter (the value a bounds-checked
 * load gives the lanes that skip it) is then an opaque zero, unknown to the host, and a product of the
 * parameter needs no zero guard (guard-zeros.ts HostUnknown). Literal constants only, with no
 * constant analysis: the later full run hides what this one leaves (guard-zeros adds no branch
 * argument and no store).
 */
export const GUARD_REGISTER_CONSTANTS: Pass = {
  name: 'guard-register-constants',
  run: (fn) => guardSelects(fn, { registersOnly: true }),
};
