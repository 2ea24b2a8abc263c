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
  flags: string,
];

/** Every FLAT-encoding opcode. */
export const FLAT_TABLE: readonly FlatRow[] = [
  [8, 'load_ubyte', 'load', 1, 'FSG lds'],
  [9, 'load_sbyte', 'load', 1, 'FSG lds'],
  [10, 'load_ushort', 'load', 1, 'FSG lds'],
  [11, 'load_sshort', 'load', 1, 'FSG lds'],
  [12, 'load_dword', 'load', 1, 'FSG lds'],
  [13, 'load_dwordx2', 'load', 2, 'FSG'],
  [14, 'load_dwordx4', 'load', 4, 'FSG'],
  [15, 'load_dwordx3', 'load', 3, 'FSG'],
  [22, 'load_dword_addtid', 'load', 1, 'G tid 1030'],
  [23, 'store_dword_addtid', 'store', 1, 'G tid 1030'],
  [24, 'store_byte', 'store', 1, 'FSG'],
  [25, 'store_byte_d16_hi', 'store', 1, 'FSG'],
  [26, 'store_short', 'store', 1, 'FSG'],
  [27, 'store_short_d16_hi', 'store', 1, 'FSG'],
  [28, 'store_dword', 'store', 1, 'FSG'],
  [29, 'store_dwordx2', 'store', 2, 'FSG'],
  [30, 'store_dwordx4', 'store', 4, 'FSG'],
  [31, 'store_dwordx3', 'store', 3, 'FSG'],
  [32, 'load_ubyte_d16', 'load', 1, 'FSG'],
  [33, 'load_ubyte_d16_hi', 'load', 1, 'FSG'],
  [34, 'load_sbyte_d16', 'load', 1, 'FSG'],
  [35, 'load_sbyte_d16_hi', 'load', 1, 'FSG'],
  [36, 'load_short_d16', 'load', 1, 'FSG'],
  [37, 'load_short_d16_hi', 'load', 1, 'FSG'],
  [48, 'atomic_swap', 'atomic', 1, 'FG'],
  [49, 'atomic_cmpswap', 'atomic', 2, 'FG'],
  [50, 'atomic_add', 'atomic', 1, 'FG'],
  [51, 'atomic_sub', 'atomic', 1, 'FG'],
  [52, 'atomic_csub', 'atomic', 1, 'G 1030'],
  [53, 'atomic_smin', 'atomic', 1, 'FG'],
  [54, 'atomic_umin', 'atomic', 1, 'FG'],
  [55, 'atomic_smax', 'atomic', 1, 'FG'],
  [56, 'atomic_umax', 'atomic', 1, 'FG'],
  [57, 'atomic_and', 'atomic', 1, 'FG'],
  [58, 'atomic_or', 'atomic', 1, 'FG'],
  [59, 'atomic_xor', 'atomic', 1, 'FG'],
  [60, 'atomic_inc', 'atomic', 1, 'FG'],
  [61, 'atomic_dec', 'atomic', 1, 'FG'],
  [62, 'atomic_fcmpswap', 'atomic', 2, 'FG'],
  [63, 'atomic_fmin', 'atomic', 1, 'FG'],
  [64, 'atomic_fmax', 'atomic', 1, 'FG'],
  [80, 'atomic_swap_x2', 'atomic', 2, 'FG'],
  [81, 'atomic_cmpswap_x2', 'atomic', 4, 'FG'],
  [82, 'atomic_add_x2', 'atomic', 2, 'FG'],
  [83, 'atomic_sub_x2', 'atomic', 2, 'FG'],
  [85, 'atomic_smin_x2', 'atomic', 2, 'FG'],
  [86, 'atomic_umin_x2', 'atomic', 2, 'FG'],
  [87, 'atomic_smax_x2', 'atomic', 2, 'FG'],
  [88, 'atomic_umax_x2', 'atomic', 2, 'FG'],
  [89, 'atomic_and_x2', 'atomic', 2, 'FG'],
  [90, 'atomic_or_x2', 'atomic', 2, 'FG'],
  [91, 'atomic_xor_x2', 'atomic', 2, 'FG'],
  [92, 'atomic_inc_x2', 'atomic', 2, 'FG'],
  [93, 'atomic_dec_x2', 'atomic', 2, 'FG'],
  [94, 'atomic_fcmpswap_x2', 'atomic', 4, 'FG'],
  [95, 'atomic_fmin_x2', 'atomic', 2, 'FG'],
  [96, 'atomic_fmax_x2', 'atomic', 2, 'FG'],
];
