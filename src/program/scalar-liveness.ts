/**
 * Which scalar registers a program may read later from the start of each basic block (backward
 * liveness over the guest CFG), and each instruction's scalar reads and writes. A register set is a bigint: bit `c` for scalar code `c` below 128 (SGPRs, VCC, M0, EXEC
 * halves...) and bit 128 for SCC. Reads and writes come from the isa operand metadata, implicit ones
 * included; an instruction whose reads cannot be listed (M0-relative moves, jumps through registers,
 * calls) keeps every register live.
 */
import { branchTarget, isNoFallthrough, isProgramEnd } from '../isa/families/scalar-control.js';
import type { Instruction } from '../isa/instruction.js';
import type { Program } from './program.js';

/** Bit of SCC in a register set. */
export const SCC_BIT = 1n << 128n;
/** Every scalar register. */
export const ALL_SCALAR = (1n << 129n) - 1n;

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

/** The scalar registers an instruction reads and writes. */
export interface ScalarAccess {
  readonly reads: bigint;
  readonly writes: bigint;
  /** The writes that replace a register's whole value (what ends a register's liveness). */
  readonly kills: bigint;
}

/** The set of codes `code`..`code + dwords - 1` below 128 (one code for dwords 0). */
function runOf(code: number, dwords: number): bigint {
  let out = 0n;
  for (let d = 0; d < Math.max(dwords, 1) && code + d < 128; d++) out |= 1n << BigInt(code + d);
  return out;
}

/** RUNS[d][c] = runOf(c, d), made once: building a bigint per operand was most of the access scan. */
const RUNS: readonly (readonly bigint[])[] = Array.from({ length: 17 }, (_, dwords) =>
  Array.from({ length: 128 }, (_, code) => runOf(code, dwords)),
);

function bits(code: number, dwords: number): bigint {
  if (code === SCC_CODE) return SCC_BIT;
  if (code >= 128) return 0n;
  return RUNS[dwords]?.[code] ?? runOf(code, dwords);
}

/** Each program's accesses by instruction (the execz proof asks again for every region and round). */
const ACCESS = new WeakMap<Program, Map<Instruction, ScalarAccess>>();

/** The scalar registers `inst` reads and writes (all of them as read where they cannot be listed). */
export function scalarAccess(program: Program, inst: Instruction): ScalarAccess {
  let cache = ACCESS.get(program);
  if (cache === undefined) {
    cache = new Map();
    ACCESS.set(program, cache);
  }
  let access = cache.get(inst);
  if (access === undefined) {
    access = accessOf(program, inst);
    cache.set(inst, access);
  }
  return access;
}

function accessOf(program: Program, inst: Instruction): ScalarAccess {
  let reads = 0n;
  let writes = 0n;
  const maskDwords = program.target.wave64 ? 2 : 1;
  for (const op of program.operandsOf(inst)) {
    if (op.kind !== 'sgpr' && op.kind !== 'special') continue;
    let set = bits(op.value, op.dwords);
    if (op.value === VCCZ_CODE) set = bits(VCC, maskDwords);
    if (op.value === EXECZ_CODE) set = bits(EXEC, maskDwords);
    if (op.role === 'dst') writes |= set;
    else reads |= set;
  }
  if (READS_ANY.test(inst.mnemonic)) reads = ALL_SCALAR;
  const keeps = KEEPS_DESTINATION.test(inst.mnemonic);
  return { reads: keeps ? reads | writes : reads, writes, kills: keeps ? 0n : writes };
}

/** The codes below 128 of the scalar registers `inst` writes, as {@link scalarAccess} counts them. */
export function scalarWriteCodes(program: Program, inst: Instruction): number[] {
  const out: number[] = [];
  for (const op of program.operandsOf(inst)) {
    if (op.role !== 'dst' || (op.kind !== 'sgpr' && op.kind !== 'special')) continue;
    for (let d = 0; d < Math.max(op.dwords, 1) && op.value + d < 128; d++) out.push(op.value + d);
  }
  return out;
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

/**
 * Registers live on entry to each basic block, by the pc of its first instruction. A block runs from
 * a branch target, or from the instruction after one that does not simply fall through, to the next
 * such start; each block's effect is composed once, so the fixpoint walks blocks, not instructions.
 */
export function scalarLiveAtBlocks(program: Program): Map<number, bigint> {
  const insts = program.instructions;
  const targets = new Set(program.branchTargets);
  const starts: number[] = [];
  const succ: number[][] = [];
  insts.forEach((inst, i) => {
    const next = successorsOf(program, inst);
    succ.push(next);
    const previous = i === 0 ? undefined : (succ[i - 1] as number[]);
    const plain = previous?.length === 1 && previous[0] === inst.pc;
    if (i === 0 || targets.has(inst.pc) || !plain) starts.push(i);
  });
  const blocks = starts.map((first, b) => {
    const end = (starts[b + 1] ?? insts.length) - 1;
    // Backward through the block: live-in = (live-out & ~kills) | reads.
    let reads = 0n;
    let kills = 0n;
    for (let i = end; i >= first; i--) {
      const a = scalarAccess(program, insts[i] as Instruction);
      reads = (reads & ~a.kills) | a.reads;
      kills |= a.kills;
    }
    return { pc: (insts[first] as Instruction).pc, reads, kills, next: succ[end] as number[] };
  });
  const live = new Map<number, bigint>(blocks.map((b) => [b.pc, 0n]));
  for (let changed = true; changed; ) {
    changed = false;
    for (let k = blocks.length - 1; k >= 0; k--) {
      const block = blocks[k] as (typeof blocks)[number];
      let out = 0n;
      for (const s of block.next) out |= live.get(s) ?? ALL_SCALAR;
      const value = (out & ~block.kills) | block.reads;
      if (value !== live.get(block.pc)) {
        live.set(block.pc, value);
        changed = true;
      }
    }
  }
  return live;
}
