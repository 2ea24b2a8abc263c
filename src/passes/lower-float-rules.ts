/**
 * The guest's float rules that the IR keeps as ops until late, lowered to bit operations: `nan_rule`
 * only where a NaN's payload can be seen, and `flush` (ir/README.md).
 *
 * The guest quiets the first NaN input of an operation; hosts differ (NVIDIA answers its own canonical
 * NaN), so the payload has to be rebuilt, but only a store, a bitcast, a branch argument or any other
 * reader of the bits can see it. A float operation reading a rule's result sees the same value as
 * reading the host's result directly: both are NaN together (the op's contract) and equal otherwise.
 * So:
 *
 * - a float op whose own payload is rebuilt by a rule or never seen (a compare, a conversion to an
 *   integer) reads the host's result;
 * - a rule's inputs contribute their payloads lazily: the payload of a rule whose only variable input
 *   is another rule is that rule's payload (an input NaN makes every later host result of the chain
 *   NaN, and a chain that turns NaN on its own gives the default NaN at every later step), so a chain
 *   of operations costs one test at the end instead of one per operation and operand;
 * - a flush keeps a NaN's bits, so the flush of a rule's result is itself such a value: the flush of
 *   the host's result, with the rule's payload (denormal-flushing chains stay chains);
 * - every other reader gets the guest's value: the host's result where it is not NaN, else the payload;
 * - an input ir/float-class.ts proves never NaN is never tested, a result it proves never NaN is the
 *   host's, and the translator's bit flush of a value it proves never denormal is the value
 *   (drop-normal-flushes.ts, on the selects this pass's scan meets).
 *
 * Runs after the optimizations (which see one op per rule: flush(flush x) is one flush, a flushed
 * constant a constant) and before guard-zeros, whose rewrite of a host op then reaches the tests
 * reading it.
 */
import { Builder } from '../ir/builder.js';
import { bitFlushOf, FloatClasses, flushMagnitude } from '../ir/float-class.js';
import { type FloatLayout, floatLayout } from '../ir/float-layout.js';
import {
  type BlockId,
  definingInst,
  type Inst,
  type InstId,
  type IrFunction,
  userRows,
  type ValueId,
} from '../ir/function.js';
import { FUNARY } from '../ir/ops.js';
import { bitWidth, F16, F32, F64, I1, I16, I32, I64, type TypeId } from '../ir/types.js';
import { dropNormalFlushes } from './drop-normal-flushes.js';
import type { Pass } from './manager.js';

/** The bit-level constants of one float type, and the integer type of its bits. */
interface Layout extends FloatLayout {
  readonly int: TypeId;
}

/** Each float type's layout, made once. */
const LAYOUTS = new Map<TypeId, Layout>();

function layoutOf(float: TypeId): Layout {
  let known = LAYOUTS.get(float);
  if (known === undefined) {
    known = makeLayout(float);
    LAYOUTS.set(float, known);
  }
  return known;
}

function makeLayout(float: TypeId): Layout {
  const int = float === F16 ? I16 : float === F32 ? I32 : float === F64 ? I64 : undefined;
  if (int === undefined) throw new Error('nan_rule of a non-float type');
  return { ...(floatLayout(bitWidth(float)) as FloatLayout), int };
}

/** Ops whose result carries no float payload: reading a rule's host result is reading the rule. */
const PAYLOAD_FREE = new Set(['fcmp', 'ftos', 'ftou']);

/** Ops that make a NaN of a NaN operand and are otherwise a function of the operands' values. */
const NAN_PROPAGATING = new Set([
  'fadd',
  'fsub',
  'fmul',
  'fdiv',
  'fma',
  'funary',
  'ldexp',
  'fpext',
  'fptrunc',
]);

/** funary variants that are NaN exactly where their operand is (roundings and sign operations). */
const NAN_FREE_UNARY: ReadonlySet<number> = new Set(
  ['neg', 'abs', 'floor', 'ceil', 'trunc', 'round_even'].map((v) =>
    FUNARY.indexOf(v as (typeof FUNARY)[number]),
  ),
);

