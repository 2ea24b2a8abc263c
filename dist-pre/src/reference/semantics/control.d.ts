/**
 * Program-control semantics: SOPP branches, s_endpgm and s_barrier, the program-counter moves of
 * SOP1/SOPK (s_getpc_b64, s_setpc_b64, s_swappc_b64, s_call_b64), and the SOPP/SOPK instructions that
 * have no architectural effect in the executor (wait counters, hints, priorities, cache and
 * instruction-prefetch controls), because its memory is synchronous and it has one wave in flight.
 *
 * Program counters: the executor's pc is the byte offset of an instruction in the program words. A
 * program sees its pc as PROGRAM_PC_BASE + offset: s_getpc_b64 / s_swappc_b64 / s_call_b64 return
 * that address of the next instruction, and s_setpc_b64 / s_swappc_b64 take such an address. A target
 * below the base, 4 GiB or more past it, or not dword aligned raises an ExecError; a target past the
 * program's end or inside another instruction is refused when the executor decodes it (DecodeError).
 * Relative branches go to pc + 4 + 4 * sext(simm16).
 */
import type { SemanticTable } from '../semantics.js';
/**
 * The guest address of program offset 0 as s_getpc_b64 reports it (2^44: high dword 0x1000, below
 * the 48-bit guest space). `oberon exec` maps the program words there, so pc-relative loads of data
 * placed after the code read the program itself.
 */
export declare const PROGRAM_PC_BASE = 17592186044416;
/** The guest address s_getpc_b64 gives for program offset `pc`. */
export declare function guestPc(pc: number): bigint;
/** Control-flow and no-effect rules by mnemonic. */
export declare const CONTROL_SEMANTICS: SemanticTable;
/** The 32-bit halves of a guest pc, for tests and tools. */
export declare function guestPcWords(pc: number): [number, number];
