/**
 * MTBUF opcode table and the gfx10 unified buffer formats (probed from llvm-mc-19, verified by
 * test/isa/memory.test.ts). The 4-bit opcode is dword 0 bits [18:16] plus dword 1 bit 21; the 7-bit
 * format is dword 0 bits [25:19]. Rows follow tables/mubuf.ts.
 */
import type { BufferRow } from './mubuf.js';
/** Every MTBUF opcode. */
export declare const MTBUF_TABLE: readonly BufferRow[];
/** The format LLVM leaves unprinted (BUF_FMT_8_UNORM). */
export declare const DEFAULT_UNIFIED_FORMAT = 1;
/**
 * gfx10 unified format names by value, without the `BUF_FMT_` prefix; values past the list print as
 * plain numbers (`format:78`).
 */
export declare const UNIFIED_FORMATS: readonly string[];
