/**
 * The reference executor: runs a compute dispatch of a guest program on the CPU, wave by wave, with
 * the exact semantics of every instruction it implements (semantics/), and refuses the rest with an
 * ExecError naming the pc and instruction. Waves of a workgroup share LDS and meet at s_barrier: the
 * scheduler runs each wave until it ends or reaches a barrier, and releases the barrier once every
 * live wave of the workgroup waits there.
 */

import { decode } from '../isa/decode.js';
import { operands as operandsOf } from '../isa/encode.js';
import type { Instruction, Operand } from '../isa/instruction.js';
import { print } from '../isa/print.js';
import { tgSizeValue } from '../isa/tables/launch-sgprs.js';
import type { Target } from '../isa/target.js';
import { DEFAULT_APERTURES, OperandError, type SpecialValues } from './access.js';
import { ExecError } from './errors.js';
import { DEFAULT_FLOAT_MODE, type FloatMode, floatModeOfRsrc1, setFloatMode } from './float.js';
import type { GuestMemory } from './memory.js';
import { SEMANTICS } from './semantics/index.js';
import { notImplemented } from './semantics/refused.js';
import type { ExecContext, SemanticTable } from './semantics.js';
import { EXEC_HI, EXEC_LO, VGPR_COUNT, WaveState } from './wave.js';

/** A compute dispatch, with the COMPUTE_PGM_RSRC2/COMPUTE_NUM_THREAD_* facts that shape wave state. */
export interface ComputeDispatch {
  readonly target: Target;
  /** Program words; execution starts at `entry` (byte offset, default 0). */
  readonly program: ArrayLike<number>;
  readonly entry?: number;
  /** Threads per workgroup (COMPUTE_NUM_THREAD_X/Y/Z). */
  readonly workgroupSize: readonly [number, number, number];
  /** Workgroups to run (DISPATCH_DIRECT dimensions). */
  readonly workgroups: readonly [number, number, number];
  /** User SGPRs s0.. (COMPUTE_USER_DATA_*). */
  readonly userSgprs: readonly number[];
  /** Which workgroup ids follow the user SGPRs (TGID_X_EN, TGID_Y_EN, TGID_Z_EN). */
  readonly workgroupIdSgprs?: readonly [boolean, boolean, boolean];
  /** TG_SIZE_EN: the wave's index and the wave count follow the workgroup ids (isa/tables/launch-sgprs.ts). */
  readonly tgSizeSgpr?: boolean;
  /** How many local id components are loaded into v0, v1, v2 (TIDIG_COMP_CNT + 1; default 3). */
  readonly localIdComponents?: 1 | 2 | 3;
  /** LDS bytes of a workgroup (COMPUTE_PGM_RSRC2 LDS_SIZE). */
  readonly ldsBytes?: number;
  /**
   * COMPUTE_PGM_RSRC1: its FLOAT_MODE, DX10_CLAMP and IEEE_MODE fields set each wave's initial MODE
   * (float.ts floatModeOfRsrc1). Default: DEFAULT_FLOAT_MODE, what llc-19 emits for amdgpu_cs code
   * (FLOAT_MODE 0xF0, DX10_CLAMP 1, IEEE_MODE 0).
   */
  readonly pgmRsrc1?: number;
  readonly memory: GuestMemory;
  readonly apertures?: SpecialValues;
  /** Per-wave instruction limit that turns an endless loop into an ExecError (default 50,000,000). */
  readonly maxInstructionsPerWave?: number;
  /**
   * Instruction budget of the whole launch, every wave of every workgroup together (default
   * {@link DEFAULT_MAX_INSTRUCTIONS}); each wave started counts {@link WAVE_START_COST}. A launch whose
   * wave starts alone exceed the budget is refused before it runs.
   */
  readonly maxInstructions?: number;
  /**
   * Most bytes of wave state (registers) and LDS one workgroup may hold (default
   * {@link DEFAULT_MAX_WORKGROUP_BYTES}); a larger workgroup shape is refused before anything is
   * allocated. Waves are allocated one workgroup at a time.
   */
  readonly maxWorkgroupBytes?: number;
  /** Called after every executed instruction (tracing, e.g. by the differential harness); optional. */
  readonly onStep?: (wave: WaveState, inst: Instruction) => void;
}

/**
 * Default instruction budget of one launch. The executor runs roughly 3*10^6 scalar or 10^5 wave64
 * VALU instructions a second, so a launch ends within seconds to a few minutes.
 */
export const DEFAULT_MAX_INSTRUCTIONS = 20_000_000;

