/**
 * The reference executor: runs a compute dispatch of a guest program on the CPU, wave by wave, with
 * the exact semantics of every instruction it implements (semantics/), and refuses the rest with an
 * ExecError naming the pc and instruction. Waves of a workgroup share LDS and meet at s_barrier: the
 * scheduler runs each wave until it ends or reaches a barrier, and releases the barrier once every
 * live wave of the workgroup waits there.
 */
import type { Instruction } from '../isa/instruction.js';
import type { Target } from '../isa/target.js';
import { type SpecialValues } from './access.js';
import type { GuestMemory } from './memory.js';
import type { SemanticTable } from './semantics.js';
import { WaveState } from './wave.js';
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
    /** Called after every executed instruction (tracing, e.g. by the differential harness); optional. */
    readonly onStep?: (wave: WaveState, inst: Instruction) => void;
}
/** Totals of a run. */
export interface ExecStats {
    readonly waves: number;
    readonly instructions: number;
}
/** Runs a dispatch to completion. Guest memory is modified in place. */
export declare function runCompute(dispatch: ComputeDispatch, semantics?: SemanticTable): ExecStats;
