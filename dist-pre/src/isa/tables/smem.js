/**
 * SMEM opcode table of gfx1013 and gfx1030. Row: [opcode, mnemonic, form, data dwords, targets].
 * Forms: `load`/`store`/`atomic` (sdata, sbase pair, offset), `bload`/`bstore`/`batomic` (sbase is a
 * buffer descriptor quad), `time` (s_memtime: sdata pair only), `none` (no operands), `probe`/`bprobe`
 * (sdata is a 7-bit immediate), `discard` (no sdata), `waveid` (sdata only). An atomic's sdata holds
 * the data and, with glc, receives the pre-op value; cmpswap sdata is twice the data width.
 * `targets`: `all`, or `gfx1013` for opcodes gfx1030 removed (llvm-mc-19 rejects them there).
 */
const ATOMICS = [
    'swap',
    'cmpswap',
    'add',
    'sub',
    'smin',
    'umin',
    'smax',
    'umax',
    'and',
    'or',
    'xor',
    'inc',
    'dec',
];
function atomics(base, prefix, form, x2) {
    return ATOMICS.map((name, i) => {
        const dwords = (x2 ? 2 : 1) * (name === 'cmpswap' ? 2 : 1);
        return [base + i, `${prefix}${name}${x2 ? '_x2' : ''}`, form, dwords, 'gfx1013'];
    });
}
/** SMEM word 0: sbase [5:0] (pair index), sdata [12:6], dlc [14], glc [16], op [25:18], 0b111101 [31:26];
 * word 1: offset [20:0] (signed), soffset [31:25] (null = none). */
export const SMEM_ROWS = [
    [0, 's_load_dword', 'load', 1, 'all'],
    [1, 's_load_dwordx2', 'load', 2, 'all'],
    [2, 's_load_dwordx4', 'load', 4, 'all'],
    [3, 's_load_dwordx8', 'load', 8, 'all'],
    [4, 's_load_dwordx16', 'load', 16, 'all'],
    [5, 's_scratch_load_dword', 'load', 1, 'gfx1013'],
    [6, 's_scratch_load_dwordx2', 'load', 2, 'gfx1013'],
    [7, 's_scratch_load_dwordx4', 'load', 4, 'gfx1013'],
    [8, 's_buffer_load_dword', 'bload', 1, 'all'],
    [9, 's_buffer_load_dwordx2', 'bload', 2, 'all'],
    [10, 's_buffer_load_dwordx4', 'bload', 4, 'all'],
    [11, 's_buffer_load_dwordx8', 'bload', 8, 'all'],
    [12, 's_buffer_load_dwordx16', 'bload', 16, 'all'],
    [16, 's_store_dword', 'store', 1, 'gfx1013'],
    [17, 's_store_dwordx2', 'store', 2, 'gfx1013'],
    [18, 's_store_dwordx4', 'store', 4, 'gfx1013'],
    [21, 's_scratch_store_dword', 'store', 1, 'gfx1013'],
    [22, 's_scratch_store_dwordx2', 'store', 2, 'gfx1013'],
    [23, 's_scratch_store_dwordx4', 'store', 4, 'gfx1013'],
    [24, 's_buffer_store_dword', 'bstore', 1, 'gfx1013'],
    [25, 's_buffer_store_dwordx2', 'bstore', 2, 'gfx1013'],
    [26, 's_buffer_store_dwordx4', 'bstore', 4, 'gfx1013'],
    [31, 's_gl1_inv', 'none', 0, 'all'],
    [32, 's_dcache_inv', 'none', 0, 'all'],
    [33, 's_dcache_wb', 'none', 0, 'gfx1013'],
    [36, 's_memtime', 'time', 2, 'all'],
    [37, 's_memrealtime', 'time', 2, 'all'],
    [38, 's_atc_probe', 'probe', 0, 'all'],
    [39, 's_atc_probe_buffer', 'bprobe', 0, 'all'],
    [40, 's_dcache_discard', 'discard', 0, 'gfx1013'],
    [41, 's_dcache_discard_x2', 'discard', 0, 'gfx1013'],
    [42, 's_get_waveid_in_workgroup', 'waveid', 1, 'gfx1013'],
    ...atomics(64, 's_buffer_atomic_', 'batomic', false),
    ...atomics(96, 's_buffer_atomic_', 'batomic', true),
    ...atomics(128, 's_atomic_', 'atomic', false),
    ...atomics(160, 's_atomic_', 'atomic', true),
];
//# sourceMappingURL=smem.js.map