/** Default limit on one workgroup's wave state and LDS: 1 GiB. */
export const DEFAULT_MAX_WORKGROUP_BYTES = 2 ** 30;

/**
 * What starting a wave costs in the instruction budget: setting up its registers takes about as long
 * as 32 instructions, so a launch of many short waves is bounded in time like a long one.
 */
export const WAVE_START_COST = 32;

/** Bytes a wave's state takes: its VGPR file plus the scalar file. */
function waveBytes(target: Target): number {
  return VGPR_COUNT * (target.wave64 ? 64 : 32) * 4 + 128 * 4;
}

/** Totals of a run. */
export interface ExecStats {
  readonly waves: number;
  readonly instructions: number;
}

/** Decoded instructions by pc, shared by the waves of a dispatch. */
class InstructionCache {
  private readonly byPc = new Map<number, { inst: Instruction; operands: readonly Operand[] }>();
  constructor(
    private readonly words: ArrayLike<number>,
    private readonly target: Target,
  ) {}
  at(pc: number): { inst: Instruction; operands: readonly Operand[] } {
    let entry = this.byPc.get(pc);
    if (!entry) {
      const inst = decode(this.words, pc, this.target);
      entry = { inst, operands: operandsOf(inst, this.target) };
      this.byPc.set(pc, entry);
    }
    return entry;
  }
}

/** Instructions the launch may still execute. */
interface Budget {
  left: number;
  readonly total: number;
}

/**
 * Refuses a launch shape the executor cannot hold or finish within its limits, before allocating:
 * a workgroup whose waves and LDS exceed maxWorkgroupBytes, or more waves than the instruction budget.
 */
function checkLaunch(dispatch: ComputeDispatch): Budget {
  const [sx, sy, sz] = dispatch.workgroupSize;
  const [gx, gy, gz] = dispatch.workgroups;
  const refuse = (reason: string): never => {
    throw new ExecError(dispatch.entry ?? 0, 'launch', reason);
  };
  const dims = [sx, sy, sz, gx, gy, gz, dispatch.ldsBytes ?? 0];
  if (!dims.every((d) => Number.isSafeInteger(d) && d >= 0))
    refuse(`launch dimensions and LDS size ${dims.join(',')} are not non-negative integers`);
  const lanes = dispatch.target.wave64 ? 64 : 32;
  const wavesPerGroup = Math.ceil((sx * sy * sz) / lanes);
  const groupBytes = wavesPerGroup * waveBytes(dispatch.target) + (dispatch.ldsBytes ?? 0);
  const byteLimit = dispatch.maxWorkgroupBytes ?? DEFAULT_MAX_WORKGROUP_BYTES;
  if (groupBytes > byteLimit)
    refuse(
      `a workgroup of ${sx}x${sy}x${sz} threads is ${wavesPerGroup} waves and ${groupBytes} bytes of state, ` +
        `over the executor's limit of ${byteLimit} bytes (maxWorkgroupBytes)`,
    );
  const total = dispatch.maxInstructions ?? DEFAULT_MAX_INSTRUCTIONS;
  const waves = wavesPerGroup * gx * gy * gz;
  if (waves * WAVE_START_COST > total)
    refuse(
      `${gx}x${gy}x${gz} workgroups of ${sx}x${sy}x${sz} threads are ${waves} waves, more than the ` +
        `launch's budget of ${total} instructions holds (maxInstructions; a wave start counts ${WAVE_START_COST})`,
    );
  return { left: total, total };
}

/** Runs a dispatch to completion. Guest memory is modified in place. */
export function runCompute(dispatch: ComputeDispatch, semantics: SemanticTable = SEMANTICS): ExecStats {
  const budget = checkLaunch(dispatch);
  const [gx, gy, gz] = dispatch.workgroups;
  const cache = new InstructionCache(dispatch.program, dispatch.target);
  let waves = 0;
  let instructions = 0;
  for (let z = 0; z < gz; z++) {
    for (let y = 0; y < gy; y++) {
      for (let x = 0; x < gx; x++) {
        const stats = runWorkgroup(dispatch, [x, y, z], cache, semantics, budget);
        waves += stats.waves;
        instructions += stats.instructions;
      }
    }
  }
  return { waves, instructions };
}

