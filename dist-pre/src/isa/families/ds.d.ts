import type { Family } from '../family.js';
/** LLVM's `offset:swizzle(...)` text of a ds_swizzle offset (empty for 0). */
export declare function swizzleText(imm: number): string;
/** The DS family. */
export declare const DS_FAMILY: Family;
