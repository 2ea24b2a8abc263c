/**
 * Scalar ALU rules of the two-source encodings: SOP2 (arithmetic, logic, shifts, bit fields, selects,
 * packs), SOPC (comparisons into SCC) and the SOPK forms with a 16-bit immediate. All wave-uniform.
 *
 * SCC (RDNA ISA): unsigned add/sub give the carry/borrow out, signed add/sub (and s_addk_i32) the
 * signed overflow, min/max whether S0 was chosen, logic ops, shifts, bit-field extracts and
 * abs-difference whether the result is non-zero, the shift-and-add ops whether the 64-bit
 * (S0 << n) + S1 reaches 2^32. s_mul*, s_bfm*, s_cselect* and s_pack* leave SCC alone. Shift amounts
 * are masked to 5 (32-bit) or 6 (64-bit) bits. Bit-field extracts read the offset from S1[4:0]
 * (S1[5:0]) and the width from S1[22:16]: width 0 gives 0, a width past the operand keeps every
 * remaining bit (and sign-extends nothing more).
 */
import type { ValueId } from '../../ir/function.js';
import type { TranslationContext } from '../context.js';
import type { RuleTable } from './index.js';
/** |x| of an i32 (|INT_MIN| = INT_MIN). */
export declare function abs32(t: TranslationContext, x: ValueId): ValueId;
/** SOP2, SOPC and SOPK arithmetic/compare rules. */
export declare const SCALAR_ALU: RuleTable;
