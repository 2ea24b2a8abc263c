/**
 * IR types, interned: every distinct type has one `TypeId`, so type equality is number equality.
 * Scalars (i1, i8, i16, i32, i64, f16, f32, f64), vectors of scalars, pointers into an address space,
 * and void. The table is global and append-only, so ids are stable for the process.
 */
/** An interned type. */
export type TypeId = number & {
    readonly __brand: 'TypeId';
};
/** Where a pointer points. */
export type AddressSpace = 'function' | 'workgroup' | 'storage' | 'physical' | 'uniform' | 'push' | 'input' | 'output';
export declare const ADDRESS_SPACES: readonly AddressSpace[];
/** The structure of a type. */
export type TypeDesc = {
    readonly kind: 'void';
} | {
    readonly kind: 'int';
    readonly bits: 1 | 8 | 16 | 32 | 64;
} | {
    readonly kind: 'float';
    readonly bits: 16 | 32 | 64;
} | {
    readonly kind: 'vec';
    readonly elem: TypeId;
    readonly count: number;
} | {
    readonly kind: 'ptr';
    readonly space: AddressSpace;
    readonly pointee: TypeId;
};
/** The id of `desc`, interning it on first use. */
export declare function intern(desc: TypeDesc): TypeId;
/** The structure of an interned type. */
export declare function typeDesc(id: TypeId): TypeDesc;
export declare const VOID: TypeId;
export declare const I1: TypeId;
export declare const I8: TypeId;
export declare const I16: TypeId;
export declare const I32: TypeId;
export declare const I64: TypeId;
export declare const F16: TypeId;
export declare const F32: TypeId;
export declare const F64: TypeId;
/** Vector type of `count` elements. */
export declare function vec(elem: TypeId, count: number): TypeId;
/** Pointer type. */
export declare function ptr(space: AddressSpace, pointee: TypeId): TypeId;
/** Bit width of a scalar or vector type (sum over elements); 0 for void and pointers. */
export declare function bitWidth(id: TypeId): number;
export declare const isInt: (id: TypeId) => boolean;
export declare const isFloat: (id: TypeId) => boolean;
export declare const isVec: (id: TypeId) => boolean;
export declare const isPtr: (id: TypeId) => boolean;
/** Element type of a vector, or the type itself for scalars. */
export declare function scalarOf(id: TypeId): TypeId;
/** Text of a type: `i32`, `f16`, `vec4<f32>`, `ptr<storage, i32>`, `void`. */
export declare function printType(id: TypeId): string;
/** Parses the text {@link printType} produces; returns the type and the characters consumed, or undefined. */
export declare function parseType(text: string, start?: number): {
    type: TypeId;
    end: number;
} | undefined;
