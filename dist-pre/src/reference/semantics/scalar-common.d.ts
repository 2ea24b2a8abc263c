/**
 * Operand access shared by the scalar semantic rules (SOP1, SOP2, SOPC, SOPK, SOPP, SMEM): 32- and
 * 64-bit reads of scalar sources, destination writes, the raw simm16 field and the ExecError helper.
 *
 * Conventions, from the RDNA ISA's scalar operand rules:
 * - an inline constant reads as its bit pattern at the operand's width (integers sign-extend to 64
 *   bits, the float constants of a 64-bit operand are f64 values);
 * - the 32-bit literal of a 64-bit integer operand is zero-extended (see docs/debt.md);
 * - 32-bit values are unsigned numbers, 64-bit values unsigned bigints.
 * Inline constants are decoded from the raw encoding field the operand names, so these helpers do not
 * depend on how the operand metadata chooses to carry an inline value.
 */
import type { Operand } from '../../isa/instruction.js';
import type { ExecContext } from '../semantics.js';
/** Raises an ExecError naming the instruction being executed. */
export declare function fail(ctx: ExecContext, reason: string): never;
/** The explicit operand at position `index` (text order), or an ExecError if the metadata lacks it. */
export declare function operandAt(ctx: ExecContext, index: number): Operand;
/** The operand read from or written to encoding field `field` in role `role`, if the instruction has one. */
export declare function operandOf(ctx: ExecContext, field: string, role?: 'src' | 'dst'): Operand | undefined;
/** The 32-bit value of a scalar source operand. */
export declare function read32(ctx: ExecContext, op: Operand): number;
/** The 64-bit value of a scalar source operand. */
export declare function read64(ctx: ExecContext, op: Operand): bigint;
/** Writes a 32-bit scalar destination (null drops the write). */
export declare function write32(ctx: ExecContext, op: Operand, value: number): void;
/** Writes a 64-bit scalar destination. */
export declare function write64(ctx: ExecContext, op: Operand, value: bigint): void;
/** Source operand `index` (text order) as 32 bits. */
export declare function src32(ctx: ExecContext, index: number): number;
/** Source operand `index` (text order) as 64 bits. */
export declare function src64(ctx: ExecContext, index: number): bigint;
/** The raw 16-bit simm16 field of a SOPK or SOPP instruction. */
export declare function simm16(ctx: ExecContext): number;
/** Sign-extends the low 16 bits of `v` to a signed number. */
export declare function sext16(v: number): number;
/** Sets SCC from a condition. */
export declare function setScc(ctx: ExecContext, condition: boolean): void;
/** Low 32 bits of a bigint as an unsigned number. */
export declare function lo32(v: bigint): number;
/** Bits 63..32 of a bigint as an unsigned number. */
export declare function hi32(v: bigint): number;
/** The 64-bit value held in the scalar registers at `code` and `code + 1`. */
export declare function pairAt(ctx: ExecContext, code: number): bigint;
