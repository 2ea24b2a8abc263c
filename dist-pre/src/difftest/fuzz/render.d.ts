import type { Target } from '../../isa/target.js';
import { type FuzzProgram } from './program.js';
/** A rendered program. */
export interface RenderedProgram {
    readonly words: Uint32Array;
    /** One line per instruction: the printer's text of the decoded words. */
    readonly listing: readonly string[];
    /** Byte offset of each listing line. */
    readonly pcs: readonly number[];
}
/** The guest target of a program. */
export declare function targetOf(p: FuzzProgram): Target;
/** Bytes of each output record (one per thread). */
export declare function recordBytes(p: FuzzProgram): number;
/** The program's assembly text with branch offsets resolved (one instruction per line). */
export declare function programSource(p: FuzzProgram): string;
/** Assembles a program and prints its decoded listing. */
export declare function renderProgram(p: FuzzProgram): RenderedProgram;
/** The printed listing of program words (decode + print, one line per instruction). */
export declare function listWords(words: Uint32Array, target: Target): {
    listing: string[];
    pcs: number[];
};
