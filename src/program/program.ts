/**
 * A guest program from its entry point: the code reachable from the entry, its branch targets and
 * basic-block leaders, and the Sony header when the program starts with one.
 *
 * Decoding is a linear sweep from the entry that follows the code the way the hardware can reach it:
 * it records every branch target, and stops at an instruction after which execution cannot fall
 * through (s_endpgm and its variants, s_code_end, s_branch, s_setpc_b64) only once it is past the
 * furthest target seen, since code after it is still reachable when a branch lands there. Indirect
 * jumps (s_setpc_b64, s_swappc_b64) cannot be followed statically: the translator resolves their
 * targets and decodes again with them as `extraTargets`, or refuses.
 */

import { decode } from '../isa/decode.js';
import { operands } from '../isa/encode.js';
import { DecodeError } from '../isa/errors.js';
import { branchTarget, isNoFallthrough } from '../isa/families/scalar-control.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { PS5_WAVE32, type Target } from '../isa/target.js';

/** First dword of the Sony header: `s_mov_b32 vcc_hi, <literal>`, which runs harmlessly. */
export const SONY_HEADER_WORD = 0xbeeb03ff;

/** The Sony header: the literal the PS5 toolchain places in its first instruction. */
export interface SonyHeader {
  /** The header's literal dword. */
  readonly value: number;
}

/** A decoded guest program. */
export interface Program {
  readonly target: Target;
  /** Byte offset of the entry instruction. */
  readonly entry: number;
  /** Instructions in address order, from the entry to the end of the program. */
  readonly instructions: readonly Instruction[];
  /** Branch targets (byte offsets), ascending. */
  readonly branchTargets: readonly number[];
  /** Byte offset one past the last instruction. */
  readonly end: number;
  /** Present when the program starts with the Sony header. */
  readonly sonyHeader: SonyHeader | undefined;
  /**
   * The operands of one of `instructions` (isa `operands` for this target), computed once per
   * instruction: the translator and every guest analysis ask for them several times.
   */
  readonly operandsOf: (inst: Instruction) => readonly Operand[];
}

/** Options of {@link decodeProgram}. */
export interface ProgramOptions {
  readonly target?: Target;
  /** Byte offset of the entry in `words` (default 0). */
  readonly entry?: number;
  /** Further code addresses known to be reached (resolved indirect jump targets). */
  readonly extraTargets?: readonly number[];
}

/**
 * Decodes the program that starts at `options.entry` of `words`.
 * @throws DecodeError for undecodable code, a branch outside the words or into an instruction's middle,
 * and code that runs off the end of `words`.
 */
export function decodeProgram(words: ArrayLike<number>, options: ProgramOptions = {}): Program {
  const target = options.target ?? PS5_WAVE32;
  const entry = options.entry ?? 0;
  const instructions: Instruction[] = [];
  const targets = new Set<number>(options.extraTargets ?? []);
  let furthest = Math.max(entry, ...targets);
  let pc = entry;
  for (;;) {
    if (pc >= words.length * 4) {
      throw new DecodeError(pc, [], 'program runs past the end of its code without s_endpgm');
    }
    const inst = decode(words, pc, target);
    instructions.push(inst);
    const dest = branchTarget(inst);
    if (dest !== undefined) {
      if (dest < 0 || dest >= words.length * 4) {
        throw new DecodeError(
          pc,
          [words[pc / 4] as number],
          `branch target 0x${dest.toString(16)} is outside the code`,
        );
      }
      targets.add(dest);
      furthest = Math.max(furthest, dest);
    }
    pc += inst.size;
    if (isNoFallthrough(inst) && pc > furthest) break;
  }
  const starts = new Set(instructions.map((i) => i.pc));
  for (const t of targets) {
    if (!starts.has(t)) {
      throw new DecodeError(t, [words[t / 4] as number], 'branch target is not the start of an instruction');
    }
  }
  const first = words[entry / 4] as number;
  const sonyHeader =
    first >>> 0 === SONY_HEADER_WORD && instructions[0]?.literal !== undefined
      ? { value: instructions[0].literal }
      : undefined;
  return {
    target,
    entry,
    instructions,
    branchTargets: [...targets].sort((a, b) => a - b),
    end: pc,
    sonyHeader,
    operandsOf: operandCache(target),
  };
}

function operandCache(target: Target): (inst: Instruction) => readonly Operand[] {
  const cache = new Map<Instruction, readonly Operand[]>();
  return (inst) => {
    let ops = cache.get(inst);
    if (ops === undefined) {
      ops = operands(inst, target);
      cache.set(inst, ops);
    }
    return ops;
  };
}

/**
 * `make`'s fact of a decoded program, made at its first request and kept as long as the program: the
 * guest analyses ask the control flow and the scalar accesses many times (program-cfg.ts,
 * scalar-liveness.ts).
 */
export function perProgram<T>(make: (program: Program) => T): (program: Program) => T {
  const made = new WeakMap<Program, T>();
  return (program) => {
    let fact = made.get(program);
    if (fact === undefined) {
      fact = make(program);
      made.set(program, fact);
    }
    return fact;
  };
}

/** Byte offsets that start a basic block: the entry, every branch target, and every instruction after a branch. */
export function blockLeaders(program: Program): number[] {
  const leaders = new Set<number>([program.entry, ...program.branchTargets]);
  for (const inst of program.instructions) {
    if (branchTarget(inst) !== undefined && inst.pc + inst.size < program.end)
      leaders.add(inst.pc + inst.size);
  }
  return [...leaders].sort((a, b) => a - b);
}
