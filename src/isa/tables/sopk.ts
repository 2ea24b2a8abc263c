/**
 * SOPK opcode table of gfx1013 (identical on gfx1030). Rows as in sop1.ts, with SOPK slots:
 * D = sdst written, d = sdst read, M = sdst read and written, and the simm16 field printed as
 * Kx (hex), Kb (pc-relative branch offset, unsigned decimal), Kh (hwreg(...)), Kv (UC_VERSION
 * expression); L = the extra literal dword of s_setreg_imm32_b32. A `u16` immediate takes 0..65535 in
 * assembly, an `i16` one also takes -32768..-1.
 */
import type { ScalarRow } from './scalar-spec.js';

/** SOPK: simm16 [15:0], sdst [22:16], op [27:23], fixed 0b1011 [31:28]. */
export const SOPK_ROWS: readonly ScalarRow[] = [
  [0, 's_movk_i32', 'D:i32 Kx:i16', ''],
  [1, 's_version', 'Kv:u16', ''],
  [2, 's_cmovk_i32', 'D:i32 Kx:i16', 'r:scc'],
  [3, 's_cmpk_eq_i32', 'd:i32 Kx:i16', 'w:scc'],
  [4, 's_cmpk_lg_i32', 'd:i32 Kx:i16', 'w:scc'],
  [5, 's_cmpk_gt_i32', 'd:i32 Kx:i16', 'w:scc'],
  [6, 's_cmpk_ge_i32', 'd:i32 Kx:i16', 'w:scc'],
  [7, 's_cmpk_lt_i32', 'd:i32 Kx:i16', 'w:scc'],
  [8, 's_cmpk_le_i32', 'd:i32 Kx:i16', 'w:scc'],
  [9, 's_cmpk_eq_u32', 'd:u32 Kx:u16', 'w:scc'],
  [10, 's_cmpk_lg_u32', 'd:u32 Kx:u16', 'w:scc'],
  [11, 's_cmpk_gt_u32', 'd:u32 Kx:u16', 'w:scc'],
  [12, 's_cmpk_ge_u32', 'd:u32 Kx:u16', 'w:scc'],
  [13, 's_cmpk_lt_u32', 'd:u32 Kx:u16', 'w:scc'],
  [14, 's_cmpk_le_u32', 'd:u32 Kx:u16', 'w:scc'],
  [15, 's_addk_i32', 'M:i32 Kx:i16', 'w:scc'],
  [16, 's_mulk_i32', 'M:i32 Kx:i16', ''],
  [18, 's_getreg_b32', 'D:b32 Kh:u16', ''],
  [19, 's_setreg_b32', 'Kh:u16 d:b32', ''],
  [21, 's_setreg_imm32_b32', 'Kh:u16 L:b32', ''],
  [22, 's_call_b64', 'D:u64 Kb:i16', ''],
  [23, 's_waitcnt_vscnt', 'd:b32 Kx:u16', ''],
  [24, 's_waitcnt_vmcnt', 'd:b32 Kx:u16', ''],
  [25, 's_waitcnt_expcnt', 'd:b32 Kx:u16', ''],
  [26, 's_waitcnt_lgkmcnt', 'd:b32 Kx:u16', ''],
  [27, 's_subvector_loop_begin', 'M:b32 Kb:i16', 'rw:exec'],
  [28, 's_subvector_loop_end', 'M:b32 Kb:i16', 'rw:exec'],
];
