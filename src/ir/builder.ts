/**
 * Builds instructions at the end of a current block, filling in variant immediates by name and
 * checking arity against the op table (typing is the verifier's job, so tests can build bad IR).
 */

import { InternalError } from '../util/errors.js';
import { ScopedHashTable } from '../util/scoped-hash-table.js';
import { Spare } from '../util/spare.js';
import { FOLDS, foldConstant } from './fold.js';
import { type BlockId, type Edge, type InstId, type IrFunction, instDef, type ValueId } from './function.js';
import { computesValue, type OpInfo, type OpName, opInfo } from './ops.js';
import { type TypeId, typeDesc, VOID } from './types.js';

/** Options of a raw instruction. */
export interface InstOptions {
  readonly imms?: readonly number[];
  readonly constant?: bigint;
  readonly targets?: readonly Edge[];
}

const NO_OPTIONS: InstOptions = {};

/** The computed-values table a finished interning builder left ({@link Builder.release}). */
const spareTables = new Spare<ScopedHashTable>((table) => table.truncate(0));

/**
 * The targets of an instruction that is not a terminator, shared (frozen, so an edit that pushes to it
 * throws instead of reaching every instruction).
 */
const NO_TARGETS = Object.freeze([]) as unknown as Edge[];

/** What a builder name (`op` or `op.variant`) stands for. */
interface ResolvedOp {
  readonly base: string;
  readonly info: OpInfo;
  /** The variant index as the instruction's first immediate, or none; shared by every instruction. */
  readonly variantImms: readonly number[];
  /** Whether the op's result is a function of its operands alone (ops.ts `computesValue`). */
  readonly computes: boolean;
  /** A small number standing for the name, for hashing. */
  readonly code: number;
  /** Whether constant operands fold (fold.ts has a rule for the op). */
  readonly folds: boolean;
}

/** Each name resolved once (the translator appends tens of thousands of instructions per program). */
const RESOLVED = new Map<string, ResolvedOp>();

/** The op, its table entry and its variant immediates of a builder name. @throws InternalError */
function resolveOp(name: string): ResolvedOp {
  const known = RESOLVED.get(name);
  if (known !== undefined) return known;
  const dot = name.indexOf('.');
  const base = dot < 0 ? name : name.slice(0, dot);
  const info = opInfo(base);
  let variantImms: readonly number[] = Object.freeze([]);
  if (info.variants) {
    const index = dot < 0 ? -1 : info.variants.indexOf(name.slice(dot + 1));
    if (index < 0) throw new InternalError(`${base} needs a variant of ${info.variants.join('|')}`);
    variantImms = Object.freeze([index]);
  } else if (dot >= 0) throw new InternalError(`${base} has no variants`);
  const resolved = {
    base,
    info,
    variantImms,
    computes: computesValue(base),
    code: RESOLVED.size + 1,
    folds: base in FOLDS,
  };
  RESOLVED.set(name, resolved);
  return resolved;
}

/** The `width`-bit pattern of `bits` (two's complement for a negative one). */
function patternOf(bits: bigint | number, width: number): bigint {
  return BigInt.asUintN(width, typeof bits === 'number' ? BigInt(bits) : bits);
}

/** {@link patternOf} as a number, for `width` up to 32. */
function smallPatternOf(bits: bigint | number, width: number): number {
  if (typeof bits === 'bigint' || !Number.isSafeInteger(bits)) return Number(patternOf(bits, width));
  // ToUint32 is exact modulo 2^32 on a safe integer.
  const low = bits >>> 0;
  return width === 32 ? low : low & ((1 << width) - 1);
}

/** An instruction builder positioned at the end of a block. */
export class Builder {
  private current: BlockId | undefined;
  /** The guest pc new instructions record (the translator sets it per guest instruction). */
  pc: number | undefined;
  /** Per result type, the constants made so far (see the constructor). */
  private readonly interned: Map<TypeId, Map<bigint | number, ValueId>> | undefined;
  /**
   * The values {@link value} already computed in `computedBlock`, by a hash of op, type and operands;
   * entries leave in the reverse order they came (see {@link scope}).
   */
  private computed: ScopedHashTable | undefined;
  /** Whether this builder interns (see the constructor). */
  private readonly interning: boolean;
  private computedBlock: BlockId | undefined;
  /** Counts the clears of `computed`: a scope opened before a clear has nothing left to undo. */
  private clears = 0;

