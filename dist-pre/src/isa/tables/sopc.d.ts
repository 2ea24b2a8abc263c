/**
 * SOPC opcode table of gfx1013 (identical on gfx1030). Rows as in sop1.ts: S = ssrc0, T = ssrc1, both
 * read; every comparison writes SCC.
 */
import type { ScalarRow } from './scalar-spec.js';
/** SOPC: ssrc0 [7:0], ssrc1 [15:8], op [22:16], fixed 0b101111110 [31:23]. */
export declare const SOPC_ROWS: readonly ScalarRow[];
