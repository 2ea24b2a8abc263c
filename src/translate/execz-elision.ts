/**
 * Which `s_cbranch_execz` branches may fall through always: those over a region that has no effect an
 * active lane or a later instruction could observe when no lane is active (the wave model's per-lane
 * form by proof). Taking such a branch or running its region with EXEC = 0 then leave the same state,
 * so the translation drops the wave-wide `EXEC == 0` test, and with it the ballot the test needs.
 *
 * The region is every instruction a path from the fall-through reaches before the target T, which may
 * lie before the branch (LLVM's rotated loops skip an else arm with a backward branch to the latch,
 * whose arm ends in `s_branch` to the same latch); a path that ends the program, jumps indirectly or
 * comes back to the branch refuses. Proof:
 * - vector instructions change nothing with EXEC = 0, except `v_writelane` (refused);
 * - EXEC stays 0 through the region: only writes that AND it (v_cmpx, s_and_saveexec, s_andn2_saveexec,
 *   s_and/s_andn2 of EXEC) or that copy/or registers known to hold 0 there (a saveexec's copy of the
 *   old EXEC, a VOPC result) keep the proof;
 * - every other scalar register the region writes (SGPRs, VCC, M0, SCC) is dead at T;
 * - nothing else leaves the wave: barriers, messages, scalar stores and atomics, GDS, traps refuse;
 * - scalar loads run when the guest would skip them: allowed only through addresses made from scalar
 *   state (no vector instruction, EXEC or VCC behind them), which the guest would form the same way
 *   with any lane active (docs/debt.md).
 */
import type { Instruction } from '../isa/instruction.js';
import type { Program } from '../program/program.js';
import { type ProgramCfg, programCfg } from '../program/program-cfg.js';
import {
  ACCESS_ROW,
  addCode,
  hasCode,
  meets,
  READS,
  SET_WORDS,
  scalarAccessRows,
  scalarLiveAtBlocks,
  WRITES,
} from '../program/scalar-liveness.js';
import { SpareArray } from '../util/spare.js';

const EXEC = 126;
const VCC = 106;

/** Instructions with an effect beyond the wave's registers even when no lane is active. */
const LEAVES_WAVE =
  /^(s_(endpgm|setpc|swappc|call|barrier|sendmsg|trap|rfe|movreld|store|buffer_store|atomic|buffer_atomic|scratch|sethalt|setkill|icache_inv|dcache_discard|ttracedata|cbranch_[gc])|v_writelane|ds_(gws|ordered|append|consume)|exp)/;

/** EXEC writes that AND the old EXEC, so 0 stays 0. */
const ANDS_EXEC = /^(v_cmpx_|s_and_saveexec_|s_andn2_saveexec_|s_and_b(32|64)$|s_andn2_b(32|64)$)/;

/** Writes whose SGPR result is 0 when EXEC is 0 (the old EXEC, or a compare of no lanes). */
const ZERO_RESULT = /^(s_and_saveexec_|s_andn2_saveexec_|s_or_saveexec_|v_cmp_|v_cmps_)/;

/** Registers copied or or-ed into EXEC that keep it 0 when they hold 0. */
const COPIES_TO_EXEC = /^s_(mov|or)_b(32|64)$/;

/** The pcs of the `s_cbranch_execz` instructions whose branch may be dropped. */
export function elidableExeczBranches(program: Program): Set<number> {
  const out = new Set<number>();
  const insts = program.instructions;
  let any = false;
  for (let i = 0; i < insts.length && !any; i++)
    any = (insts[i] as Instruction).mnemonic === 's_cbranch_execz';
  if (!any) return out;
  const cfg = programCfg(program);
  const live = scalarLiveAtBlocks(program);
  for (let i = 0; i < insts.length; i++) {
    const branch = insts[i] as Instruction;
    if (branch.mnemonic !== 's_cbranch_execz') continue;
    const target = cfg.next[2 * i] as number;
    if (target < 0) continue;
    const region = regionOf(cfg, i, target);
    if (region === undefined) continue;
    // A branch target starts a block.
    const liveAt = (cfg.blockOf[target] as number) * SET_WORDS;
    if (regionIsInvisible(program, i, target, region, live.live, liveAt)) out.add(branch.pc);
  }
  return out;
}

/**
 * The pcs of the instructions the `branches` (elided ones, {@link elidableExeczBranches}) would have
 * skipped: code the guest compiler chose to skip when no lane is active, which the translation runs
 * straight (passes/opt-lane-branches.ts branches there per lane again).
 */