  /**
   * With `intern`, a constant is made once per function, in the entry block (it has no operands, so
   * it dominates every use there; a SPIR-V constant is module-level anyway), and a value {@link value}
   * computes from its operands alone, already made earlier in the current block, is returned again
   * instead of a new instruction (it dominates the rest of the block: instructions are only
   * appended). The translator asks for the same few constants, lane bits and register pairs many
   * times per guest block, and every pass before CSE would sweep the copies. A select on a constant
   * condition is its chosen arm (a vector write where EXEC is known full), and an integer op of
   * constants the constant those give (ir/fold.ts, the table the constant-fold pass folds with).
   */
  constructor(
    readonly fn: IrFunction,
    options: { readonly intern?: boolean } = {},
  ) {
    this.interning = options.intern === true;
    if (options.intern) this.interned = new Map();
  }

  /**
   * Hands the table of computed values back for the next interning builder (see Spare): the builder's
   * function is built. Building more takes a table again, empty.
   */
  release(): void {
    if (this.computed === undefined) return;
    spareTables.give(this.computed);
    this.computed = undefined;
    this.computedBlock = undefined;
    this.clears++;
  }

  /** The table of computed values, taken at the first value that needs it. */
  private table(): ScopedHashTable {
    // Room for a long block's values: growing is dearer than the slots.
    this.computed ??= spareTables.take(() => new ScopedHashTable(256));
    return this.computed;
  }

  /** Appends a block and returns its id (does not move the insertion point). */
  block(paramTypes: readonly TypeId[] = []): BlockId {
    return this.fn.addBlock(paramTypes);
  }

  /** Moves the insertion point to the end of `block`. */
  at(block: BlockId): this {
    this.current = block;
    return this;
  }

  get insertionBlock(): BlockId {
    if (this.current === undefined) throw new InternalError('builder has no insertion block');
    return this.current;
  }

  /**
   * Appends `op` (optionally `op.variant`) with result type `type` (VOID for none). Returns the
   * instruction id and its result value.
   */
  emit(
    name: OpName,
    type: TypeId,
    operands: readonly ValueId[],
    options: InstOptions = {},
  ): { inst: InstId; result: ValueId | undefined } {
    const inst = this.append(name, type, operands.slice(), options);
    return { inst, result: this.fn.inst(inst).result };
  }

  /**
   * {@link emit} taking ownership of `operands` (a fresh array: value()'s rest parameter, a literal)
   * and returning only the instruction: no copy and no result pair per instruction.
   */
  private append(name: OpName, type: TypeId, operands: ValueId[], options: InstOptions): InstId {
    return this.appendResolved(resolveOp(name), type, operands, options);
  }

  /** {@link append} of an op already resolved (value() resolves it first). */
  private appendResolved(
    resolved: ResolvedOp,
    type: TypeId,
    operands: ValueId[],
    options: InstOptions,
  ): InstId {
    // Allocation-lean: the translator emits every instruction through here.
    const { base, info, variantImms } = resolved;
    if (info.arity >= 0 && operands.length !== info.arity) {
      throw new InternalError(`${base} takes ${info.arity} operands, got ${operands.length}`);
    }
    let imms: readonly number[];
    if (options.imms === undefined) imms = variantImms;
    else if (variantImms.length > 0) imms = [variantImms[0] as number, ...options.imms];
    else imms = options.imms.slice();
    const block = this.insertionBlock;
    const id = this.fn.insts.length as InstId;
    const result = type === VOID ? undefined : this.fn.newValue(type, instDef(id));
    const targets = options.targets === undefined ? NO_TARGETS : options.targets.slice();
    // One object per instruction (the translator's hot path), every field set even when undefined and
    // always in this order (passes/ir-edit.ts rewriteInst too): one shape for every instruction.
    this.fn.insts.push({
      op: base,
      info,
      type,
      operands,
      imms,
      constant: options.constant,
      targets,
      result,
      block,
      pc: this.pc,
    });
    this.fn.block(block).insts.push(id);
    return id;
  }

  /** The constant `v` is, when a `const` defines it. */
  literal(v: ValueId): bigint | undefined {
    const def = this.fn.value(v).def;
    if (def.kind !== 'inst') return undefined;
    const inst = this.fn.inst(def.inst);
    return inst.op === 'const' ? inst.constant : undefined;
  }