/** A rule's inputs that can be NaN, or the first input that always is (Lowering.inputsOf). */
interface RuleInputs {
  readonly inputs: readonly ValueId[];
  readonly nanConstant: bigint | undefined;
  readonly nanInput: ValueId | undefined;
}

/** Points use `k` of `inst` (an operand index, or -1: its branch arguments) from `from` to `to`. */
function rewriteUse(inst: Inst, k: number, from: ValueId, to: ValueId): void {
  if (k >= 0) inst.operands[k] = to;
  else
    inst.targets = inst.targets.map((e) => ({
      block: e.block,
      args: e.args.map((a) => (a === from ? to : a)),
    }));
}

/** Lowers every `nan_rule` and `flush` of `fn`; returns whether there was one. */
export function lowerFloatRules(fn: IrFunction): boolean {
  const rules = new Map<ValueId, Inst>();
  const flushes = new Map<ValueId, Inst>();
  const selects: Inst[] = [];
  for (const block of fn.blocks) {
    for (const id of block.insts) {
      const inst = fn.inst(id);
      if (inst.result === undefined) continue;
      if (inst.op === 'nan_rule') rules.set(inst.result, inst);
      else if (inst.op === 'flush') flushes.set(inst.result, inst);
      else if (inst.op === 'select') selects.push(inst);
    }
  }
  // One analysis for both: a dropped flush leaves every value what it was.
  let classes: FloatClasses | undefined;
  const classesOf = (): FloatClasses => {
    classes ??= new FloatClasses(fn);
    return classes;
  };
  const dropped = dropNormalFlushes(fn, selects, classesOf);
  if (rules.size === 0 && flushes.size === 0) return dropped;
  return new Lowering(fn, rules, flushes, classesOf()).run() || dropped;
}

class Lowering {
  /** Code to place right after an instruction (a rule's payload and guest value). */
  private readonly after = new Map<InstId, InstId[]>();
  private readonly bitsMemo = new Map<ValueId, ValueId>();
  private readonly nanMemo = new Map<ValueId, ValueId>();
  private readonly quietMemo = new Map<ValueId, ValueId>();
  private readonly payloadMemo = new Map<ValueId, ValueId>();
  private readonly guestMemo = new Map<ValueId, ValueId>();
  /** Bitcasts of a rule to its bits, whose readers now read the guest's bits. */
  private readonly dead = new Set<InstId>();
  private readonly guestBitsMemo = new Map<ValueId, ValueId>();
  /**
   * Every use as found before any rewrite (ir/function.ts userRows, with operand slots: the operand
   * index, -1 for a branch argument); empty until run() finds them.
   */
  private uses: { readonly start: Uint32Array; readonly users: Uint32Array; readonly slots?: Int32Array } = {
    start: new Uint32Array(1),
    users: new Uint32Array(0),
  };

  private readonly ruleLikeMemo = new Map<ValueId, boolean>();
  private readonly alwaysNanMemo = new Map<ValueId, boolean>();
  /** Each flush's bits, lowered. */
  private readonly flushBitsMemo = new Map<ValueId, ValueId>();
  /** Each flush's float value, lowered (for the readers of the float). */
  private readonly flushFloatMemo = new Map<ValueId, ValueId>();

  /** Rule inputs that are the translator's bit flush of a float, with that float, as found. */
  private readonly bitFlushes = new Map<ValueId, ValueId>();
  /** Each flush's operand as found (its readers' rewrite may point a flush at a host result). */
  private readonly flushSource = new Map<ValueId, ValueId>();

  /** Per rule, asked before any rewrite (run): the rewrite points host ops at new values. */
  private readonly inputsMemo = new Map<Inst, RuleInputs>();
  private readonly generatesMemo = new Map<Inst, boolean>();

  constructor(
    private readonly fn: IrFunction,
    private readonly rules: ReadonlyMap<ValueId, Inst>,
    private readonly flushes: ReadonlyMap<ValueId, Inst>,
    /** Which values are never NaN or always finite, asked before any rewrite (see run). */
    private readonly classes: FloatClasses,
  ) {
    for (const [v, flush] of flushes) this.flushSource.set(v, flush.operands[0] as ValueId);
  }

