/**
 * Value types of the VOP3-only operations' operands, for the translator (promoted VOP1/VOP2/VOPC ops
 * take theirs from valu.ts). The rule reads the mnemonic's type suffixes as valu.ts does: the first
 * type token types the destination, the last one the sources (`v_mad_u32_u16`: dst u32, sources u16),
 * widened to 64 bits for register pairs. `OVERRIDES` lists the operations the rule gets wrong, from
 * the RDNA ISA's operand descriptions: shift amounts, exponents, lane selects and byte-packed
 * operands are unsigned 32-bit, accumulators keep the destination's type, packing conversions produce
 * packed vectors.
 */
import type { ValueType } from '../instruction.js';
/** What the type rule needs of an operand: its field and width (0: a lane mask). */
interface Shape {
    readonly field: string;
    readonly dwords: number;
}
/**
 * Value types of a VOP3-only op's operands in text order. Overrides are listed in [dst, src0, src1,
 * src2] order and matched by field, since the text order can differ (interpolation: src1 before src0).
 */
export declare function vop3OnlyTypes(mnemonic: string, shapes: readonly Shape[]): ValueType[];
export {};
