/**
 * SMEM opcode table of gfx1013 and gfx1030. Row: [opcode, mnemonic, form, data dwords, targets].
 * Forms: `load`/`store`/`atomic` (sdata, sbase pair, offset), `bload`/`bstore`/`batomic` (sbase is a
 * buffer descriptor quad), `time` (s_memtime: sdata pair only), `none` (no operands), `probe`/`bprobe`
 * (sdata is a 7-bit immediate), `discard` (no sdata), `waveid` (sdata only). An atomic's sdata holds
 * the data and, with glc, receives the pre-op value; cmpswap sdata is twice the data width.
 * `targets`: `all`, or `gfx1013` for opcodes gfx1030 removed (llvm-mc-19 rejects them there).
 */
/** Operand shape of an SMEM opcode. */
export type SmemForm = 'load' | 'bload' | 'store' | 'bstore' | 'atomic' | 'batomic' | 'time' | 'none' | 'probe' | 'bprobe' | 'discard' | 'waveid';
/** One SMEM opcode: [opcode, mnemonic, form, sdata dwords, targets]. */
export type SmemRow = readonly [number, string, SmemForm, number, 'all' | 'gfx1013'];
/** SMEM word 0: sbase [5:0] (pair index), sdata [12:6], dlc [14], glc [16], op [25:18], 0b111101 [31:26];
 * word 1: offset [20:0] (signed), soffset [31:25] (null = none). */
export declare const SMEM_ROWS: readonly SmemRow[];