  /** A rule's result, or the flush of one (which keeps its NaNs' bits). */
  private ruleLike(v: ValueId): boolean {
    if (this.rules.has(v)) return true;
    const source = this.flushSource.get(v);
    if (source === undefined) return false;
    const known = this.ruleLikeMemo.get(v);
    if (known !== undefined) return known;
    const answer = this.ruleLike(source);
    this.ruleLikeMemo.set(v, answer);
    return answer;
  }

  run(): boolean {
    const { fn } = this;
    // Every class this pass asks for, settled on the IR as it stands: the rewrite below points readers
    // at new values the analysis would not know.
    for (const [v, rule] of this.rules) {
      this.classes.of(v);
      this.inputsOf(rule);
      this.generates(rule);
      for (let k = 1; k < rule.operands.length; k++) {
        const x = rule.operands[k] as ValueId;
        const flushed = this.bitFlushed(x);
        if (flushed !== undefined) this.bitFlushes.set(x, flushed);
      }
    }
    for (const v of this.flushes.keys()) this.classes.of(v);
    this.uses = userRows(fn, true);
    const ruleLike = [...this.rules.keys(), ...[...this.flushes.keys()].filter((v) => this.ruleLike(v))];
    for (const value of ruleLike) {
      const host = this.hostOf(value);
      const type = this.fn.typeOf(value);
      for (const [user, k] of this.usesOf(value)) {
        const inst = fn.inst(user);
        if (inst.op === 'nan_rule') continue; // removed: an input is read through payloadOf
        if (inst.op === 'bitcast' && inst.result !== undefined && inst.type === layoutOf(type).int) {
          // The bits themselves (a guest register write): no cast back and forth.
          this.replaceUses(inst.result, this.guestBitsOf(value));
          this.dead.add(user);
          continue;
        }
        rewriteUse(inst, k, value, this.blind(inst) ? this.blindValue(value, host) : this.guestOf(value));
      }
    }
    // Every flush's readers (bits readers first, as above) get the lowered flush.
    for (const [value, flush] of this.flushes) {
      const layout = layoutOf(flush.type);
      for (const [user, k] of this.usesOf(value)) {
        const inst = fn.inst(user);
        if (inst.op === 'nan_rule' || this.dead.has(user)) continue;
        if (k >= 0 && inst.operands[k] !== value) continue;
        if (inst.op === 'bitcast' && inst.result !== undefined && inst.type === layout.int) {
          this.replaceUses(inst.result, this.bitsOf(value, layout));
          this.dead.add(user);
          continue;
        }
        rewriteUse(inst, k, value, this.flushFloatOf(value));
      }
    }
    // Code built here reads flushes too (a host op's operand, a bitcast for a test).
    const lowered = (v: ValueId): ValueId => (this.flushes.has(v) ? this.flushFloatOf(v) : v);
    for (const list of this.after.values()) {
      for (const id of list) {
        const inst = fn.inst(id);
        if (inst.operands.some((v) => this.flushes.has(v))) inst.operands = inst.operands.map(lowered);
      }
    }
    fn.blocks.forEach((block, b) => {
      const list: InstId[] = [];
      // New code may itself have code placed after it (a NaN test after the bitcast it reads).
      const place = (ids: readonly InstId[] | undefined): void => {
        for (const id of ids ?? []) {
          const op = fn.inst(id).op;
          if (op === 'nan_rule' || op === 'flush' || this.dead.has(id)) fn.inst(id).block = -1;
          else list.push(id);
          place(this.after.get(id));
        }
      };
      place(this.after.get((-1 - b) as InstId));
      place(block.insts);
      block.insts = list;
    });
    return true;
  }

  /** The uses of `v` found before any rewrite, as (user, operand index or -1 for a branch argument). */
  private usesOf(v: ValueId): [InstId, number][] {
    const { start, users, slots } = this.uses;
    const list: [InstId, number][] = [];
    if (v + 1 >= start.length) return list;
    for (let u = start[v] as number; u < (start[v + 1] as number); u++)
      list.push([users[u] as InstId, (slots as Int32Array)[u] as number]);
    return list;
  }

