/**
 * The architectural state of one wave: the scalar register file indexed by operand code (s0..s105,
 * vcc, ttmp, m0, null, exec at their codes 0..127, so every scalar access is one array index), SCC,
 * the vector register file (lane-major per register), the program counter and the scheduling state.
 */
import type { Target } from '../isa/target.js';

/** Scalar operand codes of the registers the executor touches directly. */
export const VCC_LO = 106;
export const VCC_HI = 107;
export const M0 = 124;
export const NULL_REG = 125;
export const EXEC_LO = 126;
export const EXEC_HI = 127;

/** Number of VGPRs a wave can address. */
export const VGPR_COUNT = 256;

/** One wave's registers and scheduling state. */
export class WaveState {
  /** Scalar registers by operand code 0..127. */
  readonly sgpr = new Uint32Array(128);
  /** VGPR r of lane l is vgpr[r * laneCount + l]. */
  readonly vgpr: Uint32Array;
  scc = 0;
  /** Byte offset of the next instruction. */
  pc = 0;
  /** true once the wave has executed s_endpgm. */
  done = false;
  /** true while the wave waits at s_barrier. */
  atBarrier = false;
  /** Instructions executed (for the runaway guard and benchmarks). */
  executed = 0;
  readonly laneCount: 32 | 64;

  constructor(
    readonly target: Target,
    /** Index of the wave in its workgroup. */
    readonly waveId: number,
  ) {
    this.laneCount = target.wave64 ? 64 : 32;
    this.vgpr = new Uint32Array(VGPR_COUNT * this.laneCount);
  }

  /** EXEC as a bigint lane mask (upper half ignored in wave32). */
  get exec(): bigint {
    return this.target.wave64
      ? (BigInt(this.sgpr[EXEC_HI] as number) << 32n) | BigInt(this.sgpr[EXEC_LO] as number)
      : BigInt(this.sgpr[EXEC_LO] as number);
  }

  set exec(mask: bigint) {
    this.sgpr[EXEC_LO] = Number(mask & 0xffffffffn);
    if (this.target.wave64) this.sgpr[EXEC_HI] = Number((mask >> 32n) & 0xffffffffn);
  }

  /** Whether lane `lane` is active in EXEC. */
  laneActive(lane: number): boolean {
    const word = lane < 32 ? (this.sgpr[EXEC_LO] as number) : (this.sgpr[EXEC_HI] as number);
    return ((word >>> (lane & 31)) & 1) === 1;
  }

  /** A lane mask held in the scalar pair at `code` (one register in wave32). */
  readMask(code: number): bigint {
    const lo = BigInt(this.sgpr[code] as number);
    return this.target.wave64 ? (BigInt(this.sgpr[code + 1] as number) << 32n) | lo : lo;
  }

  /** Writes a lane mask to the scalar pair at `code` (writes to null are dropped). */
  writeMask(code: number, mask: bigint): void {
    if (code === NULL_REG) return;
    this.sgpr[code] = Number(mask & 0xffffffffn);
    if (this.target.wave64) this.sgpr[code + 1] = Number((mask >> 32n) & 0xffffffffn);
  }

  getVgpr(reg: number, lane: number): number {
    return this.vgpr[reg * this.laneCount + lane] as number;
  }

  setVgpr(reg: number, lane: number, value: number): void {
    this.vgpr[reg * this.laneCount + lane] = value;
  }
}
