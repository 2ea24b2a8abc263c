/**
 * IR containers in arena style: a function owns arrays of blocks, instructions and values, and refers
 * to them by branded indices. Removing an instruction takes it out of its block's list (the arena slot
 * stays, detached); nothing else points into the arrays, so ids stay valid for side tables.
 *
 * SSA form uses block parameters instead of phi nodes: a branch passes arguments to its target's
 * parameters.
 */
import type { TypeId } from './types.js';
export type ValueId = number & {
    readonly __brand: 'ValueId';
};
export type BlockId = number & {
    readonly __brand: 'BlockId';
};
export type InstId = number & {
    readonly __brand: 'InstId';
};
/** A branch edge: the successor and the values bound to its parameters. */
export interface Edge {
    readonly block: BlockId;
    readonly args: readonly ValueId[];
}
/** One instruction. `op` names an entry of OPS (ops.ts). */
export interface Inst {
    readonly op: string;
    /** Result type, VOID for instructions without a result. */
    readonly type: TypeId;
    operands: ValueId[];
    /** Immediates: the variant index first when the op has variants, then the op's extra immediates. */
    readonly imms: readonly number[];
    /** Bit pattern of a `const`. */
    readonly constant?: bigint;
    /** Successors of a terminator. */
    targets: Edge[];
    readonly result: ValueId | undefined;
    /** The block holding the instruction, or -1 once removed. */
    block: BlockId | -1;
}
/** A basic block: parameters, then instructions, the last of which is the terminator. */
export interface Block {
    readonly params: ValueId[];
    insts: InstId[];
}
/** Where a value comes from. */
export type ValueDef = {
    readonly kind: 'param';
    readonly block: BlockId;
    readonly index: number;
} | {
    readonly kind: 'inst';
    readonly inst: InstId;
};
export interface ValueInfo {
    readonly type: TypeId;
    readonly def: ValueDef;
}
/** A module-level resource: a buffer, workgroup memory, push constants or an I/O variable. */
export interface GlobalVar {
    readonly name: string;
    /** A pointer type; its address space says what kind of resource it is. */
    readonly type: TypeId;
    /** Descriptor set and binding for buffers and images. */
    readonly binding?: {
        readonly set: number;
        readonly binding: number;
    };
    /**
     * Elements of the pointee in the array the global is (workgroup memory: the pointer names element 0
     * and `access` indexes it); absent for workgroup memory means the launch's LDS bytes.
     */
    readonly count?: number;
}
/** A function: block 0 is the entry. */
export declare class IrFunction {
    readonly name: string;
    readonly blocks: Block[];
    readonly insts: Inst[];
    readonly values: ValueInfo[];
    constructor(name: string);
    /** Appends a new empty block with parameters of `paramTypes`. */
    addBlock(paramTypes?: readonly TypeId[]): BlockId;
    /** Registers a value (used by addBlock and by instruction creation). */
    newValue(type: TypeId, def: ValueDef): ValueId;
    block(id: BlockId): Block;
    inst(id: InstId): Inst;
    value(id: ValueId): ValueInfo;
    typeOf(id: ValueId): TypeId;
    /** The terminator of a block, if it has one. */
    terminator(id: BlockId): Inst | undefined;
    /** Successor blocks of `id`. */
    successors(id: BlockId): BlockId[];
    /** Detaches an instruction from its block. */
    remove(id: InstId): void;
}
/** A module: resources and functions. */
export declare class IrModule {
    readonly globals: GlobalVar[];
    readonly functions: IrFunction[];
    addGlobal(g: GlobalVar): number;
    addFunction(name: string): IrFunction;
}
