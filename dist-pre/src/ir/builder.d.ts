/**
 * Builds instructions at the end of a current block, filling in variant immediates by name and
 * checking arity against the op table (typing is the verifier's job, so tests can build bad IR).
 */
import type { BlockId, Edge, InstId, IrFunction, ValueId } from './function.js';
import { type TypeId } from './types.js';
/** Options of a raw instruction. */
export interface InstOptions {
    readonly imms?: readonly number[];
    readonly constant?: bigint;
    readonly targets?: readonly Edge[];
}
/** An instruction builder positioned at the end of a block. */
export declare class Builder {
    readonly fn: IrFunction;
    private current;
    constructor(fn: IrFunction);
    /** Appends a block and returns its id (does not move the insertion point). */
    block(paramTypes?: readonly TypeId[]): BlockId;
    /** Moves the insertion point to the end of `block`. */
    at(block: BlockId): this;
    get insertionBlock(): BlockId;
    /**
     * Appends `op` (optionally `op.variant`) with result type `type` (VOID for none). Returns the
     * instruction id and its result value.
     */
    emit(name: string, type: TypeId, operands: readonly ValueId[], options?: InstOptions): {
        inst: InstId;
        result: ValueId | undefined;
    };
    /** Appends an op with a result and returns the result. */
    value(name: string, type: TypeId, ...operands: ValueId[]): ValueId;
    /** An integer or float constant from its bit pattern (a number is taken as the value for ints). */
    const(type: TypeId, bits: bigint | number): ValueId;
    /** A float constant from a JS number, rounded to the type's precision (f32, f64). */
    constFloat(type: TypeId, value: number): ValueId;
    /** Appends an instruction without result. */
    effect(name: string, operands: readonly ValueId[], options?: InstOptions): InstId;
    br(target: BlockId, args?: readonly ValueId[]): void;
    condBr(cond: ValueId, onTrue: BlockId, onFalse: BlockId, trueArgs?: readonly ValueId[], falseArgs?: readonly ValueId[]): void;
    ret(): void;
}
