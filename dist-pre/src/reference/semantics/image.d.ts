import type { ExecContext, SemanticTable } from '../semantics.js';
import { type ImageAccess } from './image-access.js';
/** The dmask bits, lowest first. */
export declare function dmaskComponents(dmask: number): number[];
/**
 * Result channel `k` (0..3 = x..w) of a texel after DST_SEL, as a 32-bit (or, d16, 16-bit) pattern;
 * `raws` are the format's raw components. Only the channels an instruction returns are asked for, so a
 * DST_SEL naming a missing component refuses only when that channel is read.
 */
export declare function swizzledChannel(acc: ImageAccess, raws: readonly number[], d16: boolean, k: number): number;
/** Writes result values into vdata: one dword each, or two 16-bit halves per dword for d16. */
export declare function writeData(ctx: ExecContext, lane: number, values: readonly number[], d16: boolean): void;
/** The image load/store/atomic/resinfo rules. */
export declare const IMAGE_MEMORY_SEMANTICS: SemanticTable;