  /**
   * The host value a rule stands for (through rules whose host is another rule's value); a flush of a
   * rule stands for itself, once its operand is the host's value (its readers' rewrite sets that).
   */
  private hostOf(v: ValueId): ValueId {
    let h = v;
    for (let rule = this.rules.get(h); rule; rule = this.rules.get(h)) h = rule.operands[0] as ValueId;
    return h;
  }

  /**
   * Whether `inst` reading the host's result in place of a rule's gives what reading the rule gives:
   * its result has no payload, or every reader of it is a rule's host operand.
   */
  private blind(inst: Inst): boolean {
    if (PAYLOAD_FREE.has(inst.op) || inst.op === 'flush') return true;
    if (!NAN_PROPAGATING.has(inst.op) || inst.result === undefined) return false;
    const readers = this.usesOf(inst.result);
    return readers.length > 0 && readers.every(([u, k]) => k === 0 && this.fn.inst(u).op === 'nan_rule');
  }

  /**
   * Runs `build` with a builder whose instructions land right after `v`'s definition (at the start of
   * its block for a block parameter), so that they dominate every reader of `v`.
   */
  private atDef<T>(v: ValueId, build: (b: Builder) => T): T {
    const def = this.fn.value(v).def;
    const block = def.kind === 'inst' ? (this.fn.inst(def.inst).block as BlockId) : def.block;
    const list = this.fn.block(block).insts;
    const start = list.length;
    const result = build(new Builder(this.fn).at(block));
    const added = list.splice(start);
    const key = def.kind === 'inst' ? def.inst : ((-1 - block) as InstId);
    const extra = this.after.get(key);
    if (extra) extra.push(...added);
    else this.after.set(key, added);
    return result;
  }

  /** The magnitude of `bits`: the one its flush compared, else a new mask of them. */
  private magnitudeOf(bits: ValueId, layout: Layout): ValueId {
    return (
      flushMagnitude(this.fn, bits) ??
      this.atDef(bits, (b) => b.value('and', layout.int, bits, b.const(layout.int, layout.magnitude)))
    );
  }

  /** Whether float `v` is a bitcast of integer bits (which may be a flush's select). */
  private heldAsBits(v: ValueId, layout: Layout): boolean {
    const source = definingInst(this.fn, v);
    return source?.op === 'bitcast' && this.fn.typeOf(source.operands[0] as ValueId) === layout.int;
  }

  /** The integer bits of float `v`, made once (a bitcast's source where `v` is one). */
  private bitsOf(v: ValueId, layout: Layout): ValueId {
    const known = this.bitsMemo.get(v);
    if (known !== undefined) return known;
    if (this.flushes.has(v)) {
      const flushed = this.flushBitsOf(v, layout);
      this.bitsMemo.set(v, flushed);
      return flushed;
    }
    const def = this.fn.value(v).def;
    const source = def.kind === 'inst' ? this.fn.inst(def.inst) : undefined;
    const bits =
      source?.op === 'bitcast' && this.fn.typeOf(source.operands[0] as ValueId) === layout.int
        ? (source.operands[0] as ValueId)
        : this.atDef(v, (b) => b.value('bitcast', layout.int, v));
    this.bitsMemo.set(v, bits);
    return bits;
  }

  /** Flush `v`'s bits: a denormal (zero exponent) becomes the zero of its sign; NaNs keep theirs. */
  private flushBitsOf(v: ValueId, layout: Layout): ValueId {
    const known = this.flushBitsMemo.get(v);
    if (known !== undefined) return known;
    const raw = this.flushSource.get(v) as ValueId;
    const bits = this.bitsOf(this.ruleLike(raw) ? this.hostOf(raw) : raw, layout);
    const flushed = this.atDef(v, (b) => {
      // The translator's form (rules/valu-fp.ts flush): the magnitude below the least normal.
      const magnitude = b.value('and', layout.int, bits, b.const(layout.int, layout.magnitude));
      const denormal = b.value('icmp.ult', I1, magnitude, b.const(layout.int, layout.leastNormalBits));
      const zero = b.value('and', layout.int, bits, b.const(layout.int, layout.sign));
      return b.value('select', layout.int, denormal, zero, bits);
    });
    this.flushBitsMemo.set(v, flushed);
    return flushed;
  }

