/**
 * SOPP opcode table of gfx1013 (identical opcodes on gfx1030; s_waitcnt_depctr gains a field there).
 * Row: [opcode, mnemonic, simm16 style, implicit]. Styles: `none` (no operand; simm16 must be 0),
 * `dec` (decimal up to 64, hex above), `hex`, `branch` (pc-relative dword offset printed as unsigned
 * decimal), `endpgm` (omitted when 0, else decimal), `waitcnt` (vmcnt/expcnt/lgkmcnt), `sendmsg`,
 * `depctr` (depctr_* fields).
 */
/** SOPP: simm16 [15:0], op [22:16], fixed 0b101111111 [31:23]. */
export const SOPP_ROWS = [
    [0, 's_nop', 'dec', ''],
    [1, 's_endpgm', 'endpgm', ''],
    [2, 's_branch', 'branch', ''],
    [3, 's_wakeup', 'none', ''],
    [4, 's_cbranch_scc0', 'branch', 'r:scc'],
    [5, 's_cbranch_scc1', 'branch', 'r:scc'],
    [6, 's_cbranch_vccz', 'branch', 'r:vcc'],
    [7, 's_cbranch_vccnz', 'branch', 'r:vcc'],
    [8, 's_cbranch_execz', 'branch', 'r:exec'],
    [9, 's_cbranch_execnz', 'branch', 'r:exec'],
    [10, 's_barrier', 'none', ''],
    [11, 's_setkill', 'dec', ''],
    [12, 's_waitcnt', 'waitcnt', ''],
    [13, 's_sethalt', 'dec', ''],
    [14, 's_sleep', 'dec', ''],
    [15, 's_setprio', 'dec', ''],
    [16, 's_sendmsg', 'sendmsg', 'r:m0'],
    [17, 's_sendmsghalt', 'sendmsg', 'r:m0'],
    [18, 's_trap', 'dec', ''],
    [19, 's_icache_inv', 'none', ''],
    [20, 's_incperflevel', 'dec', ''],
    [21, 's_decperflevel', 'dec', ''],
    [22, 's_ttracedata', 'none', 'r:m0'],
    [23, 's_cbranch_cdbgsys', 'branch', ''],
    [24, 's_cbranch_cdbguser', 'branch', ''],
    [25, 's_cbranch_cdbgsys_or_user', 'branch', ''],
    [26, 's_cbranch_cdbgsys_and_user', 'branch', ''],
    [27, 's_endpgm_saved', 'none', ''],
    [30, 's_endpgm_ordered_ps_done', 'none', ''],
    [31, 's_code_end', 'none', ''],
    [32, 's_inst_prefetch', 'hex', ''],
    [33, 's_clause', 'hex', ''],
    [34, 's_wait_idle', 'none', ''],
    [35, 's_waitcnt_depctr', 'depctr', ''],
    [36, 's_round_mode', 'hex', ''],
    [37, 's_denorm_mode', 'dec', ''],
    [40, 's_ttracedata_imm', 'hex', ''],
];
//# sourceMappingURL=sopp.js.map