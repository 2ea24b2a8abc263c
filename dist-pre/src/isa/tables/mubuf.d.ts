/**
 * MUBUF opcode table for gfx1013 (opcodes probed from llvm-mc-19, verified by
 * test/isa/memory.test.ts). Rows: [opcode, mnemonic, kind, data dwords, flags].
 *
 * kind: `load`, `store`, `atomic` (returns its pre-op value when glc is set), `inv` (cache
 * invalidation, no operands). Data dwords count the VGPRs of vdata without tfe (packed d16 formats
 * take half a dword per component, rounded up). Flags: `lds` (may load into LDS with the lds bit),
 * `1030` (gfx1030 only). The 8-bit opcode keeps bit 7 in dword 0 bit 25.
 */
/** What a buffer instruction does with its data. */
export type BufferKind = 'load' | 'store' | 'atomic' | 'inv';
/** One MUBUF/MTBUF table row. */
export type BufferRow = readonly [
    opcode: number,
    mnemonic: string,
    kind: BufferKind,
    dwords: number,
    flags: string
];
/** Every MUBUF opcode of gfx1013 and gfx1030. */
export declare const MUBUF_TABLE: readonly BufferRow[];
