/** SOPC: ssrc0 [7:0], ssrc1 [15:8], op [22:16], fixed 0b101111110 [31:23]. */
export const SOPC_ROWS = [
    [0, 's_cmp_eq_i32', 'S:i32 T:i32', 'w:scc'],
    [1, 's_cmp_lg_i32', 'S:i32 T:i32', 'w:scc'],
    [2, 's_cmp_gt_i32', 'S:i32 T:i32', 'w:scc'],
    [3, 's_cmp_ge_i32', 'S:i32 T:i32', 'w:scc'],
    [4, 's_cmp_lt_i32', 'S:i32 T:i32', 'w:scc'],
    [5, 's_cmp_le_i32', 'S:i32 T:i32', 'w:scc'],
    [6, 's_cmp_eq_u32', 'S:u32 T:u32', 'w:scc'],
    [7, 's_cmp_lg_u32', 'S:u32 T:u32', 'w:scc'],
    [8, 's_cmp_gt_u32', 'S:u32 T:u32', 'w:scc'],
    [9, 's_cmp_ge_u32', 'S:u32 T:u32', 'w:scc'],
    [10, 's_cmp_lt_u32', 'S:u32 T:u32', 'w:scc'],
    [11, 's_cmp_le_u32', 'S:u32 T:u32', 'w:scc'],
    [12, 's_bitcmp0_b32', 'S:b32 T:u32', 'w:scc'],
    [13, 's_bitcmp1_b32', 'S:b32 T:u32', 'w:scc'],
    [14, 's_bitcmp0_b64', 'S:b64 T:u32', 'w:scc'],
    [15, 's_bitcmp1_b64', 'S:b64 T:u32', 'w:scc'],
    [18, 's_cmp_eq_u64', 'S:u64 T:u64', 'w:scc'],
    [19, 's_cmp_lg_u64', 'S:u64 T:u64', 'w:scc'],
];
//# sourceMappingURL=sopc.js.map