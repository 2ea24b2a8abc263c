import type { TranslationContext } from '../context.js';
import type { RuleTable } from './index.js';
/** Guest address of program offset `offset`. */
export declare function guestPc(t: TranslationContext, offset: number): bigint;
/**
 * The program offset a jump to guest address `address` lands on, or a reason it cannot be one:
 * outside the 4 GiB window above the program address, or not dword aligned.
 */
export declare function jumpOffset(t: TranslationContext, address: bigint): number | string;
/** s_getpc_b64 (the register jumps are translate.ts's). */
export declare const SCALAR_PC: RuleTable;
