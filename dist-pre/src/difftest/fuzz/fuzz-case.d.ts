/**
 * The differential case of a fuzz program: its rendered words, one wave per workgroup, the output
 * pointer and input SGPRs as user data, the workgroup id after them, and one output region filled
 * with a marker pattern so that a missing store shows as a difference. Output words are named by
 * group, lane and register (layout.ts).
 */
import type { DiffCase } from '../case.js';
import { type FuzzProgram } from './program.js';
/** The marker every output word holds before the run. */
export declare const OUTPUT_MARKER = 3735928559;
/** LDS bytes a program uses. */
export declare function ldsBytesOf(p: FuzzProgram): number;
/** Builds the case of `p` (renders it; throws AsmError if the program text is invalid). */
export declare function fuzzCase(p: FuzzProgram, words?: Uint32Array): DiffCase;