export function elidedRegionPcs(program: Program, branches: ReadonlySet<number>): Set<number> {
  const out = new Set<number>();
  const cfg = programCfg(program);
  for (const pc of branches) {
    const i = cfg.indexAt(pc);
    const target = i < 0 ? -1 : (cfg.next[2 * i] as number);
    if (target < 0) continue;
    for (const k of regionOf(cfg, i, target) ?? []) out.add((program.instructions[k] as Instruction).pc);
  }
  return out;
}

/**
 * The indices of the instructions the fall-through of branch `branch` reaches before instruction
 * `target`, ascending, or undefined when a path from it leaves the program's decoded code, ends it,
 * jumps indirectly or comes back to the branch.
 */
function regionOf(cfg: ProgramCfg, branch: number, target: number): number[] | undefined {
  const seen = spareSeen.take(cfg.fallsThrough.length);
  try {
    return walkRegion(cfg, branch, target, seen);
  } finally {
    spareSeen.give(seen);
  }
}

/** The marks of regionOf's walk, lent to the next (util/spare.ts). */
const spareSeen = new SpareArray(Uint8Array);

function walkRegion(cfg: ProgramCfg, branch: number, target: number, seen: Uint8Array): number[] | undefined {
  const region: number[] = [];
  const work = [cfg.next[2 * branch + 1] as number];
  while (work.length > 0) {
    const i = work.pop() as number;
    if (i === target || (i >= 0 && seen[i])) continue;
    if (i < 0 || i === branch) return undefined;
    const a = cfg.next[2 * i] as number;
    const b = cfg.next[2 * i + 1] as number;
    // A path that ends refuses anyway: stop before walking the rest of the program.
    if (a === -1) return undefined;
    seen[i] = 1;
    region.push(i);
    work.push(a);
    if (b !== -1) work.push(b);
  }
  return region.sort((x, y) => x - y);
}

/**
 * regionIsInvisible's sets, at fixed offsets of one array: EXEC's codes, the masks (EXEC and VCC),
 * what the region wrote, what lane-derived values reached, a scratch set; then, per instruction, the
 * registers known to hold 0 before it (intersection over paths), EXEC included; then per instruction
 * a mark for the ones some path has got to. Lent to the next call (util/spare.ts).
 */
const spareSets = new SpareArray(Int32Array);
const EXEC_BITS = 0;
const MASKS = SET_WORDS;
const WRITTEN = 2 * SET_WORDS;
const TAINTED = 3 * SET_WORDS;
const AFTER = 4 * SET_WORDS;
const ZERO = 5 * SET_WORDS;

/**
 * Whether the region (instruction indices, ascending) has no effect an active lane or a later
 * instruction could observe when it runs with EXEC = 0; `liveAt` is the offset of the registers live
 * at the target in `live`.
 */
function regionIsInvisible(
  program: Program,
  branch: number,
  target: number,
  order: readonly number[],
  live: Int32Array,
  liveAt: number,
): boolean {
  const count = program.instructions.length;
  const sets = spareSets.take(ZERO + count * SET_WORDS + count);
  try {
    for (let d = 0; d < (program.target.wave64 ? 2 : 1); d++) {
      addCode(sets, EXEC_BITS, EXEC + d);
      addCode(sets, MASKS, EXEC + d);
      addCode(sets, MASKS, VCC + d);
    }
    const start = programCfg(program).next[2 * branch + 1] as number;
    sets.copyWithin(ZERO + start * SET_WORDS, EXEC_BITS, EXEC_BITS + SET_WORDS);
    sets[ZERO + count * SET_WORDS + start] = 1;
    return proveInvisible(program, target, order, live, liveAt, sets);
  } finally {
    spareSets.give(sets);
  }
}

