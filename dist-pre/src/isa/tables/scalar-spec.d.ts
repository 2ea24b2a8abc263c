/**
 * The row format shared by the SOP1, SOP2, SOPC and SOPK tables, and its parsed form.
 *
 * Operand spec: space-separated `<slot>:<type>` in LLVM text order. Slots: D (sdst, written),
 * d (sdst, read), M (sdst, read and written), S (ssrc0: registers, inline constants, literal),
 * R (ssrc0, registers only), T (ssrc1), Kx/Kb/Kh/Kv (simm16 printed as hex, branch offset, hwreg,
 * version), L (trailing literal dword). The type's width picks the register class (64-bit types take
 * SGPR pairs). Implicit spec: space-separated `<r|w|rw>:<scc|exec|vcc|m0>`.
 */
import type { ValueType } from '../instruction.js';
/** One opcode row: [opcode, mnemonic, explicit operands, implicit accesses]. */
export type ScalarRow = readonly [number, string, string, string];
/** Operand slot letters of the SOP tables. */
export type ScalarSlot = 'D' | 'd' | 'M' | 'S' | 'R' | 'T' | 'Kx' | 'Kb' | 'Kh' | 'Kv' | 'L';
/** One parsed explicit operand. */
export interface SlotSpec {
    readonly slot: ScalarSlot;
    readonly type: ValueType;
    /** 1 or 2 (64-bit types). */
    readonly dwords: number;
}
/** One implicit access. */
export interface ImplicitSpec {
    readonly read: boolean;
    readonly write: boolean;
    readonly reg: 'scc' | 'exec' | 'vcc' | 'm0';
}
/** Parses an operand spec string. Throws RangeError on a malformed table entry. */
export declare function parseSlots(spec: string): SlotSpec[];
/** Parses an implicit spec string. Throws RangeError on a malformed table entry. */
export declare function parseImplicit(spec: string): ImplicitSpec[];
