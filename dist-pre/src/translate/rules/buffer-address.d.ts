/**
 * Buffer addressing shared by the MUBUF/MTBUF rules (buffer.ts, buffer-format.ts): the V# fields, a
 * lane's index/offset/SGPR offset, unit addresses (linear and swizzled) and the OOB_SELECT range
 * check (semantics in buffer.ts's overview).
 *
 * A V# is specialized on where its dwords are recompile-time constants (user SGPRs, or tables in the
 * memory the request carries) and read at run time elsewhere: dword 1 gives the stride and swizzling,
 * dword 3 the format, ADD_TID, index stride and OOB_SELECT. Each field is an IR value, a constant when
 * known, and the choices it drives (the range check, swizzled addressing, a bound resource) are made at
 * recompile time for constants and by selects otherwise. Format accesses need dword 3 known (their
 * conversion is specialized on the format); raw accesses and atomics take any V#.
 */
import type { ValueId } from '../../ir/function.js';
import type { Instruction, Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
/** Swizzled addressing (SWIZZLE_ENABLE) where it may be on. */
export interface Swizzle {
    /** SWIZZLE_ENABLE (i1). */
    readonly enabled: ValueId;
    /** log2 of INDEX_STRIDE (8 << dword3[22:21] indices per element), i64. */
    readonly indexStrideLog2: ValueId;
}
/** A V#'s fields: constants where the dwords are known at recompile time. */
export interface Vsharp {
    /** 48-bit base address (i64). */
    readonly base: ValueId;
    /** num_records (i32). */
    readonly numRecords: ValueId;
    /** Record stride in bytes (i64). */
    readonly stride: ValueId;
    /** Undefined when SWIZZLE_ENABLE is known to be off. */
    readonly swizzle: Swizzle | undefined;
    /** ADD_TID_ENABLE (i1). */
    readonly addTid: ValueId;
    /** OOB_SELECT when dword 3 is known; else `oobBits` (i32) chooses at run time. */
    readonly oobSelect: number | undefined;
    readonly oobBits: ValueId;
    /** Unified FORMAT code when dword 3 is known (0: unbound), undefined when read at run time. */
    readonly format: number | undefined;
    /** FORMAT != 0 (i1): an unbound resource reads 0 and drops writes. */
    readonly bound: ValueId;
    /** DST_SEL_X..W (0, 1, 4..7) when dword 3 is known. */
    readonly dstSel: readonly number[] | undefined;
}
/** A V# whose dword 3 is known (what format accesses specialize on). */
export interface FormatVsharp extends Vsharp {
    readonly format: number;
    readonly dstSel: readonly number[];
}
/**
 * Decodes the V# of a buffer instruction. `needs` 'format': dword 3 must be known; while it is not, the
 * refusal is recorded (constantOrDefer) and undefined returned, so the rule emits nothing.
 */
export declare function vsharpOf(t: TranslationContext, inst: Instruction, ops: readonly Operand[], needs?: 'raw' | 'format'): Vsharp | undefined;
/** vsharpOf for format accesses: dword 3 known. */
export declare function formatVsharpOf(t: TranslationContext, inst: Instruction, ops: readonly Operand[]): FormatVsharp | undefined;
/** The lanes an access takes effect in: active ones, where the resource is bound. */
export declare function boundLanes(t: TranslationContext, v: Vsharp): ValueId;
/** One lane's buffer addressing (all i64). */
export interface BufferLane {
    readonly v: Vsharp;
    readonly index: ValueId;
    readonly offset: ValueId;
    readonly soffset: ValueId;
}
/** The lane's index, offset and SGPR offset. */
export declare function bufferLane(t: TranslationContext, inst: Instruction, ops: readonly Operand[], v: Vsharp): BufferLane;
/** Guest address of byte `at` of the lane's access (i64). */
export declare function unitAddress(t: TranslationContext, l: BufferLane, at: number): ValueId;
/** Whether the unit of `size` bytes at byte `at` of the access is in range (i1), per OOB_SELECT. */
export declare function unitInRange(t: TranslationContext, l: BufferLane, at: number, size: number): ValueId;
