/**
 * VALU integer rules: moves and v_cndmask, 32/16/64-bit add/sub with carries through VCC or SGPR
 * masks (carry-in and carry-out bits per lane) and the clamp modifier as saturation, 24/32-bit
 * multiplies and multiply-adds (v_mad_u64_u32 with its carry-out), shifts, bitwise and three-operand
 * logic, bit-field ops (bfe, bfi, bfm, alignbit, alignbyte, perm), bit counts (bcnt, mbcnt, ffbh,
 * ffbl, bfrev), min/max/med3 and the byte-wise SAD family.
 */
import type { SemanticTable } from '../semantics.js';
/** Integer rules by mnemonic. */
export declare const VALU_INT: SemanticTable;
