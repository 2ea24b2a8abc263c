/**
 * DS (LDS/GDS) opcode table for gfx1013, opcodes and operand layouts probed from llvm-mc-19 (and
 * checked by test/isa/memory.test.ts against it). One row per opcode: [opcode, mnemonic, signature].
 *
 * Signature words, in text order: `vN` vdst of N dwords, `a` the address VGPR (the GWS ops keep their
 * data VGPR in the address field), `dN` data0 of N dwords, `eN` data1 of N dwords; then the offset
 * syntax `o2` (offset0/offset1), `sw` (ds_swizzle's offset:swizzle(...)), `o0` (no offset; otherwise
 * one 16-bit offset); the GDS rule `g` (either), `G` (gds required), `L` (LDS only); and `!1030` for
 * opcodes gfx1030 removed. Fields an opcode does not use must be zero (llvm-mc rejects otherwise).
 */
/** One DS table row. */
export type DsRow = readonly [opcode: number, mnemonic: string, signature: string];
/** Every DS opcode of gfx1013. */
export declare const DS_TABLE: readonly DsRow[];