  /**
   * Appends an op with a result and returns the result (or, with `intern`, the same value made
   * earlier, or the arm a select on a constant condition chooses).
   */
  value(name: OpName, type: TypeId, ...operands: ValueId[]): ValueId {
    const resolved = resolveOp(name);
    if (this.interning) {
      if (name === 'select') {
        const cond = this.literal(operands[0] as ValueId);
        if (cond !== undefined) return operands[cond === 0n ? 2 : 1] as ValueId;
      }
      if (resolved.folds && operands.length > 0) {
        const folded = this.folded(resolved, type, operands);
        if (folded !== undefined) return this.const(type, folded);
      }
      if ((name === 'and' || name === 'or') && operands.length === 2) {
        const identity = this.bitwiseIdentity(name, type, operands[0] as ValueId, operands[1] as ValueId);
        if (identity !== undefined) return identity;
      }
      if (resolved.computes) return this.computedValue(this.table(), resolved, type, operands);
    }
    const result = this.fn.inst(this.appendResolved(resolved, type, operands, NO_OPTIONS)).result;
    if (result === undefined) throw new InternalError(`${name} yields no value`);
    return result;
  }

  /**
   * `x and ones`, `x or 0` is x; `x and 0`, `x or ones` that constant: a lane predicate or'ed with the
   * launch's `true` is `true` as it is built, so what reads it (a ballot, a wave lowering) sees it.
   */
  private bitwiseIdentity(name: 'and' | 'or', type: TypeId, a: ValueId, b: ValueId): ValueId | undefined {
    // Most operands are no constants: ask before building the type's all-ones pattern.
    const ka = this.literal(a);
    const kb = ka === undefined ? this.literal(b) : undefined;
    if (ka === undefined && kb === undefined) return undefined;
    const d = typeDesc(type);
    if (d.kind !== 'int') return undefined;
    const ones = (1n << BigInt(d.bits)) - 1n;
    const [k, c, x] = ka !== undefined ? [ka, a, b] : [kb as bigint, b, a];
    if (k === (name === 'and' ? 0n : ones)) return c;
    if (k === (name === 'and' ? ones : 0n)) return x;
    // The other operand may be the deciding constant (both constants fold before this).
    return undefined;
  }

  /** The constant `resolved` of `operands` gives when they are all constants and it folds (fold.ts). */
  private folded(resolved: ResolvedOp, type: TypeId, operands: readonly ValueId[]): bigint | undefined {
    // Most operations have an operand that is no constant: ask before allocating the list.
    if (this.literal(operands[0] as ValueId) === undefined) return undefined;
    const values: bigint[] = [];
    for (let k = 0; k < operands.length; k++) {
      const value = this.literal(operands[k] as ValueId);
      if (value === undefined) return undefined;
      values.push(value);
    }
    const operandType = this.fn.typeOf(operands[0] as ValueId);
    return foldConstant(resolved.base, type, operandType, values, resolved.variantImms);
  }

  /** {@link value} of an op that computes from its operands alone: made once per block. */
  private computedValue(
    computed: ScopedHashTable,
    resolved: ResolvedOp,
    type: TypeId,
    operands: ValueId[],
  ): ValueId {
    if (this.computedBlock !== this.current) {
      computed.truncate(0);
      this.clears++;
      this.computedBlock = this.current;
    }
    let h = Math.imul(resolved.code, 0x9e3779b1) ^ type;
    for (let k = 0; k < operands.length; k++) h = Math.imul(h ^ (operands[k] as number), 0x85ebca6b);
    for (let s = computed.probe(h); s !== -1; s = computed.nextProbe(h, s)) {
      const known = computed.idAt(s) as ValueId;
      if (this.computes(known, resolved, type, operands)) return known;
    }
    const result = this.fn.inst(this.appendResolved(resolved, type, operands, NO_OPTIONS)).result as ValueId;
    computed.add(result, h);
    return result;
  }

  /**
   * Marks what the values computed so far are, for a region of blocks the current block dominates
   * (a rule's own diamond): {@link enterScope} moves into one of its blocks keeping them, and
   * {@link leaveScope} drops what the region made since the mark, so each block sees exactly the
   * values of the blocks that dominate it (scoped value numbering over the dominator tree).
   */
  scope(): { readonly clears: number; readonly made: number } {
    if (this.interning && this.computedBlock !== this.current) {
      // The table still holds another block's values: start the current block's.
      this.table().truncate(0);
      this.clears++;
      this.computedBlock = this.current;
    }
    return { clears: this.clears, made: this.computed?.size ?? 0 };
  }

  /**
   * Moves to `block`, which the block of `mark` dominates, keeping the values computed there (and,
   * after {@link leaveScope}, none of a sibling region's).
   */
  enterScope(block: BlockId, mark: { readonly clears: number; readonly made: number }): void {
    this.leaveScope(mark);
    this.current = block;
    if (mark.clears === this.clears) this.computedBlock = block;
  }

  /** Forgets the values made since `mark` (all of them when the table was cleared since). */
  leaveScope(mark: { readonly clears: number; readonly made: number }): void {
    if (this.computed === undefined || mark.clears !== this.clears) return;
    this.computed.truncate(mark.made);
  }

