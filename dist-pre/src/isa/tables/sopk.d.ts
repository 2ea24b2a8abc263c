/**
 * SOPK opcode table of gfx1013 (identical on gfx1030). Rows as in sop1.ts, with SOPK slots:
 * D = sdst written, d = sdst read, M = sdst read and written, and the simm16 field printed as
 * Kx (hex), Kb (pc-relative branch offset, unsigned decimal), Kh (hwreg(...)), Kv (UC_VERSION
 * expression); L = the extra literal dword of s_setreg_imm32_b32. A `u16` immediate takes 0..65535 in
 * assembly, an `i16` one also takes -32768..-1.
 */
import type { ScalarRow } from './scalar-spec.js';
/** SOPK: simm16 [15:0], sdst [22:16], op [27:23], fixed 0b1011 [31:28]. */
export declare const SOPK_ROWS: readonly ScalarRow[];