  private flushFloatOf(v: ValueId): ValueId {
    const known = this.flushFloatMemo.get(v);
    if (known !== undefined) return known;
    const type = this.fn.typeOf(v);
    const bits = this.flushBitsOf(v, layoutOf(type));
    const float = this.atDef(v, (b) => b.value('bitcast', type, bits));
    this.flushFloatMemo.set(v, float);
    return float;
  }

  /**
   * Whether float `v` is a NaN, tested once: a flushed value on the magnitude its flush compared (a
   * flush keeps NaNs and makes zeros of denormals only; a `flush` op, which goes, always so), any
   * other by one unordered compare of itself (OpIsNan: one instruction where a test of its bits is a
   * mask and a compare, and the bitcast of a host result).
   */
  private isNan(v: ValueId, layout: Layout): ValueId {
    const known = this.nanMemo.get(v);
    if (known !== undefined) return known;
    const magnitude = this.flushes.has(v)
      ? this.magnitudeOf(this.bitsOf(v, layout), layout) // a `flush` op goes: its bits stay
      : this.heldAsBits(v, layout)
        ? flushMagnitude(this.fn, this.bitsOf(v, layout))
        : undefined;
    const test =
      magnitude === undefined
        ? this.atDef(v, (b) => b.value('fcmp.uno', I1, v, v))
        : this.atDef(magnitude, (b) =>
            b.value('icmp.ugt', I1, magnitude, b.const(layout.int, layout.expMask)),
          );
    this.nanMemo.set(v, test);
    return test;
  }

  /**
   * A rule's inputs that can be NaN, up to the first that always is (no later input is ever the first
   * NaN): a NaN constant, or a rule with one among its own inputs.
   */
  private inputsOf(rule: Inst): RuleInputs {
    let known = this.inputsMemo.get(rule);
    if (known === undefined) {
      known = this.findInputs(rule, layoutOf(rule.type));
      this.inputsMemo.set(rule, known);
    }
    return known;
  }

  private findInputs(rule: Inst, layout: Layout): RuleInputs {
    const inputs: ValueId[] = [];
    for (let k = 1; k < rule.operands.length; k++) {
      const x = rule.operands[k] as ValueId;
      const c = this.constantOf(x);
      if (c !== undefined) {
        if ((c & layout.magnitude) > layout.expMask)
          return { inputs, nanConstant: c | layout.quietBit, nanInput: undefined };
      } else if (this.classes.notNan(x)) {
        // Never the first NaN input.
      } else if (this.ruleLike(x) && this.alwaysNan(x))
        return { inputs, nanConstant: undefined, nanInput: x };
      else inputs.push(x);
    }
    return { inputs, nanConstant: undefined, nanInput: undefined };
  }

  /** The guest's bits of input `x` where it is NaN: a rule's payload, else `x` quieted. */
  private ownPayload(x: ValueId, layout: Layout): ValueId {
    if (this.ruleLike(x)) return this.payloadOf(x);
    const known = this.quietMemo.get(x);
    if (known !== undefined) return known;
    const bits = this.bitsOf(x, layout);
    const quiet = this.atDef(bits, (b) =>
      b.value('or', layout.int, bits, b.const(layout.int, layout.quietBit)),
    );
    this.quietMemo.set(x, quiet);
    return quiet;
  }

  /**
   * Whether rule `rule`'s host op can make a NaN of non-NaN inputs: not a sum with a finite constant
   * addend, a product with a finite normal constant factor, a rounding or a conversion.
   */
  private generates(rule: Inst): boolean {
    let known = this.generatesMemo.get(rule);
    if (known === undefined) {
      known = this.canGenerate(rule);
      this.generatesMemo.set(rule, known);
    }
    return known;
  }

