/**
 * SOPP opcode table of gfx1013 (identical opcodes on gfx1030; s_waitcnt_depctr gains a field there).
 * Row: [opcode, mnemonic, simm16 style, implicit]. Styles: `none` (no operand; simm16 must be 0),
 * `dec` (decimal up to 64, hex above), `hex`, `branch` (pc-relative dword offset printed as unsigned
 * decimal), `endpgm` (omitted when 0, else decimal), `waitcnt` (vmcnt/expcnt/lgkmcnt), `sendmsg`,
 * `depctr` (depctr_* fields).
 */
/** How a SOPP instruction's simm16 prints and parses. */
export type SoppStyle = 'none' | 'dec' | 'hex' | 'branch' | 'endpgm' | 'waitcnt' | 'sendmsg' | 'depctr';
/** One SOPP opcode: [opcode, mnemonic, style, implicit accesses]. */
export type SoppRow = readonly [number, string, SoppStyle, string];
/** SOPP: simm16 [15:0], op [22:16], fixed 0b101111111 [31:23]. */
export declare const SOPP_ROWS: readonly SoppRow[];
