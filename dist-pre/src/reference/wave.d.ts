/**
 * The architectural state of one wave: the scalar register file indexed by operand code (s0..s105,
 * vcc, ttmp, m0, null, exec at their codes 0..127, so every scalar access is one array index), SCC,
 * the vector register file (lane-major per register), the program counter and the scheduling state.
 */
import type { Target } from '../isa/target.js';
/** Scalar operand codes of the registers the executor touches directly. */
export declare const VCC_LO = 106;
export declare const VCC_HI = 107;
export declare const M0 = 124;
export declare const NULL_REG = 125;
export declare const EXEC_LO = 126;
export declare const EXEC_HI = 127;
/** Number of VGPRs a wave can address. */
export declare const VGPR_COUNT = 256;
/** One wave's registers and scheduling state. */
export declare class WaveState {
    readonly target: Target;
    /** Index of the wave in its workgroup. */
    readonly waveId: number;
    /** Scalar registers by operand code 0..127. */
    readonly sgpr: Uint32Array<ArrayBuffer>;
    /** VGPR r of lane l is vgpr[r * laneCount + l]. */
    readonly vgpr: Uint32Array;
    scc: number;
    /** Byte offset of the next instruction. */
    pc: number;
    /** true once the wave has executed s_endpgm. */
    done: boolean;
    /** true while the wave waits at s_barrier. */
    atBarrier: boolean;
    /** Instructions executed (for the runaway guard and benchmarks). */
    executed: number;
    readonly laneCount: 32 | 64;
    constructor(target: Target, 
    /** Index of the wave in its workgroup. */
    waveId: number);
    /** EXEC as a bigint lane mask (upper half ignored in wave32). */
    get exec(): bigint;
    set exec(mask: bigint);
    /** Whether lane `lane` is active in EXEC. */
    laneActive(lane: number): boolean;
    /** A lane mask held in the scalar pair at `code` (one register in wave32). */
    readMask(code: number): bigint;
    /** Writes a lane mask to the scalar pair at `code` (writes to null are dropped). */
    writeMask(code: number, mask: bigint): void;
    getVgpr(reg: number, lane: number): number;
    setVgpr(reg: number, lane: number, value: number): void;
}
