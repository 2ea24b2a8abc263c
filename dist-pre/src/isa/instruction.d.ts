/**
 * The decoded form of one RDNA instruction, shared by every encoding family.
 *
 * An instruction is its encoding, opcode and the raw values of its encoding's fields (named as in the
 * family's layout table), plus the trailing literal when it has one. Everything else (text, operand
 * metadata, re-encoding) is derived from these by the family that owns the encoding, so the raw fields
 * are the single source of truth and `encode(decode(w))` is exact by construction.
 */
/** The microcode formats of GFX10. FLAT covers FLAT, GLOBAL and SCRATCH (its SEG field selects). */
export type EncodingName = 'SOP1' | 'SOP2' | 'SOPK' | 'SOPC' | 'SOPP' | 'SMEM' | 'VOP1' | 'VOP2' | 'VOPC' | 'VOP3' | 'VOP3P' | 'VINTRP' | 'DS' | 'MUBUF' | 'MTBUF' | 'MIMG' | 'EXP' | 'FLAT';
/**
 * Sub-form of an encoding: `e32` for the 32-bit VOP forms, `dpp16`/`dpp8`/`sdwa` for their extended
 * forms, `nsa` for MIMG with non-sequential addresses, `base` otherwise.
 */
export type EncodingForm = 'base' | 'e32' | 'dpp16' | 'dpp8' | 'dpp8fi' | 'sdwa' | 'nsa';
/** One decoded instruction. Immutable once built. */
export interface Instruction {
    readonly encoding: EncodingName;
    readonly form: EncodingForm;
    /** Opcode number within the encoding. */
    readonly opcode: number;
    /** LLVM mnemonic without encoding suffix (e.g. `v_add_f32`), from the opcode table. */
    readonly mnemonic: string;
    /** Raw field values of the encoding, keyed by the family layout's field names. */
    readonly fields: Readonly<Record<string, number>>;
    /** The 32-bit literal dword that follows the instruction, when an operand selects it. */
    readonly literal: number | undefined;
    /** Byte address of the first word. */
    readonly pc: number;
    /** Size in bytes, literal and extension dwords included. */
    readonly size: number;
}
/** Where an operand's value lives. */
export type OperandKind = 'sgpr' | 'vgpr' | 'special' | 'inline' | 'literal' | 'immediate';
/** Value type of an operand as the instruction reads or writes it. */
export type ValueType = 'b1' | 'b16' | 'i16' | 'u16' | 'f16' | 'b32' | 'i32' | 'u32' | 'f32' | 'b64' | 'i64' | 'u64' | 'f64' | 'v2b16' | 'v2i16' | 'v2u16' | 'v2f16' | 'b96' | 'b128' | 'b160' | 'b256' | 'b512' | 'mask';
/**
 * Operand metadata for the translator: one entry per explicit operand, in LLVM text order, plus the
 * implicit reads and writes (EXEC, VCC, SCC, M0) the instruction performs.
 */
export interface Operand {
    readonly role: 'dst' | 'src';
    readonly kind: OperandKind;
    /** Register index (first register for ranges), encoding code for specials, or the value. */
    readonly value: number;
    /** Width in dwords (1 for 16- and 32-bit operands). */
    readonly dwords: number;
    readonly type: ValueType;
    /** true for operands the text does not show (EXEC of every VALU op, SCC of s_add_u32...). */
    readonly implicit: boolean;
    /** Name of the encoding field the operand came from (`ssrc0`, `vdst`...), or the special's name. */
    readonly field: string;
}