/** regionIsInvisible's fixpoint, over `sets` laid out as spareSets's. */
function proveInvisible(
  program: Program,
  target: number,
  order: readonly number[],
  live: Int32Array,
  liveAt: number,
  sets: Int32Array,
): boolean {
  const insts = program.instructions;
  const { next } = programCfg(program);
  const access = scalarAccessRows(program);
  const REACHED = ZERO + insts.length * SET_WORDS;
  // Forward passes to a fixed point (backward branches inside the region form loops).
  for (let changed = true; changed; ) {
    changed = false;
    for (const i of order) {
      if (!sets[REACHED + i]) continue;
      const inst = insts[i] as Instruction;
      const zero = ZERO + i * SET_WORDS;
      const row = i * ACCESS_ROW;
      if (LEAVES_WAVE.test(inst.mnemonic)) return false;
      if ((next[2 * i] as number) === -1) return false;
      const writesExec = meets(access, row + WRITES, sets, EXEC_BITS);
      if (writesExec && !keepsExecZero(program, inst, sets, zero)) return false;
      if (inst.mnemonic.startsWith('s_load') || inst.mnemonic.startsWith('s_buffer_load')) {
        if (meets(access, row + READS, sets, TAINTED)) return false;
      }
      // Lane-derived values: what a vector instruction, a mask or such a value made.
      const taints =
        inst.mnemonic.startsWith('v_') ||
        meets(access, row + READS, sets, TAINTED) ||
        meets(access, row + READS, sets, MASKS);
      const zeroResult = ZERO_RESULT.test(inst.mnemonic);
      for (let w = 0; w < SET_WORDS; w++) {
        const writes = access[row + WRITES + w] as number;
        if (taints) sets[TAINTED + w] = (sets[TAINTED + w] as number) | writes;
        sets[WRITTEN + w] = (sets[WRITTEN + w] as number) | writes;
        let after = (sets[zero + w] as number) & ~writes;
        // The compare or saved EXEC an instruction of ZERO_RESULT writes is 0 (SCC is not).
        if (zeroResult) after |= writes & ~(sets[EXEC_BITS + w] as number) & (w === 4 ? 0 : -1);
        if (writesExec) after |= sets[EXEC_BITS + w] as number;
        sets[AFTER + w] = after;
      }
      for (let k = 0; k < 2; k++) {
        const s = next[2 * i + k] as number;
        if (s < 0 || s === target) continue;
        const at = ZERO + s * SET_WORDS;
        if (!sets[REACHED + s]) {
          sets[REACHED + s] = 1;
          sets.copyWithin(at, AFTER, AFTER + SET_WORDS);
          changed = true;
          continue;
        }
        for (let w = 0; w < SET_WORDS; w++) {
          const merged = (sets[at + w] as number) & (sets[AFTER + w] as number);
          if (merged !== sets[at + w]) {
            sets[at + w] = merged;
            changed = true;
          }
        }
      }
    }
  }
  // EXEC is 0 at the target on both paths; everything else the region wrote must be dead there.
  for (let w = 0; w < SET_WORDS; w++) {
    const written = (sets[WRITTEN + w] as number) & ~(sets[EXEC_BITS + w] as number);
    if ((written & (live[liveAt + w] as number)) !== 0) return false;
  }
  return true;
}

/** Whether `inst`, writing EXEC with the set at `at` of `zero` known to hold 0, leaves EXEC 0. */
function keepsExecZero(program: Program, inst: Instruction, zero: Int32Array, at: number): boolean {
  if (ANDS_EXEC.test(inst.mnemonic)) {
    // s_and/s_andn2 must read EXEC itself as an operand (exec = exec & x).
    if (!inst.mnemonic.startsWith('s_and')) return true;
    if (inst.mnemonic.includes('saveexec')) return true;
    return (
      program
        .operandsOf(inst)
        .some((o) => o.role === 'src' && o.kind === 'special' && o.value === EXEC && !o.implicit) &&
      (inst.mnemonic.startsWith('s_and_') || firstSourceIsExec(program, inst))
    );
  }
  if (!COPIES_TO_EXEC.test(inst.mnemonic)) return false;
  // s_mov/s_or into EXEC: every source known to be 0 (EXEC itself is, through the region).
  return program
    .operandsOf(inst)
    .filter((o) => o.role === 'src' && !o.implicit)
    .every((o) => {
      if (o.kind !== 'sgpr' && o.kind !== 'special') return o.kind === 'inline' && o.value === 128;
      for (let d = 0; d < Math.max(o.dwords, 1); d++) if (!hasCode(zero, at, o.value + d)) return false;
      return true;
    });
}

/** s_andn2 keeps 0 only as exec & ~x: EXEC must be its first source. */
function firstSourceIsExec(program: Program, inst: Instruction): boolean {
  const first = program.operandsOf(inst).find((o) => o.role === 'src' && !o.implicit);
  return first?.kind === 'special' && first.value === EXEC;
}