function initialWaves(dispatch: ComputeDispatch, group: readonly [number, number, number]): WaveState[] {
  const [sx, sy, sz] = dispatch.workgroupSize;
  const threads = sx * sy * sz;
  const lanes = dispatch.target.wave64 ? 64 : 32;
  const waves: WaveState[] = [];
  const components = dispatch.localIdComponents ?? 3;
  const mode = initialFloatMode(dispatch);
  for (let w = 0; w * lanes < threads; w++) {
    const wave = new WaveState(dispatch.target, w);
    setFloatMode(wave, mode);
    wave.pc = dispatch.entry ?? 0;
    dispatch.userSgprs.forEach((v, i) => {
      wave.sgpr[i] = v >>> 0;
    });
    let next = dispatch.userSgprs.length;
    const ids = dispatch.workgroupIdSgprs ?? [false, false, false];
    for (let axis = 0; axis < 3; axis++) if (ids[axis]) wave.sgpr[next++] = group[axis] as number;
    if (dispatch.tgSizeSgpr) wave.sgpr[next++] = tgSizeValue(w, Math.ceil(threads / lanes));
    let exec = 0n;
    for (let lane = 0; lane < lanes; lane++) {
      const t = w * lanes + lane;
      if (t >= threads) continue;
      exec |= 1n << BigInt(lane);
      const local = [t % sx, Math.floor(t / sx) % sy, Math.floor(t / (sx * sy))];
      for (let c = 0; c < components; c++) wave.setVgpr(c, lane, local[c] as number);
    }
    wave.sgpr[EXEC_LO] = Number(exec & 0xffffffffn);
    wave.sgpr[EXEC_HI] = dispatch.target.wave64 ? Number(exec >> 32n) : 0;
    waves.push(wave);
  }
  return waves;
}

/** The MODE every wave of the dispatch starts with (refused when RSRC1 asks for what is not modelled). */
function initialFloatMode(dispatch: ComputeDispatch): FloatMode {
  if (dispatch.pgmRsrc1 === undefined) return DEFAULT_FLOAT_MODE;
  const mode = floatModeOfRsrc1(dispatch.pgmRsrc1);
  if (typeof mode === 'string') throw new ExecError(dispatch.entry ?? 0, 'COMPUTE_PGM_RSRC1', mode);
  return mode;
}

function runWorkgroup(
  dispatch: ComputeDispatch,
  group: readonly [number, number, number],
  cache: InstructionCache,
  semantics: SemanticTable,
  budget: Budget,
): ExecStats {
  const waves = initialWaves(dispatch, group);
  budget.left -= waves.length * WAVE_START_COST;
  const lds = new Uint8Array(dispatch.ldsBytes ?? 0);
  const limit = dispatch.maxInstructionsPerWave ?? 50_000_000;
  let instructions = 0;
  for (;;) {
    let progressed = false;
    for (const wave of waves) {
      if (wave.done || wave.atBarrier) continue;
      progressed = true;
      instructions += runWave(wave, dispatch, lds, cache, semantics, limit, budget);
    }
    const live = waves.filter((w) => !w.done);
    if (live.length === 0) break;
    if (live.every((w) => w.atBarrier)) {
      for (const w of live) w.atBarrier = false;
      continue;
    }
    if (!progressed) throw new ExecError(live[0]?.pc ?? 0, 's_barrier', 'waves deadlocked at a barrier');
  }
  return { waves: waves.length, instructions };
}

/** Runs one wave until it ends or waits at a barrier; returns the instructions executed. */
function runWave(
  wave: WaveState,
  dispatch: ComputeDispatch,
  lds: Uint8Array,
  cache: InstructionCache,
  semantics: SemanticTable,
  limit: number,
  budget: Budget,
): number {
  let count = 0;
  while (!wave.done && !wave.atBarrier) {
    const { inst, operands } = cache.at(wave.pc);
    const rule = semantics[inst.mnemonic];
    const text = (): string => print(inst, dispatch.target);
    if (!rule) throw new ExecError(inst.pc, text(), notImplemented(inst.mnemonic));
    const ctx: ExecContext = {
      wave,
      inst,
      operands,
      target: dispatch.target,
      memory: dispatch.memory,
      lds,
      apertures: dispatch.apertures ?? DEFAULT_APERTURES,
      nextPc: inst.pc + inst.size,
      text,
    };
    try {
      rule(ctx);
    } catch (e) {
      // Any rule's operand access that meets a kind it cannot read or write becomes the typed refusal.
      if (e instanceof OperandError) throw new ExecError(inst.pc, text(), e.message);
      throw e;
    }
    dispatch.onStep?.(wave, inst);
    wave.pc = ctx.nextPc;
    wave.executed++;
    count++;
    if (wave.executed > limit)
      throw new ExecError(inst.pc, text(), `wave ran more than ${limit} instructions`);
    if (--budget.left < 0)
      throw new ExecError(
        inst.pc,
        text(),
        `the launch ran more than ${budget.total} instructions (maxInstructions)`,
      );
  }
  return count;
}
