/**
 * FLAT/GLOBAL/SCRATCH opcode table for gfx1013 (probed from llvm-mc-19, verified by
 * test/isa/memory.test.ts). One encoding; the SEG field (dword 0 bits [15:14]) picks the prefix:
 * 0 `flat_`, 1 `scratch_`, 2 `global_` (3 is invalid). Rows: [opcode, name without prefix, kind,
 * data dwords, flags]. Flags: `F`/`S`/`G` the segments the opcode exists in, `lds` (global/scratch
 * may load into LDS), `tid` (global addtid: no vaddr), `1030` (gfx1030 only).
 */
import type { BufferKind } from './mubuf.js';
/** One FLAT table row. */
export type FlatRow = readonly [
    opcode: number,
    name: string,
    kind: Exclude<BufferKind, 'inv'>,
    dwords: number,
    flags: string
];
/** Every FLAT-encoding opcode. */
export declare const FLAT_TABLE: readonly FlatRow[];
