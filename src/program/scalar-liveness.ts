/**
 * Which scalar registers a program may read later from the start of each basic block (backward
 * liveness over the guest CFG), and each instruction's scalar reads and writes. Reads and writes come
 * from the isa operand metadata, implicit ones included; an instruction whose reads cannot be listed
 * (M0-relative moves, jumps through registers, calls) keeps every register live.
 *
 * A register set is {@link SET_WORDS} 32-bit words of an Int32Array, at some offset: bit `c & 31` of
 * word `c >> 5` for scalar code `c` below 128 (SGPRs, VCC, M0, EXEC halves...), bit 0 of word 4 for
 * SCC. Sets live in flat arrays (a row per instruction or block) and are combined word by word in
 * place: a bigint per set allocated at every operation was most of the analyses' time.
 */
import type { Instruction } from '../isa/instruction.js';
import { type Program, perProgram } from './program.js';
import { OUTSIDE, programCfg } from './program-cfg.js';

/** Words per register set. */
export const SET_WORDS = 5;

/** An instruction's access row: its reads, writes and kills, each a set, at these offsets. */
export const READS = 0;
export const WRITES = SET_WORDS;
/** The writes that replace a register's whole value (what ends a register's liveness). */
export const KILLS = 2 * SET_WORDS;
export const ACCESS_ROW = 3 * SET_WORDS;

const SCC_CODE = 253;
const VCCZ_CODE = 251;
const EXECZ_CODE = 252;
const VCC = 106;
const EXEC = 126;

/** Instructions whose scalar reads are not in their operands (M0-relative register numbers, jumps). */
const READS_ANY = /^s_(movrel|setpc|swappc|call|cbranch_[gc]|rfe)/;

/**
 * Instructions that keep part of their destination (one bit set or cleared), keep all of it on a
 * condition (SCC), or write a register other than the one named (M0-relative): the named
 * destination's old value lives on through them.
 */
const KEEPS_DESTINATION = /^s_(bitset[01]|cmov|cmovk|movreld)_/;

/** Adds scalar code `code` to the set at `at` of `set`. */
export function addCode(set: Int32Array, at: number, code: number): void {
  if (code === SCC_CODE) set[at + 4] = (set[at + 4] as number) | 1;
  else if (code >= 0 && code < 128)
    set[at + (code >> 5)] = (set[at + (code >> 5)] as number) | (1 << (code & 31));
}

/** Whether the set at `at` of `set` holds scalar code `code` (SCC as SCC_CODE). */
export function hasCode(set: Int32Array, at: number, code: number): boolean {
  if (code === SCC_CODE) return ((set[at + 4] as number) & 1) !== 0;
  return code >= 0 && code < 128 && ((set[at + (code >> 5)] as number) & (1 << (code & 31))) !== 0;
}

/** Makes the set at `at` of `set` every scalar register. */
export function fillAll(set: Int32Array, at: number): void {
  set.fill(-1, at, at + 4);
  set[at + 4] = 1;
}

/** Whether sets `a` at `i` and `b` at `j` share a register. */
export function meets(a: Int32Array, i: number, b: Int32Array, j: number): boolean {
  for (let w = 0; w < SET_WORDS; w++) if (((a[i + w] as number) & (b[j + w] as number)) !== 0) return true;
  return false;
}

/** Adds the codes `code`..`code + dwords - 1` below 128 (one code for dwords 0; SCC for SCC_CODE). */
function addRun(set: Int32Array, at: number, code: number, dwords: number): void {
  if (code >= 128) {
    addCode(set, at, code);
    return;
  }
  for (let d = 0; d < Math.max(dwords, 1) && code + d < 128; d++) addCode(set, at, code + d);
}

/**
 * Every instruction's scalar reads and writes (all registers as read where they cannot be listed):
 * instruction i's row at `i * ACCESS_ROW` (made at the first call for a program).
 */
export const scalarAccessRows: (program: Program) => Int32Array = perProgram(accessRows);

