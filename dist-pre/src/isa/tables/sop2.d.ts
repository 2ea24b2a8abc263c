/**
 * SOP2 opcode table of gfx1013 (identical on gfx1030). Rows as in sop1.ts: D = sdst written,
 * S = ssrc0 read, T = ssrc1 read. Opcodes 55..95 are unassigned; 96..127 belong to SOPK/SOP1/SOPC/SOPP.
 */
import type { ScalarRow } from './scalar-spec.js';
/** SOP2: ssrc0 [7:0], ssrc1 [15:8], sdst [22:16], op [29:23], fixed 0b10 [31:30]. */
export declare const SOP2_ROWS: readonly ScalarRow[];
