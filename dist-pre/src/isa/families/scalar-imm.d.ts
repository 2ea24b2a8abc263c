/**
 * The 16-bit immediates of SOPP and SOPK with a syntax of their own, printed and parsed as llvm-mc-19
 * does for gfx1013/gfx1030: s_waitcnt counters, sendmsg(...), hwreg(...), s_waitcnt_depctr fields and
 * s_version's UC_VERSION expression, plus the plain decimal/hex/branch forms.
 *
 * Field layouts (GFX10): waitcnt vmcnt [3:0]+[15:14], expcnt [6:4], lgkmcnt [13:8]; sendmsg id [3:0],
 * op [6:4], stream [9:8]; hwreg id [5:0], offset [10:6], width-1 [15:11]; s_version id [7:0] with
 * W64 0x2000, W32 0x4000, MDP 0x8000. Names and validity were checked against llvm-mc-19.
 */
import type { Mcpu } from '../target.js';
/** Decimal up to 64, hex above (LLVM's 32-bit immediate form for a zero-extended 16-bit field). */
export declare function decText(v: number): string;
/** Hex form of a 16-bit field. */
export declare function hexText(v: number): string;
/** Text of an s_waitcnt simm16: the counters that wait, or all three when none does. */
export declare function waitcntText(v: number): string;
/** Parses `vmcnt(N) expcnt(N) lgkmcnt(N)` (any subset, separated by blanks, `&` or `,`) or a number. */
export declare function parseWaitcnt(text: string): number | undefined;
/** Text of an s_sendmsg simm16. */
export declare function sendmsgText(v: number): string;
/** Parses `sendmsg(msg[, op[, stream]])` with names or numbers, or a plain number. */
export declare function parseSendmsg(text: string): number | undefined;
/** Text of a hwreg simm16: `hwreg(name)` for the whole register, else `hwreg(id, offset, width)`. */
export declare function hwregText(v: number, mcpu: Mcpu): string;
/** Parses `hwreg(reg[, offset, width])` or a plain 16-bit number. */
export declare function parseHwreg(text: string, mcpu: Mcpu): number | undefined;
/** Bits of the simm16 that some depctr field of `mcpu` covers. */
export declare function depctrMask(mcpu: Mcpu): number;
/** Text of an s_waitcnt_depctr simm16: the fields that wait (all when none does), or hex. */
export declare function depctrText(v: number, mcpu: Mcpu): string;
/** Parses depctr_*(N) fields (blank, `&` or `,` separated) or a plain number. */
export declare function parseDepctr(text: string, mcpu: Mcpu): number | undefined;
/** Text of an s_version simm16: the UC_VERSION expression, or hex when reserved bits are set. */
export declare function versionText(v: number): string;
/** Evaluates an s_version operand: numbers and UC_VERSION names joined by `|`, parentheses allowed. */
export declare function parseVersion(text: string): number | undefined;