function accessRows(program: Program): Int32Array {
  const insts = program.instructions;
  const rows = new Int32Array(insts.length * ACCESS_ROW);
  const maskDwords = program.target.wave64 ? 2 : 1;
  for (let i = 0; i < insts.length; i++) {
    const inst = insts[i] as Instruction;
    const row = i * ACCESS_ROW;
    const ops = program.operandsOf(inst);
    for (let k = 0; k < ops.length; k++) {
      const op = ops[k] as (typeof ops)[number];
      if (op.kind !== 'sgpr' && op.kind !== 'special') continue;
      const at = row + (op.role === 'dst' ? WRITES : READS);
      if (op.value === VCCZ_CODE) addRun(rows, at, VCC, maskDwords);
      else if (op.value === EXECZ_CODE) addRun(rows, at, EXEC, maskDwords);
      else addRun(rows, at, op.value, op.dwords);
    }
    if (READS_ANY.test(inst.mnemonic)) fillAll(rows, row + READS);
    const keeps = KEEPS_DESTINATION.test(inst.mnemonic);
    for (let w = 0; w < SET_WORDS; w++) {
      const writes = rows[row + WRITES + w] as number;
      if (keeps) rows[row + READS + w] = (rows[row + READS + w] as number) | writes;
      else rows[row + KILLS + w] = writes;
    }
  }
  return rows;
}

/** The codes below 128 of the scalar registers `inst` writes, as {@link scalarAccessRows} counts them. */
export function scalarWriteCodes(program: Program, inst: Instruction): number[] {
  const out: number[] = [];
  for (const op of program.operandsOf(inst)) {
    if (op.role !== 'dst' || (op.kind !== 'sgpr' && op.kind !== 'special')) continue;
    for (let d = 0; d < Math.max(op.dwords, 1) && op.value + d < 128; d++) out.push(op.value + d);
  }
  return out;
}

/** The registers live at the start of each basic block (program-cfg.ts's blocks). */
export interface ScalarLiveness {
  /** Block b's live set at `b * SET_WORDS`. */
  readonly live: Int32Array;
}

/**
 * Registers live on entry to each basic block. Each block's effect is composed once, so the fixpoint
 * walks blocks, not instructions.
 */
export function scalarLiveAtBlocks(program: Program): ScalarLiveness {
  const { next, blocks, starts, blockOf } = programCfg(program);
  const access = scalarAccessRows(program);
  // Per block: its reads and kills (backward through it: live-in = (live-out & ~kills) | reads) and
  // its live set, and a set for the successors' union; one buffer (util/spare.ts says why).
  const words = new Int32Array((3 * blocks + 1) * SET_WORDS);
  const READ = 0;
  const KILL = blocks * SET_WORDS;
  const LIVE = 2 * blocks * SET_WORDS;
  const OUT = 3 * blocks * SET_WORDS;
  for (let b = 0; b < blocks; b++) {
    const at = b * SET_WORDS;
    for (let i = (starts[b + 1] as number) - 1; i >= (starts[b] as number); i--) {
      const row = i * ACCESS_ROW;
      for (let w = 0; w < SET_WORDS; w++) {
        const kills = access[row + KILLS + w] as number;
        words[READ + at + w] =
          ((words[READ + at + w] as number) & ~kills) | (access[row + READS + w] as number);
        words[KILL + at + w] = (words[KILL + at + w] as number) | kills;
      }
    }
  }
  for (let changed = true; changed; ) {
    changed = false;
    for (let b = blocks - 1; b >= 0; b--) {
      words.fill(0, OUT, OUT + SET_WORDS);
      const last = (starts[b + 1] as number) - 1;
      for (let k = 0; k < 2; k++) {
        const s = next[2 * last + k] as number;
        if (s === OUTSIDE) fillAll(words, OUT);
        else if (s >= 0) {
          const from = LIVE + (blockOf[s] as number) * SET_WORDS;
          for (let w = 0; w < SET_WORDS; w++)
            words[OUT + w] = (words[OUT + w] as number) | (words[from + w] as number);
        }
      }
      const at = b * SET_WORDS;
      for (let w = 0; w < SET_WORDS; w++) {
        const value =
          ((words[OUT + w] as number) & ~(words[KILL + at + w] as number)) | (words[READ + at + w] as number);
        if (value !== words[LIVE + at + w]) {
          words[LIVE + at + w] = value;
          changed = true;
        }
      }
    }
  }
  return { live: words.subarray(LIVE, LIVE + blocks * SET_WORDS) };
}