  private canGenerate(rule: Inst): boolean {
    const def = this.fn.value(rule.operands[0] as ValueId).def;
    if (def.kind !== 'inst') return true;
    const host = this.fn.inst(def.inst);
    if (host.type !== rule.type) return host.op !== 'fpext' && host.op !== 'fptrunc';
    const layout = layoutOf(host.type);
    const constant = (want: 'finite' | 'normal'): boolean =>
      host.operands.some((o) => {
        const c = this.constantOf(o);
        if (c === undefined) return false;
        const exp = c & layout.expMask;
        return exp !== layout.expMask && (want === 'finite' || exp !== 0n);
      });
    // inf - inf and inf * 0 need infinite operands (float-class.ts).
    const finite = host.operands.map((o) => this.classes.finite(o));
    switch (host.op) {
      case 'fadd':
      case 'fsub':
        return !constant('finite') && !finite.some((f) => f);
      case 'fmul':
        return !constant('normal') && !finite.every((f) => f);
      case 'fma':
        return !(finite[0] && finite[1]);
      case 'funary':
        return !NAN_FREE_UNARY.has(host.imms[0] as number);
      default:
        return true;
    }
  }

  /** The guest's bits of rule `v` where it is NaN (quieted first NaN input, else the default NaN). */
  private payloadOf(v: ValueId): ValueId {
    const known = this.payloadMemo.get(v);
    if (known !== undefined) return known;
    const source = this.flushSource.get(v);
    if (source !== undefined) return this.payloadOf(source);
    const rule = this.rules.get(v) as Inst;
    const layout = layoutOf(rule.type);
    const { nanConstant, nanInput } = this.inputsOf(rule);
    // A copy: the last input may be taken off below.
    const inputs = [...this.inputsOf(rule).inputs];
    const always = nanConstant !== undefined || nanInput !== undefined;
    const single = inputs.length === 1 && !always ? (inputs[0] as ValueId) : undefined;
    let payload: ValueId;
    if (single !== undefined && (this.ruleLike(single) || !this.generates(rule))) {
      // A chain: a NaN here with no NaN input was made here or earlier, and every such NaN is the
      // default NaN, which is also what the input's payload is then; else it is the input's own.
      payload = this.ownPayload(single, layout);
    } else {
      // The last input needs no test where nothing else can make the result NaN.
      const last = !always && !this.generates(rule) ? inputs.pop() : undefined;
      const tail =
        nanInput !== undefined
          ? this.payloadOf(nanInput)
          : last === undefined
            ? undefined
            : this.ownPayload(last, layout);
      const tests = inputs.map(
        (x) => [this.isNan(this.nanWitness(x), layout), this.ownPayload(x, layout)] as const,
      );
      payload = this.atDef(v, (b) => {
        let acc = tail ?? b.const(layout.int, nanConstant ?? layout.defaultNaN);
        for (let i = tests.length - 1; i >= 0; i--) {
          const [test, own] = tests[i] as readonly [ValueId, ValueId];
          acc = b.value('select', layout.int, test, own, acc);
        }
        return acc;
      });
    }
    this.payloadMemo.set(v, payload);
    return payload;
  }

  /**
   * What a float op reads for rule-like `v`: the host's result, or a NaN constant where `v` is a NaN in
   * every lane (so a host computation only the NaN rule read is left dead).
   */
  private blindValue(v: ValueId, host: ValueId): ValueId {
    if (!this.alwaysNan(v)) return host;
    const type = this.fn.typeOf(v);
    return this.atDef(v, (b) => b.const(type, layoutOf(type).defaultNaN));
  }

  /** Whether rule-like `v` is a NaN in every lane (an input always is). */
  private alwaysNan(v: ValueId): boolean {
    const known = this.alwaysNanMemo.get(v);
    if (known !== undefined) return known;
    const source = this.flushSource.get(v);
    const rule = this.rules.get(v);
    let answer = false;
    if (source !== undefined) answer = this.ruleLike(source) && this.alwaysNan(source);
    else if (rule !== undefined) {
      const { nanConstant, nanInput } = this.inputsOf(rule);
      answer = nanConstant !== undefined || nanInput !== undefined;
    }
    this.alwaysNanMemo.set(v, answer);
    return answer;
  }

