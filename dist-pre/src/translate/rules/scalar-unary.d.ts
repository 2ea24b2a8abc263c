/**
 * SOP1 rules: conditional moves, bit manipulation and counting, sign extension, quad masks, the EXEC
 * save/write forms and the M0-relative moves. Program-counter moves are in scalar-pc.ts.
 *
 * - s_not, s_wqm, s_bcnt*, s_quadmask and s_abs set SCC to (result != 0); find-bit ops, moves,
 *   s_brev, s_sext, s_bitset and s_bitreplicate leave it alone.
 * - s_ff0/s_ff1 count from bit 0, s_flbit* from the top; "none" gives -1. s_flbit_i32/_i64 count the
 *   bits equal to the sign bit (-1 for 0 and -1).
 * - *_saveexec: D = old EXEC, EXEC = op(S0, old EXEC), SCC = (new EXEC != 0); *_wrexec write the new
 *   EXEC to D. The b32 forms use EXEC_LO, the b64 forms the EXEC pair: raw registers in either wave
 *   size, as the encoding names them (translate.ts zeroes EXEC_HI at launch in wave32).
 * - s_movrels/s_movreld/s_movrelsd_2 index the SGPR file by M0, which must be known at recompile time
 *   (registers are variables, not an indexable array); an index leaving the bank of the named
 *   register (s0..s105, ttmp0..15) or a misaligned pair is refused.
 * 64-bit counts and bit scans are built from 32-bit halves so the host needs no 64-bit bit ops.
 */
import type { RuleTable } from './index.js';
/** SOP1 rules (program-counter moves excepted). */
export declare const SCALAR_UNARY: RuleTable;
