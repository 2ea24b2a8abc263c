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
import { scalarAccess, scalarLiveAtBlocks, successorsOf } from '../program/scalar-liveness.js';

const EXEC = 126;

/** Instructions with an effect beyond the wave's registers even when no lane is active. */
const LEAVES_WAVE =
  /^(s_(endpgm|setpc|swappc|call|barrier|sendmsg|trap|rfe|movreld|store|buffer_store|atomic|buffer_atomic|scratch|sethalt|setkill|icache_inv|dcache_discard|ttracedata|cbranch_[gc])|v_writelane|ds_(gws|ordered|append|consume)|exp)/;

/** EXEC writes that AND the old EXEC, so 0 stays 0. */
const ANDS_EXEC = /^(v_cmpx_|s_and_saveexec_|s_andn2_saveexec_|s_and_b(32|64)$|s_andn2_b(32|64)$)/;

/** Writes whose SGPR result is 0 when EXEC is 0 (the old EXEC, or a compare of no lanes). */
const ZERO_RESULT = /^(s_and_saveexec_|s_andn2_saveexec_|s_or_saveexec_|v_cmp_|v_cmps_)/;

/** Registers copied or or-ed into EXEC that keep it 0 when they hold 0. */
const COPIES_TO_EXEC = /^s_(mov|or)_b(32|64)$/;

function bit(code: number): bigint {
  return 1n << BigInt(code);
}

/** The pcs of the `s_cbranch_execz` instructions whose branch may be dropped. */
export function elidableExeczBranches(program: Program): Set<number> {
  const out = new Set<number>();
  const branches = program.instructions.filter((i) => i.mnemonic === 's_cbranch_execz');
  if (branches.length === 0) return out;
  const live = scalarLiveAtBlocks(program);
  const byPc = new Map(program.instructions.map((i) => [i.pc, i]));
  for (const branch of branches) {
    const target = successorsOf(program, branch)[0];
    if (target === undefined) continue;
    const region = regionOf(program, branch, target, byPc);
    if (region && regionIsInvisible(program, branch, target, region, live.get(target) ?? 0n))
      out.add(branch.pc);
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
  const byPc = new Map(program.instructions.map((i) => [i.pc, i]));
  for (const pc of branches) {
    const branch = byPc.get(pc);
    const target = branch && successorsOf(program, branch)[0];
    if (branch === undefined || target === undefined) continue;
    for (const inst of regionOf(program, branch, target, byPc) ?? []) out.add(inst.pc);
  }
  return out;
}

/**
 * The instructions the fall-through reaches before the target, in pc order, or undefined when a path
 * from it leaves the program's decoded code, ends it, jumps indirectly or comes back to the branch.
 */
function regionOf(
  program: Program,
  branch: Instruction,
  target: number,
  byPc: ReadonlyMap<number, Instruction>,
): Instruction[] | undefined {
  const seen = new Set<number>();
  const work = [branch.pc + branch.size];
  while (work.length > 0) {
    const pc = work.pop() as number;
    if (pc === target || seen.has(pc)) continue;
    const inst = byPc.get(pc);
    if (inst === undefined || inst === branch) return undefined;
    const next = successorsOf(program, inst);
    // A path that ends refuses anyway: stop before walking the rest of the program.
    if (next.length === 0) return undefined;
    seen.add(pc);
    work.push(...next);
  }
  return [...seen].sort((a, b) => a - b).map((pc) => byPc.get(pc) as Instruction);
}

function regionIsInvisible(
  program: Program,
  branch: Instruction,
  target: number,
  order: readonly Instruction[],
  liveAtTarget: bigint,
): boolean {
  const start = branch.pc + branch.size;
  const maskDwords = program.target.wave64 ? 2 : 1;
  const execBits = maskDwords === 2 ? bit(EXEC) | bit(EXEC + 1) : bit(EXEC);
  let written = 0n;
  let tainted = 0n;
  const vcc = maskDwords === 2 ? bit(106) | bit(107) : bit(106);
  const masks = execBits | vcc;
  // Registers known to hold 0 at each pc (intersection over paths), EXEC included.
  const zeroIn = new Map<number, bigint>([[start, execBits]]);
  // Forward passes to a fixed point (backward branches inside the region form loops).
  for (let changed = true; changed; ) {
    changed = false;
    for (const inst of order) {
      const zero = zeroIn.get(inst.pc);
      if (zero === undefined) continue;
      if (LEAVES_WAVE.test(inst.mnemonic)) return false;
      const access = scalarAccess(program, inst);
      const succ = successorsOf(program, inst);
      if (succ.length === 0) return false;
      if (access.writes & execBits && !keepsExecZero(program, inst, zero)) return false;
      if (inst.mnemonic.startsWith('s_load') || inst.mnemonic.startsWith('s_buffer_load')) {
        if (access.reads & tainted) return false;
      }
      // Lane-derived values: what a vector instruction, a mask or such a value made.
      if (inst.mnemonic.startsWith('v_') || access.reads & (tainted | masks)) tainted |= access.writes;
      written |= access.writes;
      let after = zero & ~access.writes;
      if (ZERO_RESULT.test(inst.mnemonic)) after |= access.writes & ~execBits & ~(1n << 128n);
      if (access.writes & execBits) after |= execBits;
      for (const s of succ) {
        if (s === target) continue;
        const prior = zeroIn.get(s);
        const merged = prior === undefined ? after : prior & after;
        if (merged !== prior) {
          zeroIn.set(s, merged);
          changed = true;
        }
      }
    }
  }
  // EXEC is 0 at the target on both paths; everything else the region wrote must be dead there.
  return (written & ~execBits & liveAtTarget) === 0n;
}

/** Whether `inst`, writing EXEC with `zero` known to hold 0, leaves EXEC 0. */
function keepsExecZero(program: Program, inst: Instruction, zero: bigint): boolean {
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
      let need = 0n;
      for (let d = 0; d < Math.max(o.dwords, 1); d++) need |= bit(o.value + d);
      return (need & ~zero) === 0n;
    });
}

/** s_andn2 keeps 0 only as exec & ~x: EXEC must be its first source. */
function firstSourceIsExec(program: Program, inst: Instruction): boolean {
  const first = program.operandsOf(inst).find((o) => o.role === 'src' && !o.implicit);
  return first?.kind === 'special' && first.value === EXEC;
}