  /**
   * A host value NaN exactly where `v` is: the start of the chain of one-input rules that make no NaN
   * of their own (so a chain's readers share one test), else the host's result, or `v` itself.
   */
  private nanWitness(v: ValueId): ValueId {
    for (;;) {
      const source = this.flushSource.get(v) ?? this.bitFlushes.get(v);
      if (source !== undefined && this.ruleLike(source)) {
        v = source;
        continue;
      }
      const rule = this.rules.get(v);
      if (!rule) break;
      const { inputs, nanConstant, nanInput } = this.inputsOf(rule);
      if (inputs.length !== 1 || nanConstant !== undefined || nanInput !== undefined || this.generates(rule))
        return this.hostOf(v);
      v = inputs[0] as ValueId;
    }
    return v;
  }

  /** The float whose bits the translator's bit flush made `v`'s bits from (rules/valu-fp.ts flush). */
  private bitFlushed(v: ValueId): ValueId | undefined {
    const cast = definingInst(this.fn, v);
    if (cast?.op !== 'bitcast') return undefined;
    const select = definingInst(this.fn, cast.operands[0] as ValueId);
    const bits = select && bitFlushOf(this.fn, select);
    const from = bits === undefined ? undefined : definingInst(this.fn, bits);
    if (from?.op !== 'bitcast') return undefined;
    const float = from.operands[0] as ValueId;
    return this.fn.typeOf(float) === this.fn.typeOf(v) ? float : undefined;
  }

  /**
   * Whether rule-like `v` is never a NaN: its class says so, or no input can be one and its host op
   * makes none of non-NaN inputs (a product of a non-NaN value and a finite normal constant).
   */
  private neverNan(v: ValueId): boolean {
    if (this.classes.notNan(v)) return true;
    const rule = this.rules.get(v);
    if (rule === undefined) return false;
    const { inputs, nanConstant, nanInput } = this.inputsOf(rule);
    return (
      inputs.length === 0 && nanConstant === undefined && nanInput === undefined && !this.generates(rule)
    );
  }

  /** The guest's bits of rule `v`, made once, right after the rule. */
  private guestBitsOf(v: ValueId): ValueId {
    const known = this.guestBitsMemo.get(v);
    if (known !== undefined) return known;
    const layout = layoutOf(this.fn.typeOf(v));
    if (this.neverNan(v)) {
      // Never a NaN: the host's result is the guest's.
      const bits = this.bitsOf(this.hostOf(v), layout);
      this.guestBitsMemo.set(v, bits);
      return bits;
    }
    const payload = this.payloadOf(v);
    if (this.alwaysNan(v)) {
      // A NaN constant input: the result is a NaN whatever the host computes.
      this.guestBitsMemo.set(v, payload);
      return payload;
    }
    const host = this.hostOf(v);
    const test = this.isNan(this.nanWitness(v), layout);
    const hostBits = this.bitsOf(host, layout);
    const bits = this.atDef(v, (b) => b.value('select', layout.int, test, payload, hostBits));
    this.guestBitsMemo.set(v, bits);
    return bits;
  }

  /** The guest's value of rule `v`, made once, right after the rule. */
  private guestOf(v: ValueId): ValueId {
    const known = this.guestMemo.get(v);
    if (known !== undefined) return known;
    const bits = this.guestBitsOf(v);
    const guest = this.atDef(v, (b) => b.value('bitcast', this.fn.typeOf(v), bits));
    this.guestMemo.set(v, guest);
    return guest;
  }

  /** Points every use of `from` (recorded before any rewrite) at `to`. */
  private replaceUses(from: ValueId, to: ValueId): void {
    for (const [user, k] of this.usesOf(from)) {
      rewriteUse(this.fn.inst(user), k, from, to);
    }
  }

  /** The bits of a `const` input (through a bitcast), or undefined. */
  private constantOf(v: ValueId): bigint | undefined {
    const def = this.fn.value(v).def;
    if (def.kind !== 'inst') return undefined;
    const inst = this.fn.inst(def.inst);
    if (inst.op === 'const') return inst.constant;
    if (inst.op === 'bitcast') return this.constantOf(inst.operands[0] as ValueId);
    return undefined;
  }
}

export const LOWER_FLOAT_RULES: Pass = { name: 'lower-float-rules', run: lowerFloatRules };
