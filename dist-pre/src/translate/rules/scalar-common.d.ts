/**
 * Helpers shared by the scalar rule modules: typed constants, SCC updates and the small integer
 * idioms (bit counts, 64-bit halves) that several SOP rules need. Scalar rules are wave-uniform: they
 * read and write the SGPR variables directly and never look at EXEC.
 */
import type { ValueId } from '../../ir/function.js';
import { type TypeId } from '../../ir/types.js';
import type { Operand } from '../../isa/instruction.js';
import type { TranslationContext } from '../context.js';
/** The i1 `value != 0`. */
export declare function nonZero(t: TranslationContext, value: ValueId, type?: TypeId): ValueId;
/** Sets SCC to `value != 0` and returns `value`. */
export declare function sccNonZero(t: TranslationContext, value: ValueId, type?: TypeId): ValueId;
/** An integer constant of `type`. */
export declare function k(t: TranslationContext, type: TypeId, value: number | bigint): ValueId;
/** Reads a 32-bit (1 dword) or 64-bit source by its operand width. */
export declare function readSrc(t: TranslationContext, op: Operand): ValueId;
/** Writes a 32-bit or 64-bit scalar destination by its operand width. */
export declare function writeDst(t: TranslationContext, op: Operand, value: ValueId): void;
/** The type of a 1- or 2-dword operand. */
export declare function typeOfOperand(op: Operand): TypeId;
/** The shift amount `amount` (an i32) masked to the width of `type` (5 or 6 bits), in `type`. */
export declare function shiftAmount(t: TranslationContext, amount: ValueId, type: TypeId): ValueId;
/** i32 bit count of an i32 or i64 value. */
export declare function popcount(t: TranslationContext, value: ValueId, type: TypeId): ValueId;
/** The low `width` bits set, for a dynamic i32 width 0..63 within `type` (all ones at the full width). */
export declare function lowMask(t: TranslationContext, width: ValueId, type: TypeId): ValueId;