  /** Whether value `known` is `resolved` of `operands` with result type `type`. */
  private computes(
    known: ValueId,
    resolved: ResolvedOp,
    type: TypeId,
    operands: readonly ValueId[],
  ): boolean {
    const def = this.fn.value(known).def;
    if (def.kind !== 'inst') return false;
    const inst = this.fn.inst(def.inst);
    if (inst.op !== resolved.base || inst.type !== type || inst.imms[0] !== resolved.variantImms[0])
      return false;
    if (inst.operands.length !== operands.length) return false;
    for (let k = 0; k < operands.length; k++) if (inst.operands[k] !== operands[k]) return false;
    return true;
  }

  /** An integer or float constant from its bit pattern (a number is taken as the value for ints). */
  const(type: TypeId, bits: bigint | number): ValueId {
    const d = typeDesc(type);
    const width = d.kind === 'int' || d.kind === 'float' ? d.bits : 64;
    const interned = this.interned;
    if (interned === undefined) return this.makeConst(type, patternOf(bits, width));
    // Up to 32 bits keyed by number: a Map hashes a bigint key anew at every lookup.
    const key = width <= 32 ? smallPatternOf(bits, width) : patternOf(bits, width);
    let ofType = interned.get(type);
    if (ofType === undefined) {
      ofType = new Map();
      interned.set(type, ofType);
    }
    let value = ofType.get(key);
    if (value === undefined) {
      value = this.makeConst(type, typeof key === 'bigint' ? key : BigInt(key));
      ofType.set(key, value);
      this.toEntry(value);
    }
    return value;
  }

  private makeConst(type: TypeId, pattern: bigint): ValueId {
    return this.fn.inst(this.append('const', type, [], { constant: pattern })).result as ValueId;
  }

  /** Moves the instruction defining `value`, just appended, to the entry block (before its terminator). */
  private toEntry(value: ValueId): void {
    const block = this.insertionBlock;
    if (block === 0) return;
    const def = this.fn.value(value).def;
    if (def.kind !== 'inst') return;
    this.fn.block(block).insts.pop();
    const entry = this.fn.block(0 as BlockId).insts;
    const last = entry[entry.length - 1];
    const terminated = last !== undefined && this.fn.inst(last).info.terminator;
    entry.splice(terminated ? entry.length - 1 : entry.length, 0, def.inst);
    this.fn.inst(def.inst).block = 0 as BlockId;
  }

  /** A float constant from a JS number, rounded to the type's precision (f32, f64). */
  constFloat(type: TypeId, value: number): ValueId {
    const d = typeDesc(type);
    if (d.kind !== 'float' || d.bits === 16) throw new InternalError('constFloat supports f32 and f64');
    const view = new DataView(new ArrayBuffer(8));
    if (d.bits === 32) {
      view.setFloat32(0, value, true);
      return this.const(type, BigInt(view.getUint32(0, true)));
    }
    view.setFloat64(0, value, true);
    return this.const(type, view.getBigUint64(0, true));
  }

  /**
   * Appends an instruction without result to the end of `block`, before its terminator when it has
   * one (the insertion point stays where it is).
   */
  effectAtEnd(block: BlockId, name: OpName, operands: readonly ValueId[]): InstId {
    const current = this.current;
    this.current = block;
    const id = this.append(name, VOID, operands.slice(), NO_OPTIONS);
    this.current = current;
    const insts = this.fn.block(block).insts;
    const last = insts[insts.length - 2];
    if (last !== undefined && this.fn.inst(last).info.terminator) {
      insts.pop();
      insts.splice(insts.length - 1, 0, id);
    }
    return id;
  }

  /** Appends an instruction without result. */
  effect(name: OpName, operands: readonly ValueId[], options: InstOptions = NO_OPTIONS): InstId {
    return this.append(name, VOID, operands.slice(), options);
  }

  br(target: BlockId, args: readonly ValueId[] = []): void {
    this.emit('br', VOID, [], { targets: [{ block: target, args }] });
  }

  condBr(
    cond: ValueId,
    onTrue: BlockId,
    onFalse: BlockId,
    trueArgs: readonly ValueId[] = [],
    falseArgs: readonly ValueId[] = [],
  ): void {
    this.emit('cond_br', VOID, [cond], {
      targets: [
        { block: onTrue, args: trueArgs },
        { block: onFalse, args: falseArgs },
      ],
    });
  }

  /** Ends the function; a helper returns its one value. */
  ret(value?: ValueId): void {
    this.emit('ret', VOID, value === undefined ? [] : [value]);
  }
}
