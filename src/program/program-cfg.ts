/**
 * The control flow of a decoded program by instruction index, made once per program for the guest
 * analyses (register facts, scalar liveness, the execz proof), which walk it many times: instruction
 * lookup by pc, each instruction's successors and the basic blocks they make, in typed arrays.
 */
import { branchTarget, isNoFallthrough, isProgramEnd } from '../isa/families/scalar-control.js';
import type { Instruction } from '../isa/instruction.js';
import { type Program, perProgram } from './program.js';

/** A successor that is no instruction of the decoded code (kept apart from "no successor"). */
export const OUTSIDE = -2;

/** The control flow of a program; instruction `i` is `program.instructions[i]`. */
export interface ProgramCfg {
  /** The index of the instruction that starts at byte offset `pc`, or -1. */
  indexAt(pc: number): number;
  /**
   * Instruction i's successors, as {@link successorsOf} lists them: `next[2i]` and `next[2i + 1]`,
   * each an instruction index, -1 for none, or {@link OUTSIDE}.
   */
  readonly next: Int32Array;
  /** 1 where instruction i's only successor is instruction i + 1 (it simply falls through). */
  readonly fallsThrough: Uint8Array;
  /**
   * 1 where instruction i starts a basic block: the entry, every branch target, and every instruction
   * after one that does not simply fall through.
   */
  readonly leader: Uint8Array;
  /** The basic blocks in address order: block b runs from instruction `starts[b]` to `starts[b + 1] - 1`. */
  readonly blocks: number;
  /** The first instruction of each block, and the instruction count after the last (blocks + 1 entries). */
  readonly starts: Int32Array;
  /** The block of each instruction. */
  readonly blockOf: Int32Array;
}

/** Successor pcs of `inst` within `program` (none past its end). */
export function successorsOf(program: Program, inst: Instruction): number[] {
  const out: number[] = [];
  if (isProgramEnd(inst)) return out;
  const target = branchTarget(inst);
  if (target !== undefined) out.push(target);
  const next = inst.pc + inst.size;
  if (!isNoFallthrough(inst) && next < program.end) out.push(next);
  return out;
}

/** The control flow of `program` (made at the first call). */
export const programCfg: (program: Program) => ProgramCfg = perProgram(buildCfg);

function buildCfg(program: Program): ProgramCfg {
  const insts = program.instructions;
  const count = insts.length;
  const end = program.end;
  // One buffer for every table: a typed array past 64 bytes is allocated outside V8's heap, at about
  // a microsecond each (util/spare.ts).
  const slots = (end >> 2) + 1;
  const int32s = slots + 2 * count + 2 * count + 1;
  const buffer = new ArrayBuffer(4 * int32s + 2 * count);
  // By pc / 4: every instruction is whole dwords.
  const slot = new Int32Array(buffer, 0, slots).fill(-1);
  const next = new Int32Array(buffer, 4 * slots, 2 * count).fill(-1);
  const blockOf = new Int32Array(buffer, 4 * (slots + 2 * count), count);
  const starts = new Int32Array(buffer, 4 * (slots + 3 * count), count + 1);
  const fallsThrough = new Uint8Array(buffer, 4 * int32s, count);
  const leader = new Uint8Array(buffer, 4 * int32s + count, count);
  for (let i = 0; i < count; i++) slot[(insts[i] as Instruction).pc >> 2] = i;
  const indexAt = (pc: number): number =>
    pc >= 0 && pc < end && (pc & 3) === 0 ? (slot[pc >> 2] as number) : -1;
  if (count > 0) leader[0] = 1;
  for (let i = 0; i < count; i++) {
    const inst = insts[i] as Instruction;
    // Only the scalar program-control encodings branch or end the program (scalar-control.ts); the
    // decode sweep places instruction i + 1 right after i.
    if (inst.encoding !== 'SOPP' && inst.encoding !== 'SOPK' && inst.encoding !== 'SOP1') {
      if (inst.pc + inst.size < end) {
        next[2 * i] = i + 1;
        fallsThrough[i] = 1;
      }
      continue;
    }
    const successors = successorsOf(program, inst);
    for (let k = 0; k < successors.length; k++) {
      const s = indexAt(successors[k] as number);
      next[2 * i + k] = s < 0 ? OUTSIDE : s;
    }
    if (successors.length === 1 && successors[0] === inst.pc + inst.size) fallsThrough[i] = 1;
  }
  for (let i = 0; i < count; i++) {
    if (fallsThrough[i]) continue;
    if (i + 1 < count) leader[i + 1] = 1;
    for (let k = 0; k < 2; k++) {
      const s = next[2 * i + k] as number;
      if (s >= 0) leader[s] = 1;
    }
  }
  // Targets the decode was given (resolved register jumps) start blocks too.
  for (const pc of program.branchTargets) {
    const s = indexAt(pc);
    if (s >= 0) leader[s] = 1;
  }
  let blocks = 0;
  for (let i = 0; i < count; i++) {
    if (leader[i]) starts[blocks++] = i;
    blockOf[i] = blocks - 1;
  }
  starts[blocks] = count;
  return { indexAt, next, fallsThrough, leader, blocks, starts: starts.subarray(0, blocks + 1), blockOf };
}
