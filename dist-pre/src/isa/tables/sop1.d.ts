/**
 * SOP1 opcode table of gfx1013 (identical on gfx1030): one row per opcode, the single source of truth
 * for decode, text, encoding, assembly and operand metadata of the encoding.
 *
 * Row: [opcode, mnemonic, operands, implicit]. `operands` lists the explicit operands in text order as
 * `<slot>:<type>` (see scalar-spec.ts): D = sdst written, S = ssrc0 read (registers, constants,
 * literal), R = ssrc0 read, registers only. `implicit` lists implicit accesses as `<r|w|rw>:<reg>`.
 * Opcode numbers and mnemonics verified against llvm-mc-19 (see test/isa/scalar.test.ts).
 */
import type { ScalarRow } from './scalar-spec.js';
/** SOP1: ssrc0 [7:0], op [15:8], sdst [22:16], fixed 0b101111101 [31:23]. */
export declare const SOP1_ROWS: readonly ScalarRow[];
