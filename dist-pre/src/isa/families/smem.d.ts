/**
 * SMEM: scalar memory (s_load_*, s_buffer_load_*, s_store_*, s_atomic_*, cache control, timers):
 * decode, LLVM text, encoding, operand metadata and assembly from tables/smem.ts.
 *
 * GFX10 SMEM has no IMM/SOE bits: the offset is always the 21-bit signed field of word 1, and soffset
 * names an SGPR or null. LLVM prints `null` (soffset null, offset 0), the signed offset alone
 * (soffset null), the SGPR alone (offset 0) or `sN offset:X`. sbase holds an SGPR pair index (code =
 * 2 * field), read as a pair or, for buffer forms, as the quad holding it. Reserved bits of both words
 * are ignored by llvm-mc-19 and kept here so re-encoding is exact. Several opcodes exist on gfx1013
 * only (stores, scratch, atomics, s_dcache_wb, discard, s_get_waveid_in_workgroup).
 */
import type { Statement } from '../asm-lexer.js';
import type { DecodeInput } from '../family.js';
import type { Instruction, Operand } from '../instruction.js';
import type { Target } from '../target.js';
/**
 * Decodes an SMEM instruction (two dwords).
 * @throws DecodeError for unassigned opcodes, register codes LLVM rejects and a missing second dword.
 */
export declare function decodeSmem(input: DecodeInput): Instruction;
/** LLVM text of an SMEM instruction. */
export declare function printSmem(inst: Instruction, target: Target): string;
/** The two SMEM dwords, reserved bits included. */
export declare function encodeSmem(inst: Instruction): number[];
/** sdata (role by form; a glc atomic also returns into it), sbase, soffset and the offset. */
export declare function operandsSmem(inst: Instruction, target: Target): Operand[];
/** Assembles an SMEM statement, or returns undefined for mnemonics that are not SMEM. */
export declare function assembleSmem(statement: Statement, target: Target): Instruction | undefined;
