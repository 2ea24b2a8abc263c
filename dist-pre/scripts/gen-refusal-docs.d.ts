import type { Mcpu } from '../src/isa/target.js';
/** The encoding groups the accounting covers, in report order, with the family each belongs to. */
export declare const GROUPS: readonly [readonly ["SOP1", "SALU"], readonly ["SOP2", "SALU"], readonly ["SOPK", "SALU"], readonly ["SOPC", "SALU"], readonly ["SOPP", "SALU"], readonly ["SMEM", "SMEM"], readonly ["VOP1", "VALU"], readonly ["VOP2", "VALU"], readonly ["VOPC", "VALU"], readonly ["VOP3", "VALU"], readonly ["VOP3P", "VALU"], readonly ["DS", "DS"], readonly ["MUBUF", "buffer"], readonly ["MTBUF", "buffer"], readonly ["FLAT", "FLAT/GLOBAL/SCRATCH"], readonly ["GLOBAL", "FLAT/GLOBAL/SCRATCH"], readonly ["SCRATCH", "FLAT/GLOBAL/SCRATCH"]];
/** One encoding group's name. */
export type Group = (typeof GROUPS)[number][0];
/** The heading of the generated section in docs/debt.md. */
export declare const SECTION_HEADING = "## Refused instructions (generated)";
/**
 * Every mnemonic of `mcpu`'s tables per group, as the decoder names instructions (no `_e64`): VOP1,
 * VOP2 and VOPC list the operations with that 32-bit encoding, VOP3 the VOP3-only operations.
 */
export declare function tableMnemonics(mcpu: Mcpu): ReadonlyMap<Group, readonly string[]>;
/** Mnemonic counts of one group for one layer. */
export interface GroupCount {
    readonly group: Group;
    readonly total: number;
    /** Translated (translator) or executed (reference executor): every mnemonic not refused. */
    readonly handled: number;
    readonly refused: number;
}
/** Per-group counts of gfx1013's mnemonics against one layer's REFUSED table. */
export declare function countRefusals(refused: Readonly<Record<string, string>>): GroupCount[];
/** The generated section, heading included, ending with a newline. */
export declare function renderSection(): string;
/**
 * The generated section of `debt` (from SECTION_HEADING up to the next `## ` heading, trailing blank
 * lines dropped) and where it lies, or undefined when absent.
 */
export declare function currentSection(debt: string): {
    text: string;
    start: number;
    end: number;
} | undefined;
/** `debt` with the generated section replaced by `section` (appended when absent). */
export declare function withSection(debt: string, section: string): string;
/** True when `debt` holds the section as renderSection() gives it now. */
export declare function sectionIsFresh(debt: string): boolean;
/** Path of docs/debt.md. */
export declare const DEBT_PATH: string;
