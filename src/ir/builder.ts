/**
 * Builds instructions at the end of a current block, filling in variant immediates by name and
 * checking arity against the op table (typing is the verifier's job, so tests can build bad IR).
 */

import { InternalError } from '../util/errors.js';
import type { BlockId, Edge, InstId, IrFunction, ValueId } from './function.js';
import { type OpInfo, type OpName, opInfo } from './ops.js';
import { type TypeId, typeDesc, VOID } from './types.js';

/** Options of a raw instruction. */
export interface InstOptions {
  readonly imms?: readonly number[];
  readonly constant?: bigint;
  readonly targets?: readonly Edge[];
}

const NO_OPTIONS: InstOptions = {};

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
  const resolved = { base, info, variantImms };
  RESOLVED.set(name, resolved);
  return resolved;
}

/** An instruction builder positioned at the end of a block. */
export class Builder {
  private current: BlockId | undefined;
  /** The guest pc new instructions record (the translator sets it per guest instruction). */
  pc: number | undefined;
  /** Per result type, the constants already made in `internedBlock` (see the constructor). */
  private interned: Map<TypeId, Map<bigint, ValueId>> | undefined;
  private internedBlock: BlockId | undefined;

  /**
   * With `internConstants`, a constant already made earlier in the current block is returned again
   * instead of a new `const` (it dominates the rest of the block): the translator asks for the same
   * few constants many times per guest block, and every pass before CSE would sweep the copies.
   */
  constructor(
    readonly fn: IrFunction,
    options: { readonly internConstants?: boolean } = {},
  ) {
    if (options.internConstants) this.interned = new Map();
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
    // Allocation-lean: the translator emits every instruction through here.
    const { base, info, variantImms } = resolveOp(name);
    if (info.arity >= 0 && operands.length !== info.arity) {
      throw new InternalError(`${base} takes ${info.arity} operands, got ${operands.length}`);
    }
    let imms: readonly number[];
    if (options.imms === undefined) imms = variantImms;
    else if (variantImms.length > 0) imms = [variantImms[0] as number, ...options.imms];
    else imms = options.imms.slice();
    const block = this.insertionBlock;
    const id = this.fn.insts.length as InstId;
    const result = type === VOID ? undefined : this.fn.newValue(type, { kind: 'inst', inst: id });
    const targets = options.targets === undefined ? NO_TARGETS : options.targets.slice();
    // One object per instruction (the translator's hot path): pc is set even when undefined.
    this.fn.insts.push(
      options.constant === undefined
        ? { op: base, type, operands, imms, targets, result, block, pc: this.pc }
        : {
            op: base,
            type,
            operands,
            imms,
            constant: options.constant,
            targets,
            result,
            block,
            pc: this.pc,
          },
    );
    this.fn.block(block).insts.push(id);
    return id;
  }

  /** Appends an op with a result and returns the result. */
  value(name: OpName, type: TypeId, ...operands: ValueId[]): ValueId {
    const result = this.fn.inst(this.append(name, type, operands, NO_OPTIONS)).result;
    if (result === undefined) throw new InternalError(`${name} yields no value`);
    return result;
  }

  /** An integer or float constant from its bit pattern (a number is taken as the value for ints). */
  const(type: TypeId, bits: bigint | number): ValueId {
    const d = typeDesc(type);
    const width = d.kind === 'int' || d.kind === 'float' ? d.bits : 64;
    const pattern = BigInt.asUintN(width, typeof bits === 'number' ? BigInt(bits) : bits);
    const interned = this.interned;
    if (interned === undefined) return this.makeConst(type, pattern);
    if (this.internedBlock !== this.current) {
      interned.clear();
      this.internedBlock = this.current;
    }
    let ofType = interned.get(type);
    if (ofType === undefined) {
      ofType = new Map();
      interned.set(type, ofType);
    }
    let value = ofType.get(pattern);
    if (value === undefined) {
      value = this.makeConst(type, pattern);
      ofType.set(pattern, value);
    }
    return value;
  }

  private makeConst(type: TypeId, pattern: bigint): ValueId {
    return this.fn.inst(this.append('const', type, [], { constant: pattern })).result as ValueId;
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
