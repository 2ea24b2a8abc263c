/**
 * Pointers and memory access. An IR pointer value is kept as a *recipe* (which variable, which guest
 * address, which indices, all as IR values) and materialized into a SPIR-V pointer at each load, store
 * or atomic, so pointers never cross blocks as SPIR-V values (logical pointers cannot be stored).
 *
 * Address spaces: `function` -> Function variables (`var`); `workgroup` globals -> a Workgroup array of
 * `count` elements (the IR pointer names element 0); `storage` globals -> a StorageBuffer block holding
 * a runtime array; `physical` -> `OpConvertUToPtr` to a PhysicalStorageBuffer pointer, after adding the
 * guest-to-host offset push constant. `access (p, i, j...)`: `i` is a signed element offset from `p`
 * (pointer arithmetic over an array of the pointee), `j...` select vector components.
 *
 * Physical accesses carry `Aligned` with the natural alignment of the accessed scalar (the component
 * size for vectors): a rule that reads a 64-bit value from a 4-aligned guest address must use a
 * 2 x i32 type, not i64.
 */
import type { Inst, ValueId } from '../ir/function.js';
import { type TypeId } from '../ir/types.js';
import { type EmitContext } from './emit-context.js';
/** How an IR pointer value is obtained. */
export type PtrRecipe = {
    readonly kind: 'var';
    readonly id: number;
    readonly pointee: TypeId;
} | {
    readonly kind: 'global';
    readonly index: number;
    readonly pointee: TypeId;
} | {
    readonly kind: 'phys';
    readonly addr: ValueId;
    readonly pointee: TypeId;
} | {
    readonly kind: 'access';
    readonly base: PtrRecipe;
    readonly offset: ValueId | undefined;
    readonly components: readonly ValueId[];
    readonly pointee: TypeId;
};
/** A materialized pointer. */
export interface Pointer {
    readonly id: number;
    readonly storage: string;
    /** Natural alignment for Aligned memory operands (physical only). */
    readonly align: number;
}
/**
 * The push constant block, when a module reads it: the host address of guest address 0 (added to every
 * guest address) and two zeros the host compiler cannot see through (IR `opaque_zero [0]`, `[1]`).
 */
export declare const PUSH_MEMBERS: readonly [{
    readonly name: "addressOffset";
    readonly offset: 0;
    readonly type: "u64";
}, {
    readonly name: "opaqueZero0";
    readonly offset: 8;
    readonly type: "u32";
}, {
    readonly name: "opaqueZero1";
    readonly offset: 12;
    readonly type: "u32";
}];
/** Bytes of the push constant block. */
export declare const PUSH_BYTES = 16;
/** Memory facts of one emission: recipes by IR value, declared globals, the push constant block. */
export declare class MemoryState {
    private readonly c;
    readonly recipes: Map<ValueId, PtrRecipe>;
    private readonly globalVars;
    private pushVar;
    /** Global variables declared (workgroup, storage, push constants), for 1.4+ entry point interfaces. */
    readonly globalIds: number[];
    constructor(c: EmitContext);
    /** Records the recipe of an instruction yielding a pointer. */
    record(inst: Inst): void;
    recipe(v: ValueId): PtrRecipe;
    private readonly cache;
    /** Forgets materialized pointers (at the start of each straight-line segment). */
    resetSegment(): void;
    /** Materializes the pointer of IR value `v` at the current point (once per segment). */
    pointer(v: ValueId): Pointer;
    private materialize;
    /** Sum of the element offsets as a `bits`-wide unsigned value (each sign-extended). */
    private sumOffsets;
    /** The u64 guest-to-host offset from the push constant block. */
    private addressOffset;
    /** A u32 0 of the push constant block, which the host compiler cannot fold (IR `opaque_zero [i]`). */
    opaqueZero(index: number): number;
    /** Loads member `index` of the push constant block (declared once with all its members). */
    private pushMember;
    /** Whether the module reads the push constant block. */
    get usesPushConstants(): boolean;
    /** Declares module global `index` once. */
    private globalVariable;
    private readonly decorated;
    /** 8- and 16-bit data in buffers need the storage capabilities. */
    private noteStorageWidth;
    /** The memory operands of an access through `p`. */
    memoryOperands(p: Pointer): (string | number)[];
}
/** The pointee type of a pointer type. */
export declare function pointeeOf(t: TypeId): TypeId;
