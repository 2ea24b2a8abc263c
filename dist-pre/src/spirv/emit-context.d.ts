/**
 * The state of one IR -> SPIR-V emission: the module builder, the IR -> SPIR-V type and constant maps
 * (interned through the builder, so each is declared once), the value map of the function being
 * emitted, and the capabilities and extensions the module turns out to need.
 *
 * Conventions: every IR integer type is an unsigned SPIR-V integer (`OpTypeInt N 0`); signedness is in
 * the opcodes. `i1` is `OpTypeBool`. Pointers are not SPIR-V values here: an IR pointer is a recipe
 * (emit-memory.ts) materialized at each load, store or atomic, so it never has to cross blocks.
 */
import type { Inst, IrFunction, IrModule, ValueId } from '../ir/function.js';
import { type TypeId } from '../ir/types.js';
import type { SpirvBuilder } from './builder.js';
/** How the IR function is emitted: its compute launch shape and host subgroup model. */
export interface EmitOptions {
    readonly stage: 'compute';
    readonly workgroupSize: readonly [number, number, number];
    /** Guest wave size: the lanes `ballot`/`broadcast` see. */
    readonly waveSize: 32 | 64;
    /**
     * Host subgroup size the pipeline runs with. Must be >= waveSize when wave operations remain (the
     * lowerWaveOps pass removes them otherwise); a larger subgroup holds several waves, each read at its
     * own offset.
     */
    readonly subgroupSize: number;
    /** LDS bytes: the length of workgroup globals that give no element count. */
    readonly ldsBytes: number;
    /**
     * Add the guest-to-host address offset (a u64 push constant at offset 0) to every `ptr_from_addr`
     * address. Default true.
     */
    readonly addressOffset?: boolean;
    /**
     * Float widths whose signed zeros/infinities/NaNs, and whose denormals, the module requires preserved
     * (float-controls execution modes; the guest keeps both). Widths the module does not compute with are
     * left out. Default: none.
     */
    readonly floatControls?: {
        readonly signedZeroInfNanPreserve: readonly (16 | 32 | 64)[];
        readonly denormPreserve: readonly (16 | 32 | 64)[];
    };
    /** SPIR-V version of the module; default 1.3 (Vulkan 1.1+). */
    readonly spirvVersion?: {
        readonly major: number;
        readonly minor: number;
    };
}
/** The SPIR-V storage class of each IR address space. */
export declare const STORAGE_CLASS: {
    readonly function: "Function";
    readonly workgroup: "Workgroup";
    readonly storage: "StorageBuffer";
    readonly physical: "PhysicalStorageBuffer";
    readonly uniform: "Uniform";
    readonly push: "PushConstant";
    readonly input: "Input";
    readonly output: "Output";
};
/** A label being filled: the emitter appends instructions to the function section in order. */
export declare class EmitContext {
    readonly b: SpirvBuilder;
    readonly module: IrModule;
    readonly options: EmitOptions;
    readonly glsl: number;
    /** IR value -> SPIR-V id, valid in the block being emitted (cleared per block for demoted values). */
    readonly ids: Map<ValueId, number>;
    /** Function variables holding values that cross blocks (and block parameters). */
    readonly homes: Map<ValueId, number>;
    /** Entry-block variable declarations (emitted at the top of the function). */
    readonly variables: number[][];
    /** Global (Input) variables listed on the entry point. */
    readonly interfaceIds: number[];
    /** Capabilities used beyond Shader. */
    readonly capabilities: Set<string>;
    private readonly builtins;
    fn: IrFunction | undefined;
    constructor(b: SpirvBuilder, module: IrModule, options: EmitOptions);
    /** Declares a capability (and its extension, if any) once. */
    need(capability: string, extension?: string): void;
    /** Appends an instruction with a fresh result id to the function body; returns the id. */
    op(name: string, type: number, ...operands: (number | string | bigint)[]): number;
    /** Appends a GLSL.std.450 instruction. */
    ext(instruction: number, type: number, ...operands: number[]): number;
    /** Appends an instruction without result. */
    effect(name: string, ...operands: (number | string | bigint)[]): void;
    /** A fresh label, placed in the function body. */
    label(id?: number): number;
    private readonly typeCache;
    private readonly constCache;
    /** The SPIR-V type of an IR value type (not pointers: see emit-memory.ts). */
    type(t: TypeId): number;
    private declareType;
    /** An unsigned integer SPIR-V type of `bits`. */
    uint(bits: 8 | 16 | 32 | 64): number;
    get bool(): number;
    /** A constant of IR type `t` from its bit pattern. */
    constant(t: TypeId, bits: bigint): number;
    private declareConstant;
    /** An unsigned integer constant. */
    uconst(bits: 8 | 16 | 32 | 64, value: bigint | number): number;
    /** A composite constant of `count` copies of `scalar` (for vector operands). */
    splat(vectorType: number, scalar: number, count: number): number;
    /** An Input builtin variable's loaded value (loaded at each use; the variable is declared once). */
    builtin(name: string, valueType: number): number;
    /** The SPIR-V id of IR value `v` at the current point (loading it from its home if it crosses blocks). */
    value(v: ValueId): number;
    /** Records the SPIR-V id of IR value `v` (storing it to its home when it crosses blocks). */
    define(v: ValueId, id: number): void;
    get irFn(): IrFunction;
    /** The IR type of an instruction's operand. */
    operandType(inst: Inst, index: number): TypeId;
}
