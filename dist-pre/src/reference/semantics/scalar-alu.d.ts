/**
 * Scalar ALU semantics of the two-source encodings: SOP2 (arithmetic, logic, shifts, bit fields,
 * selects, packs), SOPC (comparisons into SCC) and the SOPK forms with a 16-bit immediate.
 *
 * SCC rules (RDNA ISA): unsigned add/sub give the carry/borrow out, signed add/sub the signed
 * overflow, min/max whether S0 was chosen, logic ops, shifts, bit-field extracts, abs/absdiff and
 * the shift-and-add ops whether the result is non-zero (shift-and-add: whether the 64-bit result of
 * the shift and the add reaches 2^32). s_mul_*, s_bfm_*, s_cselect_* and s_pack_* leave SCC alone.
 * Bit-field extracts take the offset from S1[4:0] (S1[5:0] for 64 bits) and the width from
 * S1[22:16]; a width of 0 gives 0, a width reaching past the operand takes every remaining bit.
 */
import type { SemanticTable } from '../semantics.js';
/** SOP2, SOPC and SOPK arithmetic/compare rules by mnemonic. */
export declare const SCALAR_ALU_SEMANTICS: SemanticTable;
